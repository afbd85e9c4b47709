import type { ForgotPasswordPayload } from '@premium-shop/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../api-client';

/**
 * POST /auth/forgot-password: e-mails a reset link. The server answers 200 whether or not the address
 * has an account. Shared here because two features send it: the forgot-password page and the settings.
 */
export function requestPasswordReset(payload: ForgotPasswordPayload) {
  return call('requestPasswordReset', { body: payload }, { auth: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
