import type { AdminProductStatus, ProductInputBody } from '@premium-shop/domain/admin-catalogue-schema';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';

export interface ProductListQuery {
  search?: string;
  categoryId?: string;
  status?: AdminProductStatus;
  page?: number;
}

export const adminProductsKey = ['admin', 'products'] as const;

/** GET /admin/products: one page of the table, Unavailable products included. */
export function getAdminProducts(query: ProductListQuery) {
  return call('adminListProducts', { query });
}

export function useAdminProducts(query: ProductListQuery) {
  return useQuery({
    queryKey: [...adminProductsKey, 'list', query],
    queryFn: () => getAdminProducts(query),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/products/:id: every field, variant and item (disabled ones too). */
export function getAdminProduct(id: string) {
  return call('adminGetProduct', { params: { id } });
}

export function useAdminProduct(id: string | undefined) {
  return useQuery({
    queryKey: [...adminProductsKey, 'detail', id],
    queryFn: async () => (await getAdminProduct(id!)).data,
    enabled: Boolean(id),
  });
}

/** POST /admin/products, or PUT /admin/products/:id with an id (the variant list is replaced). */
export function saveProduct({ id, body }: { id?: string; body: ProductInputBody }) {
  return id ? call('adminUpdateProduct', { params: { id }, body }) : call('adminCreateProduct', { body });
}

/** DELETE /admin/products/:id; refused (409) once the product has orders. */
export function deleteProduct(id: string) {
  return call('adminDeleteProduct', { params: { id } });
}

/** The console's product queries and every storefront product query (all under 'products'). */
function useRefreshProducts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminProductsKey }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'categories'] }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'packages'] }),
      queryClient.invalidateQueries({ queryKey: ['products'] }),
    ]);
}

export function useSaveProduct() {
  const refresh = useRefreshProducts();
  return useMutation({ mutationFn: saveProduct, onSuccess: refresh });
}

export function useDeleteProduct() {
  const refresh = useRefreshProducts();
  return useMutation({ mutationFn: deleteProduct, onSuccess: refresh });
}
