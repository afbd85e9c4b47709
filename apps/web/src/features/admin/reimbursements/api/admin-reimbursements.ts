import type { AdminReimbursementFilter } from '@premium-shop/domain/admin-operations-schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';

export const adminReimbursementsKey = ['admin', 'reimbursements'] as const;

export interface AdminReimbursementListQuery {
  status: AdminReimbursementFilter;
  page?: number;
}

/** GET /admin/reimbursements: one page of every host's requests, newest first. */
export function getAdminReimbursements(query: AdminReimbursementListQuery) {
  return call('adminListReimbursements', { query });
}

export function useAdminReimbursements(query: AdminReimbursementListQuery) {
  return useQuery({
    queryKey: [...adminReimbursementsKey, query],
    queryFn: () => getAdminReimbursements(query),
    placeholderData: keepPreviousData,
  });
}
