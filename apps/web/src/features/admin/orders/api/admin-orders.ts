import type { AdminOrder } from '@premium-shop/domain/admin-operations-schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/** Every query of the order screens starts with this key, so one invalidation refreshes them all. */
export const adminOrdersKey = ['admin', 'orders'] as const;

export interface AdminOrderListQuery {
  status?: string;
  search?: string;
  /** 'true': only late payments. */
  latePayment?: 'true';
  page?: number;
}

/** GET /admin/orders: one page of every customer's orders, newest first. */
export function getAdminOrders(query: AdminOrderListQuery) {
  return api.get<AdminOrder[]>('admin/orders', { query: { ...query } });
}

export function useAdminOrders(query: AdminOrderListQuery) {
  return useQuery({
    queryKey: [...adminOrdersKey, 'list', query],
    queryFn: () => getAdminOrders(query),
    placeholderData: keepPreviousData,
  });
}
