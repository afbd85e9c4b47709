import { CHECKOUT_MESSAGES } from '@premium-shop/domain/checkout';
import { voucherSchema } from '@premium-shop/domain/order-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-guard';
import { limit } from '../../platform/rate-limits';
import * as vouchers from './vouchers.service';

const MINUTE = 60 * 1000;
// A person types a handful of codes; a script guessing codes meets the limit at once.
const LOOKUPS_PER_MINUTE = 30;

export const voucherRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/vouchers/code/:code',
    {
      onRequest: app.authenticate,
      preHandler: limit(app, {
        name: 'voucher-lookup',
        max: LOOKUPS_PER_MINUTE,
        timeWindowMs: MINUTE,
        key: (request) => request.user?.id ?? request.ip,
      }),
      schema: {
        params: z.object({ code: z.string().trim().min(1).max(64) }),
        querystring: z.object({ product: z.guid({ error: 'Produk tidak valid' }).optional() }),
        // A voucher this customer used up (its per-customer limit) answers 409 VOUCHER_UNAVAILABLE.
        response: { 200: z.object({ data: voucherSchema.nullable(), message: z.string().optional() }) },
      },
    },
    async (request) => {
      const data = await vouchers.findVoucherForCheckout(
        app.db,
        request.params.code,
        request.query.product ?? null,
        currentUser(request).id,
      );
      return data ? { data } : { data, message: CHECKOUT_MESSAGES.voucherNotFound };
    },
  );
};
