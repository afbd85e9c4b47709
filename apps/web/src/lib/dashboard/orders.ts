import type { Order } from '@premium-shop/domain/order-schema';
import type { ALL_TAB, OrderTabValue } from '@premium-shop/domain/order-status';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, type Pagination } from '../api-client';

/** Every query of the caller's orders starts with this key, so one invalidation refreshes them all. */
export const ORDERS_QUERY_KEY = ['payments'] as const;

/** How many orders one page of 'Pesanan Saya' shows. */
export const ORDER_PAGE_SIZE = 10;

/** A status tab the server filters by; without one (the 'Semua' tab) it answers every order. */
export type OrderStatusFilter = Exclude<OrderTabValue, typeof ALL_TAB>;

export interface OrderPage {
  orders: Order[];
  pagination: Pagination;
}

/** GET /payments?page=&limit=10&status=: one page of the caller's orders under a tab, newest first. */
export function ordersQueryOptions({ page, status }: { page: number; status?: OrderStatusFilter }) {
  const tab = status ?? 'all';
  return queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'list', tab, page],
    queryFn: async (): Promise<OrderPage> => {
      const limit = ORDER_PAGE_SIZE;
      const { data, pagination } = await call('listOrders', { query: { page, limit, status } });
      return { orders: data, pagination };
    },
    // Moving to another page keeps the current one (and the pagination) on screen until it arrives; another
    // tab does not, since its orders are not these.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === tab ? keepPreviousData(previous) : undefined,
  });
}

export function useOrders(query: { page: number; status?: OrderStatusFilter }) {
  return useQuery(ordersQueryOptions(query));
}

/** GET /payments?page=1&limit=1: whether the caller has placed any order at all. */
export function hasOrdersQueryOptions() {
  return queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'any'],
    queryFn: async () => {
      const { data } = await call('listOrders', { query: { page: 1, limit: 1 } });
      return data.length > 0;
    },
  });
}

export function useHasOrders({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...hasOrdersQueryOptions(), enabled });
}

/** GET /payments/:idOrInvoice: one of the caller's orders, by its id or its invoice. */
export function orderQueryOptions(idOrInvoice: string) {
  return queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'detail', idOrInvoice],
    queryFn: async () => (await call('getOrder', { params: { idOrInvoice } })).data,
    enabled: idOrInvoice !== '',
  });
}

export function useOrder(idOrInvoice: string) {
  return useQuery(orderQueryOptions(idOrInvoice));
}

/** DELETE /payments/cancel/:id: cancels an unpaid Pending or Preorder order. */
export async function cancelOrder(orderId: string): Promise<void> {
  await call('cancelOrder', { params: { id: orderId } });
}
