import { paginationSchema } from '@premium-shop/domain/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-guard';
import {
  activateBodySchema,
  adminItemSchema,
  adminOrderSchema,
  confirmPaymentBodySchema,
  fulfilBodySchema,
  idOrInvoiceParams,
  listOrdersQuerySchema,
  orderIdParams,
  reasonBodySchema,
} from './admin-orders.schema';
import * as adminOrders from './admin-orders.service';

const M = adminOrders.ADMIN_ORDER_MESSAGES;
const orderAnswer = z.object({ data: adminOrderSchema, message: z.string().optional() });

/**
 * The admin's order calls, registered under /api/admin. The admin check runs on request, before
 * the body is parsed or validated, so an anonymous call is always 401 and a customer's 403.
 */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => app.ordersContext;
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/orders',
    {
      ...admin,
      schema: {
        querystring: listOrdersQuerySchema,
        response: { 200: z.object({ data: z.array(adminOrderSchema), pagination: paginationSchema }) },
      },
    },
    async (request) => adminOrders.listOrders(ctx(), request.query),
  );

  app.get(
    '/orders/:idOrInvoice',
    { ...admin, schema: { params: idOrInvoiceParams, response: { 200: orderAnswer } } },
    async (request) => ({ data: await adminOrders.getOrder(ctx(), request.params.idOrInvoice) }),
  );

  app.post(
    '/orders/:id/fulfil',
    { ...admin, schema: { params: orderIdParams, body: fulfilBodySchema, response: { 200: orderAnswer } } },
    async (request) => ({
      data: await adminOrders.fulfilOrder(ctx(), currentUser(request).id, request.params.id, request.body),
      message: M.fulfilled,
    }),
  );

  app.post(
    '/product-items/:id/activate',
    {
      ...admin,
      schema: {
        params: orderIdParams,
        body: activateBodySchema,
        response: {
          200: z.object({
            data: z.object({ item: adminItemSchema, orders: z.array(adminOrderSchema) }),
            message: z.string(),
          }),
        },
      },
    },
    async (request) => ({
      data: await adminOrders.activateGroup(ctx(), currentUser(request).id, request.params.id, request.body),
      message: M.activated,
    }),
  );

  app.post(
    '/orders/:id/confirm-payment',
    {
      ...admin,
      schema: { params: orderIdParams, body: confirmPaymentBodySchema, response: { 200: orderAnswer } },
    },
    async (request) => ({
      data: await adminOrders.confirmPayment(
        ctx(),
        currentUser(request).id,
        request.params.id,
        request.body.note,
      ),
      message: M.paymentConfirmed,
    }),
  );

  app.post(
    '/orders/:id/refund',
    { ...admin, schema: { params: orderIdParams, body: reasonBodySchema, response: { 200: orderAnswer } } },
    async (request) => ({
      data: await adminOrders.refundOrder(
        ctx(),
        currentUser(request).id,
        request.params.id,
        request.body.reason,
      ),
      message: M.refunded,
    }),
  );

  app.post(
    '/orders/:id/cancel',
    { ...admin, schema: { params: orderIdParams, body: reasonBodySchema, response: { 200: orderAnswer } } },
    async (request) => ({
      data: await adminOrders.cancelOrder(
        ctx(),
        currentUser(request).id,
        request.params.id,
        request.body.reason,
      ),
      message: M.canceled,
    }),
  );

  app.post(
    '/orders/:id/deactivate',
    { ...admin, schema: { params: orderIdParams, body: reasonBodySchema, response: { 200: orderAnswer } } },
    async (request) => ({
      data: await adminOrders.deactivateOrder(
        ctx(),
        currentUser(request).id,
        request.params.id,
        request.body.reason,
      ),
      message: M.deactivated,
    }),
  );
};
