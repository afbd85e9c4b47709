import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isSellableAccount } from '../../db/provider-renewal';
import { products } from '../../db/schema/catalogue';
import { complaints, reimbursements } from '../../db/schema/engagement';
import { orders } from '../../db/schema/orders';
import { productItems } from '../../db/schema/stock';

export type SummaryRow = {
  revenue: Array<{ date: string; total: number; orders: number }>;
  by_status: Array<{ status: string; count: number }>;
  free_seats: Array<{ product_id: string; name: string; free_seats: number; items: number }>;
  filling: Array<{ id: string; name: string; product_name: string; seats_taken: number; slot: number }>;
  complaints_open: number;
  reimbursements_pending: number;
};

/**
 * The console's summary in one statement: revenue of the last `days` calendar days in `timeZone`
 * (paid orders by the day of their payment, late payments of Canceled/Expired orders left out),
 * orders by status, free seats of each Ready product, forming groups, and what waits for the admin.
 */
export async function readSummary(
  db: Executor,
  options: { now: Date; days: number; timeZone: string },
): Promise<SummaryRow> {
  const { now, days, timeZone } = options;
  const result = await db.execute<SummaryRow>(sql`
    WITH today AS (SELECT (${now.toISOString()}::timestamptz AT TIME ZONE ${timeZone})::date AS day)
    SELECT
      (SELECT json_agg(json_build_object('date', to_char(d.day, 'YYYY-MM-DD'),
                                         'total', coalesce(r.total, 0), 'orders', coalesce(r.orders, 0))
                       ORDER BY d.day)
       FROM (SELECT generate_series(day - (${days - 1})::int, day, interval '1 day')::date AS day FROM today) d
       LEFT JOIN (
         SELECT (paid_at AT TIME ZONE ${timeZone})::date AS day, sum(total)::bigint AS total, count(*) AS orders
         FROM ${orders}
         WHERE paid_at IS NOT NULL AND status NOT IN ('Canceled', 'Expired')
           AND paid_at >= ((SELECT day FROM today) - (${days - 1})::int)::timestamp AT TIME ZONE ${timeZone}
         GROUP BY 1
       ) r ON r.day = d.day) AS revenue,
      (SELECT coalesce(json_agg(json_build_object('status', status, 'count', n)), '[]'::json)
       FROM (SELECT status, count(*) AS n FROM ${orders} GROUP BY status) s) AS by_status,
      (SELECT coalesce(json_agg(json_build_object('product_id', f.id, 'name', f.name,
                                                  'free_seats', f.free_seats, 'items', f.items)
                                ORDER BY f.free_seats, f.name), '[]'::json)
       FROM (
         SELECT p.id, p.name,
                coalesce(sum(i.slot - i.seats_taken)
                         FILTER (WHERE i.state = 'active' AND ${isSellableAccount('i')}), 0) AS free_seats,
                count(i.id) FILTER (WHERE i.state IN ('active', 'full')) AS items
         FROM ${products} p
         LEFT JOIN ${productItems} i ON i.product_id = p.id
         WHERE p.method = 'Ready' AND p.type <> 'Digital Product'
         GROUP BY p.id, p.name
       ) f) AS free_seats,
      (SELECT coalesce(json_agg(json_build_object('id', i.id, 'name', i.name, 'product_name', p.name,
                                                  'seats_taken', i.seats_taken, 'slot', i.slot)
                                ORDER BY i.seats_taken::float / i.slot DESC, i.created_at), '[]'::json)
       FROM ${productItems} i JOIN ${products} p ON p.id = i.product_id
       WHERE i.state = 'forming') AS filling,
      (SELECT count(*) FROM ${complaints} WHERE status = 'open') AS complaints_open,
      (SELECT count(*) FROM ${reimbursements} WHERE status = 'Pending') AS reimbursements_pending`);
  return result.rows[0]!;
}
