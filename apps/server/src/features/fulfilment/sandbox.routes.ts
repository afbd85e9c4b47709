import { paymentGatewayEndpoints as api } from '@premium-shop/domain/api/payment-gateway';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth-guard';
import { declared } from '../../platform/declared-route';
import { AppError } from '../../platform/errors';
import { CALLBACK_PATH } from './fulfilment.routes';
import * as fulfilment from './fulfilment.service';

/**
 * The sandbox gateway's payment page, for the order's buyer only (the web app draws it at
 * /sandbox-pay/{reference}, the checkout URL, and calls these with the buyer's session):
 * GET /api/sandbox-pay/:reference, and POST .../pay or .../cancel, which send the signed callback
 * through the same handler as Tripay's. Without a session 401; for an unknown reference, another
 * customer's order, or a gateway that is not the sandbox 404, and nothing changes. As declared in
 * packages/domain/src/api/payment-gateway.ts.
 */
export const sandboxPayRoutes: FastifyPluginAsyncZod = (app) => {
  const ctx = () => app.ordersContext;

  async function checkoutOf(reference: string, userId: string) {
    const checkout = await fulfilment.findSandboxCheckout(ctx(), reference, userId);
    if (!checkout) throw new AppError('NOT_FOUND', 'Transaksi tidak ditemukan');
    const { totalText: _shownByTheWebApp, ...answer } = checkout;
    return answer;
  }

  app.route({
    ...declared(app, api.getSandboxCheckout),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await checkoutOf(request.params.reference, currentUser(request).id) };
    },
  });

  app.route({
    ...declared(app, api.actOnSandboxCheckout),
    handler: async (request) => {
      const { reference, action } = request.params;
      const userId = currentUser(request).id;
      const signed = await fulfilment.signSandboxCallback(ctx(), reference, action, userId);
      if (!signed) throw new AppError('NOT_FOUND', 'Transaksi tidak ditemukan');
      const answer = await app.inject({
        method: 'POST',
        url: CALLBACK_PATH,
        headers: signed.headers,
        payload: signed.rawBody,
      });
      if (answer.statusCode !== 200) {
        request.log.warn({ status: answer.statusCode, body: answer.body }, 'sandbox callback refused');
        throw new AppError('GATEWAY_FAILED', 'Pembayaran gagal diproses, silakan coba lagi.');
      }
      return { data: await checkoutOf(reference, userId) };
    },
  });
  return Promise.resolve();
};
