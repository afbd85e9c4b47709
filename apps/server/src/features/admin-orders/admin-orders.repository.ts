import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderViewParts } from '../../db/order-view';
import { orderTransfers } from '../../db/schema/bank-transfers';
import { packages, products, vouchers } from '../../db/schema/catalogue';
import { auditLogs } from '../../db/schema/operations';
import { orders } from '../../db/schema/orders';
import { accounts, productItems } from '../../db/schema/stock';
import { users } from '../../db/schema/users';
import { likeContaining } from '../../db/like';

export type OrderRecord = typeof orders.$inferSelect;
export type ItemRecord = typeof productItems.$inferSelect;
export type OrderStatus = OrderRecord['status'];

// ---------------------------------------------------------------------------------------------
// Reading orders

/** Orders with everything the customer's answer shows (so the orders feature's toOrder serialises them) plus the buyer. */
function adminViewQuery(db: Executor, where: SQL | undefined) {
  return db
    .select({
      order: orders,
      ...orderViewParts,
      buyer: { id: users.id, name: users.name, email: users.email, phone: users.phone },
    })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .innerJoin(users, eq(users.id, orders.userId))
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

export type AdminOrderView = Awaited<ReturnType<typeof adminViewQuery>>[number];

export async function findOrderView(db: Executor, id: string): Promise<AdminOrderView | undefined> {
  const [view] = await adminViewQuery(db, eq(orders.id, id));
  return view;
}

export function findOrderViews(db: Executor, ids: string[]): Promise<AdminOrderView[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return adminViewQuery(db, inArray(orders.id, ids)).orderBy(asc(orders.createdAt), asc(orders.id));
}

export interface OrderFilter {
  status?: OrderStatus;
  /** Part of the invoice, the buyer's e-mail or the product's name. */
  search?: string;
  /** Only orders paid after they were Canceled or Expired. */
  isLatePayment?: boolean;
}

function filterCondition(filter: OrderFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.isLatePayment) conditions.push(isNotNull(orders.paidAfter));
  if (filter.search) {
    const pattern = likeContaining(filter.search);
    conditions.push(
      or(ilike(orders.invoice, pattern), ilike(users.email, pattern), ilike(products.name, pattern))!,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** A page of every customer's orders, newest first. */
export function listOrderViews(db: Executor, filter: OrderFilter & { limit: number; offset: number }) {
  return adminViewQuery(db, filterCondition(filter))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function countOrders(db: Executor, filter: OrderFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(filterCondition(filter));
  return row?.total ?? 0;
}

export async function findOrderIdByInvoice(db: Executor, invoice: string): Promise<string | undefined> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.invoice, invoice));
  return row?.id;
}

export async function findOrder(db: Executor, id: string): Promise<OrderRecord | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return order;
}

// ---------------------------------------------------------------------------------------------
// Preorder groups waiting for the admin

/**
 * The orders a preorder group waits to deliver: linked to the item, in Process, without a seat yet.
 * Locked in id order, before the item (orders first, then items, as every other path locks them).
 */
export function lockGroupOrders(db: Executor, itemId: string): Promise<OrderRecord[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.productItemId, itemId),
        eq(orders.kind, 'new'),
        eq(orders.status, 'Process'),
        isNull(orders.accountId),
      ),
    )
    .orderBy(asc(orders.id))
    .for('update');
}

// ---------------------------------------------------------------------------------------------
// Product items

export async function findItem(db: Executor, id: string): Promise<ItemRecord | undefined> {
  const [item] = await db.select().from(productItems).where(eq(productItems.id, id));
  return item;
}

export async function lockItem(db: Executor, id: string): Promise<ItemRecord | undefined> {
  const [item] = await db.select().from(productItems).where(eq(productItems.id, id)).for('update');
  return item;
}

export async function insertItem(
  db: Executor,
  values: typeof productItems.$inferInsert,
): Promise<ItemRecord> {
  const [item] = await db.insert(productItems).values(values).returning();
  return item!;
}

export async function updateItem(
  db: Executor,
  id: string,
  values: Partial<
    Pick<ItemRecord, 'name' | 'email' | 'domain' | 'secret' | 'hostUserId' | 'providerExpiresAt' | 'state'>
  >,
): Promise<ItemRecord> {
  const [item] = await db
    .update(productItems)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(productItems.id, id))
    .returning();
  return item!;
}

// ---------------------------------------------------------------------------------------------
// Audit log

export async function insertAuditLog(
  db: Executor,
  values: {
    actorId: string;
    action: string;
    entity: 'order' | 'product_item';
    entityId: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  },
): Promise<void> {
  await db.insert(auditLogs).values(values);
}
