import type { ProductItemOption } from '@premium-shop/domain/dashboard-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

/** GET /product-items?search=: the groups matching the text, for the complaint's account picker (SPEC §7). */
export function productItemSearchQueryOptions(search: string) {
  return queryOptions({
    queryKey: ['product-items', 'search', search],
    queryFn: async () =>
      (await api.get<{ data: ProductItemOption[] }>('product-items', { query: { search } })).data.data,
  });
}

export function useProductItemSearch(search: string, isEnabled = true) {
  return useQuery({ ...productItemSearchQueryOptions(search), enabled: isEnabled });
}

/** GET /product-items/product/:productId: the groups of one product, for the reimbursement's 'Pilih Akun'. */
export function productItemsOfProductQueryOptions(productId: string) {
  return queryOptions({
    queryKey: ['product-items', 'product', productId],
    queryFn: async () =>
      (await api.get<ProductItemOption[]>(`product-items/product/${encodeURIComponent(productId)}`)).data,
    enabled: productId !== '',
  });
}

export function useProductItemsOfProduct(productId: string) {
  return useQuery(productItemsOfProductQueryOptions(productId));
}
