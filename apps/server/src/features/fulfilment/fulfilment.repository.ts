import { UNPAID_ORDER_STATUSES } from '@premium-shop/domain/order-lifecycle';
import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { GatewayCharges } from '../../platform/payments/gateway';
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
        // A bank transfer whose proof waits for the admin is decided by the admin (docs/decisions/049).
        sql`NOT EXISTS (SELECT 1 FROM order_transfers t WHERE t.order_id = ${orders.id} AND t.state = 'submitted')`,
      ),
    )
    .orderBy(asc(orders.expiredTime))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * Claims up to `limit` orders the reconciler is due to ask the gateway about: unpaid (or cancelled
 * in the shop) with an open gateway transaction (a reference, the deadline ahead) whose
 * `reconcile_due_at` has come. Each is stamped as asked (`reconciled_at`) and its due time moved to
 * `leaseUntil` in the same statement, and SKIP LOCKED lets instances running at once take different
 * ones, so no two instances ask about one order at the same time; the caller then sets the real
 * next time (setReconcileDue). An instance that dies holding a claim gives it up at `leaseUntil`.
 * The predicate is that of orders_reconcile_due_idx, read in due order.
 */
export async function claimDueOrders(
  db: Executor,
  claim: { now: Date; leaseUntil: Date; limit: number },
): Promise<OrderRecord[]> {
  // Stamped with the caller's clock (`now`), the one the schedule is measured on.
  const { rows } = await db.execute<{ id: string }>(sql`
    UPDATE orders SET reconciled_at = ${claim.now}, reconcile_due_at = ${claim.leaseUntil}
    WHERE id IN (
      SELECT id FROM orders
      WHERE paid_at IS NULL AND reference IS NOT NULL AND status IN ('Pending', 'Preorder', 'Canceled')
        AND reconcile_due_at <= ${claim.now}
        AND expired_time > ${claim.now}
      ORDER BY reconcile_due_at
      LIMIT ${claim.limit}
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
    .orderBy(asc(orders.reconcileDueAt));
}

/** Sets when the reconciler next asks about an order still unpaid. */
export async function setReconcileDue(db: Executor, id: string, dueAt: Date): Promise<void> {
  await db
    .update(orders)
    .set({ reconcileDueAt: dueAt })
    .where(and(eq(orders.id, id), isNull(orders.paidAt)));
}

// ---------------------------------------------------------------------------------------------
// What the gateway took (decision 045)

function chargeValues(charges: GatewayCharges, now: Date) {
  return {
    gatewayFeeMerchant: charges.feeMerchant,
    gatewayFeeCustomer: charges.feeCustomer,
    gatewayTotalFee: charges.totalFee,
    gatewayAmountReceived: charges.amountReceived,
    gatewayFeesReportedAt: now,
  };
}

/** Records on the order what the gateway reported it took of its payment. */
export async function recordGatewayCharges(
  db: Executor,
  id: string,
  charges: GatewayCharges,
  now: Date,
): Promise<void> {
  await db.update(orders).set(chargeValues(charges, now)).where(eq(orders.id, id));
}

/**
 * Records the fees a copy of an applied PAID reports on the paid order of `reference` for `amount`,
 * when none are recorded yet (a payment the admin confirmed by hand before Tripay's callback came).
 */
export async function recordMissingGatewayCharges(
  db: Executor,
  paid: { reference: string; amount: number },
  charges: GatewayCharges,
  now: Date,
): Promise<void> {
  await db
    .update(orders)
    .set(chargeValues(charges, now))
    .where(
      and(
        eq(orders.reference, paid.reference),
        eq(orders.total, paid.amount),
        isNotNull(orders.paidAt),
        isNull(orders.gatewayFeesReportedAt),
      ),
    );
}
