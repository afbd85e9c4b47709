import type { ImportProductItemsBody } from '@premium-shop/domain/admin-stock-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { productItemsKey } from './product-items';

/** POST /admin/product-items/import: all lines or none; a 400 lists the bad lines in `errors`. */
export function importProductItems(body: ImportProductItemsBody) {
  return call('adminImportProductItems', { body });
}

export function useImportProductItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importProductItems,
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productItemsKey }),
  });
}
