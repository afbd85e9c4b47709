import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as fulfilment from './fulfilment.service';
import { checkoutPage, failedPage, notFoundPage } from './sandbox-page';

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
      const answer = await fulfilment.receiveCallback(app.paymentsContext, rawBody, request.headers);
      return reply.status(answer.statusCode).send(answer.body);
    },
  );
};

/**
 * The sandbox gateway's checkout page (GET /sandbox-pay/:reference) and its two buttons, which send
 * the signed callback through the same handler as Tripay's. 404 unless the gateway is the sandbox.
 */
export const sandboxPayRoutes: FastifyPluginAsyncZod = async (app) => {
  // The buttons post empty urlencoded forms; nothing in them is read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );
  const ctx = () => app.paymentsContext;
  const returnUrl = () => `${app.settings.PUBLIC_URL}/dashboard/pesanan`;
  const params = z.object({ reference: z.string().min(1).max(100) });

  app.get('/sandbox-pay/:reference', { schema: { params } }, async (request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const checkout = fulfilment.isSandbox(ctx())
      ? await fulfilment.findSandboxCheckout(ctx(), request.params.reference)
      : null;
    if (!checkout) return reply.status(404).send(notFoundPage());
    return reply.send(checkoutPage(checkout, returnUrl()));
  });

  app.post(
    '/sandbox-pay/:reference/:action',
    { schema: { params: params.extend({ action: z.enum(['pay', 'cancel']) }) } },
    async (request, reply) => {
      const signed = await fulfilment.signSandboxCallback(
        ctx(),
        request.params.reference,
        request.params.action,
      );
      if (!signed) return reply.status(404).type('text/html; charset=utf-8').send(notFoundPage());
      const answer = await app.inject({
        method: 'POST',
        url: CALLBACK_PATH,
        headers: signed.headers,
        payload: signed.rawBody,
      });
      if (answer.statusCode !== 200) {
        request.log.warn({ status: answer.statusCode, body: answer.body }, 'sandbox callback refused');
        return reply.status(502).type('text/html; charset=utf-8').send(failedPage(returnUrl()));
      }
      return reply.redirect(returnUrl(), 303);
    },
  );
};
