/**
 * The SQL of the live streams: events kept for replay, the one-time tickets that open a stream, and
 * the streams open on every instance.
 */
import { and, asc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { liveEvents, liveEventTickets, openLiveStreams } from '../../db/schema/live-events';

/** The channel every instance LISTENs on; one notification per event, sent at the commit that made it. */
export const LIVE_EVENTS_CHANNEL = 'live_events';

/**
 * The channel that ends streams on every instance: `{userId}` (all of the user's), `{userId,
 * sessionId}` (those opened under that session) or `{userId, streamId}` (one). The triggers of
 * migration 0013 send the first two when a session is revoked or a user's role, password or
 * activation changes; `insertOpenStream` the third for a stream past the user's limit.
 */
export const LIVE_STREAM_ENDS_CHANNEL = 'live_stream_ends';

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

/**
 * Deletes events created before `before`, tickets expired before `now` and stream rows no heartbeat
 * refreshed since `staleBefore` (of an instance that died); how many of each.
 */
export async function deleteOldRows(db: Executor, options: { before: Date; now: Date; staleBefore: Date }) {
  const events = await db.delete(liveEvents).where(lt(liveEvents.createdAt, options.before));
  const tickets = await db.delete(liveEventTickets).where(lt(liveEventTickets.expiresAt, options.now));
  const streams = await db.delete(openLiveStreams).where(lt(openLiveStreams.seenAt, options.staleBefore));
  return {
    liveEvents: events.rowCount ?? 0,
    liveEventTickets: tickets.rowCount ?? 0,
    openLiveStreams: streams.rowCount ?? 0,
  };
}

export interface OpenStreamRow {
  id: string;
  userId: string;
  sessionId: string;
}

/** The user's role when `sessionId` is a live session of an active user (as the auth guard asks). */
const LIVE_ROLE = (sessionId: string) => sql`
  SELECT users.role FROM auth_sessions
  JOIN users ON users.id = auth_sessions.user_id AND users.is_active
  WHERE auth_sessions.id = ${sessionId}::uuid AND auth_sessions.revoked_at IS NULL`;

/**
 * Counts the stream in, in the caller's transaction, unless its session ended meanwhile (then null,
 * and nothing is written). Under the user's advisory lock, so two opens on two instances count one
 * after the other: the user's rows not seen for `staleSeconds` are deleted (not counted), and the
 * oldest fresh ones beyond `room` are deleted with a NOTIFY that ends each on its instance at
 * commit. Returns the user's current role and the ended streams' ids.
 */
export async function insertOpenStream(
  tx: Executor,
  stream: OpenStreamRow & { instanceId: string },
  options: { room: number; staleSeconds: number },
): Promise<{ role: 'customer' | 'admin'; ended: string[] } | null> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`open-live-streams:${stream.userId}`}, 0))`,
  );
  const live = await tx.execute<{ role: 'customer' | 'admin' }>(LIVE_ROLE(stream.sessionId));
  const role = live.rows[0]?.role;
  if (!role) return null;
  await tx.execute(sql`
    DELETE FROM ${openLiveStreams}
    WHERE user_id = ${stream.userId}::uuid
      AND seen_at < now() - make_interval(secs => ${options.staleSeconds})`);
  const ended = await tx.execute<{ id: string }>(sql`
    WITH ranked AS (
      SELECT id, row_number() OVER (ORDER BY opened_at DESC, id DESC) AS newer
      FROM ${openLiveStreams} WHERE user_id = ${stream.userId}::uuid
    ), gone AS (
      DELETE FROM ${openLiveStreams} AS evicted USING ranked
      WHERE evicted.id = ranked.id AND ranked.newer > ${options.room}
      RETURNING evicted.id
    )
    SELECT id, pg_notify(${LIVE_STREAM_ENDS_CHANNEL},
      json_build_object('userId', ${stream.userId}::uuid, 'streamId', id)::text)
    FROM gone`);
  await tx.insert(openLiveStreams).values({
    id: stream.id,
    userId: stream.userId,
    sessionId: stream.sessionId,
    instanceId: stream.instanceId,
    // Under the lock, so the oldest is the one counted first, whichever transaction began first.
    openedAt: sql`clock_timestamp()`,
  });
  return { role, ended: ended.rows.map((row) => row.id) };
}

/**
 * The heartbeat of an instance's streams: each one whose session is still live (and its user
 * active) has its row's `seen_at` set to now, or the row written again if another instance took it
 * for stale; returns those streams with their user's current role. A stream missing from the answer
 * has lost its session.
 */
export async function refreshOpenStreams(
  db: Executor,
  instanceId: string,
  streams: readonly OpenStreamRow[],
): Promise<Array<{ id: string; role: 'customer' | 'admin' }>> {
  if (streams.length === 0) return [];
  const held = JSON.stringify(streams.map(({ id, userId, sessionId }) => ({ id, userId, sessionId })));
  const result = await db.execute<{ id: string; role: 'customer' | 'admin' }>(sql`
    WITH held AS (
      SELECT held.id, held."userId" AS user_id, held."sessionId" AS session_id, users.role
      FROM json_to_recordset(${held}::json) AS held(id uuid, "userId" uuid, "sessionId" uuid)
      JOIN auth_sessions ON auth_sessions.id = held."sessionId" AND auth_sessions.revoked_at IS NULL
      JOIN users ON users.id = auth_sessions.user_id AND users.id = held."userId" AND users.is_active
    ), refreshed AS (
      INSERT INTO ${openLiveStreams} (id, user_id, session_id, instance_id)
      SELECT id, user_id, session_id, ${instanceId}::uuid FROM held
      ON CONFLICT (id) DO UPDATE SET seen_at = now()
    )
    SELECT id, role FROM held`);
  return result.rows;
}

export async function deleteOpenStream(db: Executor, id: string): Promise<void> {
  await db.delete(openLiveStreams).where(eq(openLiveStreams.id, id));
}

export async function deleteInstanceStreams(db: Executor, instanceId: string): Promise<number> {
  const deleted = await db.delete(openLiveStreams).where(eq(openLiveStreams.instanceId, instanceId));
  return deleted.rowCount ?? 0;
}
