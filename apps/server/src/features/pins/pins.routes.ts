import { createPinBodySchema, productPinSchema } from '@premium-shop/domain/dashboard-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-guard';
import * as pins from './pins.service';

const pinAnswer = z.object({ data: productPinSchema });

/** Pinned products (SPEC §7 'GET /product-pins; POST product-pins; DELETE product-pins/{id}'). */
export const pinRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/product-pins',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: z.object({ data: z.array(productPinSchema) }) } },
    },
    async (request) => ({ data: await pins.listPins(app.db, currentUser(request).id) }),
  );

  app.post(
    '/product-pins',
    {
      onRequest: app.authenticate,
      schema: { body: createPinBodySchema, response: { 200: pinAnswer, 201: pinAnswer } },
    },
    async (request, reply) => {
      const { pin, isCreated } = await pins.pinProduct(app.db, currentUser(request).id, request.body.product);
      return reply.status(isCreated ? 201 : 200).send({ data: pin });
    },
  );

  app.delete(
    '/product-pins/:id',
    {
      onRequest: app.authenticate,
      schema: {
        params: z.object({ id: z.string() }),
        response: { 200: z.object({ data: z.object({ _id: z.string() }) }) },
      },
    },
    async (request) => ({ data: await pins.unpin(app.db, currentUser(request).id, request.params.id) }),
  );
};
