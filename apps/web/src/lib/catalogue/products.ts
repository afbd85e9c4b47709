import type { ListingFilterQuery } from '@premium-shop/domain/catalogue';
import { MAX_PRODUCT_PAGE_SIZE, PRODUCT_PAGE_SIZE } from '@premium-shop/domain/constants';
import type { Product } from '@premium-shop/domain/product-schema';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { call } from '../api-client';

export interface ProductListQuery extends ListingFilterQuery {
  /** 16 by default: one page (docs/decisions/054). */
  limit?: number;
}

/**
 * GET /products?limit=&type=&search=&category=&package=&method=&cursor=: one page of the listing.
 * Sent with the bearer token when signed in, so `bought` is the user's own; the cache is cleared
 * when the user changes (app/providers.tsx), so the key needs no user.
 */
export function getProducts(
  { limit = PRODUCT_PAGE_SIZE, ...filter }: ProductListQuery = {},
  cursor?: string,
) {
  return call('listProducts', { query: { limit, ...filter, cursor } });
}

/** The query's key: its filters without the empty ones, so equal lists share one cached answer. */
function listKey({ limit = PRODUCT_PAGE_SIZE, ...filter }: ProductListQuery) {
  const defined = Object.fromEntries(Object.entries(filter).filter(([, value]) => value));
  return { limit, ...defined };
}

export function productsQueryKey(query: ProductListQuery = {}) {
  return ['products', listKey(query)] as const;
}

/**
 * How long a catalogue answer counts as fresh. Without it, the answer the prefetch (or another section)
 * fetched is already stale when the lazily loaded page mounts, and the page asks for it a second time.
 */
export const CATALOGUE_STALE_MS = 60 * 1000;

/** The first page of a product list (a preview: the home page's list, the digital view). */
export function productsQueryOptions(query: ProductListQuery = {}) {
  return queryOptions({
    queryKey: productsQueryKey(query),
    queryFn: async () => (await getProducts(query)).data,
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** The first page of a product list: the home page's list and the digital view. */
export function useProducts(query: ProductListQuery = {}, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productsQueryOptions(query), enabled: options.enabled ?? true });
}

/**
 * Every product of a filtered listing, a page at a time: each page follows the previous one's
 * `nextCursor` (none after the last), so the visitor scrolls through the whole catalogue while
 * each answer stays one page.
 */
export function productPagesQueryOptions(query: ProductListQuery = {}) {
  return infiniteQueryOptions({
    queryKey: ['products', 'pages', listKey(query)] as const,
    queryFn: async ({ pageParam }) => {
      const { data, nextCursor } = await getProducts(query, pageParam ?? undefined);
      return { data, nextCursor };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** The listings' pages (/allProduct, /dashboard/pembelian): `products` is every page loaded so far. */
export function useProductPages(query: ProductListQuery = {}, options: { enabled?: boolean } = {}) {
  const pages = useInfiniteQuery({
    ...productPagesQueryOptions(query),
    enabled: options.enabled ?? true,
    // A changed filter keeps the cards of the previous one on screen until its first page lands.
    placeholderData: keepPreviousData,
  });
  const products: Product[] | undefined = pages.data?.pages.flatMap((page) => page.data);
  return { ...pages, products };
}

/**
 * Every product of the catalogue in pages of the largest size, for the admin's selects (a screen
 * that needs them all at once, never a storefront page).
 */
export function allProductsQueryOptions() {
  return queryOptions({
    queryKey: ['products', 'every'] as const,
    queryFn: async () => {
      const products: Product[] = [];
      let cursor: string | undefined;
      do {
        const page = await getProducts({ limit: MAX_PRODUCT_PAGE_SIZE }, cursor);
        products.push(...page.data);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return products;
    },
    staleTime: CATALOGUE_STALE_MS,
  });
}
