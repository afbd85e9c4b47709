import type { SandboxAction } from '@premium-shop/domain/sandbox-schema';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET /sandbox-pay/:reference: the signed-in buyer's sandbox transaction (404 for anyone else). */
export function useSandboxCheckout(reference: string) {
  return useQuery({
    queryKey: ['sandbox-pay', reference],
    queryFn: async () => (await call('getSandboxCheckout', { params: { reference } })).data,
    retry: false,
  });
}

/** POST /sandbox-pay/:reference/{pay|cancel}: the sandbox's 'Bayar' or 'Batalkan', with the buyer's session. */
export function useSandboxAction(reference: string) {
  return useMutation({
    mutationFn: async (action: SandboxAction) =>
      (await call('actOnSandboxCheckout', { params: { reference, action } })).data,
  });
}
