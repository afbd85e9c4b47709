import { and, count, desc, eq, gt, isNotNull, lt, max, min, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { phoneCodes, users } from '../../db/schema/users';

export type UserRecord = typeof users.$inferSelect;
export type PhoneCodeRecord = typeof phoneCodes.$inferSelect;

/** The user, locked: one account's code requests and entries run one after another. */
export async function lockUser(db: Executor, userId: string): Promise<UserRecord | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return user;
}

/** Whether an account other than `userId` has verified `phone`. */
export async function isVerifiedByAnother(db: Executor, phone: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt), ne(users.id, userId)));
  return row !== undefined;
}

/**
 * Holds, until the transaction ends, the right to send codes to `phone`: two accounts asking for a
 * code to one number at once are counted one after the other, so the daily limit cannot be raced.
 */
export async function lockNumber(db: Executor, phone: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`phone-code:${phone}`}, 0))`);
}

/** The codes of the account since `since`: how many, the first and the last moment. */
export async function accountCodesSince(
  db: Executor,
  userId: string,
  since: Date,
): Promise<{ count: number; first: Date | null; last: Date | null }> {
  const [row] = await db
    .select({
      count: count(),
      first: min(phoneCodes.createdAt),
      last: max(phoneCodes.createdAt),
    })
    .from(phoneCodes)
    .where(and(eq(phoneCodes.userId, userId), gt(phoneCodes.createdAt, since)));
  return { count: row?.count ?? 0, first: row?.first ?? null, last: row?.last ?? null };
}

/** The codes sent to `phone` since `since`, whichever accounts asked: how many, and the first. */
export async function numberCodesSince(
  db: Executor,
  phone: string,
  since: Date,
): Promise<{ count: number; first: Date | null }> {
  const [row] = await db
    .select({ count: count(), first: min(phoneCodes.createdAt) })
    .from(phoneCodes)
    .where(and(eq(phoneCodes.phone, phone), gt(phoneCodes.createdAt, since)));
  return { count: row?.count ?? 0, first: row?.first ?? null };
}

/** Ends the account's codes still alive: a new code replaces them. */
export async function expireLiveCodes(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .update(phoneCodes)
    .set({ expiresAt: now })
    .where(and(eq(phoneCodes.userId, userId), gt(phoneCodes.expiresAt, now)));
}

export async function insertCode(
  db: Executor,
  values: typeof phoneCodes.$inferInsert,
): Promise<PhoneCodeRecord> {
  const [row] = await db.insert(phoneCodes).values(values).returning();
  return row!;
}

/** The account's newest code (alive or not), locked. */
export async function lockNewestCode(db: Executor, userId: string): Promise<PhoneCodeRecord | undefined> {
  const [row] = await db
    .select()
    .from(phoneCodes)
    .where(eq(phoneCodes.userId, userId))
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1)
    .for('update');
  return row;
}

export async function countWrongEntry(db: Executor, codeId: string): Promise<number> {
  const [row] = await db
    .update(phoneCodes)
    .set({ attempts: sql`${phoneCodes.attempts} + 1` })
    .where(eq(phoneCodes.id, codeId))
    .returning({ attempts: phoneCodes.attempts });
  return row!.attempts;
}

/** Marks the user's number verified; the partial unique index refuses it when another account has. */
export async function markPhoneVerified(db: Executor, userId: string, now: Date): Promise<UserRecord> {
  const [user] = await db.update(users).set({ phoneVerifiedAt: now }).where(eq(users.id, userId)).returning();
  return user!;
}

/** Sets a new number, unverified (a changed number is a new claim). */
export async function updatePhone(
  db: Executor,
  userId: string,
  phone: string,
): Promise<UserRecord | undefined> {
  const [user] = await db
    .update(users)
    .set({ phone, phoneVerifiedAt: null })
    .where(eq(users.id, userId))
    .returning();
  return user;
}

/** Deletes codes older than `before`; the send limits never look back that far. */
export async function deleteCodesBefore(db: Executor, before: Date): Promise<number> {
  const deleted = await db
    .delete(phoneCodes)
    .where(lt(phoneCodes.createdAt, before))
    .returning({ id: phoneCodes.id });
  return deleted.length;
}
