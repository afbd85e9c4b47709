import type { VerifyPhonePayload } from '@premium-shop/domain/phone-verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { setCurrentUser } from '../../../../lib/current-user';

/** POST /users/phone/verify: proves the number with the code; the verified user shows at once everywhere. */
export function useVerifyPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: VerifyPhonePayload) => (await call('verifyPhone', { body: payload })).data,
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
