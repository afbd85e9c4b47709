import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { promotionKeys } from './query-keys';

/** GET /admin/promo-products: every product with the durations it is sold in (0 = lifetime). */
export function listPromoProducts() {
  return call('adminListPromoProducts');
}

export function usePromoProducts() {
  return useQuery({
    queryKey: promotionKeys.promoProducts,
    queryFn: async () => (await listPromoProducts()).data,
  });
}
