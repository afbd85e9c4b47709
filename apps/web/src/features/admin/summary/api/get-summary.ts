import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';

export const adminSummaryKey = ['admin', 'summary'] as const;

/** GET /admin/summary: the numbers of the console's first screen. */
export function getAdminSummary() {
  return call('adminGetSummary');
}

export function useAdminSummary() {
  return useQuery({ queryKey: adminSummaryKey, queryFn: async () => (await getAdminSummary()).data });
}
