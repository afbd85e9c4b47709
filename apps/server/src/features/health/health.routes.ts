import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: z.object({ data: z.object({ status: z.literal('ok'), database: z.literal('ok') }) }) } } },
    async () => {
      await app.db.execute(sql`SELECT 1`);
      return { data: { status: 'ok' as const, database: 'ok' as const } };
    },
  );
};
