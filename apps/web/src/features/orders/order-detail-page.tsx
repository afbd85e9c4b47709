import { paymentMethodName, TRANSFER_METHOD } from '@premium-shop/domain/transfer-method';
import { credentialEmail } from '@premium-shop/domain/catalogue';
import { packageDurationText } from '@premium-shop/domain/duration';
import { formatDateTime, formatRupiah } from '@premium-shop/domain/format';
import type { Order } from '@premium-shop/domain/order-schema';
import { orderBadgeColour, showsCredentials, statusLabel } from '@premium-shop/domain/order-status';
import { useState, type ReactNode } from 'react';
import { Link, Navigate, useParams } from '../../lib/router';
import { paths } from '../../app/paths';
import { useOrder } from '../../lib/dashboard/orders';
import { usePins } from '../../lib/dashboard/pins';
import { PageSpinner } from '../../ui/page-spinner';
import { SafeImage } from '../../ui/safe-image';
import { CopyButton } from '../../ui/copy-button';
import { EmailAddress } from '../../ui/email-address';
import { CancelOrderDialog } from './components/cancel-order-dialog';
import { CredentialsPanel } from './components/credentials-panel';
import { OrderActions } from './components/order-actions';
import { StatusBadge } from '../../ui/status-badge';
import { StatusInfo } from './components/status-info';
import { TransferPanel } from './components/transfer-panel';

function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 py-2">
      <dt className="text-sm text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="text-right text-sm font-medium break-words text-slate-900 dark:text-slate-100">
        {children}
      </dd>
    </div>
  );
}

function PriceLines({ order }: { order: Order }) {
  return (
    <aside
      aria-label="Rincian harga"
      className="h-fit rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:sticky lg:top-24 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 className="text-base font-bold text-slate-900 dark:text-white">Rincian Harga</h2>
      <dl className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
        <DetailRow label="Harga Paket">{formatRupiah(order.price)}</DetailRow>
        <DetailRow label="Biaya Admin">{formatRupiah(order.admin)}</DetailRow>
        {order.tax > 0 && <DetailRow label="Pajak">{formatRupiah(order.tax)}</DetailRow>}
        {order.discount > 0 && <DetailRow label="Diskon Promo">- {formatRupiah(order.discount)}</DetailRow>}
        {order.voucher > 0 && (
          <DetailRow label={order.voucherCode ? `Voucher ${order.voucherCode}` : 'Diskon Voucher'}>
            - {formatRupiah(order.voucher)}
          </DetailRow>
        )}
        <DetailRow label="Biaya Layanan">{formatRupiah(order.gatewayFee)}</DetailRow>
        <div className="flex items-center justify-between gap-4 pt-3">
          <dt className="text-base font-bold text-slate-900 dark:text-white">Total</dt>
          <dd className="text-xl font-extrabold text-brand-700 dark:text-brand-300">
            {formatRupiah(order.total)}
          </dd>
        </div>
      </dl>
    </aside>
  );
}

function hasAccount(order: Order): order is Order & { account: NonNullable<Order['account']> } {
  return order.account !== null;
}

/** /dashboard/pesanan/detail/:invoice (SPEC §2 'Order detail'); an order that cannot be loaded sends the user back to the orders. */
export function OrderDetailPage() {
  const { invoice = '' } = useParams();
  const { data: order, isError } = useOrder(invoice);
  const pins = usePins();
  const [cancelling, setCancelling] = useState<Order | null>(null);

  if (isError) return <Navigate to={paths.orders()} replace />;
  if (!order) return <PageSpinner />;

  return (
    <section className="mx-auto w-full max-w-5xl px-4 pt-8 sm:px-6">
      <Link
        to={paths.orders()}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
      >
        <span aria-hidden="true">←</span> Kembali ke Pesanan
      </Link>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        Detail Pesanan
      </h1>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="flex min-w-0 items-center gap-1">
                <span className="truncate font-mono text-sm font-semibold text-slate-900 dark:text-white">
                  {order.invoice}
                </span>
                <CopyButton text={order.invoice} label="Salin nomor pesanan" />
              </div>
              <StatusBadge
                label={statusLabel(order)}
                colour={orderBadgeColour(order)}
                testId="order-status"
              />
            </div>
            <StatusInfo order={order} className="mt-2" />

            <div className="mt-4 flex items-center gap-3 border-t border-slate-100 pt-4 dark:border-slate-800">
              <SafeImage
                src={order.product.icon}
                alt=""
                width={56}
                height={56}
                className="size-14 shrink-0 rounded-xl object-cover"
              />
              <div className="min-w-0">
                <p className="truncate text-lg font-bold text-slate-900 dark:text-white">
                  {order.product.name}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-400">{order.product.type}</p>
              </div>
            </div>

            <dl className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
              <DetailRow label="Paket">{order.package || '-'}</DetailRow>
              <DetailRow label="Durasi">{packageDurationText(order.package, order.duration)}</DetailRow>
              <DetailRow label="Tanggal Pesanan">{formatDateTime(order.createdAt)}</DetailRow>
              {order.paid_at && <DetailRow label="Dibayar">{formatDateTime(order.paid_at)}</DetailRow>}
              <DetailRow label="Metode Pembayaran">
                {order.method ? paymentMethodName(order.method) : '-'}
              </DetailRow>
              {order.email && (
                <DetailRow label="Email">
                  <EmailAddress address={credentialEmail(order.email, order.domain) ?? ''} />
                </DetailRow>
              )}
            </dl>

            <OrderActions
              order={order}
              pin={pins.data?.find((pin) => pin.product._id === order.product._id)}
              onCancel={setCancelling}
              hasDetailLink={false}
              className="mt-4 border-t border-slate-100 pt-4 dark:border-slate-800"
            />
          </div>

          {order.method === TRANSFER_METHOD &&
            !order.paid_at &&
            (order.status === 'Pending' || order.status === 'Preorder') && <TransferPanel order={order} />}

          {hasAccount(order) && showsCredentials(order) && <CredentialsPanel order={order} />}
        </div>

        <PriceLines order={order} />
      </div>

      <CancelOrderDialog order={cancelling} onClose={() => setCancelling(null)} />
    </section>
  );
}
