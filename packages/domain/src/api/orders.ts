import { z } from 'zod';
import { TRANSFER_METHOD } from '../transfer-method';
import { isCheckoutMethodCode, PAYMENT_METHODS } from '../checkout';
import { createPaymentBodySchema, orderSchema } from '../order-schema';
import { ALL_TAB, ORDER_TABS } from '../order-status';
import { paginationSchema } from '../pagination';
import { dataAnswer, defineEndpoints } from './endpoint';
import { ORDER_PATHS } from './orders.paths';

/** 'Pesanan Saya' shows 10 orders a page; a page holds at most 100. */
export const DEFAULT_ORDER_PAGE_SIZE = 10;
export const MAX_ORDER_PAGE_SIZE = 100;
export const UNKNOWN_ORDER_TAB_MESSAGE = 'Status pesanan tidak dikenal';
const INVALID_AMOUNT = 'Jumlah tidak valid';
const PICK_METHOD = 'Silahkan pilih metode pembayaran';

const orderAnswer = dataAnswer(orderSchema);

const PAYMENT_METHOD_CODES = [...PAYMENT_METHODS.map((method) => method.code), TRANSFER_METHOD];
const offeredChannelSchema = z.object({
  code: z.enum(PAYMENT_METHOD_CODES),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  windowMinutes: z.number().int(),
  refusal: z.string().nullable(),
});
const ORDER_TAB_VALUES = ORDER_TABS.map((tab) => tab.value);

export const orderEndpoints = defineEndpoints('Orders', ORDER_PATHS, {
  createOrder: {
    summary: 'Places an order (or a renewal) and opens its payment with the gateway; the server prices it.',
    access: 'customer',
    body: createPaymentBodySchema,
    responses: { 201: orderAnswer },
    errors: [404, 409],
  },
  listOrders: {
    summary: "The customer's orders, newest first, one 'Pesanan Saya' tab at a time (no credentials).",
    access: 'customer',
    query: z.object({
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      limit: z.coerce.number().int().min(1).max(MAX_ORDER_PAGE_SIZE).default(DEFAULT_ORDER_PAGE_SIZE),
      // A 'Pesanan Saya' tab's value; Semua (or none) keeps every status.
      status: z.enum(ORDER_TAB_VALUES, { error: UNKNOWN_ORDER_TAB_MESSAGE }).default(ALL_TAB),
    }),
    responses: { 200: z.object({ data: z.array(orderSchema), pagination: paginationSchema }) },
  },
  gatewayFee: {
    summary: "The gateway's fee for paying `amount` (price + admin fee) with the method `code`.",
    access: 'customer',
    query: z.object({
      amount: z.coerce
        .number({ error: INVALID_AMOUNT })
        .int({ error: INVALID_AMOUNT })
        .min(0, { error: INVALID_AMOUNT })
        .max(1_000_000_000, { error: INVALID_AMOUNT }),
      code: z
        .string({ error: PICK_METHOD })
        .refine((code) => isCheckoutMethodCode(code), { error: PICK_METHOD }),
    }),
    responses: { 200: z.object({ data: z.object({ fee: z.number().int() }) }) },
    errors: [502],
  },
  paymentChannels: {
    summary:
      'The checkout channels for an order leaving `amount` to pay before the fee: limits, window, and why one cannot take it.',
    access: 'customer',
    query: z.object({
      amount: z.coerce
        .number({ error: INVALID_AMOUNT })
        .int({ error: INVALID_AMOUNT })
        .min(0, { error: INVALID_AMOUNT })
        .max(1_000_000_000, { error: INVALID_AMOUNT }),
    }),
    responses: { 200: z.object({ data: z.array(offeredChannelSchema) }) },
  },
  getOrder: {
    summary: 'One order of the customer, by id or invoice, with its credentials once delivered.',
    access: 'customer',
    params: z.object({ idOrInvoice: z.string().min(1).max(64) }),
    responses: { 200: orderAnswer },
    errors: [404],
  },
  cancelOrder: {
    summary: 'Cancels an unpaid order of the customer and frees what it held.',
    access: 'customer',
    params: z.object({ id: z.string().min(1).max(64) }),
    responses: { 200: orderAnswer },
    errors: [404, 409],
  },
});
