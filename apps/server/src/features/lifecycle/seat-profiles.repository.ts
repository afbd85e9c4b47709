import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
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

/** 'Out of Stock' -> 'Available' when an active item of the product has a free place; true when it changed. */
export async function markRestocked(db: Executor, productId: string): Promise<boolean> {
  const result = await db.execute<{ id: string }>(sql`
    UPDATE ${products}
    SET status = 'Available', updated_at = now()
    WHERE id = ${productId}
      AND status = 'Out of Stock'
      AND EXISTS (
        SELECT 1 FROM ${productItems}
        WHERE product_id = ${productId} AND state = 'active' AND seats_taken < slot
      )
    RETURNING id`);
  return result.rows.length > 0;
}
