import { and, eq, exists, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { complaints, notificationCategories, notifications } from '../../db/schema/engagement';
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

/** A dashboard notification; the category is found by name and left empty when the shop has none. */
export async function insertNotification(
  db: Executor,
  values: { userId: string; category: string; title: string; content: string; productId: string | null },
): Promise<void> {
  const { category, ...rest } = values;
  await db.insert(notifications).values({
    ...rest,
    categoryId: sql`(SELECT ${notificationCategories.id} FROM ${notificationCategories} WHERE ${notificationCategories.name} = ${category})`,
  });
}
