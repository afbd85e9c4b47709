import type { AdminPromo } from '@premium-shop/domain/admin-promotions-schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { promotionKeys } from './query-keys';

/** GET /admin/product-discounts: every promo with its used/slot counters. */
export function listPromos() {
  return api.get<AdminPromo[]>('admin/product-discounts');
}

export function usePromos() {
  return useQuery({ queryKey: promotionKeys.promos, queryFn: async () => (await listPromos()).data });
}
