import type { ResetPasswordPayload } from '@premium-shop/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST /auth/reset-password with the token of the e-mailed link; no auth header (SPEC §7). */
export function resetPassword(payload: ResetPasswordPayload) {
  return call('resetPassword', { body: payload }, { auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
