import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { adminOrdersKey } from './admin-orders';

/** GET /admin/orders/:idOrInvoice: one order with its buyer and status_reason (credentials included: never cached long). */
export async function getAdminOrder(idOrInvoice: string) {
  return (await call('adminGetOrder', { params: { idOrInvoice } })).data;
}

export function useAdminOrder(idOrInvoice: string) {
  return useQuery({
    queryKey: [...adminOrdersKey, 'detail', idOrInvoice],
    queryFn: () => getAdminOrder(idOrInvoice),
    gcTime: 0,
  });
}
