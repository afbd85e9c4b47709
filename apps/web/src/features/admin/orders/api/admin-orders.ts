import type { OrderStatus } from '@premium-shop/domain/order-status';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';

/** Every query of the order screens starts with this key, so one invalidation refreshes them all. */
export const adminOrdersKey = ['admin', 'orders'] as const;

export interface AdminOrderListQuery {
  status?: OrderStatus;
  search?: string;
  /** 'true': only late payments. */
  latePayment?: 'true';
  page?: number;
}

/** GET /admin/orders: one page of every customer's orders, newest first. */
export function getAdminOrders(query: AdminOrderListQuery) {
  return call('adminListOrders', { query });
}

export function useAdminOrders(query: AdminOrderListQuery) {
  return useQuery({
    queryKey: [...adminOrdersKey, 'list', query],
    queryFn: () => getAdminOrders(query),
    placeholderData: keepPreviousData,
  });
}
