import type { AdminUser, UserRole } from '@premium-shop/domain/admin-people-schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, type Pagination } from '../../../../lib/api-client';

/** Every user query starts with this key, so a change refreshes each list and search. */
export const ADMIN_USERS_QUERY_KEY = ['admin', 'users'] as const;

export interface UsersQuery {
  search?: string | undefined;
  role?: UserRole | undefined;
  page?: number;
  limit?: number;
}

export interface UsersPage {
  users: AdminUser[];
  pagination: Pagination;
}

/** GET /admin/users?search=&role=&page=: users newest first, with their order count. */
export function usersQueryOptions(query: UsersQuery) {
  const page = query.page ?? 1;
  return queryOptions({
    queryKey: [...ADMIN_USERS_QUERY_KEY, query],
    queryFn: async (): Promise<UsersPage> => {
      const { data, pagination } = await call('adminListUsers', {
        query: { search: query.search || undefined, role: query.role, page, limit: query.limit },
      });
      return { users: data, pagination };
    },
    placeholderData: keepPreviousData,
  });
}

export function useUsers(query: UsersQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...usersQueryOptions(query), enabled: options.enabled ?? true });
}
