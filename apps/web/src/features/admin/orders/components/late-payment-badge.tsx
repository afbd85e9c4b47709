import { StatusBadge } from '../../../../ui/status-badge';

/** The label of an order paid after it was Canceled or Expired (paidAfter), in the list, its filter and its page. */
export const LATE_PAYMENT_LABEL = 'Dibayar terlambat';

/** Marks a late payment beside the order's status badge. */
export function LatePaymentBadge() {
  return <StatusBadge label={LATE_PAYMENT_LABEL} colour="red" />;
}
