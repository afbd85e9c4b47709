import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export interface FindVoucherInput {
  code: string;
  productId: string;
}

/** GET /vouchers/code/:code?product=: the voucher usable on that product, or null when there is none. */
export function findVoucher({ code, productId }: FindVoucherInput) {
  return call('findVoucher', { params: { code }, query: { product: productId } });
}

/** Looks a code up when the customer presses 'Gunakan'; the screen applies the answer or says it was not found. */
export function useFindVoucher() {
  return useMutation({
    mutationFn: async (input: FindVoucherInput) => (await findVoucher(input)).data,
  });
}
