import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { call } from '../../../../lib/api-client';
import { adminReimbursementsKey } from './admin-reimbursements';

export interface CompleteReimbursementInput {
  id: string;
  proof: File;
  note?: string;
}

/**
 * POST /admin/reimbursements/:id/complete (multipart): the shop's transfer proof in
 * `reimbursement_proof` and an optional note. The host's order becomes Paid on the server.
 */
export function completeReimbursement({ id, proof, note }: CompleteReimbursementInput) {
  const form = new FormData();
  form.set('reimbursement_proof', proof);
  if (note) form.set('note', note);
  return call('adminCompleteReimbursement', { params: { id }, form });
}

export function useCompleteReimbursement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeReimbursement,
    onSuccess: async (answer) => {
      toast.success(answer.message ?? 'Reimburse berhasil diselesaikan');
      // The host's order changed too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminReimbursementsKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] }),
      ]);
    },
  });
}
