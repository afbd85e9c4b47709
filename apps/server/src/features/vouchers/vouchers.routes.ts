import { voucherEndpoints as api } from '@premium-shop/domain/api/vouchers';
import { CHECKOUT_MESSAGES } from '@premium-shop/domain/checkout';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth-guard';
import { declared } from '../../platform/declared-route';
import { limit } from '../../platform/rate-limits';
import * as vouchers from './vouchers.service';

const MINUTE = 60 * 1000;
// A person types a handful of codes; a script guessing codes meets the limit at once.
const LOOKUPS_PER_MINUTE = 30;

/** The checkout's voucher look-up, as declared in packages/domain/src/api/vouchers.ts. */
export const voucherRoutes: FastifyPluginAsyncZod = (app) => {
  app.route({
    ...declared(app, api.findVoucher),
    preHandler: limit(app, {
      name: 'voucher-lookup',
      max: LOOKUPS_PER_MINUTE,
      timeWindowMs: MINUTE,
      key: (request) => request.user?.id ?? request.ip,
    }),
    handler: async (request) => {
      const data = await vouchers.findVoucherForCheckout(
        app.db,
        request.params.code,
        request.query.product ?? null,
        currentUser(request).id,
      );
      return data ? { data } : { data, message: CHECKOUT_MESSAGES.voucherNotFound };
    },
  });
  return Promise.resolve();
};
