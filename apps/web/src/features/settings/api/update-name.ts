import type { UpdateNamePayload } from '@premium-shop/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { updateSessionUser } from '../../../lib/session';

/** PUT /users/update-name; answers the updated user. */
export function updateName(payload: UpdateNamePayload) {
  return call('updateName', { body: payload });
}

/** Saves the name and shows it at once wherever the session's name is shown (SPEC §7). */
export function useUpdateName() {
  return useMutation({
    mutationFn: updateName,
    onSuccess: ({ data }) => {
      updateSessionUser(data.name);
    },
  });
}
