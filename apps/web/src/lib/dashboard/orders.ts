import type { Order } from '@premium-shop/domain/order-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

/** Every query of the caller's orders starts with this key, so one invalidation refreshes them all. */
export const ORDERS_QUERY_KEY = ['payments'] as const;

/** The largest page GET /payments answers: enough for the whole 'Pesanan Saya' list. */
export const ORDER_LIST_LIMIT = 100;

/** GET /payments?page=1&limit=100: the caller's orders, newest first. */
export function ordersQueryOptions() {
  return queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'list'],
    queryFn: async () =>
      (await api.get<Order[]>('payments', { query: { page: 1, limit: ORDER_LIST_LIMIT } })).data,
  });
}

export function useOrders({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...ordersQueryOptions(), enabled });
}

/** GET /payments/:idOrInvoice: one of the caller's orders, by its id or its invoice. */
export function orderQueryOptions(idOrInvoice: string) {
  return queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'detail', idOrInvoice],
    queryFn: async () => (await api.get<Order>(`payments/${encodeURIComponent(idOrInvoice)}`)).data,
    enabled: idOrInvoice !== '',
  });
}

export function useOrder(idOrInvoice: string) {
  return useQuery(orderQueryOptions(idOrInvoice));
}

/** DELETE /payments/cancel/:id: cancels an unpaid Pending or Preorder order. */
export async function cancelOrder(orderId: string): Promise<void> {
  await api.delete(`payments/cancel/${encodeURIComponent(orderId)}`);
}
