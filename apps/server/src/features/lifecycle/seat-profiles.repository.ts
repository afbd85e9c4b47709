import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isSellableAccount } from '../../db/provider-renewal';
import { products } from '../../db/schema/catalogue';
import { accounts, productItems } from '../../db/schema/stock';

/** Profile names of the item's live (Aktif, Tenggang) seats, but `exceptSeatId`'s. */
export async function listLiveProfiles(
  db: Executor,
  itemId: string,
  exceptSeatId?: string,
): Promise<string[]> {
  const rows = await db
    .select({ profile: accounts.profile })
    .from(accounts)
    .where(
      and(
        eq(accounts.productItemId, itemId),
        inArray(accounts.status, ['Aktif', 'Tenggang']),
        isNotNull(accounts.profile),
        ...(exceptSeatId ? [ne(accounts.id, exceptSeatId)] : []),
      ),
    );
  return rows.map((row) => row.profile!);
}

export async function findItemSecret(db: Executor, itemId: string): Promise<Buffer | null> {
  const [item] = await db
    .select({ secret: productItems.secret })
    .from(productItems)
    .where(eq(productItems.id, itemId));
  return item?.secret ?? null;
}

/** 'Out of Stock' -> 'Available' when an active item of the product (not overdue) has a free place; true when it changed. */
export async function markRestocked(db: Executor, productId: string): Promise<boolean> {
  const result = await db.execute<{ id: string }>(sql`
    UPDATE ${products}
    SET status = 'Available', updated_at = now()
    WHERE id = ${productId}
      AND status = 'Out of Stock'
      AND EXISTS (
        SELECT 1 FROM ${productItems}
        WHERE product_id = ${productId} AND state = 'active' AND seats_taken < slot
          AND ${isSellableAccount()}
      )
    RETURNING id`);
  return result.rows.length > 0;
}

export async function findProductType(db: Executor, productId: string): Promise<string | undefined> {
  const [product] = await db.select({ type: products.type }).from(products).where(eq(products.id, productId));
  return product?.type;
}

/** An active Sharing Private item with an empty place, its sealed secret and its live seats' profiles. */
export interface OpenSharingPrivateItem {
  id: string;
  productId: string;
  state: string;
  slot: number;
  seatsTaken: number;
  secret: Buffer | null;
  usedProfiles: string[];
}

/** The active Sharing Private items with an empty place for sale (not overdue), of `productIds` (null: of every product). */
export async function listOpenSharingPrivateItems(
  db: Executor,
  productIds: readonly string[] | null,
): Promise<OpenSharingPrivateItem[]> {
  const ofProducts = productIds
    ? sql`AND i.product_id IN (${sql.join(
        productIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.execute<{
    id: string;
    product_id: string;
    state: string;
    slot: number;
    seats_taken: number;
    secret: Buffer | null;
    used_profiles: string[] | null;
  }>(sql`
    SELECT i.id, i.product_id, i.state, i.slot, i.seats_taken, i.secret,
           (SELECT array_agg(a.profile) FROM ${accounts} a
            WHERE a.product_item_id = i.id AND a.status IN ('Aktif', 'Tenggang')
              AND a.profile IS NOT NULL) AS used_profiles
    FROM ${productItems} i
    JOIN ${products} p ON p.id = i.product_id
    WHERE p.type = 'Sharing Private' AND i.state = 'active' AND i.seats_taken < i.slot
      AND ${isSellableAccount('i')} ${ofProducts}`);
  return result.rows.map((row) => ({
    id: row.id,
    productId: row.product_id,
    state: row.state,
    slot: row.slot,
    seatsTaken: row.seats_taken,
    secret: row.secret,
    usedProfiles: row.used_profiles ?? [],
  }));
}
