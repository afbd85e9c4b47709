import { healthEndpoints as api } from '@premium-shop/domain/api/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declared } from '../../platform/declared-route';
import { appliedMigrationStamp, codeMigrationStamp, pingDatabase } from './health.repository';

/**
 * Three probes for whoever runs the shop:
 * - /health/live: the process serves HTTP (a liveness probe: restart it when this fails);
 * - /health/ready: this instance should get traffic: its database answers, holds every migration
 *   of this build, and the process is not stopping (a load balancer's or readiness probe);
 * - /health: the database answers (the shop's first check, kept for the tools that use it).
 * A database that does not answer gives 503, never 500.
 */
export const healthRoutes: FastifyPluginAsyncZod = (app) => {
  const codeStamp = codeMigrationStamp();

  app.route({
    ...declared(app, api.health),
    handler: async () => {
      await pingDatabase(app.db);
      return { data: { status: 'ok' as const, database: 'ok' as const } };
    },
  });

  app.route({
    ...declared(app, api.liveness),
    handler: () => Promise.resolve({ data: { status: 'ok' as const } }),
  });

  app.route({
    ...declared(app, api.readiness),
    handler: async (_request, reply) => {
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
  });
  return Promise.resolve();
};
