import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

export const outboxChannel = pgEnum('outbox_channel', ['email', 'whatsapp']);
export const outboxStatus = pgEnum('outbox_status', ['pending', 'sent', 'failed']);

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
    createdAt: createdAt(),
  },
  (table) => [
    check('outbox_attempts_non_negative', sql`${table.attempts} >= 0`),
    index('outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('outbox_created_idx').on(table.createdAt.desc()),
  ],
);

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
