import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

export const userRole = pgEnum('user_role', ['customer', 'admin']);

export const users = pgTable(
  'users',
  {
    id: id(),
    name: varchar('name', { length: 75 }).notNull(),
    email: text('email').notNull().unique(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull().default('customer'),
    isActive: boolean('is_active').notNull().default(true),
    /** When the user entered the code sent to `phone` by WhatsApp; null: the number is only a claim. */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_phone_format', sql`${table.phone} ~ '^\\+62[0-9]{8,15}$'`),
    // A proved number belongs to one account (stored normalised, '+62…'); an unproved one is only a
    // claim, which several accounts may make (docs/decisions/039).
    uniqueIndex('users_verified_phone_unique')
      .on(table.phone)
      .where(sql`${table.phoneVerifiedAt} IS NOT NULL`),
    index('users_created_at_idx').on(table.createdAt.desc()),
  ],
);

/**
 * One login. Access tokens name their session, so revoking it (logout, a reused refresh token,
 * a password reset) takes effect at once, not when the access token expires.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isRemembered: boolean('is_remembered').notNull().default(false),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    createdAt: createdAt(),
  },
  (table) => [index('auth_sessions_user_idx').on(table.userId)],
);

/** Opaque refresh tokens, stored hashed; each belongs to a session and is rotated on every use. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('refresh_tokens_user_idx').on(table.userId),
    index('refresh_tokens_family_idx').on(table.familyId),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_resets_user_idx').on(table.userId)],
);

/**
 * Failed logins in fixed windows, per e-mail and per (e-mail, client address) pair, under a hash of
 * that name. In the database rather than process memory, so no flood of other e-mails can push a
 * counter out and every instance sees the same count (docs/decisions/025).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('login_failures_count_non_negative', sql`${table.count} >= 0`),
    index('login_failures_window_idx').on(table.windowStart),
  ],
);

/**
 * Rate-limit counters in fixed windows, under a hash of the limit's name and key: the limits keyed
 * by a person's e-mail always, every limit while Redis is unreachable (platform/rate-limits.ts,
 * docs/decisions/038). Nothing evicts a row but the end of its window, and every instance shares it.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull().default(0),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('rate_limit_counters_count_non_negative', sql`${table.count} >= 0`),
    index('rate_limit_counters_resets_idx').on(table.resetsAt),
  ],
);

/**
 * One-time codes sent by WhatsApp to prove a phone number (docs/decisions/039). Only a keyed hash of
 * the code is kept. Rows stay a day after use, as they are what the send limits count.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The number the code was sent to: only that number is proved by it. */
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong codes entered; at the limit the code is dead. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    check('phone_codes_attempts_non_negative', sql`${table.attempts} >= 0`),
    index('phone_codes_user_idx').on(table.userId, table.createdAt),
    index('phone_codes_phone_idx').on(table.phone, table.createdAt),
  ],
);
