import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from './health.repository';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        response: {
          200: z.object({ data: z.object({ status: z.literal('ok'), database: z.literal('ok') }) }),
        },
      },
    },
    async () => {
      await pingDatabase(app.db);
      return { data: { status: 'ok' as const, database: 'ok' as const } };
    },
  );
};
