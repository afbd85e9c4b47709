import { ORDER_STATUSES } from '@premium-shop/domain/order-status';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { packages, productDiscounts, products, variantItems, vouchers } from './catalogue';
import { createdAt, id, rupiah, updatedAt } from './columns';
import { accounts, productItems } from './stock';
import { users } from './users';

export const orderStatus = pgEnum('order_status', ORDER_STATUSES);
export const orderKind = pgEnum('order_kind', ['new', 'renewal']);

/** An order (SPEC §7 calls it a payment): every amount is recomputed by the server. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    invoice: text('invoice').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    packageId: uuid('package_id').references(() => packages.id, { onDelete: 'restrict' }),
    variantItemId: uuid('variant_item_id').references(() => variantItems.id, { onDelete: 'set null' }),
    kind: orderKind('kind').notNull().default('new'),
    duration: integer('duration').notNull().default(0),
    price: rupiah('price'),
    admin: rupiah('admin'),
    tax: rupiah('tax'),
    discount: rupiah('discount'),
    voucherAmount: rupiah('voucher_amount'),
    gatewayFee: rupiah('gateway_fee'),
    total: rupiah('total'),
    paymentMethod: text('payment_method').notNull(),
    voucherId: uuid('voucher_id').references(() => vouchers.id, { onDelete: 'set null' }),
    productDiscountId: uuid('product_discount_id').references(() => productDiscounts.id, {
      onDelete: 'set null',
    }),
    reference: text('reference').unique(),
    checkoutUrl: text('checkout_url'),
    status: orderStatus('status').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    expiredTime: timestamp('expired_time', { withTimezone: true }),
    nextBillingAt: timestamp('next_billing_at', { withTimezone: true }),
    email: text('email'),
    domain: text('domain'),
    credInfo: text('cred_info'),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    productItemId: uuid('product_item_id').references(() => productItems.id, { onDelete: 'set null' }),
    statusReason: text('status_reason'),
    /**
     * A late payment: the status (Canceled or Expired) the order had when its PAID arrived; null for
     * an order paid in time or unpaid. Its reservations were released then and are not taken again.
     */
    paidAfter: orderStatus('paid_after'),
    /** When an instance last asked the gateway about this unpaid order (the reconciler's claim). */
    reconciledAt: timestamp('reconciled_at', { withTimezone: true }),
    /**
     * When the reconciler next asks the gateway about this unpaid order: 2 minutes after it is
     * placed, then on the schedule of decision 045 (features/fulfilment/reconcile-schedule.ts).
     */
    reconcileDueAt: timestamp('reconcile_due_at', { withTimezone: true }).default(
      sql`(now() + interval '2 minutes')`,
    ),
    /**
     * What the gateway reported it took of the paid order (Tripay's callback and transaction
     * detail: fee_merchant, fee_customer, total_fee, amount_received); null until reported.
     * `gatewayFee` is what the shop charged the customer for it (decision 027); decision 045.
     */
    gatewayFeeMerchant: integer('gateway_fee_merchant'),
    gatewayFeeCustomer: integer('gateway_fee_customer'),
    gatewayTotalFee: integer('gateway_total_fee'),
    gatewayAmountReceived: integer('gateway_amount_received'),
    gatewayFeesReportedAt: timestamp('gateway_fees_reported_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'orders_amounts_non_negative',
      sql`${table.price} >= 0 AND ${table.admin} >= 0 AND ${table.tax} >= 0 AND ${table.discount} >= 0 AND ${table.voucherAmount} >= 0 AND ${table.gatewayFee} >= 0 AND ${table.total} >= 0`,
    ),
    check('orders_duration_non_negative', sql`${table.duration} >= 0`),
    check(
      'orders_paid_after_ended',
      sql`${table.paidAfter} IS NULL OR ${table.paidAfter} IN ('Canceled', 'Expired')`,
    ),
    check('orders_renewal_has_account', sql`${table.kind} <> 'renewal' OR ${table.accountId} IS NOT NULL`),
    index('orders_user_created_idx').on(table.userId, table.createdAt.desc()),
    // Unpaid orders by deadline, for the expiry job. Only those with a deadline: a customer's open
    // orders (deadline ahead or none) then never match it, and the planner cannot read the cap of a
    // customer's open orders through every unpaid order in the shop when its statistics lag behind
    // a burst of orders (docs/decisions/058).
    index('orders_unpaid_deadline_idx')
      .on(table.expiredTime)
      .where(
        sql`${table.status} IN ('Pending', 'Preorder') AND ${table.paidAt} IS NULL AND ${table.expiredTime} IS NOT NULL`,
      ),
    // A customer's unpaid orders (the cap of open orders, counted with every order placed): read
    // through the customer's own entries, not the whole shop's unpaid orders.
    index('orders_user_unpaid_idx')
      .on(table.userId, table.expiredTime)
      .where(sql`${table.status} IN ('Pending', 'Preorder') AND ${table.paidAt} IS NULL`),
    // Orders canceled in the shop while the gateway keeps their transaction open: the reconciler asks about them.
    index('orders_canceled_deadline_idx')
      .on(table.expiredTime)
      .where(
        sql`${table.status} = 'Canceled' AND ${table.paidAt} IS NULL AND ${table.reference} IS NOT NULL`,
      ),
    // Unpaid orders whose gateway transaction is open, by when the reconciler next asks about them.
    index('orders_reconcile_due_idx')
      .on(table.reconcileDueAt)
      .where(
        sql`${table.paidAt} IS NULL AND ${table.reference} IS NOT NULL AND ${table.status} IN ('Pending', 'Preorder', 'Canceled')`,
      ),
    index('orders_status_created_idx').on(table.status, table.createdAt.desc()),
    index('orders_paid_after_created_idx')
      .on(table.createdAt.desc())
      .where(sql`${table.paidAfter} IS NOT NULL`),
    index('orders_product_item_idx').on(table.productItemId),
    index('orders_account_idx').on(table.accountId),
  ],
);
