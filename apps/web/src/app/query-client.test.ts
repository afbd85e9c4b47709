import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { createQueryClient, retryDelay, shouldRetry } from './query-client';

describe('query client', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [4, 16_000],
    [5, 30_000],
    [10, 30_000],
  ])('waits min(1000 x 2^%i, 30000) = %i ms before retrying', (failureCount, expected) => {
    expect(retryDelay(failureCount)).toBe(expected);
  });

  it('retries network and server failures three times', () => {
    const serverError = new ApiError(500, 'INTERNAL', 'x');
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, serverError))).toEqual([true, true, true, false]);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(0, new ApiError(429, 'RATE_LIMITED', 'x'))).toBe(true);
  });

  it('does not retry answers another attempt cannot change', () => {
    expect(shouldRetry(0, new ApiError(404, 'NOT_FOUND', 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, 'UNAUTHENTICATED', 'x'))).toBe(false);
  });

  it('keeps unused data for five minutes', () => {
    expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBe(300_000);
  });
});
