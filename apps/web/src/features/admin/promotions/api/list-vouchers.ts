import type { AdminVoucher } from '@premium-shop/domain/admin-promotions-schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { promotionKeys } from './query-keys';

/** GET /admin/vouchers: every voucher with its uses. */
export function listVouchers() {
  return api.get<AdminVoucher[]>('admin/vouchers');
}

export function useVouchers() {
  return useQuery({ queryKey: promotionKeys.vouchers, queryFn: async () => (await listVouchers()).data });
}
