import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../../ui/toast';
import { call } from '../../../../lib/api-client';
import { adminComplaintsKey } from './admin-complaints';

/** POST /admin/complaints/:id/resolve: the complaint is closed and the customer told. */
export function resolveComplaint(id: string) {
  return call('adminResolveComplaint', { params: { id } });
}

export function useResolveComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveComplaint,
    onSuccess: async (answer) => {
      toast.success(answer.message ?? 'Pengaduan ditandai selesai');
      await queryClient.invalidateQueries({ queryKey: adminComplaintsKey });
    },
  });
}
