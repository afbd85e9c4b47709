import type { ListedChannel } from '@premium-shop/domain/payment-channels';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

export const outboxChannel = pgEnum('outbox_channel', ['email', 'whatsapp']);
/** 'skipped': a WhatsApp notice for a customer whose number is not proved; never sent (decision 039). */
export const outboxStatus = pgEnum('outbox_status', ['pending', 'sent', 'failed', 'skipped']);

export const auditLogs = pgTable(
  'audit_logs',
  {
    id: id(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_logs_created_idx').on(table.createdAt.desc()),
    index('audit_logs_entity_idx').on(table.entity, table.entityId),
  ],
);

/** E-mails and WhatsApp messages waiting for, or past, delivery. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    channel: outboxChannel('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    status: outboxStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The customer a WhatsApp notice is for: it goes out only to that customer's proved number. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Words the message needs only to be sent (a code): [dihapus] takes their place once it is. */
    secrets: text('secrets').array(),
    /** Fonnte's id of the message (its send answer's `id`), which its status webhook names. */
    providerId: text('provider_id'),
    /** What Fonnte's status webhook last said: queued (accepted only), sent, delivered, read, failed. */
    deliveryState: text('delivery_state', { enum: ['queued', 'sent', 'delivered', 'read', 'failed'] }),
    deliveryUpdatedAt: timestamp('delivery_updated_at', { withTimezone: true }),
    /** Failed attempts are retried until then (a day after it was queued or resent), then 'failed'. */
    retryUntil: timestamp('retry_until', { withTimezone: true })
      .notNull()
      .default(sql`(now() + interval '1 day')`),
    /** A broadcast's message: sent after every other waiting message (decision 047). */
    bulk: boolean('bulk').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    check('outbox_attempts_non_negative', sql`${table.attempts} >= 0`),
    check(
      'outbox_delivery_state_known',
      sql`${table.deliveryState} IS NULL OR ${table.deliveryState} IN ('queued', 'sent', 'delivered', 'read', 'failed')`,
    ),
    uniqueIndex('outbox_provider_id_unique')
      .on(table.providerId)
      .where(sql`${table.providerId} IS NOT NULL`),
    index('outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('outbox_created_idx').on(table.createdAt.desc()),
  ],
);

/**
 * When each WhatsApp sending number (keyed by a digest of its device token) may send next: every
 * instance takes its turn here, so messages leave at least WHATSAPP_SEND_GAP_SECONDS apart (decision 047).
 */
export const whatsappSendSlots = pgTable('whatsapp_send_slots', {
  sender: text('sender').primaryKey(),
  nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
});

/**
 * Raw payment-gateway callbacks, kept as received; `dedupeKey` makes a replay of an applied event a
 * no-op. A refused event (unknown reference, wrong invoice or amount) keeps its row and error but no
 * key (null), so it never blocks the correct event that follows (decision 023).
 */
export const gatewayEvents = pgTable(
  'gateway_events',
  {
    id: id(),
    provider: text('provider').notNull(),
    event: text('event').notNull(),
    reference: text('reference'),
    merchantRef: text('merchant_ref'),
    status: text('status'),
    rawBody: text('raw_body').notNull(),
    signature: text('signature'),
    dedupeKey: text('dedupe_key').unique(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    error: text('error'),
  },
  (table) => [index('gateway_events_reference_idx').on(table.reference)],
);

/**
 * Payment callbacks refused, counted per reason and UTC hour (decision 040): a number, never the
 * body, since most of them are unauthenticated. Each instance adds what it counted every few
 * seconds; rows older than 90 days are folded into refusedCallbackTotals.
 */
export const refusedCallbackCounts = pgTable(
  'refused_callback_counts',
  {
    reason: text('reason').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** The client address of the last refusal counted (null for counts from before decision 040). */
    lastAddress: text('last_address'),
  },
  (table) => [
    primaryKey({ columns: [table.reason, table.hour] }),
    check('refused_callback_counts_count_positive', sql`${table.count} > 0`),
  ],
);

/** The refusals of hours purged from refusedCallbackCounts, per reason, so the shop's total never drops. */
export const refusedCallbackTotals = pgTable(
  'refused_callback_totals',
  {
    reason: text('reason').primaryKey(),
    count: bigint('count', { mode: 'number' }).notNull(),
    /** Every hour before this one is in `count`. */
    until: timestamp('until', { withTimezone: true }).notNull(),
  },
  (table) => [check('refused_callback_totals_count_non_negative', sql`${table.count} >= 0`)],
);

/**
 * The payment gateway's channel list, one row per gateway ('tripay', 'sandbox'), shared by every
 * instance (decision 043): read from the gateway at most once per TTL for the whole shop. The
 * instance holding `refreshingUntil` (a claim that expires) asks the gateway while the others serve
 * `channels`; `channels` and `readAt` stay null until the gateway first answered.
 */
export const paymentChannelLists = pgTable('payment_channel_lists', {
  gateway: text('gateway').primaryKey(),
  channels: jsonb('channels').$type<ListedChannel[]>(),
  readAt: timestamp('read_at', { withTimezone: true }),
  refreshingUntil: timestamp('refreshing_until', { withTimezone: true }),
});
