import type { LoginPayload } from '@premium-shop/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

/** POST /auth/login. Without a bearer: a stale session must not turn a wrong password into a sign-out. */
export function login(payload: LoginPayload) {
  return call('login', { body: payload }, { auth: false });
}

/** Signs in and stores the session; the screen decides what to show and where to go. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ data }) => {
      saveSession(data);
    },
  });
}
