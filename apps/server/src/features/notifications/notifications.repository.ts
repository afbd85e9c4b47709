import { and, count, desc, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import { notificationCategories, notifications } from '../../db/schema/engagement';

function notificationViewQuery(db: Executor, where: SQL) {
  return db
    .select({
      id: notifications.id,
      title: notifications.title,
      content: notifications.content,
      shortDescription: notifications.shortDescription,
      isRead: notifications.isRead,
      createdAt: notifications.createdAt,
      categoryName: notificationCategories.name,
      categoryIcon: notificationCategories.icon,
      productId: products.id,
      productName: products.name,
      productIcon: products.icon,
    })
    .from(notifications)
    .leftJoin(notificationCategories, eq(notificationCategories.id, notifications.categoryId))
    .leftJoin(products, eq(products.id, notifications.productId))
    .where(where);
}

export type NotificationView = Awaited<ReturnType<typeof notificationViewQuery>>[number];

function ofUser(userId: string, options: { isUnreadOnly: boolean }): SQL {
  const own = eq(notifications.userId, userId);
  return options.isUnreadOnly ? and(own, not(notifications.isRead))! : own;
}

/** A page of a user's notifications (all, or only the unread ones), newest first. */
export function listNotificationViews(
  db: Executor,
  options: { userId: string; isUnreadOnly: boolean; limit: number; offset: number },
): Promise<NotificationView[]> {
  return notificationViewQuery(db, ofUser(options.userId, options))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(options.limit)
    .offset(options.offset);
}

export async function countNotifications(
  db: Executor,
  options: { userId: string; isUnreadOnly: boolean },
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(ofUser(options.userId, options));
  return row?.total ?? 0;
}

/** Marks the given notifications of the user read; ids of other users are left alone. How many changed. */
export async function markRead(db: Executor, options: { userId: string; ids: string[] }): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(
      and(
        eq(notifications.userId, options.userId),
        inArray(notifications.id, options.ids),
        not(notifications.isRead),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export interface NewNotification {
  userId: string;
  /** A category's name; the notification has none when the shop has no category of that name. */
  category: string;
  title: string;
  content: string;
  shortDescription?: string | null;
  productId?: string | null;
  orderId?: string | null;
}

/** Writes the notification; its id. */
export async function insertNotification(db: Executor, values: NewNotification): Promise<string> {
  const { category, ...rest } = values;
  const [row] = await db
    .insert(notifications)
    .values({
      ...rest,
      categoryId: sql`(SELECT ${notificationCategories.id} FROM ${notificationCategories} WHERE ${notificationCategories.name} = ${category})`,
    })
    .returning({ id: notifications.id });
  return row!.id;
}
