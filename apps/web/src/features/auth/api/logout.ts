import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET /auth/logout with the bearer token: the server revokes this login's refresh tokens. */
export function logout() {
  return call('logout');
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
