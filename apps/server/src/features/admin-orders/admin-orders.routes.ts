import { adminOrderEndpoints as api } from '@premium-shop/domain/api/admin-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth-guard';
import { sendCsv } from '../../platform/csv-answer';
import { declared } from '../../platform/declared-route';
import { limitExports } from '../../platform/rate-limits';
import { ADMIN_ORDER_MESSAGES as M } from './admin-orders.common';
import * as groupActivation from './group-activation.service';
import * as orderActions from './order-actions.service';
import * as orderExport from './order-export.service';
import * as orderFulfilment from './order-fulfilment.service';
import * as orderReading from './order-reading.service';

/**
 * The admin's order calls, as declared in packages/domain/src/api/admin-orders.ts. The admin check
 * runs on request, before the body is parsed or validated, so an anonymous call is always 401 and
 * a customer's 403.
 */
export const adminOrderRoutes: FastifyPluginAsyncZod = (app) => {
  const ctx = () => app.ordersContext;

  app.route({
    ...declared(app, api.adminListOrders),
    handler: async (request) => orderReading.listOrders(ctx(), request.query),
  });

  app.route({
    ...declared(app, api.adminExportOrders),
    preHandler: limitExports(app),
    handler: async (request, reply) => sendCsv(reply, await orderExport.exportOrders(ctx(), request.query)),
  });

  app.route({
    ...declared(app, api.adminGetOrder),
    handler: async (request) => ({ data: await orderReading.getOrder(ctx(), request.params.idOrInvoice) }),
  });

  app.route({
    ...declared(app, api.adminFulfilOrder),
    handler: async (request) => ({
      data: await orderFulfilment.fulfilOrder(
        ctx(),
        currentUser(request).id,
        request.params.id,
        request.body,
      ),
      message: M.fulfilled,
    }),
  });

  app.route({
    ...declared(app, api.adminActivateGroup),
    handler: async (request) => ({
      data: await groupActivation.activateGroup(
        ctx(),
        currentUser(request).id,
        request.params.id,
        request.body,
      ),
      message: M.activated,
    }),
  });

  app.route({
    ...declared(app, api.adminConfirmPayment),
    handler: async (request) => ({
      data: await orderActions.confirmPayment(
        ctx(),
        currentUser(request).id,
        request.params.id,
        request.body.note,
      ),
      message: M.paymentConfirmed,
    }),
  });

  app.route({
    ...declared(app, api.adminRefundOrder),
    handler: async (request) => ({
      data: await orderActions.refundOrder(
        ctx(),
        currentUser(request).id,
        request.params.id,
        request.body.reason,
      ),
      message: M.refunded,
    }),
  });

  app.route({
    ...declared(app, api.adminCancelOrder),
    handler: async (request) => ({
      data: await orderActions.cancelOrder(
        ctx(),
        currentUser(request).id,
        request.params.id,
        request.body.reason,
      ),
      message: M.canceled,
    }),
  });

  app.route({
    ...declared(app, api.adminDeactivateOrder),
    handler: async (request) => ({
      data: await orderActions.deactivateOrder(
        ctx(),
        currentUser(request).id,
        request.params.id,
        request.body.reason,
      ),
      message: M.deactivated,
    }),
  });
  return Promise.resolve();
};
