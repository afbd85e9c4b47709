import type { PromoProductOption } from '@premium-shop/domain/admin-promotions-schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { promotionKeys } from './query-keys';

/** GET /admin/promo-products: every product with the durations it is sold in (0 = lifetime). */
export function listPromoProducts() {
  return api.get<PromoProductOption[]>('admin/promo-products');
}

export function usePromoProducts() {
  return useQuery({
    queryKey: promotionKeys.promoProducts,
    queryFn: async () => (await listPromoProducts()).data,
  });
}
