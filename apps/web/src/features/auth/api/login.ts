import type { LoginPayload } from '@premium-shop/domain/auth';
import type { AuthResult } from '@premium-shop/domain/user-schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

/** POST /auth/login. Without a bearer: a stale session must not turn a wrong password into a sign-out. */
export function login(payload: LoginPayload) {
  return api.post<AuthResult>('auth/login', payload, { auth: false });
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
