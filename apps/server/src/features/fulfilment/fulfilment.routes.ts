import { paymentGatewayEndpoints as api } from '@premium-shop/domain/api/payment-gateway';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declared } from '../../platform/declared-route';
import * as fulfilment from './fulfilment.service';

export const CALLBACK_PATH = api.receivePaymentCallback.path;

/**
 * POST /api/payments/callback (no auth; the gateway signs it), as declared in
 * packages/domain/src/api/payment-gateway.ts. This plugin's scope keeps JSON bodies as raw bytes,
 * because the signature is over the exact bytes sent. Every refused callback is counted by its reason and
 * the client's address (refused-callbacks.service.ts), never stored with its body.
 */
export const paymentCallbackRoutes: FastifyPluginAsyncZod = (app) => {
  const keepRaw = (_request: unknown, body: Buffer, done: (error: null, body: Buffer) => void) =>
    done(null, body);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, keepRaw);
  // Any other type still reaches the verifier, so every bad callback gets Tripay's {success:false}.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, keepRaw);

  app.route({
    ...declared(app, api.receivePaymentCallback),
    handler: async (request, reply) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const answer = await fulfilment.receiveCallback(app.ordersContext, rawBody, request.headers);
      if (answer.refusal) app.refusedCallbacks.record(answer.refusal, request.ip);
      return reply.status(answer.statusCode).send(answer.body);
    },
  });
  return Promise.resolve();
};
