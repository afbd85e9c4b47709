import type { AdminBanner } from '@premium-shop/domain/admin-promotions-schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { promotionKeys } from './query-keys';

/** GET /admin/banners: every banner in its order, hidden ones included. */
export function listBanners() {
  return api.get<AdminBanner[]>('admin/banners');
}

export function useAdminBanners() {
  return useQuery({ queryKey: promotionKeys.banners, queryFn: async () => (await listBanners()).data });
}
