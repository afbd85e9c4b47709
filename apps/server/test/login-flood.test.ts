import { describe, expect, it } from 'vitest';
import { PASSWORD_WORK_BUSY_MESSAGE, PASSWORD_WORK_LIMITS } from '../src/platform/passwords';
import { createTestApp } from './helper';

const { app } = await createTestApp();

/** A wrong password for a fresh e-mail from a fresh address, so no per-address or per-e-mail limit answers first. */
function login(n: number) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: `10.20.${Math.floor(n / 250)}.${(n % 250) + 1}`,
    payload: { email: `banjir${n}@gmail.com`, password: 'tebakan-salah-1' },
  });
}

describe('a burst of logins beyond the password-hashing queue', () => {
  it('answers 503 with Retry-After and a message to logins beyond the queue, while GET /api/products still answers', async () => {
    const { concurrency, maxWaiting } = PASSWORD_WORK_LIMITS;
    // Each login passes the failed-login bookkeeping in PostgreSQL before it reaches the queue, so
    // the first ones are hashed while the last ones still arrive: a burst well past the queue.
    const overflow = 60;
    const settled = new Set<number>();
    const logins = Array.from({ length: concurrency + maxWaiting + overflow }, (_, n) =>
      login(n).then((response) => {
        settled.add(n);
        return response;
      }),
    );

    const catalogue = await app.inject({ method: 'GET', url: '/api/products' });
    expect(catalogue.statusCode).toBe(200);
    // It answered during the flood, not after it.
    expect(settled.size).toBeLessThan(logins.length);

    const answers = await Promise.all(logins);
    const busy = answers.filter((answer) => answer.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(answer.headers['retry-after']).toMatch(/^\d+$/);
      expect(answer.json()).toEqual({ message: PASSWORD_WORK_BUSY_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
    }
    // The rest were hashed and refused as wrong passwords, never let through.
    for (const answer of answers.filter((candidate) => candidate.statusCode !== 503)) {
      expect(answer.statusCode).toBe(401);
    }
  });
});
