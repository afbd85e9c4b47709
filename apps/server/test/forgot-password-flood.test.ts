import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResets } from '../src/db/schema/users';
import { insertCustomer } from './customers';
import { createTestApp } from './helper';

// No REDIS_URL: the shop of one process, whose other limits count in process memory.
const { app, db } = await createTestApp();

function forgotPassword(email: string, ip: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress: ip,
  });
}

/** The n-th address of a flood: one each, so no per-address limit answers first. */
function floodAddress(n: number): string {
  return `10.${Math.floor(n / 62500)}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

describe("'Lupa password' for one person's e-mail", () => {
  it('stays limited after 5,000 requests for other e-mails from other addresses, and the mailbox gets no more links', async () => {
    const victim = await insertCustomer(db);
    for (let n = 1; n <= 5; n += 1) {
      expect((await forgotPassword(victim.email, `198.51.100.${n}`)).statusCode).toBe(200);
    }
    expect((await forgotPassword(victim.email, '198.51.100.6')).statusCode).toBe(429);

    // Enough other keys to push the victim's counter out of an LRU of 5,000 (the rate-limit plugin's memory store).
    const flood = 5_000;
    const batch = 25;
    for (let start = 0; start < flood; start += batch) {
      const answers = await Promise.all(
        Array.from({ length: batch }, (_, offset) =>
          forgotPassword(`lain${start + offset}@gmail.com`, floodAddress(start + offset)),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(batch).fill(200));
    }

    const after = await forgotPassword(victim.email, '198.51.100.7');
    expect(after.statusCode).toBe(429);
    expect(Number(after.headers['retry-after'])).toBeGreaterThan(0);
    const links = await db.select().from(passwordResets).where(eq(passwordResets.userId, victim.id));
    expect(links).toHaveLength(5);
  }, 240_000);
});
