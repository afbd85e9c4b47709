import { adminSummaryEndpoints as api } from '@premium-shop/domain/api/admin-summary';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declared } from '../../platform/declared-route';
import { getSummary } from './admin-summary.service';

/** GET /api/admin/summary: the console's 'Ringkasan'; admins only, checked before anything else. */
export const adminSummaryRoutes: FastifyPluginAsyncZod = (app) => {
  app.route({
    ...declared(app, api.adminGetSummary),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await getSummary({ db: app.db, vault: app.vault, log: app.log }) };
    },
  });
  return Promise.resolve();
};
