import { z } from 'zod';
import { CHECKOUT_MESSAGES } from '../checkout';
import { voucherSchema } from '../order-schema';
import { defineEndpoints } from './endpoint';
import { VOUCHER_PATHS } from './vouchers.paths';

export const voucherEndpoints = defineEndpoints('Vouchers', VOUCHER_PATHS, {
  findVoucher: {
    summary:
      'The voucher of a code usable now (on `product`, when given), or null with a message when there is none; one the customer used up answers 409.',
    access: 'customer',
    // No voucher has an empty code or one longer than 64 characters: either is not found.
    params: z.object({
      code: z
        .string({ error: CHECKOUT_MESSAGES.voucherNotFound })
        .trim()
        .min(1, { error: CHECKOUT_MESSAGES.voucherNotFound })
        .max(64, { error: CHECKOUT_MESSAGES.voucherNotFound }),
    }),
    query: z.object({ product: z.guid({ error: 'Produk tidak valid' }).optional() }),
    responses: { 200: z.object({ data: voucherSchema.nullable(), message: z.string().optional() }) },
    errors: [409],
  },
});
