import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { promotionKeys } from './query-keys';

/** GET /admin/vouchers: every voucher with its uses. */
export function listVouchers() {
  return call('adminListVouchers');
}

export function useVouchers() {
  return useQuery({ queryKey: promotionKeys.vouchers, queryFn: async () => (await listVouchers()).data });
}
