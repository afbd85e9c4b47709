import type { VoucherInput } from '@premium-shop/domain/admin-promotions-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { promotionKeys } from './query-keys';

/** POST /admin/vouchers, or PUT /admin/vouchers/:id with an id; 409 when the code is taken. */
export function saveVoucher({ id, input }: { id?: string | undefined; input: VoucherInput }) {
  return id
    ? call('adminUpdateVoucher', { params: { id }, body: input })
    : call('adminCreateVoucher', { body: input });
}

export function useSaveVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVoucher,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionKeys.vouchers }),
  });
}
