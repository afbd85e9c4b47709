import type { SandboxAction, SandboxCheckout } from '@premium-shop/domain/sandbox-schema';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

function sandboxPath(reference: string): string {
  return `sandbox-pay/${encodeURIComponent(reference)}`;
}

/** GET /sandbox-pay/:reference: the signed-in buyer's sandbox transaction (404 for anyone else). */
export function useSandboxCheckout(reference: string) {
  return useQuery({
    queryKey: ['sandbox-pay', reference],
    queryFn: async () => (await api.get<SandboxCheckout>(sandboxPath(reference))).data,
    retry: false,
  });
}

/** POST /sandbox-pay/:reference/{pay|cancel}: the sandbox's 'Bayar' or 'Batalkan', with the buyer's session. */
export function useSandboxAction(reference: string) {
  return useMutation({
    mutationFn: async (action: SandboxAction) =>
      (await api.post<SandboxCheckout>(`${sandboxPath(reference)}/${action}`)).data,
  });
}
