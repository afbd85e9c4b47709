import { and, count, eq, gt, isNotNull, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from './client';
import { orders } from './schema/orders';

/** The columns of orders (or of an alias of it) that say whether an order holds something. */
type OrderHoldColumns = Record<'status' | 'paidAt' | 'expiredTime', AnyPgColumn>;

/**
 * Which orders hold something at `now` (docs/decisions/022): an unpaid Pending/Preorder order holds
 * its promo slot, its voucher use and a place among the customer's open orders only inside its
 * payment window. One past its expired_time holds nothing, even before the expiry job marks it.
 * `now` may be a prepared statement's placeholder or a column of the statement; `table` an alias
 * of orders.
 */
export function isOpenOrderAt(now: Date | Placeholder | SQL, table: OrderHoldColumns = orders): SQL {
  return and(
    // Written out, not sent as parameters: a prepared statement's generic plan can then use the
    // partial index of unpaid orders (orders_unpaid_deadline_idx), which PostgreSQL matches only
    // against a condition it can read when it plans.
    sql`${table.status} IN ('Pending', 'Preorder')`,
    isNull(table.paidAt),
    or(isNull(table.expiredTime), gt(table.expiredTime, now)),
  )!;
}

/** An order that counts against a voucher's or promo's per-customer limit: paid, or still open. */
export function hasUsedOrHoldsAt(now: Date): SQL {
  return or(isNotNull(orders.paidAt), isOpenOrderAt(now))!;
}

/** How many of the customer's orders with this voucher or promo are paid or still open at `now`. */
export async function countCustomerUses(
  db: Executor,
  options: { userId: string; now: Date } & ({ voucherId: string } | { promoId: string }),
): Promise<number> {
  const offer =
    'voucherId' in options
      ? eq(orders.voucherId, options.voucherId)
      : eq(orders.productDiscountId, options.promoId);
  const [row] = await db
    .select({ total: count() })
    .from(orders)
    .where(and(eq(orders.userId, options.userId), offer, hasUsedOrHoldsAt(options.now)));
  return row?.total ?? 0;
}
