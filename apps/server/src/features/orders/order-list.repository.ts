/**
 * The customer's order list (Pesanan Saya): a page of orders written as JSON by PostgreSQL in the
 * declared shape, and the version of the rows it was written from (docs/decisions/034).
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { preparedPerHandle } from '../../db/prepared';
import { orderTransfers } from '../../db/schema/bank-transfers';
import { packages, products, vouchers } from '../../db/schema/catalogue';
import { orders } from '../../db/schema/orders';
import { accounts, productItems } from '../../db/schema/stock';
import type { OrderRecord } from './orders.repository';
import { REFUND_REASON_PREFIX } from '@premium-shop/domain/order-lifecycle';

/** Text as JSON.stringify writes it (quoted and escaped), `null` for SQL NULL. */
function jsonText(value: SQL | AnyPgColumn): SQL {
  return sql`coalesce(to_json(${value})::text, 'null')`;
}

/**
 * A value whose text needs no escaping (a uuid, an enum label) as a JSON string, `null` for SQL
 * NULL: cheaper than to_json, and this statement writes a hundred rows of them.
 */
function jsonPlainString(column: AnyPgColumn): SQL {
  return sql`coalesce('"' || ${column}::text || '"', 'null')`;
}

/** An integer as a JSON number, `null` for SQL NULL. */
function jsonInteger(column: AnyPgColumn): SQL {
  return sql`coalesce(${column}::text, 'null')`;
}

/** A moment as Date.prototype.toISOString writes it (UTC, milliseconds, 'Z'), or `null`. */
function jsonInstant(column: AnyPgColumn): SQL {
  return sql`coalesce('"' || to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"', 'null')`;
}

/** A JSON object with these members in this order, written as JSON.stringify writes one (no spaces). */
function jsonObject(members: Record<string, SQL>): SQL {
  const parts = Object.entries(members).map(([key, value], index) => {
    if (!/^\w+$/.test(key)) throw new Error(`unexpected JSON key ${key}`);
    return sql`${sql.raw(`'${index === 0 ? '{' : ','}"${key}":'`)} || ${value}`;
  });
  return sql`(${sql.join(parts, sql` || `)} || '}')`;
}

/**
 * One order of a customer's list as JSON text: exactly what toOrder (order-reading.service.ts)
 * makes of its OrderView with the credentials withheld, member for member in orderSchema's order
 * (the orders tests compare the two byte for byte).
 */
const orderListJson = jsonObject({
  _id: jsonPlainString(orders.id),
  invoice: jsonText(orders.invoice),
  status: jsonPlainString(orders.status),
  kind: jsonPlainString(orders.kind),
  paid_at: jsonInstant(orders.paidAt),
  expired_time: jsonInstant(orders.expiredTime),
  next_billing_at: jsonInstant(orders.nextBillingAt),
  checkout_url: jsonText(orders.checkoutUrl),
  package: jsonText(sql`coalesce(${packages.name}, '')`),
  packageId: jsonPlainString(orders.packageId),
  duration: jsonInteger(orders.duration),
  price: jsonInteger(orders.price),
  admin: jsonInteger(orders.admin),
  tax: jsonInteger(orders.tax),
  discount: jsonInteger(orders.discount),
  voucher: jsonInteger(orders.voucherAmount),
  voucherCode: jsonText(vouchers.code),
  gatewayFee: jsonInteger(orders.gatewayFee),
  total: jsonInteger(orders.total),
  method: jsonText(orders.paymentMethod),
  email: jsonText(orders.email),
  domain: jsonText(orders.domain),
  credInfo: jsonText(orders.credInfo),
  user: jsonPlainString(orders.userId),
  product: jsonObject({
    _id: jsonPlainString(products.id),
    name: jsonText(products.name),
    // normalizeImagePath: Windows backslashes become URL slashes.
    icon: jsonText(sql`replace(${products.icon}, '\\', '/')`),
    type: jsonPlainString(products.type),
    slot: jsonInteger(products.slot),
    modalFee: jsonInteger(products.modalFee),
  }),
  productItem: sql`case when ${productItems.id} is null then 'null' else ${jsonObject({
    willUser: jsonInteger(productItems.seatsTaken),
    slot: jsonInteger(productItems.slot),
  })} end`,
  // A list never shows credentials: the seat's secret members are null (toAccount, 'withheld').
  account: sql`case when ${accounts.id} is null then 'null' else ${jsonObject({
    _id: jsonPlainString(accounts.id),
    status: jsonPlainString(accounts.status),
    username: sql`'null'`,
    email: sql`'null'`,
    domain: sql`'null'`,
    password: sql`'null'`,
    pin: sql`'null'`,
    profile: sql`'null'`,
    key: sql`'null'`,
    link: sql`'[]'`,
    expire_at: jsonInstant(accounts.expireAt),
  })} end`,
  // isRefundReason: the status_reason of a refund starts with REFUND_REASON_PREFIX.
  refunded: sql`case when starts_with(${orders.statusReason}, ${REFUND_REASON_PREFIX}) then 'true' else 'false' end`,
  // toTransfer: a 'Transfer Bank' order's transfer, null for the others (docs/decisions/049).
  transfer: sql`case when ${orderTransfers.orderId} is null then 'null' else ${jsonObject({
    state: jsonText(orderTransfers.state),
    uniqueCode: jsonInteger(orderTransfers.uniqueCode),
    proof: jsonText(orderTransfers.proof),
    proofUploadedAt: jsonInstant(orderTransfers.proofUploadedAt),
    rejectReason: jsonText(orderTransfers.rejectReason),
  })} end`,
  createdAt: jsonInstant(orders.createdAt),
});

/**
 * A page of a user's orders with the given statuses, newest first, joined to what their answer
 * shows, with `columns` computed over it: one statement that always returns one row. The page's
 * ids are picked first on the (user, created_at) index, so only those rows are joined (not every
 * order the customer ever placed); the count of all such orders is an uncorrelated subquery that
 * runs once. Prepared once per handle: planning seven joins cost more than running them.
 */
function orderPageStatement<Columns extends Record<string, SQL>>(
  db: Executor,
  name: string,
  columns: Columns,
) {
  const ofUser = and(
    eq(orders.userId, sql.placeholder('userId')),
    sql`${orders.status} = any(${sql.placeholder('statuses')})`,
  );
  const page = db
    .select({ id: orders.id })
    .from(orders)
    .where(ofUser)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  return db
    .select({ ...columns, total: sql<number>`(select count(*) from ${orders} where ${ofUser})` })
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
    .where(inArray(orders.id, page))
    .prepare(name);
}

/**
 * What a page's answer was written from: each order's id and the xmin (the writing transaction)
 * of its row and of every row joined to it. Any write to one of them, by any process, changes it.
 */
const pageRowsVersion = sql<string>`md5(coalesce(string_agg(concat_ws(':', ${orders.id}, ${orders}.xmin, ${products}.xmin, ${packages}.xmin, ${vouchers}.xmin, ${accounts}.xmin, ${productItems}.xmin, ${orderTransfers}.xmin), ',' order by ${orders.createdAt} desc, ${orders.id} desc), ''))`;

/**
 * The JSON text of the page's `data` array, written by PostgreSQL: mapping a hundred joined rows to
 * objects and checking each against the schema on the way out cost the server several times the
 * query (docs/benchmarks.md).
 */
const orderPageJsonQuery = preparedPerHandle((db) =>
  orderPageStatement(db, 'customer_order_page_json', {
    data: sql<string>`'[' || coalesce(string_agg(${orderListJson}, ',' order by ${orders.createdAt} desc, ${orders.id} desc), '') || ']'`,
    rows: pageRowsVersion,
  }),
);

const orderPageVersionQuery = preparedPerHandle((db) =>
  orderPageStatement(db, 'customer_order_page_version', { rows: pageRowsVersion }),
);

export type OrderPageQuery = {
  userId: string;
  statuses: readonly OrderRecord['status'][];
  limit: number;
  offset: number;
};

/**
 * A page of the user's orders in `statuses` as JSON text, their total count (also past the last
 * page), and the version of what it was written from (orderPageVersion), read in the same statement.
 */
export async function listOrdersJson(
  db: Executor,
  query: OrderPageQuery,
): Promise<{ data: string; total: number; version: string }> {
  const [row] = await orderPageJsonQuery(db).execute(query);
  if (!row) throw new Error('the order page statement returned no row');
  return { data: row.data, total: row.total, version: `${row.rows}/${row.total}` };
}

/** The version of a page of the user's orders: it changes when any row its answer shows or counts does. */
export async function orderPageVersion(db: Executor, query: OrderPageQuery): Promise<string> {
  const [row] = await orderPageVersionQuery(db).execute(query);
  if (!row) throw new Error('the order page statement returned no row');
  return `${row.rows}/${row.total}`;
}
