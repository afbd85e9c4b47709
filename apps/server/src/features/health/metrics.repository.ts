import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** Orders per status, shop-wide. */
export async function countOrdersByStatus(db: Executor): Promise<{ status: string; count: number }[]> {
  const { rows } = await db.execute<{ status: string; count: number }>(sql`
    SELECT status::text AS status, count(*)::int AS count FROM orders GROUP BY status`);
  return rows;
}

/** Messages waiting for delivery per channel (the outbox's partial index on pending rows serves it). */
export async function countOutboxBacklog(db: Executor): Promise<{ channel: string; count: number }[]> {
  const { rows } = await db.execute<{ channel: string; count: number }>(sql`
    SELECT channel::text AS channel, count(*)::int AS count FROM outbox
    WHERE status = 'pending' GROUP BY channel`);
  return rows;
}

/**
 * Payment callbacks the shop applied and refused, shop-wide. An applied event keeps its dedupe key
 * (decision 023). Every refused callback, a forged one included, is in the refusal counts (decision
 * 040): the hours kept and the totals of the hours purged.
 */
export async function countGatewayEvents(db: Executor): Promise<{ applied: number; refused: number }> {
  const { rows } = await db.execute<{ applied: number; refused: number }>(sql`
    SELECT (SELECT count(*) FROM gateway_events
            WHERE dedupe_key IS NOT NULL AND processed_at IS NOT NULL)::int AS applied,
           ((SELECT coalesce(sum(count), 0) FROM refused_callback_counts)
            + (SELECT coalesce(sum(count), 0) FROM refused_callback_totals))::float8 AS refused`);
  return rows[0] ?? { applied: 0, refused: 0 };
}

/** Refused payment callbacks per reason, shop-wide, since the shop began counting them. */
export async function countRefusedCallbacks(db: Executor): Promise<{ reason: string; count: number }[]> {
  const { rows } = await db.execute<{ reason: string; count: number }>(sql`
    SELECT reason, sum(count)::float8 AS count FROM (
      SELECT reason, count FROM refused_callback_counts
      UNION ALL
      SELECT reason, count FROM refused_callback_totals
    ) AS refused
    GROUP BY reason ORDER BY reason`);
  return rows;
}
