import { and, count, eq, getTableColumns, gt, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { isOpenOrderAt } from '../../db/order-holds';
import { orderViewParts } from '../../db/order-view';
import { preparedPerHandle, preparedSqlPerHandle } from '../../db/prepared';
import {
  packages,
  productDiscounts,
  products,
  variantItems,
  variants,
  vouchers,
} from '../../db/schema/catalogue';
import { bankAccounts, orderTransfers } from '../../db/schema/bank-transfers';
import { orders } from '../../db/schema/orders';
import { accounts, productItems } from '../../db/schema/stock';
import { users } from '../../db/schema/users';

export type OrderRecord = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type ProductRecord = typeof products.$inferSelect;
export type PromoRecord = typeof productDiscounts.$inferSelect;
export type SeatRecord = typeof accounts.$inferSelect;

export async function findProduct(db: Executor, id: string): Promise<ProductRecord | undefined> {
  const [product] = await db.select().from(products).where(eq(products.id, id));
  return product;
}

export async function findPackage(db: Executor, id: string) {
  const [found] = await db
    .select({ id: packages.id, name: packages.name })
    .from(packages)
    .where(eq(packages.id, id));
  return found;
}

/** The product's variant in a package with its package name and the item of `duration`, if any. */
export async function findVariantItem(
  db: Executor,
  options: { productId: string; packageId: string; duration: number },
) {
  const [row] = await db
    .select({
      status: variants.status,
      packageName: packages.name,
      item: { id: variantItems.id, price: variantItems.price, enabled: variantItems.enabled },
    })
    .from(variants)
    .innerJoin(packages, eq(packages.id, variants.packageId))
    .leftJoin(
      variantItems,
      and(eq(variantItems.variantId, variants.id), eq(variantItems.duration, options.duration)),
    )
    .where(and(eq(variants.productId, options.productId), eq(variants.packageId, options.packageId)));
  return row;
}

/** What one order asks the checkout facts about. */
export interface CheckoutFactsAsked {
  productId: string;
  packageId: string | null;
  duration: number;
  userId: string;
  now: Date;
}

// The orders asked about, one row each, numbered by their place in the batch.
const asked = {
  ordinal: sql<number>`asked.ordinal`,
  productId: sql`asked.product_id`,
  packageId: sql`asked.package_id`,
  duration: sql`asked.duration`,
  userId: sql`asked.user_id`,
  now: sql`asked.now`,
};

/**
 * Everything placing an order reads before its transaction, for every order asked about in one
 * statement: the product, its variant in the chosen package with the item of the chosen duration,
 * the running promo of that duration (the oldest, when several run), the buyer, how many open orders
 * the buyer holds (the cap, counted again under the customer's lock), and whether the shop has an
 * active bank account ('Transfer Bank' offered). An order whose product does not exist has no row.
 * Prepared once per connection (named statement), since it runs for every burst of orders.
 */
const checkoutFactsQuery = preparedPerHandle((db) => {
  const openOrders = db
    .select({ total: count() })
    .from(orders)
    .where(and(eq(orders.userId, asked.userId), isOpenOrderAt(asked.now)));
  const activeBankAccount = db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(eq(bankAccounts.isActive, true))
    .limit(1);
  return db
    .selectDistinctOn([asked.ordinal], {
      ordinal: asked.ordinal,
      product: products,
      variant: { status: variants.status, packageName: packages.name },
      item: { id: variantItems.id, price: variantItems.price, enabled: variantItems.enabled },
      promo: productDiscounts,
      buyer: { name: users.name, email: users.email, phone: users.phone },
      openOrders: sql<number>`(${openOrders})::integer`.mapWith(Number),
      hasActiveBankAccount: sql<boolean>`exists (${activeBankAccount})`.mapWith(Boolean),
    })
    .from(
      sql`jsonb_to_recordset(${sql.placeholder('asked')}::jsonb)
        AS asked(ordinal integer, product_id uuid, package_id uuid, duration integer, user_id uuid, now timestamptz)`,
    )
    .innerJoin(products, eq(products.id, asked.productId))
    .leftJoin(variants, and(eq(variants.productId, products.id), eq(variants.packageId, asked.packageId)))
    .leftJoin(packages, eq(packages.id, variants.packageId))
    .leftJoin(
      variantItems,
      and(eq(variantItems.variantId, variants.id), eq(variantItems.duration, asked.duration)),
    )
    .leftJoin(
      productDiscounts,
      and(
        eq(productDiscounts.productId, products.id),
        eq(productDiscounts.duration, asked.duration),
        eq(productDiscounts.isActive, true),
        or(isNull(productDiscounts.startsAt), lte(productDiscounts.startsAt, asked.now)),
        or(isNull(productDiscounts.endsAt), gt(productDiscounts.endsAt, asked.now)),
      ),
    )
    .leftJoin(users, eq(users.id, asked.userId))
    .orderBy(asked.ordinal, productDiscounts.createdAt)
    .prepare('checkout_facts');
});

type CheckoutFactsRow = Awaited<ReturnType<ReturnType<typeof checkoutFactsQuery>['execute']>>[number];
export type CheckoutFacts = Omit<CheckoutFactsRow, 'ordinal'>;

/** The facts of each order asked about, in their order (undefined: no such product). */
export async function findCheckoutFactsOf(
  db: Executor,
  batch: readonly CheckoutFactsAsked[],
): Promise<(CheckoutFacts | undefined)[]> {
  const rows = await checkoutFactsQuery(db).execute({
    asked: JSON.stringify(
      batch.map((order, ordinal) => ({
        ordinal,
        product_id: order.productId,
        package_id: order.packageId,
        duration: order.duration,
        user_id: order.userId,
        now: order.now.toISOString(),
      })),
    ),
  });
  const found: (CheckoutFacts | undefined)[] = batch.map(() => undefined);
  for (const { ordinal, ...facts } of rows) found[ordinal] = facts;
  return found;
}

/** Active, inside its window at `now`, and with a slot left (or unlimited). */
function isPromoUsableAt(now: Date): SQL {
  return and(
    eq(productDiscounts.isActive, true),
    or(isNull(productDiscounts.startsAt), lte(productDiscounts.startsAt, now)),
    or(isNull(productDiscounts.endsAt), gt(productDiscounts.endsAt, now)),
  )!;
}

/** The running promo of a product and duration (possibly sold out), if any. */
export async function findActivePromo(
  db: Executor,
  options: { productId: string; duration: number; now: Date },
): Promise<PromoRecord | undefined> {
  const [promo] = await db
    .select()
    .from(productDiscounts)
    .where(
      and(
        eq(productDiscounts.productId, options.productId),
        eq(productDiscounts.duration, options.duration),
        isPromoUsableAt(options.now),
      ),
    );
  return promo;
}

/** Takes one slot of a promo when one is left; false when it ran out (or stopped). */
export async function reservePromoSlot(db: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(productDiscounts)
    .set({ used: sql`${productDiscounts.used} + 1` })
    .where(
      and(
        eq(productDiscounts.id, id),
        isPromoUsableAt(now),
        or(isNull(productDiscounts.slot), lt(productDiscounts.used, productDiscounts.slot)),
      ),
    )
    .returning({ id: productDiscounts.id });
  return rows.length > 0;
}

/** Gives a promo slot back; never below 0. */
export async function releasePromoSlot(db: Executor, id: string): Promise<void> {
  await db
    .update(productDiscounts)
    .set({ used: sql`${productDiscounts.used} - 1` })
    .where(and(eq(productDiscounts.id, id), gt(productDiscounts.used, 0)));
}

export async function findPromoById(db: Executor, id: string): Promise<PromoRecord | undefined> {
  const [promo] = await db.select().from(productDiscounts).where(eq(productDiscounts.id, id));
  return promo;
}

/**
 * Locks the customer's row until the transaction ends, so two orders of one customer are placed
 * one after the other and each counts what the other wrote (open orders, per-customer uses).
 * FOR NO KEY UPDATE: rows that merely reference the user (sessions, notifications) still go in.
 */
export async function lockCustomer(db: Executor, userId: string): Promise<boolean> {
  const rows = await lockCustomerStatement(db).execute({ userId });
  return rows.length > 0;
}

/** Every order's transaction runs it: prepared once per connection (db/prepared.ts). */
const lockCustomerStatement = preparedPerHandle((db) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .for('no key update')
    .prepare('lock_customer'),
);

/** The customer's unpaid orders still inside their payment window. */
export async function countOpenOrders(db: Executor, userId: string, now: Date): Promise<number> {
  const [row] = await countOpenOrdersStatement(db).execute({ userId, now });
  return row?.total ?? 0;
}

const countOpenOrdersStatement = preparedPerHandle((db) =>
  db
    .select({ total: count() })
    .from(orders)
    .where(and(eq(orders.userId, sql.placeholder('userId')), isOpenOrderAt(sql.placeholder('now'))))
    .prepare('count_open_orders'),
);

/** The customer's orders with this promo that are paid or still open. */
export { countCustomerUses as countCustomerPromoUses } from '../../db/order-holds';

export async function findSeat(db: Executor, id: string): Promise<SeatRecord | undefined> {
  const [seat] = await db.select().from(accounts).where(eq(accounts.id, id));
  return seat;
}

/** The columns a new order is written with: each is a placeholder of the prepared insert. */
const NEW_ORDER_COLUMNS = [
  'invoice',
  'userId',
  'productId',
  'packageId',
  'variantItemId',
  'kind',
  'duration',
  'price',
  'admin',
  'tax',
  'discount',
  'voucherAmount',
  'gatewayFee',
  'total',
  'paymentMethod',
  'voucherId',
  'productDiscountId',
  'status',
  'reference',
  'checkoutUrl',
  'expiredTime',
  'email',
  'domain',
  'credInfo',
  'accountId',
  'createdAt',
] as const satisfies readonly (keyof NewOrder)[];

export type NewOrderValues = { [Column in (typeof NEW_ORDER_COLUMNS)[number]]-?: NewOrder[Column] };

/** Every checkout with a promo, voucher or bank transfer inserts its order alone: prepared once per connection. */
const insertOrderStatement = preparedPerHandle((db) =>
  db
    .insert(orders)
    .values(
      Object.fromEntries(
        NEW_ORDER_COLUMNS.map((column) => [column, sql.placeholder(column)]),
      ) as unknown as NewOrder,
    )
    .returning()
    .prepare('insert_order'),
);

export async function insertOrder(db: Executor, values: NewOrderValues): Promise<OrderRecord> {
  const [order] = await insertOrderStatement(db).execute(
    Object.fromEntries(NEW_ORDER_COLUMNS.map((column) => [column, values[column] ?? null])),
  );
  return order!;
}

const ORDER_COLUMNS = getTableColumns(orders);
const NEW_ORDER_COLUMN_LIST = sql.raw(
  NEW_ORDER_COLUMNS.map((column) => `"${ORDER_COLUMNS[column].name}"`).join(', '),
);
const heldOrders = alias(orders, 'held');

/** A row as PostgreSQL answered it (column names, timestamps as text) read as drizzle reads orders. */
function toOrderRecord(row: Record<string, unknown>): OrderRecord {
  return Object.fromEntries(
    Object.entries(ORDER_COLUMNS).map(([key, column]) => {
      const value = row[column.name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as OrderRecord;
}

/**
 * Inserts several orders at once, each only while its customer holds fewer than `cap` open orders
 * at its `createdAt`, counting the orders of the same customer before it in `batch` as open: one
 * statement for all of them. Run it under the customers' locks (lockCustomers, a statement before),
 * so the count sees every order of theirs committed before. Answers the orders it inserted; one
 * left out was over the cap.
 */
export async function insertOrdersUnderCap(
  db: Executor,
  batch: readonly NewOrderValues[],
  cap: number,
): Promise<OrderRecord[]> {
  const rows = batch.map((values) =>
    Object.fromEntries(
      NEW_ORDER_COLUMNS.map((column) => [ORDER_COLUMNS[column].name, values[column] ?? null]),
    ),
  );
  const inserted = await insertOrdersUnderCapStatement(db).execute({ rows: JSON.stringify(rows), cap });
  return inserted.map(toOrderRecord);
}

const insertOrdersUnderCapStatement = preparedSqlPerHandle(
  'insert_orders_under_cap',
  sql`
    INSERT INTO ${orders} (${NEW_ORDER_COLUMN_LIST})
    SELECT ${NEW_ORDER_COLUMN_LIST} FROM (
      SELECT candidate.*,
        row_number() OVER (PARTITION BY candidate.user_id ORDER BY candidate.ordinality) - 1 AS earlier
      FROM jsonb_populate_recordset(NULL::orders, ${sql.placeholder('rows')}::jsonb) WITH ORDINALITY AS candidate
    ) AS candidate
    WHERE candidate.earlier + (
      SELECT count(*) FROM orders AS held
      WHERE ${heldOrders.userId} = candidate.user_id
        AND ${isOpenOrderAt(sql`candidate.created_at`, heldOrders)}
    ) < ${sql.placeholder('cap')}::integer
    RETURNING *`,
);

/** Locks the customers' rows, in one order for every caller; answers the ids still there. */
export async function lockCustomers(db: Executor, userIds: readonly string[]): Promise<Set<string>> {
  const rows = await lockCustomersStatement(db).execute({ userIds: [...userIds] });
  return new Set(rows.map((row) => row.id));
}

const lockCustomersStatement = preparedPerHandle((db) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.id} = ANY(${sql.placeholder('userIds')}::uuid[])`)
    .orderBy(users.id)
    .for('no key update')
    .prepare('lock_customers'),
);

export type GatewayTransactionValues = Pick<OrderRecord, 'id' | 'reference' | 'checkoutUrl' | 'expiredTime'>;

/** The gateway's transactions on new orders, one statement for all of them; answers the orders. */
export async function recordGatewayTransactions(
  db: Executor,
  batch: readonly GatewayTransactionValues[],
): Promise<OrderRecord[]> {
  const rows = batch.map(({ id, reference, checkoutUrl, expiredTime }) => ({
    id,
    reference,
    checkout_url: checkoutUrl,
    expired_time: expiredTime,
  }));
  const updated = await recordGatewayTransactionsStatement(db).execute({
    rows: JSON.stringify(rows),
    ids: batch.map((values) => values.id),
  });
  return updated.map(toOrderRecord);
}

const recordGatewayTransactionsStatement = preparedSqlPerHandle(
  'record_gateway_transactions',
  sql`
    UPDATE ${orders} SET reference = opened.reference, checkout_url = opened.checkout_url,
      expired_time = opened.expired_time, updated_at = now()
    FROM jsonb_to_recordset(${sql.placeholder('rows')}::jsonb)
      AS opened(id uuid, reference text, checkout_url text, expired_time timestamptz)
    -- The list of ids lets the planner find the orders by their key; it does not know how many
    -- rows the JSON holds and would otherwise read the whole table for a batch of a few.
    WHERE ${orders.id} = opened.id AND ${orders.id} = ANY(${sql.placeholder('ids')}::uuid[])
    RETURNING ${orders}.*`,
);

export async function findOrderByReference(
  db: Executor,
  reference: string,
): Promise<OrderRecord | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.reference, reference));
  return order;
}

export async function findOrderOf(
  db: Executor,
  options: { userId: string; id?: string; invoice?: string },
): Promise<OrderRecord | undefined> {
  const key = options.id ? eq(orders.id, options.id) : eq(orders.invoice, options.invoice ?? '');
  const [order] = await db
    .select()
    .from(orders)
    .where(and(key, eq(orders.userId, options.userId)));
  return order;
}

/** What an order's answer shows of the order row itself. */
const orderColumns = {
  id: orders.id,
  invoice: orders.invoice,
  userId: orders.userId,
  packageId: orders.packageId,
  kind: orders.kind,
  duration: orders.duration,
  price: orders.price,
  admin: orders.admin,
  tax: orders.tax,
  discount: orders.discount,
  voucherAmount: orders.voucherAmount,
  gatewayFee: orders.gatewayFee,
  total: orders.total,
  paymentMethod: orders.paymentMethod,
  checkoutUrl: orders.checkoutUrl,
  status: orders.status,
  paidAt: orders.paidAt,
  expiredTime: orders.expiredTime,
  nextBillingAt: orders.nextBillingAt,
  email: orders.email,
  domain: orders.domain,
  credInfo: orders.credInfo,
  statusReason: orders.statusReason,
  createdAt: orders.createdAt,
};

/** The columns of an order's answer: the order, product, package, voucher code, group and seat. */
const orderViewColumns = { order: orderColumns, ...orderViewParts };

/** Orders with everything their answer shows, joined. */
function orderViewQuery(db: Executor, where: SQL) {
  return db
    .select(orderViewColumns)
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .leftJoin(packages, eq(packages.id, orders.packageId))
    .leftJoin(vouchers, eq(vouchers.id, orders.voucherId))
    .leftJoin(accounts, eq(accounts.id, orders.accountId))
    .leftJoin(
      productItems,
      sql`${productItems.id} = coalesce(${orders.productItemId}, ${accounts.productItemId})`,
    )
    .leftJoin(orderTransfers, eq(orderTransfers.orderId, orders.id))
    .where(where);
}

export type OrderView = Awaited<ReturnType<typeof orderViewQuery>>[number];

export async function findOrderView(db: Executor, id: string): Promise<OrderView | undefined> {
  const [view] = await orderViewQuery(db, eq(orders.id, id));
  return view;
}
