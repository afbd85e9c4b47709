import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { authSessions, users } from './users';

/**
 * What the live streams (GET /api/events) said, kept for the replay of a reconnecting stream
 * (Last-Event-ID, at most LIVE_EVENT_REPLAY_MINUTES back; older rows are purged hourly). Each row
 * is for exactly one audience: one user (`user_id`), every admin (`for_admins`) or every customer
 * (`for_customers`, the admin's notification to all of them: one row, not one per customer); `id`
 * is the stream's event id.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    forAdmins: boolean('for_admins').notNull().default(false),
    forCustomers: boolean('for_customers').notNull().default(false),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'live_events_one_audience',
      sql`(${table.userId} IS NOT NULL)::int + ${table.forAdmins}::int + ${table.forCustomers}::int = 1`,
    ),
    index('live_events_user_idx').on(table.userId, table.id),
    index('live_events_admin_idx')
      .on(table.id)
      .where(sql`${table.forAdmins}`),
    index('live_events_customers_idx')
      .on(table.id)
      .where(sql`${table.forCustomers}`),
    index('live_events_created_idx').on(table.createdAt),
  ],
);

/**
 * One-time tickets that open one live stream (EventSource cannot send the Authorization header):
 * only the SHA-256 of the ticket is kept; taking it deletes it. `stream_ends_at` is the expiry of the
 * access token it was issued for, when the stream it opens ends.
 */
export const liveEventTickets = pgTable(
  'live_event_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    streamEndsAt: timestamp('stream_ends_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('live_event_tickets_expires_idx').on(table.expiresAt)],
);

/**
 * The live streams open on every instance, one row each, so a user's MAX_STREAMS_PER_USER holds
 * across instances (docs/decisions/037). An instance inserts a stream's row when it opens (under the
 * user's advisory lock), deletes it when it closes and all of its own when it stops, and sets
 * `seen_at` at every heartbeat: rows not seen for LIVE_STREAM_STALE_SECONDS are of an instance that
 * died and are not counted.
 *
 * The migration (0013) also adds two triggers no Drizzle table shows: a session revoked, and a user's
 * role, password or deactivation changed, NOTIFY `live_stream_ends` at commit, so every instance
 * ends the streams of that session or user, whatever code (or SQL by hand) made the change.
 */
export const openLiveStreams = pgTable(
  'open_live_streams',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    instanceId: uuid('instance_id').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('open_live_streams_user_idx').on(table.userId, table.openedAt),
    index('open_live_streams_instance_idx').on(table.instanceId),
    index('open_live_streams_seen_idx').on(table.seenAt),
  ],
);
