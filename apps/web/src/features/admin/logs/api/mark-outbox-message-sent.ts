import type { OutboxMessageView } from '@premium-shop/domain/admin-people-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../../ui/toast';
import { call, errorMessage } from '../../../../lib/api-client';

/** POST /admin/outbox/:id/mark-sent: a WhatsApp message the admin sent by hand. */
export async function markOutboxMessageSent(id: string): Promise<OutboxMessageView> {
  return (await call('adminMarkOutboxMessageSent', { params: { id } })).data;
}

export function useMarkOutboxMessageSent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markOutboxMessageSent,
    onSuccess: async () => {
      toast.success('Pesan ditandai terkirim.');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'outbox'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
      ]);
    },
    onError: (error) => {
      toast.error(errorMessage(error, 'Gagal menandai pesan.'));
    },
  });
}
