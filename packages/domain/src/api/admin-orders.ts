import { z } from 'zod';
import {
  activateBodySchema,
  adminItemSchema,
  adminOrderSchema,
  confirmPaymentBodySchema,
  exportOrdersQuerySchema,
  fulfilBodySchema,
  listOrdersQuerySchema,
  reasonBodySchema,
} from '../admin-operations-schema';
import { paginationSchema } from '../pagination';
import { ADMIN_ORDER_PATHS } from './admin-orders.paths';
import { csvExportAnswer, dataAnswer, defineEndpoints } from './endpoint';

const idParam = z.string().min(1).max(64);
const idParams = z.object({ id: idParam });
const idOrInvoiceParams = z.object({ idOrInvoice: idParam });

const orderAnswer = dataAnswer(adminOrderSchema);

export const adminOrderEndpoints = defineEndpoints('Admin: orders', ADMIN_ORDER_PATHS, {
  adminListOrders: {
    summary:
      "Every customer's orders, newest first, filtered by status, late payment or a search (invoice, e-mail, product).",
    access: 'admin',
    query: listOrdersQuerySchema,
    responses: { 200: z.object({ data: z.array(adminOrderSchema), pagination: paginationSchema }) },
  },
  adminExportOrders: {
    summary:
      'The order list as CSV, with the same filters, every page (at most 10,000 rows); no credentials.',
    access: 'admin',
    query: exportOrdersQuerySchema,
    ...csvExportAnswer,
  },
  adminGetOrder: {
    summary: 'One order by id or invoice, with its customer, seat and delivered credentials.',
    access: 'admin',
    params: idOrInvoiceParams,
    responses: { 200: orderAnswer },
    errors: [404],
  },
  adminFulfilOrder: {
    summary: 'Delivers an order in Process: a place in an existing account or a new one, and it is Paid.',
    access: 'admin',
    params: idParams,
    body: fulfilBodySchema,
    responses: { 200: orderAnswer },
    errors: [404, 409],
  },
  adminActivateGroup: {
    summary: 'Activates a full preorder group with its credentials; every order of the group is Paid.',
    access: 'admin',
    params: idParams,
    body: activateBodySchema,
    responses: {
      200: z.object({
        data: z.object({ item: adminItemSchema, orders: z.array(adminOrderSchema) }),
        message: z.string(),
      }),
    },
    errors: [404, 409],
  },
  adminConfirmPayment: {
    summary: 'Records a payment the gateway did not report and settles the order as a paid one.',
    access: 'admin',
    params: idParams,
    body: confirmPaymentBodySchema,
    responses: { 200: orderAnswer },
    errors: [404, 409],
  },
  adminRefundOrder: {
    summary: 'Refunds a paid order not yet delivered (or paid after its end) and cancels it.',
    access: 'admin',
    params: idParams,
    body: reasonBodySchema,
    responses: { 200: orderAnswer },
    errors: [404, 409],
  },
  adminCancelOrder: {
    summary: 'Cancels an unpaid order, with the reason, and frees what it held.',
    access: 'admin',
    params: idParams,
    body: reasonBodySchema,
    responses: { 200: orderAnswer },
    errors: [404, 409],
  },
  adminDeactivateOrder: {
    summary: "Ends a delivered order's seat early (Nonaktif), with the reason, and gives its place back.",
    access: 'admin',
    params: idParams,
    body: reasonBodySchema,
    responses: { 200: orderAnswer },
    errors: [404, 409],
  },
});
