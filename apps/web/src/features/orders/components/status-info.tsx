import type { Order } from '@premium-shop/domain/order-schema';
import { statusInfoLine } from '@premium-shop/domain/order-status';

export const REFUND_NOTE = 'Dana pembayaran pesanan ini sudah dikembalikan';

/**
 * The line under an order's badge (SPEC §4 'Status info line'); nothing for the statuses without
 * one. An order whose payment went back (docs/decisions/046) says so under it.
 */
export function StatusInfo({ order, className = '' }: { order: Order; className?: string }) {
  const line = statusInfoLine(order);
  if (!line && !order.refunded) return null;
  return (
    <>
      {line && (
        <p className={`text-xs text-slate-600 sm:text-sm dark:text-slate-400 ${className}`}>
          {line.text}
          {line.value && (
            <>
              {' '}
              <span className="font-semibold text-slate-900 dark:text-white">{line.value}</span>
            </>
          )}
        </p>
      )}
      {order.refunded && (
        <p className={`text-xs font-medium text-amber-700 sm:text-sm dark:text-amber-400 ${className}`}>
          {REFUND_NOTE}
        </p>
      )}
    </>
  );
}
