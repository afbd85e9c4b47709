import { adminSummarySchema } from '@premium-shop/domain/admin-stock-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getSummary } from './admin-summary.service';

/** GET /api/admin/summary: the console's 'Ringkasan'; admins only, checked before anything else. */
export const adminSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/summary',
    { onRequest: app.requireAdmin, schema: { response: { 200: z.object({ data: adminSummarySchema }) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await getSummary(app.db) };
    },
  );
};
