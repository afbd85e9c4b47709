import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../../ui/toast';
import { call } from '../../../../lib/api-client';
import { adminReimbursementsKey } from './admin-reimbursements';

/** POST /admin/reimbursements/:id/reject: the request is refused with the reason; the host is told. */
export function rejectReimbursement({ id, note }: { id: string; note: string }) {
  return call('adminRejectReimbursement', { params: { id }, body: { note } });
}

export function useRejectReimbursement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectReimbursement,
    onSuccess: async (answer) => {
      toast.success(answer.message ?? 'Reimburse berhasil ditolak');
      await queryClient.invalidateQueries({ queryKey: adminReimbursementsKey });
    },
  });
}
