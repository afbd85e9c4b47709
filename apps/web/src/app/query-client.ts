import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

const MAX_RETRIES = 3;

/** Backoff between attempts: 1 s, 2 s, 4 s, ... capped at 30 s (SPEC §7). */
export function retryDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

/**
 * Retries up to 3 times, except answers that another attempt cannot change (a 404, a 403, bad input):
 * retrying those only keeps the user waiting about 7 s before the error screen.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const isFinalAnswer =
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429;
  return !isFinalAnswer && failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        gcTime: 5 * 60 * 1000,
      },
    },
  });
}
