import type { RotateCredentialsBody, RotateResult } from '@premium-shop/domain/admin-stock-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { productItemsKey } from './product-items';

/** POST /admin/product-items/:id/rotate: a new password and/or PIN; every member is told. */
export function rotateCredentials({ id, body }: { id: string; body: RotateCredentialsBody }) {
  return api.post<RotateResult>(`admin/product-items/${id}/rotate`, body);
}

export function useRotateCredentials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateCredentials,
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productItemsKey }),
  });
}
