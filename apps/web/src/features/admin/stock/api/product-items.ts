import type { ProductItemState } from '@premium-shop/domain/admin-stock-schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';

export interface ProductItemListQuery {
  product?: string;
  state?: ProductItemState;
  search?: string;
  page?: number;
}

/** Every query of the stock screen starts with this key, so one invalidation refreshes them all. */
export const productItemsKey = ['admin', 'product-items'] as const;

/** GET /admin/product-items: one page of the stock, with free seats and low-stock marks. */
export function getProductItems(query: ProductItemListQuery) {
  return call('adminListProductItems', { query });
}

export function useProductItems(query: ProductItemListQuery) {
  return useQuery({
    queryKey: [...productItemsKey, 'list', query],
    queryFn: () => getProductItems(query),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/product-items/:id: the item and its members (never its credentials). */
export function getProductItem(id: string) {
  return call('adminGetProductItem', { params: { id } });
}

export function useProductItem(id: string | null) {
  return useQuery({
    queryKey: [...productItemsKey, 'detail', id],
    queryFn: async () => (await getProductItem(id!)).data,
    enabled: Boolean(id),
  });
}
