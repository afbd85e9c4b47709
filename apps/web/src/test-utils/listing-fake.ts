import {
  decodeListingCursor,
  encodeListingCursor,
  matchesProductFilter,
  type FilterableProduct,
} from '@premium-shop/domain/catalogue';

const FAKE_CURSOR_ID = '00000000-0000-4000-8000-000000000000';

/**
 * What the server answers GET /api/products with for `products`: the query's filters applied as the
 * server applies them (the domain's matchesProductFilter) and the page of `limit` after `cursor`,
 * with the next page's cursor (here it only counts the products before it).
 */
export function listingAnswer<T extends FilterableProduct>(url: string, products: readonly T[]) {
  const query = new URL(url, 'http://shop.test').searchParams;
  const value = (name: string) => query.get(name) ?? undefined;
  const filtered = products.filter((product) =>
    matchesProductFilter(product, {
      search: value('search'),
      categoryId: value('category'),
      packageId: value('package'),
      method: value('method'),
      type: value('type'),
    }),
  );
  const limit = Number(query.get('limit') ?? 16);
  const cursor = value('cursor');
  const start = cursor ? (decodeListingCursor(cursor)?.sort ?? 0) : 0;
  const end = start + limit;
  return {
    data: filtered.slice(start, end),
    nextCursor:
      end < filtered.length
        ? encodeListingCursor({ sort: end, createdAt: '2026-01-01 00:00:00+00', id: FAKE_CURSOR_ID })
        : null,
  };
}
