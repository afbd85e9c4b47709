import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { packages, products } from '../../db/schema/catalogue';
import { gatewayEvents } from '../../db/schema/operations';
import { orders } from '../../db/schema/orders';
import { accounts, productItems } from '../../db/schema/stock';
import { users } from '../../db/schema/users';

export type OrderRecord = typeof orders.$inferSelect;
export type SeatRecord = typeof accounts.$inferSelect;
export type OrderChanges = Partial<
  Pick<
    OrderRecord,
    | 'status'
    | 'paidAt'
    | 'nextBillingAt'
    | 'productItemId'
    | 'accountId'
    | 'statusReason'
    | 'reference'
    | 'paidAfter'
  >
>;

const UNPAID_STATUSES = ['Pending', 'Preorder'] as const;

// ---------------------------------------------------------------------------------------------
// Gateway events

/** Stores a verified callback; undefined when an applied event with the same dedupe key is stored. */
export async function insertGatewayEvent(
  db: Executor,
  values: typeof gatewayEvents.$inferInsert,
): Promise<string | undefined> {
  const [row] = await db
    .insert(gatewayEvents)
    .values(values)
    .onConflictDoNothing({ target: gatewayEvents.dedupeKey })
    .returning({ id: gatewayEvents.id });
  return row?.id;
}

/** Marks an applied event processed, with its note. */
export async function finishGatewayEvent(db: Executor, id: string, note: string | null): Promise<void> {
  await db
    .update(gatewayEvents)
    .set({ processedAt: new Date(), error: note })
    .where(eq(gatewayEvents.id, id));
}

/** Keeps a refused event with its error and gives its dedupe key up, so a correct event with that key is applied. */
export async function refuseGatewayEvent(db: Executor, id: string, error: string): Promise<void> {
  await db
    .update(gatewayEvents)
    .set({ processedAt: new Date(), error, dedupeKey: null })
    .where(eq(gatewayEvents.id, id));
}

// ---------------------------------------------------------------------------------------------
// Orders

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

export async function lockOrder(db: Executor, id: string): Promise<OrderRecord | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return order;
}

export async function findOrderByReference(
  db: Executor,
  reference: string,
): Promise<OrderRecord | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.reference, reference));
  return order;
}

export async function updateOrder(db: Executor, id: string, values: OrderChanges): Promise<OrderRecord> {
  const [order] = await db.update(orders).set(values).where(eq(orders.id, id)).returning();
  return order!;
}

/** What fulfilment reads about an order: its product, package name and buyer. */
export async function findOrderFacts(db: Executor, order: OrderRecord) {
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
    .where(eq(orders.id, order.id));
  return row!;
}

export type OrderFacts = Awaited<ReturnType<typeof findOrderFacts>>;

/**
 * Locks up to `limit` unpaid orders past their deadline; rows another process holds are skipped,
 * so two expiry runs never handle the same order.
 */
export function claimOverdueOrders(db: Executor, now: Date, limit: number): Promise<OrderRecord[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.status, [...UNPAID_STATUSES]),
        isNull(orders.paidAt),
        isNotNull(orders.expiredTime),
        lte(orders.expiredTime, now),
      ),
    )
    .orderBy(asc(orders.expiredTime))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * Claims up to `limit` unpaid (or shop-cancelled) orders whose gateway transaction is still open and
 * whose deadline falls in the window, and that no instance asked about since `askedBefore`: their
 * `reconciled_at` is set to `from`, and SKIP LOCKED lets instances running at once take different ones.
 * Each branch of the predicate is that of a partial index (orders_unpaid_deadline_idx,
 * orders_canceled_deadline_idx), so both are read by deadline.
 */
export async function claimOrdersNearDeadline(
  db: Executor,
  window: { from: Date; to: Date; askedBefore: Date; limit: number },
): Promise<OrderRecord[]> {
  // Stamped with the caller's clock (`from`), the one `askedBefore` is measured on.
  const { rows } = await db.execute<{ id: string }>(sql`
    UPDATE orders SET reconciled_at = ${window.from}
    WHERE id IN (
      SELECT id FROM orders
      WHERE ((status IN ('Pending', 'Preorder') AND paid_at IS NULL)
             OR (status = 'Canceled' AND paid_at IS NULL AND reference IS NOT NULL))
        AND reference IS NOT NULL
        AND expired_time > ${window.from} AND expired_time <= ${window.to}
        AND (reconciled_at IS NULL OR reconciled_at < ${window.askedBefore})
      ORDER BY expired_time
      LIMIT ${window.limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING id`);
  if (rows.length === 0) return [];
  return db
    .select()
    .from(orders)
    .where(
      inArray(
        orders.id,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orders.expiredTime));
}

// ---------------------------------------------------------------------------------------------
// Seats

/**
 * Takes one free place of an active product item of the product and package, or nothing when all
 * are full. It waits for items other buyers hold and re-checks them (a held item may keep places
 * free), and it locks items in one fixed order (oldest first), so concurrent buyers never deadlock;
 * SKIP LOCKED would send a buyer to Process while a place was merely being taken elsewhere.
 */
export async function takeSeat(
  db: Executor,
  options: { productId: string; packageId: string | null; excluding?: readonly string[] },
): Promise<string | undefined> {
  const excluding = options.excluding?.length
    ? sql`AND id NOT IN (${sql.join(
        options.excluding.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.execute<{ id: string }>(sql`
    UPDATE ${productItems}
    SET seats_taken = seats_taken + 1,
        state = CASE WHEN seats_taken + 1 >= slot THEN 'full'::product_item_state ELSE state END,
        updated_at = now()
    WHERE id = (
      SELECT id FROM ${productItems}
      WHERE product_id = ${options.productId}
        AND package_id IS NOT DISTINCT FROM ${options.packageId}
        AND state = 'active'
        AND seats_taken < slot
        ${excluding}
      ORDER BY created_at, id
      LIMIT 1
      FOR UPDATE
    ) AND seats_taken < slot
    RETURNING id`);
  return result.rows[0]?.id;
}

/** Undoes a takeSeat in the same transaction (the item had no profile left for the buyer). */
export async function untakeSeat(db: Executor, itemId: string): Promise<void> {
  await db.execute(sql`
    UPDATE ${productItems}
    SET seats_taken = seats_taken - 1,
        state = CASE WHEN state = 'full' THEN 'active'::product_item_state ELSE state END,
        updated_at = now()
    WHERE id = ${itemId} AND seats_taken > 0`);
}

/** Takes a place back in a given item (a seat renewed after it ended); false when it is full. */
export async function retakePlace(db: Executor, itemId: string): Promise<boolean> {
  const result = await db.execute<{ id: string }>(sql`
    UPDATE ${productItems}
    SET seats_taken = seats_taken + 1,
        state = CASE WHEN seats_taken + 1 >= slot THEN 'full'::product_item_state ELSE state END,
        updated_at = now()
    WHERE id = ${itemId} AND seats_taken < slot AND state IN ('active', 'full')
    RETURNING id`);
  return result.rows.length > 0;
}

export async function insertSeat(db: Executor, values: typeof accounts.$inferInsert): Promise<SeatRecord> {
  const [seat] = await db.insert(accounts).values(values).returning();
  return seat!;
}

export async function lockSeat(db: Executor, id: string): Promise<SeatRecord | undefined> {
  const [seat] = await db.select().from(accounts).where(eq(accounts.id, id)).for('update');
  return seat;
}

export async function updateSeat(
  db: Executor,
  id: string,
  values: Partial<
    Pick<
      SeatRecord,
      'status' | 'expireAt' | 'graceEndsAt' | 'expiryRemindedAt' | 'duration' | 'profile' | 'pinSecret'
    >
  >,
): Promise<void> {
  await db
    .update(accounts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(accounts.id, id));
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

/** Counts one more paid preorder in the group; the group is 'full' when it reaches its slot. */
export async function joinGroup(db: Executor, itemId: string): Promise<{ seatsTaken: number; slot: number }> {
  const [item] = await db
    .update(productItems)
    .set({
      seatsTaken: sql`${productItems.seatsTaken} + 1`,
      state: sql`CASE WHEN ${productItems.seatsTaken} + 1 >= ${productItems.slot} THEN 'full'::product_item_state ELSE ${productItems.state} END`,
      updatedAt: new Date(),
    })
    .where(and(eq(productItems.id, itemId), sql`${productItems.seatsTaken} < ${productItems.slot}`))
    .returning({ seatsTaken: productItems.seatsTaken, slot: productItems.slot });
  return item!;
}

/** Moves the group's paid preorders to Process; returns them. */
export function processGroupOrders(db: Executor, itemId: string, reason: string): Promise<OrderRecord[]> {
  return db
    .update(orders)
    .set({ status: 'Process', statusReason: reason })
    .where(and(eq(orders.productItemId, itemId), eq(orders.status, 'Preorder'), isNotNull(orders.paidAt)))
    .returning();
}

export async function findUserContact(db: Executor, userId: string) {
  const [user] = await db
    .select({ id: users.id, name: users.name, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  return user!;
}

// ---------------------------------------------------------------------------------------------
// Notifications
