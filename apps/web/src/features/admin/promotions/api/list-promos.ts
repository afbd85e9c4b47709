import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { promotionKeys } from './query-keys';

/** GET /admin/product-discounts: every promo with its used/slot counters. */
export function listPromos() {
  return call('adminListPromos');
}

export function usePromos() {
  return useQuery({ queryKey: promotionKeys.promos, queryFn: async () => (await listPromos()).data });
}
