import { listingFilterQuery, productListRequest, productListView } from '@premium-shop/domain/catalogue';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from '../lib/router';
import { bannersQueryOptions } from '../lib/catalogue/banners';
import { productQueryOptions } from '../lib/catalogue/product';
import { productPagesQueryOptions, productsQueryOptions } from '../lib/catalogue/products';
import { routes } from './paths';

/**
 * Starts the requests of the first screen of a lazily loaded catalogue page while its code is still
 * downloading, instead of after: on a phone that is one round trip less before the product images show.
 * The pages' own hooks then find the answers in the cache (same query keys).
 */
export function prefetchInitialRoute(
  queryClient: QueryClient,
  location: Pick<Location, 'pathname' | 'search'>,
) {
  const product = matchPath(routes.product, location.pathname);
  if (product?.params.productId) {
    void queryClient.prefetchQuery(productQueryOptions(product.params.productId));
    return;
  }
  if (matchPath(routes.allProduct, location.pathname)) {
    void prefetchListing(queryClient, new URLSearchParams(location.search));
    void queryClient.prefetchQuery(bannersQueryOptions);
  }
}

/**
 * The listing's first page as AllProductPage asks for it: the digital view's preview, or the first
 * page of the 'all' view under the address's filters (an address with a filter ends the all mode, so
 * the filters apply as they stand).
 */
function prefetchListing(queryClient: QueryClient, params: URLSearchParams) {
  const typeParam = params.get('type') ?? '';
  const request = productListRequest(productListView(typeParam));
  if (!request.everyPage) {
    return queryClient.prefetchQuery(productsQueryOptions({ limit: request.limit, type: request.type }));
  }
  const isView = ['', 'all', 'digital'].includes(typeParam.toLowerCase());
  const filter = listingFilterQuery({
    search: params.get('search') ?? '',
    categoryId: params.get('category') ?? '',
    packageId: params.get('package') ?? '',
    type: isView ? '' : typeParam,
  });
  return queryClient.prefetchInfiniteQuery(productPagesQueryOptions({ limit: request.limit, ...filter }));
}
