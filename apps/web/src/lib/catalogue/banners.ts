import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api-client';

const BANNERS_STALE_MS = 5 * 60 * 1000;

/** GET /banners (public). */
export function getBanners() {
  return call('listBanners', {}, { auth: false });
}

export const bannersQueryOptions = queryOptions({
  queryKey: ['banners'],
  queryFn: async () => (await getBanners()).data,
  staleTime: BANNERS_STALE_MS,
});

export function useBanners() {
  return useQuery(bannersQueryOptions);
}
