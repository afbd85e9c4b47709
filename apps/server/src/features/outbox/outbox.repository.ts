import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outbox } from '../../db/schema/operations';

export type OutboxMessage = typeof outbox.$inferSelect;

export async function insertMessage(
  db: Executor,
  message: typeof outbox.$inferInsert,
): Promise<OutboxMessage> {
  const [row] = await db.insert(outbox).values(message).returning();
  return row!;
}

/**
 * Claims up to `limit` due messages of a channel: each claim counts an attempt and leases the row for
 * `leaseSeconds`, so a process that dies mid-delivery hands it back, and other processes skip it.
 */
export async function claimDueMessages(
  db: Executor,
  channel: OutboxMessage['channel'],
  limit: number,
  leaseSeconds: number,
): Promise<OutboxMessage[]> {
  const result = await db.execute<{ id: string }>(sql`
    UPDATE ${outbox}
    SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
    WHERE id IN (
      SELECT id FROM ${outbox}
      WHERE status = 'pending' AND channel = ${channel} AND next_attempt_at <= now()
      ORDER BY next_attempt_at, created_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id`);
  if (result.rows.length === 0) return [];
  return db
    .select()
    .from(outbox)
    .where(
      inArray(
        outbox.id,
        result.rows.map((row) => row.id),
      ),
    )
    .orderBy(outbox.createdAt);
}

/** Marks a message sent; `body`, when given, replaces the stored copy (the one without its secrets). */
export async function markSent(db: Executor, id: string, body?: string): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: new Date(), lastError: null, ...(body !== undefined && { body }) })
    .where(eq(outbox.id, id));
}

export async function markFailedAttempt(
  db: Executor,
  id: string,
  error: string,
  retryAt: Date | null,
  /** Replaces the stored body when the message is given up (retryAt null). */
  body?: string,
): Promise<void> {
  await db
    .update(outbox)
    .set(
      retryAt
        ? { lastError: error, nextAttemptAt: retryAt }
        : { lastError: error, status: 'failed', ...(body !== undefined && { body }) },
    )
    .where(eq(outbox.id, id));
}
