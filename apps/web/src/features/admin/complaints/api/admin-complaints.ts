import type { ComplaintStatus } from '@premium-shop/domain/admin-operations-schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';

export const adminComplaintsKey = ['admin', 'complaints'] as const;

export interface AdminComplaintListQuery {
  status?: ComplaintStatus;
  page?: number;
}

/** GET /admin/complaints: one page of every customer's complaints, newest first. */
export function getAdminComplaints(query: AdminComplaintListQuery) {
  return call('adminListComplaints', { query });
}

export function useAdminComplaints(query: AdminComplaintListQuery) {
  return useQuery({
    queryKey: [...adminComplaintsKey, query],
    queryFn: () => getAdminComplaints(query),
    placeholderData: keepPreviousData,
  });
}
