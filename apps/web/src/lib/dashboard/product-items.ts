import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api-client';

/** GET /product-items?search=: the groups matching the text, for the complaint's account picker (SPEC §7). */
export function productItemSearchQueryOptions(search: string) {
  return queryOptions({
    queryKey: ['product-items', 'search', search],
    queryFn: async () => (await call('searchMyProductItems', { query: { search } })).data.data,
  });
}

export function useProductItemSearch(search: string, isEnabled = true) {
  return useQuery({ ...productItemSearchQueryOptions(search), enabled: isEnabled });
}

/** GET /product-items/product/:productId: the groups of one product, for the reimbursement's 'Pilih Akun'. */
export function productItemsOfProductQueryOptions(productId: string) {
  return queryOptions({
    queryKey: ['product-items', 'product', productId],
    queryFn: async () => (await call('listMyProductItemsOfProduct', { params: { productId } })).data,
    enabled: productId !== '',
  });
}

export function useProductItemsOfProduct(productId: string) {
  return useQuery(productItemsOfProductQueryOptions(productId));
}
