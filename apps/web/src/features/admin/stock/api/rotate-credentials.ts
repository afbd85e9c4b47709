import type { RotateCredentialsBody } from '@premium-shop/domain/admin-stock-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { productItemsKey } from './product-items';

/** POST /admin/product-items/:id/rotate: a new password and/or PIN; every member is told. */
export function rotateCredentials({ id, body }: { id: string; body: RotateCredentialsBody }) {
  return call('adminRotateCredentials', { params: { id }, body });
}

export function useRotateCredentials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateCredentials,
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productItemsKey }),
  });
}
