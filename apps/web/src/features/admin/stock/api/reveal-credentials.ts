import { useMutation } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';

/**
 * POST /admin/product-items/:id/reveal: the credentials, opened for this one look (the server
 * audits every call). A mutation, not a query: nothing is cached, the modal holds them while open.
 */
export function revealCredentials(id: string) {
  return call('adminRevealCredentials', { params: { id } });
}

export function useRevealCredentials() {
  return useMutation({ mutationFn: revealCredentials, gcTime: 0 });
}
