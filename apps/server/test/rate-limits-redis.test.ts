import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helper';

// The Redis of the machine (CI runs one on 127.0.0.1:6379, as DESIGN.md §10 expects in production).
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function loginStatus(app: Awaited<ReturnType<typeof createTestApp>>['app'], email: string, ip: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'tebakan-salah' },
    remoteAddress: ip,
  });
  return response.statusCode;
}

describe('rate limits with REDIS_URL', () => {
  it('hold across two server processes sharing one Redis', async () => {
    const first = await createTestApp({ REDIS_URL: redisUrl });
    const second = await createTestApp({ REDIS_URL: redisUrl });
    // A fresh e-mail per run: counters outlive the test in Redis for their window.
    const email = `tebak.${randomUUID()}@gmail.com`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const app = attempt % 2 === 0 ? first.app : second.app;
      statuses.push(await loginStatus(app, email, `198.51.100.${attempt + 1}`));
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    // The 11th try, on either process, is over the per-e-mail limit of 10 in 15 minutes.
    expect(await loginStatus(first.app, email, '198.51.100.200')).toBe(429);
    expect(await loginStatus(second.app, email, '198.51.100.201')).toBe(429);
  });

  it('let requests through while Redis is unreachable, rather than failing them', async () => {
    const { app } = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    const email = `tebak.${randomUUID()}@gmail.com`;
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect(await loginStatus(app, email, '198.51.100.9')).toBe(401);
    }
  });
});
