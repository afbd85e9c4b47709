import type { Order } from '@premium-shop/domain/order-schema';
import { statusInfoLine } from '@premium-shop/domain/order-status';

/** The line under an order's badge (SPEC §4 'Status info line'); nothing for the statuses without one. */
export function StatusInfo({ order, className = '' }: { order: Order; className?: string }) {
  const line = statusInfoLine(order);
  if (!line) return null;
  return (
    <p className={`text-xs text-slate-600 sm:text-sm dark:text-slate-400 ${className}`}>
      {line.text}
      {line.value && (
        <>
          {' '}
          <span className="font-semibold text-slate-900 dark:text-white">{line.value}</span>
        </>
      )}
    </p>
  );
}
