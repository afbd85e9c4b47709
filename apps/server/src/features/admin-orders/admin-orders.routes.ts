import { adminOrderEndpoints as api } from '@premium-shop/domain/api/admin-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth-guard';
import { declared } from '../../platform/declared-route';
import * as adminOrders from './admin-orders.service';

const M = adminOrders.ADMIN_ORDER_MESSAGES;

/**
 * The admin's order calls, as declared in packages/domain/src/api/admin-orders.ts. The admin check
 * runs on request, before the body is parsed or validated, so an anonymous call is always 401 and
 * a customer's 403.
 */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => app.ordersContext;

  app.route({
    ...declared(app, api.adminListOrders),
    handler: async (request) => adminOrders.listOrders(ctx(), request.query),
  });

  app.route({
    ...declared(app, api.adminGetOrder),
    handler: async (request) => ({ data: await adminOrders.getOrder(ctx(), request.params.idOrInvoice) }),
  });

  app.route({
    ...declared(app, api.adminFulfilOrder),
    handler: async (request) => ({
      data: await adminOrders.fulfilOrder(ctx(), currentUser(request).id, request.params.id, request.body),
      message: M.fulfilled,
    }),
  });

  app.route({
    ...declared(app, api.adminActivateGroup),
    handler: async (request) => ({
      data: await adminOrders.activateGroup(ctx(), currentUser(request).id, request.params.id, request.body),
      message: M.activated,
    }),
  });

  app.route({
    ...declared(app, api.adminConfirmPayment),
    handler: async (request) => ({
      data: await adminOrders.confirmPayment(
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
      data: await adminOrders.refundOrder(
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
      data: await adminOrders.cancelOrder(
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
      data: await adminOrders.deactivateOrder(
        ctx(),
        currentUser(request).id,
        request.params.id,
        request.body.reason,
      ),
      message: M.deactivated,
    }),
  });
};
