import type { ItemCredentials } from '@premium-shop/domain/admin-stock-schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/**
 * POST /admin/product-items/:id/reveal: the credentials, opened for this one look (the server
 * audits every call). A mutation, not a query: nothing is cached, the modal holds them while open.
 */
export function revealCredentials(id: string) {
  return api.post<ItemCredentials>(`admin/product-items/${id}/reveal`);
}

export function useRevealCredentials() {
  return useMutation({ mutationFn: revealCredentials, gcTime: 0 });
}
