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
 * Payment callbacks the shop applied and refused, shop-wide. An applied event keeps its dedupe key;
 * a refused one (wrong amount, invoice or reference) gives it up and keeps its error (decision 023).
 * A callback with a bad signature is refused before it is stored, so it is not counted here.
 */
export async function countGatewayEvents(db: Executor): Promise<{ applied: number; refused: number }> {
  const { rows } = await db.execute<{ applied: number; refused: number }>(sql`
    SELECT count(*) FILTER (WHERE dedupe_key IS NOT NULL AND processed_at IS NOT NULL)::int AS applied,
           count(*) FILTER (WHERE dedupe_key IS NULL AND error IS NOT NULL)::int AS refused
    FROM gateway_events`);
  return rows[0] ?? { applied: 0, refused: 0 };
}
