import { z } from 'zod';
import { productItemOptionSchema, reimbursementSchema } from '../dashboard-schema';
import { defineEndpoints } from './endpoint';
import { REIMBURSEMENT_PATHS } from './reimbursements.paths';

export const reimbursementEndpoints = defineEndpoints('Reimbursements', REIMBURSEMENT_PATHS, {
  listReimbursements: {
    summary: "The caller's reimbursement requests.",
    access: 'customer',
    responses: { 200: z.object({ data: z.array(reimbursementSchema) }) },
  },
  listReimbursableProducts: {
    summary: "The products where the caller hosts a group a request would be accepted for ('Pilih Produk').",
    access: 'customer',
    responses: { 200: z.object({ data: z.array(productItemOptionSchema) }) },
  },
  submitReimbursement: {
    summary:
      "A Host's request to be paid back, with the transfer proof: the group (productItem) or the seat (account), value, bank, account_number.",
    access: 'customer',
    multipart: {
      fields: ['productItem', 'account', 'value', 'bank', 'account_number'],
      file: 'payment_proof',
      isFileRequired: true,
    },
    responses: { 201: z.object({ data: reimbursementSchema, message: z.string() }) },
    errors: [404, 409, 413, 415],
  },
});
