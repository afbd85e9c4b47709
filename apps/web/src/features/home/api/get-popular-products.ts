import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { SITE_CONTENT_STALE_MS } from '../site-content';

/** How many products the 'Populer' row shows. */
export const POPULAR_PRODUCTS_LIMIT = 8;

/** GET /products/popular?limit=8: the most ordered products (public). */
export function getPopularProducts(limit: number = POPULAR_PRODUCTS_LIMIT) {
  return call('listPopularProducts', { query: { limit } }, { auth: false });
}

export function usePopularProducts(limit: number = POPULAR_PRODUCTS_LIMIT) {
  return useQuery({
    queryKey: ['products', 'popular', { limit }],
    queryFn: async () => (await getPopularProducts(limit)).data,
    staleTime: SITE_CONTENT_STALE_MS,
  });
}
