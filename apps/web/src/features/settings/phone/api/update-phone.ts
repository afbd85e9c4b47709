import type { UpdatePhonePayload } from '@premium-shop/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { setCurrentUser } from '../../../../lib/current-user';

/** PUT /users/update-phone: a new number, unverified until proved. */
export function useUpdatePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: UpdatePhonePayload) => (await call('updatePhone', { body: payload })).data,
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
