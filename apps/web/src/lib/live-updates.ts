import type { LiveEvent } from '@premium-shop/domain/live-events';
import { PAYING_ORDER_EVENTS } from '@premium-shop/domain/order-lifecycle';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { toast } from '../ui/toast';
import { NOTIFICATIONS_QUERY_KEY } from './dashboard/notifications';
import { ORDERS_QUERY_KEY } from './dashboard/orders';
import { REIMBURSEMENTS_QUERY_KEY } from './dashboard/reimbursements';
import { publishLiveEvent, setLiveStreamOpen, subscribeLiveEvent } from './live-events';
import { openLiveStream } from './live-stream';

export const PAYMENT_LANDED_TEXT = 'Pembayaran berhasil';

/**
 * The causes of an order's move that mean the customer's money arrived (order-lifecycle.ts); a late
 * payment is placed again ('paid-late') and settled right after, one toast for both.
 */
const PAYMENT_CAUSES = new Set<string>([...PAYING_ORDER_EVENTS, 'paid-late']);

/** What an order's move may change on the customer's screens: the order itself, its seat, the sandbox page. */
const ORDER_KEYS: readonly QueryKey[] = [ORDERS_QUERY_KEY, ['accounts'], ['sandbox-pay']];

/** Everything a signed-in screen may show that an event could have changed, refreshed after a gap. */
const CUSTOMER_KEYS: readonly QueryKey[] = [...ORDER_KEYS, NOTIFICATIONS_QUERY_KEY, REIMBURSEMENTS_QUERY_KEY];
const ADMIN_KEYS: readonly QueryKey[] = [['admin']];

function refresh(queryClient: QueryClient, keys: readonly QueryKey[]): void {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/**
 * Opens the signed-in tab's live stream and applies what every screen of the customer shares: an
 * order, notification or reimbursement that changed is fetched again (only the queries on screen go
 * out, so the page moves in place), and a payment of mine that lands says 'Pembayaran berhasil'.
 * The console's own reactions live with the console. Returns the function that closes it all.
 */
export function startLiveUpdates(queryClient: QueryClient, { isAdmin }: { isAdmin: boolean }): () => void {
  const unsubscribe = [
    subscribeLiveEvent('order.changed', ({ data }) => {
      refresh(queryClient, ORDER_KEYS);
      // One id per order: several moves of one payment (a late one is placed again, then settled) toast once.
      if (PAYMENT_CAUSES.has(data.cause)) {
        toast.success(PAYMENT_LANDED_TEXT, { id: `payment-${data.orderId}`, description: data.invoice });
      }
    }),
    subscribeLiveEvent('notification.created', () => refresh(queryClient, [NOTIFICATIONS_QUERY_KEY])),
    subscribeLiveEvent('reimbursement.answered', () => refresh(queryClient, [REIMBURSEMENTS_QUERY_KEY])),
  ];
  const stop = openLiveStream({
    onEvent: (event: LiveEvent) => publishLiveEvent(event),
    onOpenChange: setLiveStreamOpen,
    onReconnect: () => refresh(queryClient, isAdmin ? [...CUSTOMER_KEYS, ...ADMIN_KEYS] : CUSTOMER_KEYS),
  });
  return () => {
    stop();
    setLiveStreamOpen(false);
    for (const off of unsubscribe) off();
  };
}
