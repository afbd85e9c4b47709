import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loginFailures } from '../../db/schema/users';

export interface FailureCounter {
  count: number;
  windowStart: Date;
}

/** The start of the current window: a counter whose window began before it counts from zero. */
const windowCutoff = (windowMs: number) => sql`now() - ${windowMs}::integer * interval '1 millisecond'`;

/**
 * Reads the counter of `key` in a transaction and locks its row until the transaction ends
 * (creating it at zero), starting a new window when the old one is over.
 */
export async function lockCounter(tx: Executor, key: string, windowMs: number): Promise<FailureCounter> {
  const isOver = sql`${loginFailures.windowStart} <= ${windowCutoff(windowMs)}`;
  const [counter] = await tx
    .insert(loginFailures)
    .values({ key, count: 0 })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        count: sql`CASE WHEN ${isOver} THEN 0 ELSE ${loginFailures.count} END`,
        windowStart: sql`CASE WHEN ${isOver} THEN now() ELSE ${loginFailures.windowStart} END`,
      },
    })
    .returning({ count: loginFailures.count, windowStart: loginFailures.windowStart });
  return counter!;
}

export async function addToCounters(db: Executor, keys: string[], amount: number): Promise<void> {
  await db
    .update(loginFailures)
    .set({ count: sql`greatest(${loginFailures.count} + ${amount}, 0)` })
    .where(inArray(loginFailures.key, keys));
}

export async function deleteCounter(db: Executor, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}

/** Drops the counters whose window is over (they would start from zero anyway). */
export async function deleteOldCounters(db: Executor, windowMs: number): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.windowStart, windowCutoff(windowMs)));
}

export async function findCounter(db: Executor, key: string): Promise<FailureCounter | undefined> {
  const [counter] = await db
    .select({ count: loginFailures.count, windowStart: loginFailures.windowStart })
    .from(loginFailures)
    .where(eq(loginFailures.key, key));
  return counter;
}
