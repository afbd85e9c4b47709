import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { promotionKeys } from './query-keys';

/** GET /admin/banners: every banner in its order, hidden ones included. */
export function listBanners() {
  return call('adminListBanners');
}

export function useAdminBanners() {
  return useQuery({ queryKey: promotionKeys.banners, queryFn: async () => (await listBanners()).data });
}
