import type { SeatStatus } from '@premium-shop/domain/order-lifecycle';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import { orders } from '../../db/schema/orders';
import { accounts, productItems } from '../../db/schema/stock';
import { users } from '../../db/schema/users';

/** A seat the lifecycle job acts on, with what its messages need. */
export interface DueSeat {
  id: string;
  status: SeatStatus;
  userId: string;
  productId: string;
  productItemId: string;
  /** A Sharing Private seat's profile, given back with its place when the seat ends. */
  profile: string | null;
  expireAt: Date;
  graceEndsAt: Date | null;
  productName: string;
  groupName: string;
  phone: string;
  /** The newest order that delivered or renewed the seat; null for a seat an admin made by hand. */
  orderId: string | null;
  invoice: string | null;
}

export type LifecycleStep = 'remind' | 'grace' | 'end';

function dueCondition(step: LifecycleStep, now: Date, remindBefore: Date) {
  switch (step) {
    case 'remind':
      return sql`a.status = 'Aktif' AND a.expire_at > ${now} AND a.expire_at <= ${remindBefore}
        AND a.expiry_reminded_at IS NULL`;
    case 'grace':
      return sql`a.status = 'Aktif' AND a.expire_at <= ${now}`;
    case 'end':
      return sql`a.status = 'Tenggang' AND a.grace_ends_at <= ${now}`;
  }
}

/**
 * Locks up to `limit` seats due for `step`. Rows another process holds are skipped, so processes
 * running the job at once never handle the same seat; the caller changes them in the same transaction.
 */
export async function claimDueSeats(
  db: Executor,
  step: LifecycleStep,
  options: { now: Date; remindBefore: Date; limit: number },
): Promise<DueSeat[]> {
  const result = await db.execute<{
    id: string;
    status: SeatStatus;
    user_id: string;
    product_id: string;
    product_item_id: string;
    profile: string | null;
    expire_at: string | Date;
    grace_ends_at: string | Date | null;
    product_name: string;
    group_name: string;
    phone: string;
    order_id: string | null;
    invoice: string | null;
  }>(sql`
    SELECT a.id, a.status, a.user_id, a.product_id, a.product_item_id, a.profile, a.expire_at, a.grace_ends_at,
           p.name AS product_name, i.name AS group_name, u.phone,
           o.id AS order_id, o.invoice
    FROM ${accounts} a
    JOIN ${products} p ON p.id = a.product_id
    JOIN ${productItems} i ON i.id = a.product_item_id
    JOIN ${users} u ON u.id = a.user_id
    LEFT JOIN LATERAL (
      SELECT id, invoice FROM ${orders}
      WHERE account_id = a.id AND paid_at IS NOT NULL
      ORDER BY paid_at DESC
      LIMIT 1
    ) o ON true
    WHERE ${dueCondition(step, options.now, options.remindBefore)}
    ORDER BY a.expire_at
    LIMIT ${options.limit}
    FOR UPDATE OF a SKIP LOCKED`);
  return result.rows.map((row) => ({
    id: row.id,
    status: row.status,
    userId: row.user_id,
    productId: row.product_id,
    productItemId: row.product_item_id,
    profile: row.profile,
    expireAt: new Date(row.expire_at),
    graceEndsAt: row.grace_ends_at === null ? null : new Date(row.grace_ends_at),
    productName: row.product_name,
    groupName: row.group_name,
    phone: row.phone,
    orderId: row.order_id,
    invoice: row.invoice,
  }));
}

export async function markReminded(db: Executor, seatIds: string[], now: Date): Promise<void> {
  await db.execute(sql`
    UPDATE ${accounts} SET expiry_reminded_at = ${now}, updated_at = now()
    WHERE id IN (${sql.join(
      seatIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}
