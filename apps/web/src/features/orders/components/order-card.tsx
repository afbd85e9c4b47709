import type { ProductPin } from '@premium-shop/domain/dashboard-schema';
import { packageDurationText } from '@premium-shop/domain/duration';
import { formatRupiah } from '@premium-shop/domain/format';
import type { Order } from '@premium-shop/domain/order-schema';
import { orderBadgeColour, statusLabel } from '@premium-shop/domain/order-status';
import { SafeImage } from '../../../ui/safe-image';
import { CopyButton } from '../../../ui/copy-button';
import { StatusBadge } from '../../../ui/status-badge';
import { OrderActions } from './order-actions';
import { StatusInfo } from './status-info';

interface OrderCardProps {
  order: Order;
  /** The pin of the order's product, when the customer pinned it. */
  pin: ProductPin | undefined;
  /** Who hosts the order's seat, when it has one. */
  host: string | null;
  onCancel: (order: Order) => void;
}

/** One order of 'Pesanan Saya' (SPEC §2): invoice, status, product, amounts and the buttons of SPEC §4. */
export function OrderCard({ order, pin, host, onCancel }: OrderCardProps) {
  return (
    <article
      aria-label={`Pesanan ${order.invoice}`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 pb-3 dark:border-slate-800">
        <div className="flex min-w-0 items-center gap-1">
          <span className="truncate font-mono text-sm font-semibold text-slate-900 dark:text-white">
            {order.invoice}
          </span>
          <CopyButton text={order.invoice} label="Salin nomor pesanan" />
        </div>
        <StatusBadge label={statusLabel(order)} colour={orderBadgeColour(order)} testId="order-status" />
      </header>

      <StatusInfo order={order} className="mt-3" />

      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <SafeImage
            src={order.product.icon}
            alt=""
            width={48}
            height={48}
            className="size-12 shrink-0 rounded-xl object-cover"
          />
          <div className="min-w-0 flex-1">
            <h2 className="truncate font-bold text-slate-900 dark:text-white">{order.product.name}</h2>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
              <dt className="text-slate-500 dark:text-slate-400">Durasi</dt>
              <dd className="text-slate-800 dark:text-slate-200">
                {packageDurationText(order.package, order.duration)}
              </dd>
              <dt className="text-slate-500 dark:text-slate-400">Paket</dt>
              <dd className="text-slate-800 dark:text-slate-200">{order.package || '-'}</dd>
              {host && (
                <>
                  <dt className="text-slate-500 dark:text-slate-400">Host</dt>
                  <dd className="truncate text-slate-800 dark:text-slate-200">{host}</dd>
                </>
              )}
            </dl>
          </div>
        </div>
        <div className="flex items-baseline justify-between gap-2 border-t border-slate-100 pt-3 sm:block sm:border-0 sm:pt-0 sm:text-right dark:border-slate-800">
          <p className="text-xs text-slate-500 dark:text-slate-400">Total Harga</p>
          <p className="text-lg font-extrabold text-brand-700 dark:text-brand-300">
            {formatRupiah(order.total)}
          </p>
        </div>
      </div>

      <OrderActions order={order} pin={pin} onCancel={onCancel} className="mt-4" />
    </article>
  );
}
