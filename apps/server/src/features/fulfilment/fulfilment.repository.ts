import { UNPAID_ORDER_STATUSES } from '@premium-shop/domain/order-lifecycle';
import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { gatewayEvents } from '../../db/schema/operations';
import { orders } from '../../db/schema/orders';

export type OrderRecord = typeof orders.$inferSelect;

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

export async function findOrderByReference(
  db: Executor,
  reference: string,
): Promise<OrderRecord | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.reference, reference));
  return order;
}

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
        inArray(orders.status, [...UNPAID_ORDER_STATUSES]),
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
