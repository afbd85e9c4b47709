import { orderEndpoints as api } from '@premium-shop/domain/api/orders';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth-guard';
import { declared } from '../../platform/declared-route';
import { sendAnswer } from '../../platform/http-cache';
import { limit } from '../../platform/rate-limits';
import * as checkoutPricing from './checkout-pricing.service';
import * as checkout from './checkout.service';
import * as orderCancel from './order-cancel.service';
import * as orderReading from './order-reading.service';
import { PAYMENT_MESSAGES } from './orders.common';
import * as paymentChannels from './payment-channels.service';

const MINUTE = 60 * 1000;
// Per signed-in customer (docs/decisions/022). A shopper places a few orders an hour and at most 3
// are open at once; 10 in 10 minutes is a script, and each order (and fee look-up) with Tripay is
// a call to the gateway.
const ORDERS_PER_TEN_MINUTES = 10;
// The checkout asks for the fee each time the method or the voucher changes: a few a minute.
const FEE_LOOKUPS_PER_MINUTE = 60;

/** The customer's order calls (SPEC §4, §7), as declared in packages/domain/src/api/orders.ts. */
export const orderRoutes: FastifyPluginAsyncZod = (app) => {
  const ctx = () => app.ordersContext;
  const byCustomer = (request: FastifyRequest) => currentUser(request).id;

  app.route({
    ...declared(app, api.createOrder),
    preHandler: limit(app, {
      name: 'order-create',
      max: ORDERS_PER_TEN_MINUTES,
      timeWindowMs: 10 * MINUTE,
      key: byCustomer,
    }),
    handler: async (request, reply) => {
      const data = await checkout.createOrder(ctx(), currentUser(request).id, request.body);
      return reply.status(201).send({ data, message: PAYMENT_MESSAGES.created });
    },
  });

  app.route({
    ...declared(app, api.listOrders),
    // The database writes the page's JSON in the declared shape (order-list.repository.ts), so it goes
    // out as it is: checking and serialising a hundred orders again cost more than the query.
    handler: async (request, reply) =>
      sendAnswer(
        request,
        reply,
        await orderReading.listOrdersAnswer(ctx(), currentUser(request).id, request.query),
        { scope: 'private', vary: 'authorization' },
      ),
  });

  // Registered before '/payments/:idOrInvoice', and a static path wins in Fastify's router anyway.
  app.route({
    ...declared(app, api.gatewayFee),
    preHandler: limit(app, {
      name: 'gateway-fee',
      max: FEE_LOOKUPS_PER_MINUTE,
      timeWindowMs: MINUTE,
      key: byCustomer,
    }),
    handler: async (request) => ({
      data: { fee: await checkoutPricing.gatewayFee(ctx(), request.query.amount, request.query.code) },
    }),
  });

  app.route({
    ...declared(app, api.paymentChannels),
    handler: async (request) => ({
      data: await paymentChannels.channelsFor(ctx(), request.query.amount),
    }),
  });

  app.route({
    ...declared(app, api.getOrder),
    handler: async (request) => ({
      data: await orderReading.getOrder(ctx(), currentUser(request).id, request.params.idOrInvoice),
    }),
  });

  app.route({
    ...declared(app, api.cancelOrder),
    handler: async (request) => ({
      data: await orderCancel.cancelOrder(ctx(), currentUser(request).id, request.params.id),
      message: PAYMENT_MESSAGES.canceled,
    }),
  });
  return Promise.resolve();
};
