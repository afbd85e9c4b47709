import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as fulfilment from './fulfilment.service';

export const CALLBACK_PATH = '/api/payments/callback';

const callbackAnswer = z.object({ success: z.boolean(), message: z.string().optional() });

/**
 * POST /api/payments/callback (no auth; the gateway signs it). This plugin's scope keeps JSON
 * bodies as raw bytes, because the signature is over the exact bytes sent.
 */
export const paymentCallbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const keepRaw = (_request: unknown, body: Buffer, done: (error: null, body: Buffer) => void) =>
    done(null, body);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, keepRaw);
  // Any other type still reaches the verifier, so every bad callback gets Tripay's {success:false}.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, keepRaw);

  app.post(
    '/payments/callback',
    { schema: { response: { 200: callbackAnswer, 400: callbackAnswer } } },
    async (request, reply) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const answer = await fulfilment.receiveCallback(app.ordersContext, rawBody, request.headers);
      return reply.status(answer.statusCode).send(answer.body);
    },
  );
};
