/**
 * The sandbox gateway's checkout page: plain server-rendered HTML with two form buttons and no
 * script, so it works wherever the shop does.
 */
import type { SandboxCheckout } from './fulfilment.service';

const STATUS_TEXTS: Record<string, string> = {
  Paid: 'Sudah dibayar',
  Process: 'Sudah dibayar, sedang diproses',
  Preorder: 'Sudah dibayar, menunggu grup penuh',
  Expired: 'Kedaluwarsa',
  Canceled: 'Dibatalkan',
};

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

// A static style sheet (no script): the page looks like part of the shop on a phone and on a desktop.
const STYLE = [
  'body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f8fafc;color:#0f172a;font:16px/1.5 system-ui,sans-serif}',
  'main{box-sizing:border-box;width:min(100% - 2rem,26rem);background:#fff;border:1px solid #e2e8f0;border-radius:1rem;padding:1.5rem;box-shadow:0 1px 3px #0f172a14}',
  'h1{margin:0 0 .25rem;font-size:1.4rem}p{margin:.25rem 0 1rem;color:#475569}',
  'dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:1rem 0 1.5rem}dt{color:#475569}dd{margin:0;text-align:right;font-weight:600}',
  'form{display:inline}button{width:100%;margin-top:.5rem;padding:.75rem 1rem;border-radius:.75rem;border:1px solid #cbd5e1;background:#fff;font:600 1rem system-ui,sans-serif;cursor:pointer}',
  'form:first-of-type button{background:#4f46e5;border-color:#4f46e5;color:#fff}a{color:#4f46e5;font-weight:600}',
].join('');

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** The page of one sandbox transaction: invoice, amount, and 'Bayar' / 'Batalkan' while unpaid. */
export function checkoutPage(checkout: SandboxCheckout, returnUrl: string): string {
  const action = `/sandbox-pay/${encodeURIComponent(checkout.reference)}`;
  const state = checkout.isPayable
    ? `<form method="post" action="${escapeHtml(action)}/pay"><button type="submit">Bayar</button></form>
<form method="post" action="${escapeHtml(action)}/cancel"><button type="submit">Batalkan</button></form>`
    : `<p>Status: <strong>${escapeHtml(STATUS_TEXTS[checkout.status] ?? checkout.status)}</strong></p>
<p><a href="${escapeHtml(returnUrl)}">Kembali ke Pesanan Saya</a></p>`;
  return page(
    `Pembayaran ${checkout.invoice}`,
    `<h1>Pembayaran Sandbox</h1>
<p>Halaman uji coba: tidak ada uang sungguhan yang berpindah.</p>
<dl>
<dt>No. Invoice</dt><dd>${escapeHtml(checkout.invoice)}</dd>
<dt>Total Pembayaran</dt><dd>${escapeHtml(checkout.totalText)}</dd>
</dl>
${state}`,
  );
}

export function notFoundPage(): string {
  return page(
    'Transaksi tidak ditemukan',
    '<h1>Transaksi tidak ditemukan</h1>\n<p>Periksa kembali tautan pembayaranmu.</p>',
  );
}

export function failedPage(returnUrl: string): string {
  return page(
    'Pembayaran gagal diproses',
    `<h1>Pembayaran gagal diproses</h1>
<p>Silakan coba lagi.</p>
<p><a href="${escapeHtml(returnUrl)}">Kembali ke Pesanan Saya</a></p>`,
  );
}
