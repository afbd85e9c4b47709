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
