import { credentialEmail } from '@premium-shop/domain/catalogue';
import { isConfirmationType, type ConfirmationType } from '@premium-shop/domain/checkout';
import { formatRupiah } from '@premium-shop/domain/format';
import { badgeColour, ORDER_STATUS_TEXTS } from '@premium-shop/domain/order-status';
import { findDiscount, orderTotals, runningPromo } from '@premium-shop/domain/pricing';
import { useState, type ReactNode } from 'react';
import { Link, Navigate, useMatch, useParams } from '../../lib/router';
import { paths, routes } from '../../app/paths';
import { useProductDiscountsOf } from '../../lib/catalogue/product-discounts-of';
import { useOrderDraft } from '../../lib/order-draft';
import { buttonClassName } from '../../ui/button-class';
import { EmailAddress } from '../../ui/email-address';
import { SafeImage } from '../../ui/safe-image';
import { StatusBadge } from '../../ui/status-badge';
import { PreorderTermsModal } from './components/preorder-terms-modal';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-right text-sm font-semibold text-slate-900 dark:text-white">{children}</dd>
    </div>
  );
}

/**
 * The status badge before the checkout (SPEC §2 'Preorder or Sedang Proses'): 'Preorder' for a
 * preorder; otherwise nothing is paid or even created yet, so the badge says so ('Menunggu
 * Pembayaran', SPEC §4) instead of 'Sedang Proses', which the order only becomes once paid.
 */
function draftBadge(type: ConfirmationType) {
  return type === 'preorder'
    ? { label: 'Preorder', colour: badgeColour('Preorder') }
    : { label: ORDER_STATUS_TEXTS.awaitingPayment, colour: badgeColour('Pending') };
}

/**
 * /payment-confirmation/:type and its dashboard twin (SPEC §2 'Payment confirmation'): the stored draft
 * before the checkout. Without a draft there is nothing to confirm: back to / (dashboard: the orders).
 */
export function PaymentConfirmationPage() {
  const { type = '' } = useParams();
  const isDashboard = useMatch(routes.dashboardPaymentConfirmation) !== null;
  const draft = useOrderDraft();
  const [isTermsOpen, setIsTermsOpen] = useState(false);
  // The promo the checkout will take off, so the total here is the one the checkout shows.
  const promos = useProductDiscountsOf(draft?.productId ?? '');

  if (!draft) return <Navigate to={isDashboard ? paths.orders() : paths.home()} replace />;
  if (!isConfirmationType(type)) {
    throw new Response('Halaman tidak ditemukan', { status: 404, statusText: 'Not Found' });
  }

  const goods = orderTotals({
    price: draft.price,
    adminFee: draft.adminFee,
    discount: runningPromo(findDiscount(promos.data ?? [], draft.productId, draft.duration.value)),
  });
  const isPreorder = type === 'preorder';
  const paymentHref = isDashboard ? paths.dashboardPayment() : paths.payment();
  const backHref = isDashboard ? paths.dashboardCatalogue() : paths.home();
  // A Dedicated Private address is kept as mailbox and domain: shown once, as mailbox@domain.
  const address = credentialEmail(draft.email || null, draft.domain);

  return (
    <section className="mx-auto w-full max-w-2xl px-4 pt-10 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        Konfirmasi Pembelian {type.toUpperCase()}
      </h1>

      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <div className="flex items-center gap-3 border-b border-slate-200 pb-4 dark:border-slate-800">
          <SafeImage
            src={draft.icon}
            alt=""
            width={48}
            height={48}
            className="size-12 rounded-xl object-cover"
          />
          <p className="text-lg font-bold text-slate-900 dark:text-white">{draft.productName}</p>
        </div>
        <dl className="divide-y divide-slate-100 dark:divide-slate-800">
          <Row label="Order No">-</Row>
          <Row label="Status">
            <StatusBadge {...draftBadge(type)} />
          </Row>
          <Row label="Produk">{draft.productName}</Row>
          <Row label="Paket">{draft.package}</Row>
          <Row label="Durasi">{draft.duration.label}</Row>
          {address && (
            <Row label="Email">
              <EmailAddress address={address} />
            </Row>
          )}
          {goods.discount > 0 && <Row label="Diskon Promo">- {formatRupiah(goods.discount)}</Row>}
          <Row label="Total Harga">{formatRupiah(goods.totalPrice)}</Row>
        </dl>

        {isPreorder && (
          <div className="mt-4 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
            <p>
              Pesanan Pre-Order perlu dikonfirmasi ulang. Akun akan dibuat setelah grup terisi sesuai jumlah
              anggota yang dibutuhkan ({draft.groupMembers} user per akun).
            </p>
            <button
              type="button"
              onClick={() => setIsTermsOpen(true)}
              className="mt-2 font-semibold underline underline-offset-2 hover:no-underline"
            >
              Baca Syarat & Ketentuan Pre-Order
            </button>
          </div>
        )}

        {type === 'host' && (
          <div className="mt-4 rounded-xl bg-sky-50 p-4 text-sm text-sky-900 dark:bg-sky-950/40 dark:text-sky-200">
            <p>
              Sebagai Host, kamu akan menerima kredensial akun dan membayar harga provider
              {draft.providerPrice > 0 ? ` (${formatRupiah(draft.providerPrice)})` : ''} langsung ke penyedia
              layanan, lalu mengirim bukti transfernya. Setelah diverifikasi, akun diaktifkan dan dana
              dikembalikan setelah dikurangi harga yang berlaku.
            </p>
          </div>
        )}

        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to={backHref} className={buttonClassName('secondary')}>
            Kembali Ke Produk
          </Link>
          <Link to={paymentHref} className={buttonClassName('primary')}>
            Konfirmasi Pembelian
          </Link>
        </div>
      </div>

      <PreorderTermsModal isOpen={isTermsOpen} onClose={() => setIsTermsOpen(false)} />
    </section>
  );
}
