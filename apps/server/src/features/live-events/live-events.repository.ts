/** The SQL of the live streams: events kept for replay, and the one-time tickets that open a stream. */
import { and, asc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { liveEvents, liveEventTickets } from '../../db/schema/live-events';

/** The channel every instance LISTENs on; one notification per event, sent at the commit that made it. */
export const LIVE_EVENTS_CHANNEL = 'live_events';

export interface LiveEventRow {
  id: number;
  userId: string | null;
  forAdmins: boolean;
  forCustomers: boolean;
  type: string;
  payload: unknown;
}

/**
 * Stores the event and NOTIFYs every instance of it, in one statement of the caller's transaction:
 * both happen at its commit, and neither on a rollback. The notification carries the whole event
 * (a few hundred bytes, far under NOTIFY's 8000), so no instance reads it back.
 */
export async function insertAndNotify(
  db: Executor,
  event: Omit<LiveEventRow, 'id' | 'payload'> & { payload: object },
): Promise<number> {
  const result = await db.execute<{ id: number }>(sql`
    WITH stored AS (
      INSERT INTO ${liveEvents} (user_id, for_admins, for_customers, type, payload)
      VALUES (${event.userId}::uuid, ${event.forAdmins}, ${event.forCustomers}, ${event.type},
        ${JSON.stringify(event.payload)}::jsonb)
      RETURNING id, user_id, for_admins, for_customers, type, payload
    )
    SELECT id, pg_notify(${LIVE_EVENTS_CHANNEL}, json_build_object(
      'id', id, 'userId', user_id, 'forAdmins', for_admins, 'forCustomers', for_customers,
      'type', type, 'payload', payload)::text)
    FROM stored`);
  return Number(result.rows[0]!.id);
}

/**
 * The events of `userId`, and the admins' ones for an admin or the customers' ones for a customer,
 * after `afterId` and created since `since`, oldest first, at most `limit`.
 */
export function listEventsAfter(
  db: Executor,
  options: { userId: string; isAdmin: boolean; afterId: number; since: Date; limit: number },
): Promise<LiveEventRow[]> {
  const audience = or(
    eq(liveEvents.userId, options.userId),
    options.isAdmin ? eq(liveEvents.forAdmins, true) : eq(liveEvents.forCustomers, true),
  );
  return db
    .select({
      id: liveEvents.id,
      userId: liveEvents.userId,
      forAdmins: liveEvents.forAdmins,
      forCustomers: liveEvents.forCustomers,
      type: liveEvents.type,
      payload: liveEvents.payload,
    })
    .from(liveEvents)
    .where(and(audience, gt(liveEvents.id, options.afterId), gt(liveEvents.createdAt, options.since)))
    .orderBy(asc(liveEvents.id))
    .limit(options.limit);
}

export async function insertTicket(
  db: Executor,
  values: typeof liveEventTickets.$inferInsert,
): Promise<void> {
  await db.insert(liveEventTickets).values(values);
}

/** Takes (deletes) the ticket of `tokenHash` if it has not expired; its row, or undefined. */
export async function takeTicket(db: Executor, tokenHash: string, now: Date) {
  const [ticket] = await db
    .delete(liveEventTickets)
    .where(and(eq(liveEventTickets.tokenHash, tokenHash), gt(liveEventTickets.expiresAt, now)))
    .returning();
  return ticket;
}

/** Deletes events created before `before` and tickets expired before `now`; how many of each. */
export async function deleteOldRows(db: Executor, options: { before: Date; now: Date }) {
  const events = await db.delete(liveEvents).where(lt(liveEvents.createdAt, options.before));
  const tickets = await db.delete(liveEventTickets).where(lt(liveEventTickets.expiresAt, options.now));
  return { liveEvents: events.rowCount ?? 0, liveEventTickets: tickets.rowCount ?? 0 };
}
