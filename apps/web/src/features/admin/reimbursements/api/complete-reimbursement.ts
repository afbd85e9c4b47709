import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../../ui/toast';
import { call, type UploadProgressListener } from '../../../../lib/api-client';
import { useUploadProgress } from '../../../../lib/upload-progress';
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
export function completeReimbursement(
  { id, proof, note }: CompleteReimbursementInput,
  onUploadProgress?: UploadProgressListener,
) {
  const form = new FormData();
  form.set('reimbursement_proof', proof);
  if (note) form.set('note', note);
  return call('adminCompleteReimbursement', { params: { id }, form }, { onUploadProgress });
}

/** Completes a request; `progress` is the proof's upload while it is sent, else null. */
export function useCompleteReimbursement() {
  const queryClient = useQueryClient();
  const upload = useUploadProgress();
  const mutation = useMutation({
    mutationFn: (input: CompleteReimbursementInput) => completeReimbursement(input, upload.start()),
    onSuccess: async (answer) => {
      toast.success(answer.message ?? 'Reimburse berhasil diselesaikan');
      // The host's order changed too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminReimbursementsKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] }),
      ]);
    },
  });
  return { ...mutation, progress: mutation.isPending ? upload.progress : null };
}
