import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addressKey } from './client-address';
import { AppError } from './errors';

export interface LimitOptions {
  /** Names the counter, so limits of different routes never share one. */
  name: string;
  max: number;
  timeWindowMs: number;
  /** What is counted: the caller's address (an IPv6 /64) by default; e.g. the e-mail a login is for. */
  key?: (request: FastifyRequest) => string;
}

/**
 * A preHandler that answers 429 (with Retry-After) past `max` calls in the window. Built on
 * @fastify/rate-limit's counters (Redis-ready), and unlike its route option, several may guard one route.
 */
export function limit(app: FastifyInstance, options: LimitOptions) {
  const check = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindowMs,
    keyGenerator: (request) =>
      `${options.name}:${options.key ? options.key(request) : addressKey(request.ip)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    void reply.header('retry-after', String(result.ttlInSeconds));
    throw new AppError('RATE_LIMITED');
  };
}

const MINUTE = 60 * 1000;
// A person sends a complaint or a transfer proof now and then; a script filling the disk does not.
const UPLOADS_PER_MINUTE = 10;

/**
 * What the checks below are kept under: the rate-limit plugin's function, which every plugin
 * context of one app shares while each context has an `app` object of its own.
 */
function rateLimitOf(app: FastifyInstance): object {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- a key for the WeakMaps below, never called
  return app.createRateLimit;
}

// One check per app, so every upload route counts against the same per-user budget (the plugin's
// in-memory store gives each createRateLimit call counters of its own).
const uploadChecks = new WeakMap<object, ReturnType<typeof limit>>();

/** preHandler (after authenticate): image uploads per signed-in user, all upload routes together. */
export function limitUploads(app: FastifyInstance): ReturnType<typeof limit> {
  let check = uploadChecks.get(rateLimitOf(app));
  if (!check) {
    check = limit(app, {
      name: 'uploads',
      max: UPLOADS_PER_MINUTE,
      timeWindowMs: MINUTE,
      key: (request) => request.user?.id ?? addressKey(request.ip),
    });
    uploadChecks.set(rateLimitOf(app), check);
  }
  return check;
}

// Each export reads up to 10,000 rows: an admin saves one now and then, a loop would load the database.
const EXPORTS_PER_MINUTE = 10;
const exportChecks = new WeakMap<object, ReturnType<typeof limit>>();

/** preHandler (after the admin check): CSV exports per admin, all export routes together. */
export function limitExports(app: FastifyInstance): ReturnType<typeof limit> {
  let check = exportChecks.get(rateLimitOf(app));
  if (!check) {
    check = limit(app, {
      name: 'exports',
      max: EXPORTS_PER_MINUTE,
      timeWindowMs: MINUTE,
      key: (request) => request.user?.id ?? addressKey(request.ip),
    });
    exportChecks.set(rateLimitOf(app), check);
  }
  return check;
}
