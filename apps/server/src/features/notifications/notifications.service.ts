import { normalizeImagePath } from '@premium-shop/domain/catalogue';
import type { Notification } from '@premium-shop/domain/dashboard-schema';
import { pageOffset, paginationOf, type Pagination } from '@premium-shop/domain/pagination';
import type { Executor } from '../../db/client';
import { publishLiveEvent } from '../live-events/live-events.service';
import { enqueueWhatsAppNotice } from '../outbox/outbox.service';
import * as repository from './notifications.repository';
import type { NotificationView } from './notifications.repository';

/** The unread list the bell polls: enough for any badge, bounded for a neglected inbox. */
export const UNREAD_LIMIT = 100;

export interface NotificationPage {
  data: Notification[];
  pagination: Pagination;
}

function toNotification(view: NotificationView): Notification {
  return {
    _id: view.id,
    title: view.title,
    content: view.content,
    createdAt: view.createdAt.toISOString(),
    isRead: view.isRead,
    category:
      view.categoryName !== null && view.categoryIcon !== null
        ? { name: view.categoryName, icon: normalizeImagePath(view.categoryIcon) }
        : null,
    product:
      view.productId !== null && view.productName !== null && view.productIcon !== null
        ? { _id: view.productId, name: view.productName, icon: normalizeImagePath(view.productIcon) }
        : null,
    informationId: view.shortDescription,
  };
}

async function page(
  db: Executor,
  options: { userId: string; isUnreadOnly: boolean; page: number; limit: number },
): Promise<NotificationPage> {
  const [views, total] = await Promise.all([
    repository.listNotificationViews(db, { ...options, offset: pageOffset(options.page, options.limit) }),
    repository.countNotifications(db, options),
  ]);
  return {
    data: views.map(toNotification),
    pagination: paginationOf(options.page, options.limit, total),
  };
}

/** A page of the caller's notifications, newest first. */
export function listNotifications(
  db: Executor,
  userId: string,
  options: { page: number; limit: number },
): Promise<NotificationPage> {
  return page(db, { userId, isUnreadOnly: false, ...options });
}

/** The caller's unread notifications, newest first (at most UNREAD_LIMIT); `total` counts them all. */
export function listUnread(db: Executor, userId: string): Promise<NotificationPage> {
  return page(db, { userId, isUnreadOnly: true, page: 1, limit: UNREAD_LIMIT });
}

/** Marks the caller's notifications among `ids` read; others' ids change nothing. */
export async function markAsRead(db: Executor, userId: string, ids: string[]): Promise<{ updated: number }> {
  return { updated: await repository.markRead(db, { userId, ids: [...new Set(ids)] }) };
}

/**
 * Writes a dashboard notification for a customer, in the caller's transaction; their open pages
 * hear of it at its commit ('notification.created', the bell's count goes up).
 */
export async function recordNotification(db: Executor, values: repository.NewNotification): Promise<void> {
  const notificationId = await repository.insertNotification(db, values);
  await announceNotification(db, values.userId, notificationId);
}

/** Tells the customer's open pages of a notification written for them in this transaction. */
export async function announceNotification(
  db: Executor,
  userId: string,
  notificationId: string,
): Promise<void> {
  await publishLiveEvent(db, { userId, type: 'notification.created', payload: { notificationId } });
}

/**
 * Tells every customer's open pages of the notification written for each of them in this
 * transaction: one event for all of them (stored once, NOTIFYed once), naming no notification.
 */
export async function announceNotificationToEveryCustomer(db: Executor): Promise<void> {
  await publishLiveEvent(db, { forCustomers: true, type: 'notification.created', payload: {} });
}

/**
 * A dashboard notification, and the same title and text by WhatsApp to `phone` with `reference`
 * (an invoice or an account name) on a last line when given, in the caller's transaction. The
 * WhatsApp message goes out only if `phone` is the customer's verified number (docs/decisions/039).
 */
export async function notifyByDashboardAndWhatsApp(
  db: Executor,
  notification: repository.NewNotification,
  whatsApp: { phone: string; reference?: string },
): Promise<void> {
  await recordNotification(db, notification);
  const lines = [`*${notification.title}*`, notification.content];
  if (whatsApp.reference !== undefined) lines.push(whatsApp.reference);
  await enqueueWhatsAppNotice(db, {
    userId: notification.userId,
    to: whatsApp.phone,
    text: lines.join('\n'),
  });
}
