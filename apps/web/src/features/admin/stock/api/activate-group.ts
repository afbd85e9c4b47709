import type { ActivateBody } from '@premium-shop/domain/admin-operations-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { preorderGroupsKey } from './preorder-groups';
import { productItemsKey } from './product-items';

/** The group's credentials, as POST /admin/product-items/:id/activate takes them (the contract's body). */
export type ActivateGroupBody = ActivateBody;

/** POST /admin/product-items/:id/activate (admin-orders): a full group gets its credentials and every order its seat. */
export function activateGroup({ id, body }: { id: string; body: ActivateGroupBody }) {
  return call('adminActivateGroup', { params: { id }, body });
}

export function useActivateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateGroup,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: preorderGroupsKey }),
        queryClient.invalidateQueries({ queryKey: productItemsKey }),
      ]),
  });
}
