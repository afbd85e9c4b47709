import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { refusedCallbackCounts, refusedCallbackTotals } from '../../db/schema/operations';

export interface RefusalCount {
  reason: string;
  hour: Date;
  count: number;
  firstSeenAt: Date;
  lastSeenAt: Date;
  lastAddress: string;
}

/**
 * Adds counted refusals to their (reason, hour) rows in one statement, and answers each row's count
 * after the addition. Rows are written in key order, so two instances adding the same keys at once
 * wait on each other instead of deadlocking.
 */
export async function addRefusalCounts(
  db: Executor,
  counts: RefusalCount[],
): Promise<{ reason: string; hour: Date; count: number }[]> {
  if (counts.length === 0) return [];
  const sorted = [...counts].sort(
    (a, b) => a.reason.localeCompare(b.reason) || a.hour.getTime() - b.hour.getTime(),
  );
  const table = refusedCallbackCounts;
  return db
    .insert(table)
    .values(sorted)
    .onConflictDoUpdate({
      target: [table.reason, table.hour],
      set: {
        count: sql`${table.count} + excluded.count`,
        firstSeenAt: sql`least(${table.firstSeenAt}, excluded.first_seen_at)`,
        lastSeenAt: sql`greatest(${table.lastSeenAt}, excluded.last_seen_at)`,
        lastAddress: sql`CASE WHEN excluded.last_seen_at >= ${table.lastSeenAt}
          THEN excluded.last_address ELSE ${table.lastAddress} END`,
      },
    })
    .returning({ reason: table.reason, hour: table.hour, count: table.count });
}

/**
 * Folds the hours before `before` into the per-reason totals and deletes their rows, in one
 * statement, so a scrape never sees them in both places or in neither.
 */
export async function foldRefusalCountsBefore(db: Executor, before: Date): Promise<number> {
  const { rows } = await db.execute<{ folded: number }>(sql`
    WITH old AS (
      DELETE FROM ${refusedCallbackCounts} WHERE ${refusedCallbackCounts.hour} < ${before}
      RETURNING ${refusedCallbackCounts.reason} AS reason, ${refusedCallbackCounts.count} AS count
    ), per_reason AS (
      INSERT INTO ${refusedCallbackTotals} (reason, count, until)
      SELECT reason, sum(count), ${before}::timestamptz FROM old GROUP BY reason
      ON CONFLICT (reason) DO UPDATE SET
        count = ${refusedCallbackTotals.count} + excluded.count,
        until = greatest(${refusedCallbackTotals.until}, excluded.until)
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM old)::int AS folded, (SELECT count(*) FROM per_reason) AS reasons`);
  return rows[0]?.folded ?? 0;
}
