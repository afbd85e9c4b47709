import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { adminOrdersKey } from './admin-orders';

/** Under the orders' key: fulfilling or refunding an order (order-action.ts) counts again. */
export const waitingOrdersKey = [...adminOrdersKey, 'waiting'] as const;

/**
 * GET /admin/orders?status=Process&limit=1: how many paid orders wait for the admin (its
 * pagination's total). The live stream's `admin.order.waiting` brings the new count after that.
 */
export function useWaitingOrdersCount() {
  return useQuery({
    queryKey: waitingOrdersKey,
    queryFn: async () => {
      const { pagination } = await call('adminListOrders', { query: { status: 'Process', limit: 1 } });
      return pagination.total;
    },
  });
}
