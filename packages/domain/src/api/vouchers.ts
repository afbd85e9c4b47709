import { z } from 'zod';
import { voucherSchema } from '../order-schema';
import { defineEndpoints } from './endpoint';
import { VOUCHER_PATHS } from './vouchers.paths';

export const voucherEndpoints = defineEndpoints('Vouchers', VOUCHER_PATHS, {
  findVoucher: {
    summary:
      'The voucher of a code usable now (on `product`, when given), or null with a message when there is none; one the customer used up answers 409.',
    access: 'customer',
    params: z.object({ code: z.string().trim().min(1).max(64) }),
    query: z.object({ product: z.guid({ error: 'Produk tidak valid' }).optional() }),
    responses: { 200: z.object({ data: voucherSchema.nullable(), message: z.string().optional() }) },
    errors: [409],
  },
});
