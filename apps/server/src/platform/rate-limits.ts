import rateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { addressKey } from './client-address';
import { AppError } from './errors';
import { countCall } from './rate-limit-counters';
import { connectRedis } from './redis';

export interface LimitOptions {
  /** Names the counter, so limits of different routes never share one. */
  name: string;
  max: number;
  timeWindowMs: number;
  /** What is counted: the caller's address (an IPv6 /64) by default; e.g. the e-mail a login is for. */
  key?: (request: FastifyRequest) => string;
  /**
   * Count in PostgreSQL whatever REDIS_URL says: for a limit keyed by someone other than the caller
   * (the e-mail a password link goes to), which protects that person. The in-memory store is an LRU
   * that calls for other keys push a counter out of, and a caller chooses as many keys as it likes.
   */
  inDatabase?: boolean;
}

/**
 * Whether this app's Redis answers, logged once per change (not once per request or reconnect
 * attempt). While it does not, the limits count in PostgreSQL rather than let requests through.
 */
class RedisHealth {
  private isDown = false;

  constructor(
    private readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
  ) {
    // ioredis reports every failed reconnect; a listener also keeps it from printing them itself.
    redis.on('error', (error: Error) => this.failed(error));
    redis.on('ready', () => this.answered());
  }

  /** Asking now can succeed: while disconnected, ioredis refuses every command anyway. */
  get isConnected(): boolean {
    return this.redis.status === 'ready';
  }

  failed(error: unknown): void {
    if (this.isDown) return;
    this.isDown = true;
    this.log.warn({ err: error }, 'redis unreachable: rate limits count in PostgreSQL until it answers');
  }

  answered(): void {
    if (!this.isDown) return;
    this.isDown = false;
    this.log.info('redis answers again: rate limits count in Redis');
  }
}

/**
 * What the checks below are kept under: the rate-limit plugin's function, which every plugin
 * context of one app shares while each context has an `app` object of its own.
 */
function rateLimitOf(app: FastifyInstance): object {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- a key for the WeakMaps below, never called
  return app.createRateLimit;
}

const redisHealth = new WeakMap<object, RedisHealth>();

/**
 * Registers the counters: @fastify/rate-limit's, in Redis when `redisUrl` is set so several
 * instances share one limit (else in process memory), and PostgreSQL's behind them.
 */
export async function registerRateLimits(app: FastifyInstance, redisUrl: string | undefined): Promise<void> {
  const redis = redisUrl ? connectRedis(redisUrl) : undefined;
  const health = redis && new RedisHealth(redis, app.log);
  if (redis) {
    app.addHook('onClose', () => {
      redis.disconnect();
      return Promise.resolve();
    });
  }
  // Without skipOnError a Redis failure reaches limit() below, which counts the call in PostgreSQL.
  await app.register(rateLimit, { global: false, ...(redis && { redis, nameSpace: 'premium-shop:rate:' }) });
  if (health) redisHealth.set(rateLimitOf(app), health);
}

interface Verdict {
  isExceeded: boolean;
  secondsLeft: number;
}

/**
 * A preHandler that answers 429 (with Retry-After) past `max` calls in the window, and unlike the
 * plugin's route option, several may guard one route. Counted by @fastify/rate-limit (Redis or
 * memory), or in PostgreSQL for `inDatabase` limits and for every limit while Redis is unreachable:
 * a limit that stopped with Redis would let a guesser or a flood through exactly when one
 * dependency is down (docs/decisions/038).
 */
export function limit(app: FastifyInstance, options: LimitOptions) {
  const keyOf = (request: FastifyRequest) =>
    `${options.name}:${options.key ? options.key(request) : addressKey(request.ip)}`;
  const storeCheck = options.inDatabase
    ? undefined
    : app.createRateLimit({ max: options.max, timeWindow: options.timeWindowMs, keyGenerator: keyOf });
  const redis = redisHealth.get(rateLimitOf(app));

  async function inStore(request: FastifyRequest): Promise<Verdict | undefined> {
    if (!storeCheck || (redis && !redis.isConnected)) return undefined;
    try {
      const result = await storeCheck(request);
      redis?.answered();
      if (result.isAllowed) return { isExceeded: false, secondsLeft: 0 };
      return { isExceeded: result.isExceeded, secondsLeft: Math.max(1, result.ttlInSeconds) };
    } catch (error) {
      if (!redis) throw error;
      redis.failed(error);
      return undefined;
    }
  }

  return async (request: FastifyRequest) => {
    // Worked out first, so a key that cannot be made (no signed-in user) is never taken for Redis failing.
    const key = keyOf(request);
    let verdict = await inStore(request);
    if (!verdict) {
      const counted = await countCall(app.db, key, options.timeWindowMs);
      verdict = { isExceeded: counted.count > options.max, secondsLeft: counted.secondsLeft };
    }
    if (verdict.isExceeded) throw new AppError('RATE_LIMITED', undefined, undefined, verdict.secondsLeft);
  };
}

const MINUTE = 60 * 1000;
// A person sends a complaint or a transfer proof now and then; a script filling the disk does not.
const UPLOADS_PER_MINUTE = 10;

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
