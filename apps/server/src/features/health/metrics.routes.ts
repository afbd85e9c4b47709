import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { ShopMetrics } from '../../platform/metrics';

function isSameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics in Prometheus' text format, for whoever holds METRICS_TOKEN (`Authorization: Bearer
 * <token>`); the route does not exist without it. Anyone else gets the same 404 as an unknown path,
 * so the endpoint is not advertised.
 */
export function metricsRoutes(options: { token: string; metrics: ShopMetrics }): FastifyPluginAsync {
  return (app) => {
    app.get('/metrics', async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (!isSameSecret(token, options.token)) return reply.callNotFound();
      const body = await options.metrics.registry.metrics();
      return reply.type(options.metrics.registry.contentType).header('cache-control', 'no-store').send(body);
    });
    return Promise.resolve();
  };
}
