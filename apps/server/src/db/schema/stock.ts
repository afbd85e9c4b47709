import { ACCOUNT_STATUSES } from '@premium-shop/domain/order-status';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { packages, products } from './catalogue';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const productItemState = pgEnum('product_item_state', ['forming', 'active', 'full', 'ended']);
export const seatStatus = pgEnum('seat_status', ACCOUNT_STATUSES);

/**
 * The shop's "Akun": one real provider account or invitation group shared by up to `slot`
 * customers. Secrets (password, PIN, profiles, key, links) are one AES-256-GCM sealed JSON.
 */
export const productItems = pgTable(
  'product_items',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    packageId: uuid('package_id').references(() => packages.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    domain: text('domain'),
    secret: bytea('secret'),
    hostUserId: uuid('host_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The provider account's next renewal date (docs/decisions/051). */
    providerExpiresAt: timestamp('provider_expires_at', { withTimezone: true }),
    /** What one billing cycle costs the shop, in Rupiah; null: the product's provider price (modal_fee). */
    billingCost: integer('billing_cost'),
    /** The billing cycle's length in months. */
    billingCycleMonths: integer('billing_cycle_months').notNull().default(1),
    /** Whether the provider renews it by itself (a card on file) or an admin must pay by hand. */
    autoRenews: boolean('auto_renews').notNull().default(false),
    billingNote: text('billing_note'),
    /** When the admins were reminded of the current `provider_expires_at`; cleared by a renewal. */
    renewalRemindedAt: timestamp('renewal_reminded_at', { withTimezone: true }),
    state: productItemState('state').notNull().default('forming'),
    slot: integer('slot').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('product_items_slot_positive', sql`${table.slot} >= 1`),
    check('product_items_billing_cost_non_negative', sql`${table.billingCost} >= 0`),
    check('product_items_billing_cycle_range', sql`${table.billingCycleMonths} BETWEEN 1 AND 36`),
    check(
      'product_items_seats_within_slot',
      sql`${table.seatsTaken} >= 0 AND ${table.seatsTaken} <= ${table.slot}`,
    ),
    index('product_items_product_state_idx').on(table.productId, table.state),
    index('product_items_domain_idx').on(table.domain),
    index('product_items_host_idx').on(table.hostUserId),
    index('product_items_renewal_idx').on(table.providerExpiresAt),
  ],
);

/**
 * What the shop paid a provider for one of its accounts (a renewal, or a first purchase): the
 * ledger's provider costs (docs/decisions/051). Kept when the account is deleted, by its product.
 */
export const providerCosts = pgTable(
  'provider_costs',
  {
    id: id(),
    productItemId: uuid('product_item_id').references(() => productItems.id, { onDelete: 'set null' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** Rupiah paid. */
    amount: integer('amount').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    /** The renewal date the payment bought (the account's new provider_expires_at). */
    coversUntil: timestamp('covers_until', { withTimezone: true }),
    note: text('note'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('provider_costs_amount_non_negative', sql`${table.amount} >= 0`),
    index('provider_costs_paid_at_idx').on(table.paidAt),
    index('provider_costs_item_idx').on(table.productItemId),
  ],
);

/** A seat: one customer's place in a product item. */
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    productItemId: uuid('product_item_id')
      .notNull()
      .references(() => productItems.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    packageId: uuid('package_id').references(() => packages.id, { onDelete: 'set null' }),
    profile: text('profile'),
    /** The seat's own PIN, sealed like the item's secrets. */
    pinSecret: bytea('pin_secret'),
    status: seatStatus('status').notNull().default('Aktif'),
    duration: integer('duration').notNull().default(0),
    /** Null for lifetime seats. */
    expireAt: timestamp('expire_at', { withTimezone: true }),
    graceEndsAt: timestamp('grace_ends_at', { withTimezone: true }),
    /** When the '3 days left' reminder went out for the current `expire_at`; cleared by a renewal. */
    expiryRemindedAt: timestamp('expiry_reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('accounts_duration_non_negative', sql`${table.duration} >= 0`),
    index('accounts_user_status_idx').on(table.userId, table.status),
    index('accounts_item_idx').on(table.productItemId),
    index('accounts_lifecycle_idx').on(table.status, table.expireAt),
  ],
);
