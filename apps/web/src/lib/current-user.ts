import type { User } from '@premium-shop/domain/user-schema';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { call } from './api-client';

export const CURRENT_USER_QUERY_KEY = ['current-user'] as const;

/** GET /users/me: the signed-in user as the server knows it now (e.g. whether the phone is verified). */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: async () => (await call('getCurrentUser')).data,
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

/** Shows a user the server answered (after a change of phone or its verification) wherever it is read. */
export function setCurrentUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
}
