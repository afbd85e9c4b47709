import type { ProductPin } from '@premium-shop/domain/dashboard-schema';
import { packageDurationText } from '@premium-shop/domain/duration';
import { formatRupiah } from '@premium-shop/domain/format';
import type { Order } from '@premium-shop/domain/order-schema';
import {
  badgeColour,
  ORDER_BUTTON_LABELS,
  orderButtons,
  statusLabel,
  type OrderButton,
} from '@premium-shop/domain/order-status';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { buttonClassName } from '../../../ui/button-class';
import { SafeImage } from '../../../ui/safe-image';
import { Spinner } from '../../../ui/spinner';
import { useRenewOrder, type RenewableOrder } from '../api/renew-order';
import { isOptimisticPin, useTogglePin } from '../api/toggle-pin';
import { CopyButton } from '../../../ui/copy-button';
import { StatusBadge } from '../../../ui/status-badge';
import { StatusInfo } from './status-info';

interface OrderCardProps {
  order: Order;
  /** The pin of the order's product, when the customer pinned it. */
  pin: ProductPin | undefined;
  /** Who hosts the order's seat, when it has one. */
  host: string | null;
  onCancel: (order: Order) => void;
}

function hasAccount(order: Order): order is RenewableOrder {
  return order.account !== null;
}

/** One order of 'Pesanan Saya' (SPEC §2): invoice, status, product, amounts and the buttons of SPEC §4. */
export function OrderCard({ order, pin, host, onCancel }: OrderCardProps) {
  const navigate = useNavigate();
  const togglePin = useTogglePin();
  const renew = useRenewOrder((draft) => void navigate(paths.dashboardPayment(draft.account)));
  const buttons = orderButtons(order, pin !== undefined);

  const renderButton = (button: OrderButton) => {
    const label = ORDER_BUTTON_LABELS[button];
    switch (button) {
      case 'detail':
        return (
          <Link key={button} to={paths.orderDetail(order.invoice)} className={buttonClassName('secondary')}>
            {label}
          </Link>
        );
      case 'pin':
      case 'unpin':
        return (
          <button
            key={button}
            type="button"
            onClick={() => togglePin.mutate({ product: order.product, pin: pin ?? null })}
            disabled={togglePin.isPending || isOptimisticPin(pin)}
            aria-pressed={button === 'unpin'}
            className={buttonClassName(button === 'pin' ? 'primary' : 'secondary')}
          >
            {label}
          </button>
        );
      case 'cancel':
        return (
          <button
            key={button}
            type="button"
            onClick={() => onCancel(order)}
            className={buttonClassName(
              'secondary',
              'border-red-300 text-red-700 hover:bg-red-50 dark:border-red-500/40 dark:text-red-300 dark:hover:bg-red-500/10',
            )}
          >
            {label}
          </button>
        );
      case 'pay':
        return (
          <button
            key={button}
            type="button"
            disabled={!order.checkout_url}
            onClick={() => {
              if (order.checkout_url) window.open(order.checkout_url, '_blank', 'noopener');
            }}
            className={buttonClassName('primary')}
          >
            {label}
          </button>
        );
      case 'renew':
        return (
          <button
            key={button}
            type="button"
            disabled={renew.isPending || !hasAccount(order)}
            aria-busy={renew.isPending}
            onClick={() => {
              if (hasAccount(order)) renew.mutate(order);
            }}
            className={buttonClassName('primary')}
          >
            {renew.isPending && <Spinner />}
            {label}
          </button>
        );
    }
  };

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
        <StatusBadge label={statusLabel(order)} colour={badgeColour(order.status)} />
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
            <h3 className="truncate font-bold text-slate-900 dark:text-white">{order.product.name}</h3>
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

      <div className="mt-4 flex flex-wrap justify-end gap-2 [&>*]:flex-1 sm:[&>*]:flex-none">
        {buttons.map(renderButton)}
      </div>
    </article>
  );
}
