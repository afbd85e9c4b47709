import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedPerHandle } from '../../db/prepared';
import { authSessions, passwordResets, refreshTokens, users } from '../../db/schema/users';

export type UserRecord = typeof users.$inferSelect;
export type SessionRecord = typeof authSessions.$inferSelect;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRecord | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

/** Every signed-in page asks for its user (GET /users/me), so the look-up is prepared once per handle. */
const userByIdQuery = preparedPerHandle((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_by_id'),
);

export async function findUserById(db: Executor, id: string): Promise<UserRecord | undefined> {
  const [user] = await userByIdQuery(db).execute({ id });
  return user;
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert): Promise<UserRecord> {
  const [user] = await db.insert(users).values(values).returning();
  return user!;
}

export async function updateUser(
  db: Executor,
  id: string,
  values: Partial<Pick<UserRecord, 'name' | 'passwordHash'>>,
): Promise<UserRecord | undefined> {
  const [user] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return user;
}

export async function insertSession(
  db: Executor,
  userId: string,
  isRemembered: boolean,
): Promise<SessionRecord> {
  const [session] = await db.insert(authSessions).values({ userId, isRemembered }).returning();
  return session!;
}

/**
 * The live ones of these sessions, with their users' roles: sessions not revoked, of active users.
 * Every authenticated request asks, so the statement is prepared once per connection, and the
 * requests arriving together ask in one statement (auth.service.ts).
 */
const liveSessionsQuery = preparedPerHandle((db) =>
  db
    .select({ id: authSessions.id, userId: authSessions.userId, role: users.role })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        sql`${authSessions.id} = ANY(${sql.placeholder('sessionIds')}::uuid[])`,
        isNull(authSessions.revokedAt),
        eq(users.isActive, true),
      ),
    )
    .prepare('live_sessions'),
);

export interface SessionClaim {
  sessionId: string;
  userId: string;
}

/** For each claim, its user's role when its session is live and belongs to that user, else undefined. */
export async function findLiveSessions(
  db: Executor,
  claims: readonly SessionClaim[],
): Promise<({ role: UserRecord['role'] } | undefined)[]> {
  const rows = await liveSessionsQuery(db).execute({ sessionIds: claims.map((claim) => claim.sessionId) });
  const live = new Map(rows.map((row) => [row.id, row]));
  return claims.map((claim) => {
    const row = live.get(claim.sessionId);
    return row && row.userId === claim.userId ? { role: row.role } : undefined;
  });
}

export async function revokeSession(db: Executor, sessionId: string, reason: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

export async function revokeUserSessions(db: Executor, userId: string, reason: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
}

export async function insertRefreshToken(
  db: Executor,
  values: typeof refreshTokens.$inferInsert,
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/** A refresh token with its session and user, locked so two rotations of it cannot both win. */
export async function lockRefreshToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ token: refreshTokens, session: authSessions, user: users })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.familyId))
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update', { of: refreshTokens });
  return row;
}

export async function markRefreshTokenUsed(db: Executor, id: string): Promise<void> {
  await db.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, id));
}

export async function insertPasswordReset(
  db: Executor,
  values: typeof passwordResets.$inferInsert,
): Promise<void> {
  await db.insert(passwordResets).values(values);
}

/** Uses a reset token once: the user it belongs to, or undefined when unknown, used or expired. */
export async function consumePasswordReset(db: Executor, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}

export async function discardPasswordResets(db: Executor, userId: string): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
