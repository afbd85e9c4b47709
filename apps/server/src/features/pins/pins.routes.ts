import { pinEndpoints as api } from '@premium-shop/domain/api/pins';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth-guard';
import { declared } from '../../platform/declared-route';
import * as pins from './pins.service';

/**
 * Pinned products (SPEC §7 'GET /product-pins; POST product-pins; DELETE product-pins/{id}'), as
 * declared in packages/domain/src/api/pins.ts.
 */
export const pinRoutes: FastifyPluginAsyncZod = (app) => {
  app.route({
    ...declared(app, api.listPins),
    handler: async (request) => ({ data: await pins.listPins(app.db, currentUser(request).id) }),
  });

  app.route({
    ...declared(app, api.createPin),
    handler: async (request, reply) => {
      const { pin, isCreated } = await pins.pinProduct(app.db, currentUser(request).id, request.body.product);
      return reply.status(isCreated ? 201 : 200).send({ data: pin });
    },
  });

  app.route({
    ...declared(app, api.deletePin),
    handler: async (request) => ({
      data: await pins.unpin(app.db, currentUser(request).id, request.params.id),
    }),
  });
  return Promise.resolve();
};
