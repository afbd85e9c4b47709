import type { AdminOrder } from '@premium-shop/domain/admin-operations-schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminOrdersKey } from './admin-orders';

/** GET /admin/orders/:idOrInvoice: one order with its buyer and status_reason (credentials included: never cached long). */
export async function getAdminOrder(idOrInvoice: string): Promise<AdminOrder> {
  return (await api.get<AdminOrder>(`admin/orders/${encodeURIComponent(idOrInvoice)}`)).data;
}

export function useAdminOrder(idOrInvoice: string) {
  return useQuery({
    queryKey: [...adminOrdersKey, 'detail', idOrInvoice],
    queryFn: () => getAdminOrder(idOrInvoice),
    gcTime: 0,
  });
}
