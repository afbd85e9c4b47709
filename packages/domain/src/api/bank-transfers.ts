import { z } from 'zod';
import {
  adminTransferSchema,
  bankAccountBodySchema,
  bankAccountPatchSchema,
  bankAccountSchema,
  orderTransferSchema,
  transferRejectBodySchema,
} from '../bank-transfer';
import { BANK_TRANSFER_PATHS } from './bank-transfers.paths';
import { dataAnswer, defineEndpoints } from './endpoint';

const idParam = z.string().min(1).max(64);
const idParams = z.object({ id: idParam });
const idOrInvoiceParams = z.object({ idOrInvoice: idParam });
// The envelope's `data` is always there (the web client reads it); these calls have nothing more to say.
const messageAnswer = z.object({ data: z.null(), message: z.string() });

export const bankTransferEndpoints = defineEndpoints('Bank transfer', BANK_TRANSFER_PATHS, {
  getOrderTransfer: {
    summary:
      "A 'Transfer Bank' order of the customer: the shop's active accounts, the exact amount (its unique code), the deadline and the proof's state.",
    access: 'customer',
    params: idOrInvoiceParams,
    responses: { 200: dataAnswer(orderTransferSchema) },
    errors: [404, 409],
  },
  uploadTransferProof: {
    summary:
      "Sends the proof of a transfer (an image, counted in the daily upload quota); the order then waits for the admin's confirmation.",
    access: 'customer',
    params: idOrInvoiceParams,
    multipart: { fields: [], file: 'file', isFileRequired: true },
    responses: { 201: z.object({ data: orderTransferSchema, message: z.string() }) },
    errors: [404, 409, 413, 415],
  },
  adminListBankAccounts: {
    summary: "The shop's bank accounts a customer may transfer to, active or not.",
    access: 'admin',
    responses: { 200: dataAnswer(z.array(bankAccountSchema)) },
  },
  adminCreateBankAccount: {
    summary: 'Adds a bank account (BCA, BRI, Mandiri, BNI or BSI); audited.',
    access: 'admin',
    body: bankAccountBodySchema,
    responses: { 201: z.object({ data: bankAccountSchema, message: z.string() }) },
    errors: [409],
  },
  adminUpdateBankAccount: {
    summary: 'Edits a bank account or switches it on or off; audited.',
    access: 'admin',
    params: idParams,
    body: bankAccountPatchSchema,
    responses: { 200: z.object({ data: bankAccountSchema, message: z.string() }) },
    errors: [404, 409],
  },
  adminDeleteBankAccount: {
    summary: 'Removes a bank account; audited.',
    access: 'admin',
    params: idParams,
    responses: { 200: messageAnswer },
    errors: [404],
  },
  adminListTransfers: {
    summary: "The transfers whose proof waits for the admin, oldest first, and how many wait ('waiting').",
    access: 'admin',
    responses: {
      200: dataAnswer(z.object({ transfers: z.array(adminTransferSchema), waiting: z.number().int() })),
    },
  },
  adminConfirmTransfer: {
    summary:
      "Confirms a transfer: the order is paid through the gateway's PAID path (delivered, or a late payment); a second confirmation is 409.",
    access: 'admin',
    params: idParams,
    responses: { 200: messageAnswer },
    errors: [404, 409],
  },
  adminRejectTransfer: {
    summary:
      'Refuses a waiting proof with a reason the customer is told (notification and WhatsApp); they may send another until the deadline.',
    access: 'admin',
    params: idParams,
    body: transferRejectBodySchema,
    responses: { 200: messageAnswer },
    errors: [404, 409],
  },
});
