import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { promotionKeys } from './query-keys';

/** DELETE /admin/vouchers/:id */
export function deleteVoucher(id: string) {
  return api.delete<null>(`admin/vouchers/${id}`);
}

export function useDeleteVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVoucher,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionKeys.vouchers }),
  });
}
