import { PRODUCT_PAGE_SIZE } from '@premium-shop/domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api-client';

export interface ProductListQuery {
  /** 16 by default (a preview); 1000 for the listing's 'all' view. */
  limit?: number;
  /** A product type, e.g. 'Digital Product'; every type when absent. */
  type?: string;
}

/**
 * GET /products?limit=&type=. Sent with the bearer token when signed in, so `bought` is the user's own;
 * the cache is cleared when the user changes (app/providers.tsx), so the key needs no user.
 */
export function getProducts({ limit = PRODUCT_PAGE_SIZE, type }: ProductListQuery = {}) {
  return call('listProducts', { query: { limit, type } });
}

export function productsQueryKey({ limit = PRODUCT_PAGE_SIZE, type }: ProductListQuery = {}) {
  return ['products', { limit, type: type ?? null }] as const;
}

/**
 * How long a catalogue answer counts as fresh. Without it, the answer the prefetch (or another section)
 * fetched is already stale when the lazily loaded page mounts, and the page asks for it a second time.
 */
export const CATALOGUE_STALE_MS = 60 * 1000;

/** A product list's query, shared by the hook and the prefetch that starts it while the page's code loads. */
export function productsQueryOptions(query: ProductListQuery = {}) {
  return queryOptions({
    queryKey: productsQueryKey(query),
    queryFn: async () => (await getProducts(query)).data,
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** The product list of the home page and the listings. */
export function useProducts(query: ProductListQuery = {}) {
  return useQuery(productsQueryOptions(query));
}
