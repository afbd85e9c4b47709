import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rateLimitCounters } from '../db/schema/users';

export interface CountedCall {
  /** Calls in the current window, this one included. */
  count: number;
  /** Seconds until the window ends (at least 1). */
  secondsLeft: number;
}

// A fixed-length name whatever the request sent (an e-mail may be long), and no e-mail or address at rest.
function storedKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

const windowEnd = (windowMs: number) => sql`now() + ${windowMs}::integer * interval '1 millisecond'`;

/**
 * Counts a call against `key` in PostgreSQL and says where its window stands, in one statement
 * (the row lock orders parallel calls, so none slips past a limit). A window that is over starts
 * again at this call. The database's clock is the only one read, so instances agree on windows.
 */
export async function countCall(db: Executor, key: string, windowMs: number): Promise<CountedCall> {
  const table = rateLimitCounters;
  const isOver = sql`${table.resetsAt} <= now()`;
  const [row] = await db
    .insert(table)
    .values({ key: storedKey(key), count: 1, resetsAt: windowEnd(windowMs) })
    .onConflictDoUpdate({
      target: table.key,
      set: {
        count: sql`CASE WHEN ${isOver} THEN 1 ELSE ${table.count} + 1 END`,
        resetsAt: sql`CASE WHEN ${isOver} THEN ${windowEnd(windowMs)} ELSE ${table.resetsAt} END`,
      },
    })
    .returning({
      count: table.count,
      secondsLeft: sql<number>`greatest(1, ceil(extract(epoch from ${table.resetsAt} - now())))::integer`,
    });
  return row!;
}

/** Drops the counters whose window ended before `now` (a call would start them from zero anyway). */
export async function deleteEndedCounters(db: Executor, now: Date): Promise<number> {
  const deleted = await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetsAt, now));
  return deleted.rowCount ?? 0;
}
