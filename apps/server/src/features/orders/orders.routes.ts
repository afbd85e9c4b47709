import { isPaymentMethodCode } from '@premium-shop/domain/checkout';
import { createPaymentBodySchema, orderSchema } from '@premium-shop/domain/order-schema';
import { ALL_TAB, ORDER_TABS } from '@premium-shop/domain/order-status';
import { paginationSchema } from '@premium-shop/domain/pagination';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-guard';
import { sendAnswer } from '../../platform/http-cache';
import { limit } from '../../platform/rate-limits';
import * as orders from './orders.service';

const ORDER_TAB_VALUES = ORDER_TABS.map((tab) => tab.value);
const MINUTE = 60 * 1000;
// Per signed-in customer (docs/decisions/022). A shopper places a few orders an hour and at most 3
// are open at once; 10 in 10 minutes is a script, and each order (and fee look-up) with Tripay is
// a call to the gateway.
const ORDERS_PER_TEN_MINUTES = 10;
// The checkout asks for the fee each time the method or the voucher changes: a few a minute.
const FEE_LOOKUPS_PER_MINUTE = 60;
const orderAnswer = z.object({ data: orderSchema, message: z.string().optional() });

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => app.ordersContext;
  const byCustomer = (request: FastifyRequest) => currentUser(request).id;

  app.post(
    '/payments',
    {
      onRequest: app.authenticate,
      preHandler: limit(app, {
        name: 'order-create',
        max: ORDERS_PER_TEN_MINUTES,
        timeWindowMs: 10 * MINUTE,
        key: byCustomer,
      }),
      schema: { body: createPaymentBodySchema, response: { 201: orderAnswer } },
    },
    async (request, reply) => {
      const data = await orders.createOrder(ctx(), currentUser(request).id, request.body);
      return reply.status(201).send({ data, message: orders.PAYMENT_MESSAGES.created });
    },
  );

  app.get(
    '/payments',
    {
      onRequest: app.authenticate,
      schema: {
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          limit: z.coerce
            .number()
            .int()
            .min(1)
            .max(orders.MAX_ORDER_PAGE_SIZE)
            .default(orders.DEFAULT_ORDER_PAGE_SIZE),
          // A 'Pesanan Saya' tab's value; Semua (or none) keeps every status.
          status: z
            .enum(ORDER_TAB_VALUES, { error: orders.PAYMENT_MESSAGES.unknownOrderTab })
            .default(ALL_TAB),
        }),
        response: { 200: z.object({ data: z.array(orderSchema), pagination: paginationSchema }) },
      },
    },
    // The database writes the page's JSON in the declared shape (orders.repository.ts), so it goes
    // out as it is: checking and serialising a hundred orders again cost more than the query.
    async (request, reply) =>
      sendAnswer(
        request,
        reply,
        await orders.listOrdersAnswer(ctx(), currentUser(request).id, request.query),
        { scope: 'private', vary: 'authorization' },
      ),
  );

  // Registered before '/payments/:idOrInvoice', and a static path wins in Fastify's router anyway.
  app.get(
    '/payments/get-tripay-admin',
    {
      onRequest: app.authenticate,
      preHandler: limit(app, {
        name: 'gateway-fee',
        max: FEE_LOOKUPS_PER_MINUTE,
        timeWindowMs: MINUTE,
        key: byCustomer,
      }),
      schema: {
        querystring: z.object({
          amount: z.coerce
            .number({ error: 'Jumlah tidak valid' })
            .int({ error: 'Jumlah tidak valid' })
            .min(0, { error: 'Jumlah tidak valid' })
            .max(1_000_000_000, { error: 'Jumlah tidak valid' }),
          code: z
            .string({ error: 'Silahkan pilih metode pembayaran' })
            .refine((code) => isPaymentMethodCode(code), { error: 'Silahkan pilih metode pembayaran' }),
        }),
        response: { 200: z.object({ data: z.object({ fee: z.number().int() }) }) },
      },
    },
    async (request) => ({
      data: { fee: await orders.gatewayFee(ctx(), request.query.amount, request.query.code) },
    }),
  );

  app.get(
    '/payments/:idOrInvoice',
    {
      onRequest: app.authenticate,
      schema: {
        params: z.object({ idOrInvoice: z.string().min(1).max(64) }),
        response: { 200: orderAnswer },
      },
    },
    async (request) => ({
      data: await orders.getOrder(ctx(), currentUser(request).id, request.params.idOrInvoice),
    }),
  );

  app.delete(
    '/payments/cancel/:id',
    {
      onRequest: app.authenticate,
      schema: { params: z.object({ id: z.string().min(1).max(64) }), response: { 200: orderAnswer } },
    },
    async (request) => ({
      data: await orders.cancelOrder(ctx(), currentUser(request).id, request.params.id),
      message: orders.PAYMENT_MESSAGES.canceled,
    }),
  );
};
