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

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
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
