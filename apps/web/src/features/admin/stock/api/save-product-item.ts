import type { CreateProductItemBody, UpdateProductItemBody } from '@premium-shop/domain/admin-stock-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { productItemsKey } from './product-items';

/** POST /admin/product-items: a new active account for a product. */
export function createProductItem(body: CreateProductItemBody) {
  return call('adminCreateProductItem', { body });
}

/** PATCH /admin/product-items/:id: name, provider expiry, slot or state. */
export function updateProductItem({ id, body }: { id: string; body: UpdateProductItemBody }) {
  return call('adminUpdateProductItem', { params: { id }, body });
}

function useRefreshStock() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: productItemsKey });
}

export function useCreateProductItem() {
  const refresh = useRefreshStock();
  return useMutation({ mutationFn: createProductItem, onSuccess: refresh });
}

export function useUpdateProductItem() {
  const refresh = useRefreshStock();
  return useMutation({ mutationFn: updateProductItem, onSuccess: refresh });
}
