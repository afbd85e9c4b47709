import type { RegisterPayload } from '@premium-shop/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

/** POST /auth/register with the validated form (e-mail lower-cased, phone as +62…); answers 201. */
export function register(payload: RegisterPayload) {
  return call('register', { body: payload }, { auth: false });
}

/** Creates the account and stores its session, as a login would. */
export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: ({ data }) => {
      saveSession(data);
    },
  });
}
