import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  authSessions,
  loginFailures,
  passwordResets,
  rateLimitCounters,
  refreshTokens,
} from '../../db/schema/users';
import { insertCustomer } from '../../../test/customers';
import { createTestDatabase } from '../../../test/helper';
import { purgeExpiredAuthRows } from './expired-auth-rows';

const { connection } = await createTestDatabase();
const db = connection.db;
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

function hash(): string {
  return randomBytes(16).toString('hex');
}

describe('purging expired sign-in rows', () => {
  it('deletes expired refresh tokens, dead sessions, expired reset links and old counters (failed logins, rate limits), and keeps live ones', async () => {
    const now = new Date();
    const customer = await insertCustomer(db);
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const later = (ms: number) => new Date(now.getTime() + ms);
    const [live, lapsed, loggedOut, justLoggedOut, fresh] = await db
      .insert(authSessions)
      .values([
        { userId: customer.id, createdAt: ago(10 * DAY) },
        { userId: customer.id, createdAt: ago(40 * DAY) },
        { userId: customer.id, createdAt: ago(2 * DAY), revokedAt: ago(DAY) },
        { userId: customer.id, createdAt: ago(DAY), revokedAt: ago(MINUTE) },
        // Signed in a moment ago; its refresh token is written in the same request.
        { userId: customer.id, createdAt: ago(MINUTE) },
      ])
      .returning();
    const tokens = await db
      .insert(refreshTokens)
      .values([
        { userId: customer.id, familyId: live!.id, tokenHash: hash(), expiresAt: later(20 * DAY) },
        {
          userId: customer.id,
          familyId: live!.id,
          tokenHash: hash(),
          expiresAt: ago(DAY),
          usedAt: ago(5 * DAY),
        },
        { userId: customer.id, familyId: lapsed!.id, tokenHash: hash(), expiresAt: ago(10 * DAY) },
        { userId: customer.id, familyId: justLoggedOut!.id, tokenHash: hash(), expiresAt: later(DAY) },
      ])
      .returning();
    const resets = await db
      .insert(passwordResets)
      .values([
        { userId: customer.id, tokenHash: hash(), expiresAt: later(30 * MINUTE) },
        { userId: customer.id, tokenHash: hash(), expiresAt: ago(MINUTE) },
      ])
      .returning();
    await db.insert(loginFailures).values([
      { key: `old-${hash()}`, count: 5, windowStart: ago(DAY) },
      { key: `new-${hash()}`, count: 5, windowStart: ago(MINUTE) },
    ]);
    await db.insert(rateLimitCounters).values([
      { key: `old-${hash()}`, count: 5, resetsAt: ago(MINUTE) },
      { key: `new-${hash()}`, count: 5, resetsAt: later(MINUTE) },
    ]);

    const purged = await purgeExpiredAuthRows(db, now);

    expect(purged).toEqual({ refreshTokens: 2, sessions: 2, passwordResets: 1, rateLimitCounters: 1 });
    const sessionsLeft = await db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(eq(authSessions.userId, customer.id));
    expect(sessionsLeft.map((row) => row.id).sort()).toEqual([live!.id, justLoggedOut!.id, fresh!.id].sort());
    expect(loggedOut).toBeDefined();
    const tokensLeft = await db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(
        inArray(
          refreshTokens.id,
          tokens.map((token) => token.id),
        ),
      );
    expect(tokensLeft.map((row) => row.id).sort()).toEqual([tokens[0]!.id, tokens[3]!.id].sort());
    const resetsLeft = await db
      .select({ id: passwordResets.id })
      .from(passwordResets)
      .where(eq(passwordResets.userId, customer.id));
    expect(resetsLeft.map((row) => row.id)).toEqual([resets[0]!.id]);
    const counters = await db.select({ key: loginFailures.key }).from(loginFailures);
    expect(counters.map((row) => row.key.slice(0, 4))).toEqual(['new-']);
    const limits = await db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
    expect(limits.map((row) => row.key.slice(0, 4))).toEqual(['new-']);

    expect(await purgeExpiredAuthRows(db, now)).toEqual({
      refreshTokens: 0,
      sessions: 0,
      passwordResets: 0,
      rateLimitCounters: 0,
    });
  });
});
