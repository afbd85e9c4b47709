import type {
  OutboxChannel,
  OutboxMessageView,
  OutboxStatus,
} from '@premium-shop/domain/admin-people-schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, type Pagination } from '../../../../lib/api-client';

export interface OutboxQuery {
  channel?: OutboxChannel | undefined;
  status?: OutboxStatus | undefined;
  page: number;
}

/** GET /admin/outbox?channel=&status=&page=: e-mails and WhatsApp messages, newest first. */
export function useOutbox(query: OutboxQuery) {
  return useQuery({
    queryKey: ['admin', 'outbox', query],
    queryFn: async (): Promise<{ messages: OutboxMessageView[]; pagination: Pagination }> => {
      const { data, pagination } = await call('adminListOutbox', {
        query: { channel: query.channel, status: query.status, page: query.page },
      });
      return { messages: data, pagination };
    },
    placeholderData: keepPreviousData,
  });
}
