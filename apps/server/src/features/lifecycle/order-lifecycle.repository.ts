/**
 * The SQL of an order's and a seat's life: each lock, each status write and each take or release
 * of a place in a provider account is written here once. Callers go through
 * order-lifecycle.service, which checks every status write against the domain's table first.
 */
import type { OrderStatus, SeatStatus } from '@premium-shop/domain/order-lifecycle';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isSellableAccount } from '../../db/provider-renewal';
import { packages, products } from '../../db/schema/catalogue';
import { orders } from '../../db/schema/orders';
import { accounts, productItems } from '../../db/schema/stock';
import { users } from '../../db/schema/users';

export type OrderRecord = typeof orders.$inferSelect;
export type SeatRecord = typeof accounts.$inferSelect;
export type ItemState = (typeof productItems.$inferSelect)['state'];

/** What a move may change on the order besides its status. */
export type OrderChanges = Partial<
  Pick<
    OrderRecord,
    'paidAt' | 'nextBillingAt' | 'productItemId' | 'accountId' | 'statusReason' | 'reference' | 'paidAfter'
  >
>;

/** What a move may change on the seat besides its status. */
export type SeatChanges = Partial<
  Pick<
    SeatRecord,
    'productItemId' | 'expireAt' | 'graceEndsAt' | 'expiryRemindedAt' | 'duration' | 'profile' | 'pinSecret'
  >
>;

// ---------------------------------------------------------------------------------------------
// Orders

export async function lockOrder(db: Executor, id: string): Promise<OrderRecord | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return order;
}

/** The order of a gateway reference, locked until the transaction ends. */
export async function lockOrderByReference(
  db: Executor,
  reference: string,
): Promise<OrderRecord | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.reference, reference)).for('update');
  return order;
}

/**
 * An order whose gateway transaction was opened but whose reference was never stored
 * (decision 013), found by its invoice and locked.
 */
export async function lockUnreferencedOrder(db: Executor, invoice: string): Promise<OrderRecord | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.invoice, invoice), isNull(orders.reference)))
    .for('update');
  return order;
}

/** What the lifecycle reads about an order: its product, package name and buyer. */
export async function findOrderFacts(db: Executor, orderId: string) {
  const [row] = await db
    .select({
      product: {
        id: products.id,
        name: products.name,
        method: products.method,
        type: products.type,
        slot: products.slot,
      },
      packageName: packages.name,
      buyer: { id: users.id, name: users.name, phone: users.phone },
    })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(packages, eq(packages.id, orders.packageId))
    .where(eq(orders.id, orderId));
  return row!;
}

export type OrderFacts = Awaited<ReturnType<typeof findOrderFacts>>;

export async function findUserPhone(db: Executor, userId: string): Promise<string> {
  const [user] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  return user!.phone;
}

/** The one write of an order row: its status (when given) and the fields of the move. */
export async function updateOrder(
  db: Executor,
  id: string,
  values: OrderChanges & { status?: OrderStatus },
): Promise<OrderRecord> {
  const [order] = await db.update(orders).set(values).where(eq(orders.id, id)).returning();
  return order!;
}

/** Moves the seat's orders in `from` to `to`; returns them. */
export function moveSeatOrders(
  db: Executor,
  seatId: string,
  move: { from: OrderStatus[]; to: OrderStatus },
  values: Pick<OrderChanges, 'nextBillingAt' | 'statusReason'> = {},
): Promise<OrderRecord[]> {
  return db
    .update(orders)
    .set({ ...values, status: move.to })
    .where(and(eq(orders.accountId, seatId), inArray(orders.status, move.from)))
    .returning();
}

/** Sets the next billing date of the seat's orders in `statuses` (a seat whose expiry moved without a status move). */
export async function setSeatOrdersNextBilling(
  db: Executor,
  seatId: string,
  statuses: readonly OrderStatus[],
  nextBillingAt: Date | null,
): Promise<void> {
  await db
    .update(orders)
    .set({ nextBillingAt })
    .where(and(eq(orders.accountId, seatId), inArray(orders.status, [...statuses])));
}

/** Moves the group's paid orders in `from` to `to`; returns them. */
export function moveGroupOrders(
  db: Executor,
  itemId: string,
  move: { from: OrderStatus[]; to: OrderStatus },
  statusReason: string,
): Promise<OrderRecord[]> {
  return db
    .update(orders)
    .set({ status: move.to, statusReason })
    .where(and(eq(orders.productItemId, itemId), inArray(orders.status, move.from), isNotNull(orders.paidAt)))
    .returning();
}

/** Moves an unpaid order in `from` (of `userId`, when given) to `to`; undefined when it is not such an order. */
export async function moveUnpaidOrder(
  db: Executor,
  options: { id: string; userId?: string; from: OrderStatus[]; to: OrderStatus; statusReason: string },
): Promise<OrderRecord | undefined> {
  const [order] = await db
    .update(orders)
    .set({ status: options.to, statusReason: options.statusReason })
    .where(
      and(
        eq(orders.id, options.id),
        options.userId ? eq(orders.userId, options.userId) : undefined,
        inArray(orders.status, options.from),
        isNull(orders.paidAt),
      ),
    )
    .returning();
  return order;
}

/** How many orders are in `status` now, shop-wide (the admin's count of orders waiting in Process). */
export async function countOrdersInStatus(db: Executor, status: OrderStatus): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.status, status));
  return row?.total ?? 0;
}

/** The name of the product an item (a provider account, a preorder group) belongs to. */
export async function findItemProductName(db: Executor, itemId: string): Promise<string> {
  const [row] = await db
    .select({ name: products.name })
    .from(productItems)
    .innerJoin(products, eq(products.id, productItems.productId))
    .where(eq(productItems.id, itemId));
  return row?.name ?? '';
}

// ---------------------------------------------------------------------------------------------
// Seats

export async function lockSeat(db: Executor, id: string): Promise<SeatRecord | undefined> {
  const [seat] = await db.select().from(accounts).where(eq(accounts.id, id)).for('update');
  return seat;
}

export async function insertSeat(db: Executor, values: typeof accounts.$inferInsert): Promise<SeatRecord> {
  const [seat] = await db.insert(accounts).values(values).returning();
  return seat!;
}

/** The one write of a seat row: its status (when given) and the fields of the move. */
export async function updateSeat(
  db: Executor,
  id: string,
  values: SeatChanges & { status?: SeatStatus },
): Promise<void> {
  await db.update(accounts).set(values).where(eq(accounts.id, id));
}

// ---------------------------------------------------------------------------------------------
// Places in a provider account (product_items.seats_taken, the shop's key concurrency rule)

/** Where a place is taken: a given item in one of `states`, or any active item of a product and package. */
export type PlaceTarget =
  | { itemId: string; states: readonly ItemState[] }
  | { productId: string; packageId: string | null; excluding?: readonly string[] };

/**
 * Takes one place in one conditional UPDATE (`seats_taken < slot`; the item becomes full at its
 * slot), never in an account overdue for its renewal (db/provider-renewal.ts): concurrent takers serialise on the row and re-check the condition, so an item never holds
 * more seats than its slot. For any item of a product, it waits for items other buyers hold and
 * re-checks them (a held item may keep places free), and locks items in one fixed order (oldest
 * first), so concurrent buyers never deadlock; SKIP LOCKED would send a buyer to Process while a
 * place was merely being taken elsewhere. Undefined when nothing was taken.
 */
export async function takePlace(
  db: Executor,
  target: PlaceTarget,
): Promise<{ itemId: string; seatsTaken: number; slot: number } | undefined> {
  let item;
  let states: readonly ItemState[];
  if ('itemId' in target) {
    item = sql`${target.itemId}`;
    states = target.states;
  } else {
    const excluding = target.excluding?.length
      ? sql`AND id NOT IN (${sql.join(
          target.excluding.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
    item = sql`(
      SELECT id FROM ${productItems}
      WHERE product_id = ${target.productId}
        AND package_id IS NOT DISTINCT FROM ${target.packageId}
        AND state = 'active'
        AND seats_taken < slot
        AND ${isSellableAccount()}
        ${excluding}
      ORDER BY created_at, id
      LIMIT 1
      FOR UPDATE)`;
    states = ['active'];
  }
  const result = await db.execute<{ id: string; seats_taken: number; slot: number }>(sql`
    UPDATE ${productItems}
    SET seats_taken = seats_taken + 1,
        state = CASE WHEN seats_taken + 1 >= slot THEN 'full'::product_item_state ELSE state END,
        updated_at = now()
    WHERE id = ${item}
      AND seats_taken < slot
      AND ${isSellableAccount()}
      AND state IN (${sql.join(
        states.map((state) => sql`${state}::product_item_state`),
        sql`, `,
      )})
    RETURNING id, seats_taken, slot`);
  const row = result.rows[0];
  return row && { itemId: row.id, seatsTaken: row.seats_taken, slot: row.slot };
}

/**
 * Gives one place of an item back (never below 0). A full account opens again to buyers; a full
 * preorder group (no credentials yet) goes back to forming, so the next paid preorder fills it.
 */
export async function releasePlace(
  db: Executor,
  itemId: string,
  reopenAs: 'active' | 'forming' = 'active',
): Promise<void> {
  await db.execute(sql`
    UPDATE ${productItems}
    SET seats_taken = seats_taken - 1,
        state = CASE WHEN state = 'full' THEN ${reopenAs}::product_item_state ELSE state END,
        updated_at = now()
    WHERE id = ${itemId} AND seats_taken > 0`);
}

// ---------------------------------------------------------------------------------------------
// Preorder groups: a product item in state 'forming' whose seats_taken counts its paid preorders

/** Serialises the preorders of one product and package until the transaction ends. */
export async function lockPreorderGroups(db: Executor, productId: string, packageId: string | null) {
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext(${`preorder:${productId}:${packageId ?? ''}`}))`,
  );
}

export async function findFormingGroup(db: Executor, productId: string, packageId: string | null) {
  const [item] = await db
    .select({ id: productItems.id })
    .from(productItems)
    .where(
      and(
        eq(productItems.productId, productId),
        packageId === null ? isNull(productItems.packageId) : eq(productItems.packageId, packageId),
        eq(productItems.state, 'forming'),
        sql`${productItems.seatsTaken} < ${productItems.slot}`,
      ),
    )
    .orderBy(asc(productItems.createdAt))
    .limit(1);
  return item;
}

export async function insertFormingGroup(
  db: Executor,
  values: { productId: string; packageId: string | null; name: string; slot: number },
): Promise<string> {
  const [item] = await db
    .insert(productItems)
    .values({ ...values, state: 'forming' })
    .returning({ id: productItems.id });
  return item!.id;
}
