import { REFUND_REASON_PREFIX } from '@premium-shop/domain/order-lifecycle';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import { reimbursements } from '../../db/schema/engagement';
import { auditLogs } from '../../db/schema/operations';
import { orders } from '../../db/schema/orders';
import { accounts, productItems, providerCosts } from '../../db/schema/stock';

/** A bigint sum as PostgreSQL sends it (a string), or a count. */
type Sum = string | number;

/** One month's figures of one product (product_id and name set) or of the whole month (both null). */
export type LedgerSumRow = {
  month: string;
  product_id: string | null;
  name: string | null;
  orders: Sum;
  goods: Sum;
  fees_passed_on: Sum;
  revenue: Sum;
  gateway_fees: Sum;
  unreported_fees: Sum;
  refunds: Sum;
  refund_count: Sum;
  reimbursements: Sum;
  provider_costs: Sum;
  margin: Sum;
};

/**
 * The start of the month `shift` months after `month` ('YYYY-MM') in `timeZone`, as a timestamptz:
 * the months are counted on the wall clock before the zone is applied (adding a month to a
 * timestamptz would count it in the session's zone).
 */
function monthStart(month: string, timeZone: string, shift = 0) {
  return sql`(((${month} || '-01')::timestamp + make_interval(months => ${shift}::int)) AT TIME ZONE ${timeZone})`;
}

/**
 * The ledger's entries: every paid order (in the month of `paid_at`), every refund of a paid order
 * (in the month of its first applied refund audit entry, or the order's last change when it has
 * none), every completed host reimbursement (in the month of its completion's audit entry, or its
 * last change) and every provider cost (in the month of `paid_at`). Each entry carries only its own
 * amounts, so an amount is counted once, in one month.
 */
function ledgerEntries() {
  const goods = sql`(o.price + o.admin + o.tax - o.discount - o.voucher_amount)`;
  return sql`
    SELECT o.product_id, o.paid_at AS at, 1 AS orders,
           ${goods} AS goods, o.total - ${goods} AS fees_passed_on, o.total AS revenue,
           coalesce(o.gateway_fee_merchant, o.gateway_fee) AS gateway_fees,
           (o.gateway_fee_merchant IS NULL)::int AS unreported_fees,
           0 AS refunds, 0 AS refund_count, 0 AS reimbursements, 0 AS provider_costs
    FROM ${orders} o
    WHERE o.paid_at IS NOT NULL
    UNION ALL
    SELECT o.product_id,
           coalesce((SELECT min(a.created_at) FROM ${auditLogs} a
                     WHERE a.entity = 'order' AND a.entity_id = o.id::text
                       AND a.action IN ('order.refund', 'payment.refund')
                       AND coalesce(a.after ->> 'applied', 'true') <> 'false'), o.updated_at),
           0, 0, 0, 0, 0, 0, o.total, 1, 0, 0
    FROM ${orders} o
    WHERE o.paid_at IS NOT NULL AND starts_with(o.status_reason, ${REFUND_REASON_PREFIX})
    UNION ALL
    SELECT i.product_id,
           coalesce((SELECT min(a.created_at) FROM ${auditLogs} a
                     WHERE a.entity = 'reimbursement' AND a.entity_id = r.id::text
                       AND a.action = 'reimbursement.complete'), r.updated_at),
           0, 0, 0, 0, 0, 0, 0, 0, r.value, 0
    FROM ${reimbursements} r JOIN ${productItems} i ON i.id = r.product_item_id
    WHERE r.status = 'Done'
    UNION ALL
    SELECT c.product_id, c.paid_at, 0, 0, 0, 0, 0, 0, 0, 0, 0, c.amount
    FROM ${providerCosts} c`;
}

/**
 * The ledger of the `months` months ending with `month` (WIB), per month and product and per month,
 * in one statement: integer sums as bigint, the margin computed by PostgreSQL from those sums. A
 * product row is there when the product has any entry in the month; a month row when the month has any.
 */
export async function readLedgerSums(
  db: Executor,
  options: { month: string; months: number; timeZone: string },
): Promise<LedgerSumRow[]> {
  const { month, months, timeZone } = options;
  const end = monthStart(month, timeZone, 1);
  const start = monthStart(month, timeZone, 1 - months);
  const result = await db.execute<LedgerSumRow>(sql`
    WITH entries AS (${ledgerEntries()}),
    counted AS (
      SELECT to_char(e.at AT TIME ZONE ${timeZone}, 'YYYY-MM') AS month, e.*
      FROM entries e
      WHERE e.at >= ${start} AND e.at < ${end}
    ),
    sums AS (
      SELECT month, product_id,
             sum(orders)::bigint AS orders, sum(goods)::bigint AS goods,
             sum(fees_passed_on)::bigint AS fees_passed_on, sum(revenue)::bigint AS revenue,
             sum(gateway_fees)::bigint AS gateway_fees, sum(unreported_fees)::bigint AS unreported_fees,
             sum(refunds)::bigint AS refunds, sum(refund_count)::bigint AS refund_count,
             sum(reimbursements)::bigint AS reimbursements, sum(provider_costs)::bigint AS provider_costs,
             grouping(product_id) AS is_month
      FROM counted
      GROUP BY GROUPING SETS ((month, product_id), (month))
    )
    SELECT s.month, CASE WHEN s.is_month = 0 THEN s.product_id END AS product_id,
           CASE WHEN s.is_month = 0 THEN p.name END AS name,
           s.orders, s.goods, s.fees_passed_on, s.revenue, s.gateway_fees, s.unreported_fees,
           s.refunds, s.refund_count, s.reimbursements, s.provider_costs,
           s.revenue - s.gateway_fees - s.refunds - s.reimbursements - s.provider_costs AS margin
    FROM sums s
    LEFT JOIN ${products} p ON p.id = s.product_id AND s.is_month = 0
    ORDER BY s.month, s.is_month DESC, s.revenue DESC, p.name`);
  return result.rows;
}

export type LedgerAccountRow = {
  product_item_id: string;
  name: string;
  product_id: string;
  product_name: string;
  state: 'forming' | 'active' | 'full' | 'ended';
  slot: number;
  seats_taken: number;
  seats_sold: Sum;
  renewals: Sum;
  revenue: Sum;
  cycle_cost: number;
  cycle_months: number;
  monthly_cost: number;
  cost_paid: Sum;
  margin: Sum;
};

/**
 * Each provider account in `month` (WIB): the paid orders on it (new places and renewals of its
 * seats, by `paid_at`), their totals, what its provider was paid in the month, and its cost per
 * month (its billing cost, else the product's modal_fee, over its cycle's months, rounded). Listed:
 * every account with a sale or a cost in the month, and every account not ended that existed by
 * its end.
 */
export async function readLedgerAccounts(
  db: Executor,
  options: { month: string; timeZone: string },
): Promise<LedgerAccountRow[]> {
  const start = monthStart(options.month, options.timeZone);
  const end = monthStart(options.month, options.timeZone, 1);
  const result = await db.execute<LedgerAccountRow>(sql`
    WITH sold AS (
      SELECT coalesce(o.product_item_id, s.product_item_id) AS item_id,
             count(*) FILTER (WHERE o.kind = 'new')::bigint AS seats_sold,
             count(*) FILTER (WHERE o.kind = 'renewal')::bigint AS renewals,
             sum(o.total)::bigint AS revenue
      FROM ${orders} o LEFT JOIN ${accounts} s ON s.id = o.account_id
      WHERE o.paid_at >= ${start} AND o.paid_at < ${end}
      GROUP BY 1
    ),
    paid AS (
      SELECT product_item_id AS item_id, sum(amount)::bigint AS cost_paid
      FROM ${providerCosts}
      WHERE paid_at >= ${start} AND paid_at < ${end} AND product_item_id IS NOT NULL
      GROUP BY 1
    ),
    listed AS (
      SELECT i.id AS product_item_id, i.name, p.id AS product_id, p.name AS product_name, i.state,
             i.slot, i.seats_taken,
             coalesce(sold.seats_sold, 0) AS seats_sold, coalesce(sold.renewals, 0) AS renewals,
             coalesce(sold.revenue, 0) AS revenue,
             coalesce(i.billing_cost, p.modal_fee) AS cycle_cost, i.billing_cycle_months AS cycle_months,
             round(coalesce(i.billing_cost, p.modal_fee)::numeric / i.billing_cycle_months)::int AS monthly_cost,
             coalesce(paid.cost_paid, 0) AS cost_paid
      FROM ${productItems} i
      JOIN ${products} p ON p.id = i.product_id
      LEFT JOIN sold ON sold.item_id = i.id
      LEFT JOIN paid ON paid.item_id = i.id
      WHERE sold.item_id IS NOT NULL OR paid.item_id IS NOT NULL
         OR (i.state <> 'ended' AND i.created_at < ${end})
    )
    SELECT *, revenue - monthly_cost AS margin FROM listed
    ORDER BY product_name, name, product_item_id`);
  return result.rows;
}
