import type { OutboxMessageView } from '@premium-shop/domain/admin-people-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../../ui/toast';
import { call, errorMessage } from '../../../../lib/api-client';

/** POST /admin/outbox/:id/resend: back to pending, due now, no attempts. */
export async function resendOutboxMessage(id: string): Promise<OutboxMessageView> {
  return (await call('adminResendOutboxMessage', { params: { id } })).data;
}

export function useResendOutboxMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendOutboxMessage,
    onSuccess: async () => {
      toast.success('Pesan dijadwalkan untuk dikirim ulang.');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'outbox'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
      ]);
    },
    onError: (error) => {
      toast.error(errorMessage(error, 'Gagal mengirim ulang pesan.'));
    },
  });
}
