import { and, eq, exists, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { complaints } from '../../db/schema/engagement';
import { accounts, productItems } from '../../db/schema/stock';

export type ComplaintRecord = typeof complaints.$inferSelect;

/** The product item when `userId` holds a seat in it or hosts it; undefined otherwise. */
export async function findItemOfMember(
  db: Executor,
  userId: string,
  productItemId: string,
): Promise<{ id: string; productId: string } | undefined> {
  const [item] = await db
    .select({ id: productItems.id, productId: productItems.productId })
    .from(productItems)
    .where(
      and(
        eq(productItems.id, productItemId),
        or(
          eq(productItems.hostUserId, userId),
          exists(
            db
              .select({ one: sql`1` })
              .from(accounts)
              .where(and(eq(accounts.productItemId, productItems.id), eq(accounts.userId, userId))),
          ),
        ),
      ),
    );
  return item;
}

export async function insertComplaint(
  db: Executor,
  values: Pick<
    typeof complaints.$inferInsert,
    'userId' | 'issue' | 'productItemId' | 'noOrder' | 'note' | 'file'
  >,
): Promise<ComplaintRecord> {
  const [complaint] = await db.insert(complaints).values(values).returning();
  return complaint!;
}
