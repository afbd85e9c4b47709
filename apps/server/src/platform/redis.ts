import { Redis } from 'ioredis';

/**
 * The shared Redis of a shop run as several processes (rate limits that hold across instances). Commands fail fast while it
 * is unreachable instead of queueing, so a Redis outage slows no request: callers decide what an
 * error means (rate limits then count in PostgreSQL, platform/rate-limits.ts).
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, {
    connectionName: 'premium-shop',
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
  });
}
