import { TRANSFER_METHOD } from '@premium-shop/domain/bank-transfer';
import type { ProductPin } from '@premium-shop/domain/dashboard-schema';
import type { Order } from '@premium-shop/domain/order-schema';
import { ORDER_BUTTON_LABELS, orderButtons, type OrderButton } from '@premium-shop/domain/order-status';
import { Link, useNavigate } from '../../../lib/router';
import { paths } from '../../../app/paths';
import { buttonClassName } from '../../../ui/button-class';
import { Spinner } from '../../../ui/spinner';
import { useRenewOrder, type RenewableOrder } from '../api/renew-order';
import { isOptimisticPin, useTogglePin } from '../api/toggle-pin';

interface OrderActionsProps {
  order: Order;
  /** The pin of the order's product, when the customer pinned it. */
  pin: ProductPin | undefined;
  /** 'Batalkan' was pressed: the caller asks for confirmation (SPEC §2 'Cancel-confirmation modal'). */
  onCancel: (order: Order) => void;
  /** Whether 'Detail Pesanan' is offered: not on the order detail itself. */
  hasDetailLink?: boolean;
  className?: string;
}

function hasAccount(order: Order): order is RenewableOrder {
  return order.account !== null;
}

/**
 * The buttons of an order by its status (SPEC §4 'Buttons per order'), shared by the order card and
 * the order detail: pin or unpin a paid order, cancel or pay an unpaid one, renew an ended seat.
 */
export function OrderActions({ order, pin, onCancel, hasDetailLink = true, className }: OrderActionsProps) {
  const navigate = useNavigate();
  const togglePin = useTogglePin();
  const renew = useRenewOrder((draft) => void navigate(paths.dashboardPayment(draft.account)));
  const buttons = orderButtons(order, pin !== undefined).filter(
    (button) => hasDetailLink || button !== 'detail',
  );

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
        // A bank transfer is paid from its order page (accounts, amount, proof): the button goes there.
        if (order.method === TRANSFER_METHOD) {
          return hasDetailLink ? (
            <Link key={button} to={paths.orderDetail(order.invoice)} className={buttonClassName('primary')}>
              {label}
            </Link>
          ) : null;
        }
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

  if (buttons.length === 0) return null;
  return (
    <div className={`flex flex-wrap justify-end gap-2 [&>*]:flex-1 sm:[&>*]:flex-none ${className ?? ''}`}>
      {buttons.map(renderButton)}
    </div>
  );
}
