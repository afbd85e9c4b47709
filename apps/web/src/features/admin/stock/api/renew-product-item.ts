import type { RenewProductItemBody } from '@premium-shop/domain/admin-stock-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { productItemsKey } from './product-items';

/** POST /admin/product-items/:id/renew: the account's new renewal date and what was paid (a provider cost). */
export function renewProductItem({ id, body }: { id: string; body: RenewProductItemBody }) {
  return call('adminRenewProductItem', { params: { id }, body });
}

/** Refreshes the stock, the accounts due and the account's costs: all live under productItemsKey. */
export function useRenewProductItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewProductItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productItemsKey }),
  });
}
