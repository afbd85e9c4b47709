import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appliedMigrationStamp, codeMigrationStamp, pingDatabase } from './health.repository';

const readinessSchema = z.object({
  data: z.object({
    status: z.enum(['ready', 'not-ready']),
    database: z.enum(['ok', 'unreachable']),
    migrations: z.enum(['ok', 'behind', 'unknown']),
    process: z.enum(['ok', 'stopping']),
  }),
});

/**
 * Three probes for whoever runs the shop:
 * - /health/live: the process serves HTTP (a liveness probe: restart it when this fails);
 * - /health/ready: this instance should get traffic: its database answers, holds every migration
 *   of this build, and the process is not stopping (a load balancer's or readiness probe);
 * - /health: the database answers (the shop's first check, kept for the tools that use it).
 * A database that does not answer gives 503, never 500.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const codeStamp = codeMigrationStamp();

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

  app.get(
    '/health/live',
    { schema: { response: { 200: z.object({ data: z.object({ status: z.literal('ok') }) }) } } },
    async () => ({ data: { status: 'ok' as const } }),
  );

  app.get(
    '/health/ready',
    { schema: { response: { 200: readinessSchema, 503: readinessSchema } } },
    async (_request, reply) => {
      const processCheck: 'ok' | 'stopping' = app.readiness.isStopping ? 'stopping' : 'ok';
      let database: 'ok' | 'unreachable' = 'ok';
      let migrations: 'ok' | 'behind' | 'unknown' = 'unknown';
      try {
        migrations = (await appliedMigrationStamp(app.db)) >= codeStamp ? 'ok' : 'behind';
      } catch (error) {
        app.log.warn({ err: error }, 'readiness: the database does not answer');
        database = 'unreachable';
      }
      const isReady = processCheck === 'ok' && database === 'ok' && migrations === 'ok';
      void reply.header('cache-control', 'no-store');
      return reply.status(isReady ? 200 : 503).send({
        data: { status: isReady ? 'ready' : 'not-ready', database, migrations, process: processCheck },
      });
    },
  );
};
