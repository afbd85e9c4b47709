import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../../ui/toast';
import { call } from '../../../../lib/api-client';
import { adminComplaintsKey } from './admin-complaints';

/** POST /admin/complaints/:id/reply: the answer goes to the customer (dashboard and WhatsApp). */
export function replyToComplaint({ id, reply }: { id: string; reply: string }) {
  return call('adminReplyComplaint', { params: { id }, body: { reply } });
}

export function useReplyToComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToComplaint,
    onSuccess: async (answer) => {
      toast.success(answer.message ?? 'Balasan berhasil dikirim');
      await queryClient.invalidateQueries({ queryKey: adminComplaintsKey });
    },
  });
}
