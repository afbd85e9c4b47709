import type { Banner } from '@premium-shop/domain/storefront-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

const BANNERS_STALE_MS = 5 * 60 * 1000;

/** GET /banners (public). */
export function getBanners() {
  return api.get<Banner[]>('banners', { auth: false });
}

export const bannersQueryOptions = queryOptions({
  queryKey: ['banners'],
  queryFn: async () => (await getBanners()).data,
  staleTime: BANNERS_STALE_MS,
});

export function useBanners() {
  return useQuery(bannersQueryOptions);
}
