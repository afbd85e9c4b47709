import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isSellableAccount } from '../../db/provider-renewal';
import { packages, products, variants } from '../../db/schema/catalogue';
import { orders } from '../../db/schema/orders';
import { accounts, productItems } from '../../db/schema/stock';
import { users } from '../../db/schema/users';
import { likeContaining } from '../../db/like';

export type ItemRecord = typeof productItems.$inferSelect;
export type ItemState = ItemRecord['state'];
export type ItemChanges = Partial<
  Pick<
    ItemRecord,
    | 'name'
    | 'providerExpiresAt'
    | 'state'
    | 'slot'
    | 'secret'
    | 'billingCost'
    | 'billingCycleMonths'
    | 'autoRenews'
    | 'billingNote'
    | 'renewalRemindedAt'
  >
>;

// ---------------------------------------------------------------------------------------------
// The stock list

/** One row of the stock list, with its product, package, host, billing and its product's free seats (overdue accounts' not counted). */
export interface ItemView {
  id: string;
  name: string;
  productId: string;
  productName: string;
  productType: string;
  productMethod: string;
  packageId: string | null;
  packageName: string | null;
  email: string | null;
  domain: string | null;
  state: ItemState;
  slot: number;
  seatsTaken: number;
  providerExpiresAt: Date | null;
  billingCost: number | null;
  /** The product's provider price: the account's cost when it has none of its own. */
  modalFee: number;
  billingCycleMonths: number;
  autoRenews: boolean;
  billingNote: string | null;
  renewalRemindedAt: Date | null;
  hostId: string | null;
  hostName: string | null;
  hostEmail: string | null;
  hasSecret: boolean;
  /** Sealed; opened only to count the item's profiles. */
  secret: Buffer | null;
  /** Profiles the item's live (Aktif, Tenggang) seats use. */
  usedProfiles: string[];
  productFreeSeats: number;
  createdAt: Date;
}

type ItemViewRow = {
  id: string;
  name: string;
  product_id: string;
  product_name: string;
  product_type: string;
  product_method: string;
  package_id: string | null;
  package_name: string | null;
  email: string | null;
  domain: string | null;
  state: ItemState;
  slot: number;
  seats_taken: number;
  provider_expires_at: string | Date | null;
  billing_cost: number | null;
  modal_fee: number | string;
  billing_cycle_months: number;
  auto_renews: boolean;
  billing_note: string | null;
  renewal_reminded_at: string | Date | null;
  host_id: string | null;
  host_name: string | null;
  host_email: string | null;
  has_secret: boolean;
  secret: Buffer | null;
  used_profiles: string[] | null;
  product_free_seats: number | string;
  created_at: string | Date;
  total_count?: number | string;
};

function date(value: string | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

function toItemView(row: ItemViewRow): ItemView {
  return {
    id: row.id,
    name: row.name,
    productId: row.product_id,
    productName: row.product_name,
    productType: row.product_type,
    productMethod: row.product_method,
    packageId: row.package_id,
    packageName: row.package_name,
    email: row.email,
    domain: row.domain,
    state: row.state,
    slot: row.slot,
    seatsTaken: row.seats_taken,
    providerExpiresAt: row.provider_expires_at === null ? null : date(row.provider_expires_at),
    billingCost: row.billing_cost,
    modalFee: Number(row.modal_fee),
    billingCycleMonths: row.billing_cycle_months,
    autoRenews: row.auto_renews,
    billingNote: row.billing_note,
    renewalRemindedAt: row.renewal_reminded_at === null ? null : date(row.renewal_reminded_at),
    hostId: row.host_id,
    hostName: row.host_name,
    hostEmail: row.host_email,
    hasSecret: row.has_secret,
    secret: row.secret,
    usedProfiles: row.used_profiles ?? [],
    productFreeSeats: Number(row.product_free_seats),
    createdAt: date(row.created_at),
  };
}

export interface ItemFilter {
  productId?: string;
  state?: ItemState;
  /** Part of the item's name, e-mail, domain or product name. */
  search?: string;
}

function itemViewSelect(where: SQL, tail: SQL = sql``) {
  return sql`
    SELECT i.id, i.name, i.product_id, p.name AS product_name, p.type AS product_type,
           p.method AS product_method, i.package_id, pk.name AS package_name, i.email, i.domain,
           i.state, i.slot, i.seats_taken, i.provider_expires_at, i.billing_cost,
           p.modal_fee, i.billing_cycle_months, i.auto_renews, i.billing_note,
           i.renewal_reminded_at, h.id AS host_id,
           h.name AS host_name, h.email AS host_email, i.secret IS NOT NULL AS has_secret, i.secret,
           (SELECT array_agg(a.profile) FROM ${accounts} a
            WHERE a.product_item_id = i.id AND a.status IN ('Aktif', 'Tenggang')
              AND a.profile IS NOT NULL) AS used_profiles,
           coalesce(free.seats, 0) AS product_free_seats, i.created_at,
           count(*) OVER () AS total_count
    FROM ${productItems} i
    JOIN ${products} p ON p.id = i.product_id
    LEFT JOIN ${packages} pk ON pk.id = i.package_id
    LEFT JOIN ${users} h ON h.id = i.host_user_id
    LEFT JOIN (
      SELECT product_id, sum(slot - seats_taken) AS seats
      FROM ${productItems}
      WHERE state = 'active' AND ${isSellableAccount()}
      GROUP BY product_id
    ) free ON free.product_id = i.product_id
    WHERE ${where}
    ${tail}`;
}

function filterCondition(filter: ItemFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.productId) conditions.push(sql`i.product_id = ${filter.productId}`);
  if (filter.state) conditions.push(sql`i.state = ${filter.state}`);
  if (filter.search) {
    const pattern = likeContaining(filter.search);
    conditions.push(
      sql`(i.name ILIKE ${pattern} OR i.email ILIKE ${pattern} OR i.domain ILIKE ${pattern} OR p.name ILIKE ${pattern})`,
    );
  }
  return sql.join(conditions, sql` AND `);
}

/** A page of product items, by product name then oldest first, with the total matching. */
export async function listItemViews(
  db: Executor,
  filter: ItemFilter & { limit: number; offset: number },
): Promise<{ views: ItemView[]; total: number }> {
  const result = await db.execute<ItemViewRow>(
    itemViewSelect(
      filterCondition(filter),
      sql`ORDER BY p.name, i.created_at, i.id LIMIT ${filter.limit} OFFSET ${filter.offset}`,
    ),
  );
  const total = result.rows[0]?.total_count;
  if (total === undefined && filter.offset > 0) {
    // A page past the end still reports how many there are.
    const [row] = (
      await db.execute<{ total: number | string }>(
        sql`SELECT count(*) AS total FROM ${productItems} i JOIN ${products} p ON p.id = i.product_id WHERE ${filterCondition(filter)}`,
      )
    ).rows;
    return { views: [], total: Number(row?.total ?? 0) };
  }
  return { views: result.rows.map(toItemView), total: Number(total ?? 0) };
}

export async function findItemView(db: Executor, id: string): Promise<ItemView | undefined> {
  const result = await db.execute<ItemViewRow>(itemViewSelect(sql`i.id = ${id}`));
  const row = result.rows[0];
  return row ? toItemView(row) : undefined;
}

export function findItemViews(db: Executor, ids: string[]): Promise<ItemView[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .execute<ItemViewRow>(
      itemViewSelect(
        sql`i.id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
        sql`ORDER BY i.created_at, i.id`,
      ),
    )
    .then((result) => result.rows.map(toItemView));
}

/** The seats of an item, holding ones first, each with its customer. */
export function listMembers(db: Executor, itemId: string) {
  return db
    .select({
      id: accounts.id,
      status: accounts.status,
      profile: accounts.profile,
      expireAt: accounts.expireAt,
      createdAt: accounts.createdAt,
      user: { id: users.id, name: users.name, email: users.email, phone: users.phone },
    })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(eq(accounts.productItemId, itemId))
    .orderBy(
      sql`CASE WHEN ${accounts.status} IN ('Aktif', 'Tenggang') THEN 0 ELSE 1 END`,
      accounts.createdAt,
      accounts.id,
    );
}

export type MemberRecord = Awaited<ReturnType<typeof listMembers>>[number];

// ---------------------------------------------------------------------------------------------
// Items

export async function findItem(db: Executor, id: string): Promise<ItemRecord | undefined> {
  const [item] = await db.select().from(productItems).where(eq(productItems.id, id));
  return item;
}

export async function lockItem(db: Executor, id: string): Promise<ItemRecord | undefined> {
  const [item] = await db.select().from(productItems).where(eq(productItems.id, id)).for('update');
  return item;
}

export async function updateItem(db: Executor, id: string, values: ItemChanges): Promise<ItemRecord> {
  const [item] = await db
    .update(productItems)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(productItems.id, id))
    .returning();
  return item!;
}

export async function insertItems(
  db: Executor,
  values: Array<typeof productItems.$inferInsert>,
): Promise<string[]> {
  if (values.length === 0) return [];
  const rows = await db.insert(productItems).values(values).returning({ id: productItems.id });
  return rows.map((row) => row.id);
}

/** The e-mails among `emails` (lower-cased) that a live (not ended) item of the product already uses. */
export async function findUsedEmails(db: Executor, productId: string, emails: string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .select({ email: sql<string>`lower(${productItems.email})` })
    .from(productItems)
    .where(
      and(
        eq(productItems.productId, productId),
        ne(productItems.state, 'ended'),
        inArray(sql`lower(${productItems.email})`, emails),
      ),
    );
  return rows.map((row) => row.email);
}

// ---------------------------------------------------------------------------------------------
// Catalogue facts

export async function findProduct(db: Executor, id: string) {
  const [product] = await db
    .select({
      id: products.id,
      name: products.name,
      slot: products.slot,
      method: products.method,
      type: products.type,
    })
    .from(products)
    .where(eq(products.id, id));
  return product;
}

/** The packages the product is sold in (its variants); empty for a product without variants. */
export async function findProductPackageIds(db: Executor, productId: string): Promise<string[]> {
  const rows = await db
    .select({ packageId: variants.packageId })
    .from(variants)
    .where(eq(variants.productId, productId));
  return rows.map((row) => row.packageId);
}

// ---------------------------------------------------------------------------------------------
// Members to tell

/** One customer with at least one Aktif/Tenggang seat in the item, with the newest order that paid for it. */
export interface MemberContact {
  userId: string;
  phone: string;
  orderId: string | null;
  invoice: string | null;
}

/** Live seats of the item holding `profile` (case-insensitive) get `pinSecret` as their PIN. */
export async function updateProfilePin(
  db: Executor,
  itemId: string,
  profile: string,
  pinSecret: Buffer | null,
): Promise<void> {
  await db.execute(sql`
    UPDATE ${accounts} SET pin_secret = ${pinSecret}, updated_at = now()
    WHERE product_item_id = ${itemId} AND status IN ('Aktif', 'Tenggang')
      AND lower(btrim(profile)) = ${profile.trim().toLowerCase()}`);
}

export async function listHoldingMembers(db: Executor, itemId: string): Promise<MemberContact[]> {
  const result = await db.execute<{
    user_id: string;
    phone: string;
    order_id: string | null;
    invoice: string | null;
  }>(sql`
    SELECT DISTINCT ON (u.id) u.id AS user_id, u.phone, o.id AS order_id, o.invoice
    FROM ${accounts} a
    JOIN ${users} u ON u.id = a.user_id
    LEFT JOIN LATERAL (
      SELECT id, invoice, paid_at FROM ${orders}
      WHERE account_id = a.id AND paid_at IS NOT NULL
      ORDER BY paid_at DESC
      LIMIT 1
    ) o ON true
    WHERE a.product_item_id = ${itemId} AND a.status IN ('Aktif', 'Tenggang')
    ORDER BY u.id, o.paid_at DESC NULLS LAST`);
  return result.rows.map((row) => ({
    userId: row.user_id,
    phone: row.phone,
    orderId: row.order_id,
    invoice: row.invoice,
  }));
}

// ---------------------------------------------------------------------------------------------
// Preorder groups

type GroupRow = {
  id: string;
  name: string;
  product_id: string;
  product_name: string;
  product_type: string;
  package_id: string | null;
  package_name: string | null;
  state: ItemState;
  seats_taken: number;
  slot: number;
  created_at: string | Date;
  orders: Array<{
    id: string;
    invoice: string;
    status: string;
    paid_at: string | null;
    buyer_name: string;
    buyer_email: string;
  }>;
};

/**
 * Forming groups, and full ones whose paid orders still wait for their seats (not yet activated),
 * oldest first, each with those orders.
 */
export async function listPreorderGroups(db: Executor) {
  const result = await db.execute<GroupRow>(sql`
    SELECT i.id, i.name, i.product_id, p.name AS product_name, p.type AS product_type, i.package_id,
           pk.name AS package_name, i.state, i.seats_taken, i.slot, i.created_at,
           coalesce(waiting.orders, '[]'::json) AS orders
    FROM ${productItems} i
    JOIN ${products} p ON p.id = i.product_id
    LEFT JOIN ${packages} pk ON pk.id = i.package_id
    LEFT JOIN LATERAL (
      SELECT json_agg(json_build_object(
               'id', o.id, 'invoice', o.invoice, 'status', o.status, 'paid_at', o.paid_at,
               'buyer_name', u.name, 'buyer_email', u.email
             ) ORDER BY o.paid_at, o.id) AS orders
      FROM ${orders} o
      JOIN ${users} u ON u.id = o.user_id
      WHERE o.product_item_id = i.id AND o.account_id IS NULL AND o.paid_at IS NOT NULL
        AND o.status IN ('Preorder', 'Process')
    ) waiting ON true
    WHERE i.state = 'forming' OR (i.state = 'full' AND waiting.orders IS NOT NULL)
    ORDER BY CASE WHEN i.state = 'full' THEN 0 ELSE 1 END, i.created_at, i.id`);
  return result.rows.map((row) => ({ ...row, created_at: date(row.created_at) }));
}

export type GroupRecord = Awaited<ReturnType<typeof listPreorderGroups>>[number];
