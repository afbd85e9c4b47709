import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api-client';
import { CATALOGUE_STALE_MS } from './products';

/** GET /products/:id; an Unavailable product is still answered (the page shows the 404 for it). */
export function getProduct(productId: string) {
  return call('getProduct', { params: { id: productId } });
}

/** The product's query, shared by the page's hook and the prefetch that starts it while the page's code loads. */
export function productQueryOptions(productId: string) {
  return queryOptions({
    queryKey: ['products', 'detail', productId],
    queryFn: async () => (await getProduct(productId)).data,
    enabled: productId !== '',
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useProduct(productId: string) {
  return useQuery(productQueryOptions(productId));
}
