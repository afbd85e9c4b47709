import type { AuditEntry } from '@premium-shop/domain/admin-people-schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, type Pagination } from '../../../../lib/api-client';

export interface AuditQuery {
  entity?: string | undefined;
  action?: string | undefined;
  actor?: string | undefined;
  page: number;
}

/** GET /admin/audit?entity=&action=&actor=&page=: the audit log, newest first. */
export function useAuditLog(query: AuditQuery) {
  return useQuery({
    queryKey: ['admin', 'audit', query],
    queryFn: async (): Promise<{ entries: AuditEntry[]; pagination: Pagination }> => {
      const { data, pagination } = await call('adminListAudit', {
        query: {
          entity: query.entity || undefined,
          action: query.action || undefined,
          actor: query.actor || undefined,
          page: query.page,
        },
      });
      return { entries: data, pagination };
    },
    placeholderData: keepPreviousData,
  });
}
