import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helper';

// The Redis of the machine (CI runs one on 127.0.0.1:6379, as a shop of several instances runs one).
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
    // A fresh address per run: counters outlive the test in Redis for their window.
    const ip = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const app = attempt % 2 === 0 ? first.app : second.app;
      statuses.push(await loginStatus(app, `tebak.${randomUUID()}@gmail.com`, ip));
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    // The 31st try, on either process, is over the per-address login limit of 30 in 15 minutes.
    expect(await loginStatus(first.app, `tebak.${randomUUID()}@gmail.com`, ip)).toBe(429);
    expect(await loginStatus(second.app, `tebak.${randomUUID()}@gmail.com`, ip)).toBe(429);
  });

  it('let requests through while Redis is unreachable, rather than failing them', async () => {
    const { app } = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    for (let attempt = 0; attempt < 32; attempt += 1) {
      expect(await loginStatus(app, `tebak.${randomUUID()}@gmail.com`, '198.51.100.9')).toBe(401);
    }
  });
});
