import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { promotionKeys } from './query-keys';

/** DELETE /admin/vouchers/:id */
export function deleteVoucher(id: string) {
  return call('adminDeleteVoucher', { params: { id } });
}

export function useDeleteVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVoucher,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionKeys.vouchers }),
  });
}
