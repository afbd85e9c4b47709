/**
 * The SQL of provider accounts' renewals (docs/decisions/051): the accounts due or overdue with
 * their members, the costs paid for an account, a renewal's cost row, and the reminder job's claims.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, productItems, providerCosts } from '../../db/schema/stock';
import { users } from '../../db/schema/users';
import { products } from '../../db/schema/catalogue';

export type ProviderCostRecord = typeof providerCosts.$inferSelect;

/** The ids of the open (active, full) accounts whose renewal date is before `until`, soonest first. */
export async function listDueItemIds(db: Executor, until: Date): Promise<string[]> {
  const rows = await db
    .select({ id: productItems.id })
    .from(productItems)
    .where(
      and(
        sql`${productItems.state} IN ('active', 'full')`,
        sql`${productItems.providerExpiresAt} <= ${until}`,
      ),
    )
    .orderBy(productItems.providerExpiresAt, productItems.id)
    .limit(500);
  return rows.map((row) => row.id);
}

/** The live (Aktif, Tenggang) seats of `itemIds`, each with its customer. */
export function listLiveMembers(db: Executor, itemIds: string[]) {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: accounts.id,
      itemId: accounts.productItemId,
      status: accounts.status,
      expireAt: accounts.expireAt,
      user: { id: users.id, name: users.name, email: users.email },
    })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(
      and(
        sql`${accounts.productItemId} IN (${sql.join(
          itemIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
        sql`${accounts.status} IN ('Aktif', 'Tenggang')`,
      ),
    )
    .orderBy(accounts.createdAt, accounts.id);
}

function costsQuery(db: Executor, itemId: string, coversUntil?: Date) {
  return db
    .select({
      id: providerCosts.id,
      amount: providerCosts.amount,
      paidAt: providerCosts.paidAt,
      coversUntil: providerCosts.coversUntil,
      note: providerCosts.note,
      createdAt: providerCosts.createdAt,
      recorder: { id: users.id, name: users.name },
    })
    .from(providerCosts)
    .leftJoin(users, eq(users.id, providerCosts.recordedBy))
    .where(
      and(
        eq(providerCosts.productItemId, itemId),
        coversUntil ? eq(providerCosts.coversUntil, coversUntil) : undefined,
      ),
    )
    .orderBy(desc(providerCosts.paidAt), desc(providerCosts.createdAt), desc(providerCosts.id));
}

/** What the shop paid for the account, newest first, with the admin who recorded each. */
export function listCosts(db: Executor, itemId: string) {
  return costsQuery(db, itemId);
}

export type CostView = Awaited<ReturnType<typeof listCosts>>[number];

/** The newest cost recorded for the account up to `coversUntil`, if any. */
export async function findCostCovering(
  db: Executor,
  itemId: string,
  coversUntil: Date,
): Promise<CostView | undefined> {
  const [cost] = await costsQuery(db, itemId, coversUntil).limit(1);
  return cost;
}

export async function insertCost(
  db: Executor,
  values: typeof providerCosts.$inferInsert,
): Promise<ProviderCostRecord> {
  const [cost] = await db.insert(providerCosts).values(values).returning();
  return cost!;
}

export async function findModalFee(db: Executor, productId: string): Promise<number> {
  const [product] = await db
    .select({ modalFee: products.modalFee })
    .from(products)
    .where(eq(products.id, productId));
  return product?.modalFee ?? 0;
}

// ---------------------------------------------------------------------------------------------
// The reminder job

/** An account whose renewal the admins are told of. */
export interface RemindedAccount {
  id: string;
  name: string;
  email: string | null;
  productId: string;
  productName: string;
  renewsAt: Date;
  autoRenews: boolean;
  cost: number;
  liveSeats: number;
}

/**
 * Claims up to `limit` open accounts whose renewal date is before `remindBefore` and whose admins
 * were not yet reminded of it: one conditional UPDATE sets `renewal_reminded_at`, so of several
 * processes running the job at once only one claims each account (the others skip the locked rows,
 * or find the column set when they get them), and an account is reminded once per renewal date.
 */
export async function claimDueReminders(
  db: Executor,
  options: { now: Date; remindBefore: Date; limit: number },
): Promise<RemindedAccount[]> {
  const result = await db.execute<{
    id: string;
    name: string;
    email: string | null;
    product_id: string;
    product_name: string;
    provider_expires_at: string | Date;
    auto_renews: boolean;
    cost: number | string;
    live_seats: number | string;
  }>(sql`
    WITH claimed AS (
      UPDATE ${productItems} i
      SET renewal_reminded_at = ${options.now}
      WHERE i.id IN (
          SELECT id FROM ${productItems}
          WHERE state IN ('active', 'full')
            AND provider_expires_at <= ${options.remindBefore}
            AND renewal_reminded_at IS NULL
          ORDER BY provider_expires_at, id
          LIMIT ${options.limit}
          FOR UPDATE SKIP LOCKED)
        AND i.renewal_reminded_at IS NULL
      RETURNING i.id, i.name, i.email, i.product_id, i.provider_expires_at, i.auto_renews, i.billing_cost
    )
    SELECT c.id, c.name, c.email, c.product_id, p.name AS product_name, c.provider_expires_at,
           c.auto_renews, coalesce(c.billing_cost, p.modal_fee) AS cost,
           (SELECT count(*) FROM ${accounts} a
            WHERE a.product_item_id = c.id AND a.status IN ('Aktif', 'Tenggang')) AS live_seats
    FROM claimed c
    JOIN ${products} p ON p.id = c.product_id
    ORDER BY c.provider_expires_at, c.id`);
  return result.rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    productId: row.product_id,
    productName: row.product_name,
    renewsAt: new Date(row.provider_expires_at),
    autoRenews: row.auto_renews,
    cost: Number(row.cost),
    liveSeats: Number(row.live_seats),
  }));
}

/** The active admins, with their phone numbers. */
export function listAdmins(db: Executor) {
  return db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
    .orderBy(users.createdAt, users.id);
}

/** An auto-renewing account moved on by one cycle, with the cost recorded for it. */
export interface AutoRenewal {
  id: string;
  productId: string;
  renewsAt: Date;
  amount: number;
}

/**
 * Moves up to `limit` auto-renewing accounts whose renewal date has come on by one billing cycle
 * and records what the cycle cost, in one statement: the claim (SKIP LOCKED, and the date still the
 * one read) makes sure two processes never renew the same date twice.
 */
export async function renewAutomatically(
  db: Executor,
  options: { now: Date; limit: number; note: string },
): Promise<AutoRenewal[]> {
  const result = await db.execute<{
    id: string;
    product_id: string;
    provider_expires_at: string | Date;
    amount: number | string;
  }>(sql`
    WITH due AS (
      SELECT i.id, i.provider_expires_at AS renewed_at, coalesce(i.billing_cost, p.modal_fee) AS amount
      FROM ${productItems} i
      JOIN ${products} p ON p.id = i.product_id
      WHERE i.auto_renews AND i.state IN ('active', 'full') AND i.provider_expires_at <= ${options.now}
      ORDER BY i.provider_expires_at, i.id
      LIMIT ${options.limit}
      FOR UPDATE OF i SKIP LOCKED
    ), renewed AS (
      UPDATE ${productItems} i
      -- Months are counted on the calendar in WIB, where the shop's renewal dates start their day.
      SET provider_expires_at = (i.provider_expires_at AT TIME ZONE 'Asia/Jakarta'
                                 + make_interval(months => i.billing_cycle_months)) AT TIME ZONE 'Asia/Jakarta',
          renewal_reminded_at = NULL,
          updated_at = now()
      FROM due
      WHERE i.id = due.id AND i.provider_expires_at = due.renewed_at
      RETURNING i.id, i.product_id, i.provider_expires_at, due.renewed_at, due.amount
    ), costs AS (
      INSERT INTO ${providerCosts} (product_item_id, product_id, amount, paid_at, covers_until, note)
      SELECT id, product_id, amount, renewed_at, provider_expires_at, ${options.note} FROM renewed
      RETURNING id
    )
    SELECT id, product_id, provider_expires_at, amount FROM renewed`);
  return result.rows.map((row) => ({
    id: row.id,
    productId: row.product_id,
    renewsAt: new Date(row.provider_expires_at),
    amount: Number(row.amount),
  }));
}
