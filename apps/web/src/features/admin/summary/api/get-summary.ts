import type { AdminSummary } from '@premium-shop/domain/admin-stock-schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const adminSummaryKey = ['admin', 'summary'] as const;

/** GET /admin/summary: the numbers of the console's first screen. */
export function getAdminSummary() {
  return api.get<AdminSummary>('admin/summary');
}

export function useAdminSummary() {
  return useQuery({ queryKey: adminSummaryKey, queryFn: async () => (await getAdminSummary()).data });
}
