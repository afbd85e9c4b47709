import { z } from 'zod';
import { NOTIFICATION_PAGE_SIZE } from '../constants';
import { markAsReadBodySchema, notificationSchema } from '../dashboard-schema';
import { paginationSchema } from '../pagination';
import { defineEndpoints } from './endpoint';
import { NOTIFICATION_PATHS } from './notifications.paths';

/** A page of the notifications list holds at most this many. */
export const MAX_NOTIFICATION_PAGE_SIZE = 50;

export const NOTIFICATION_MESSAGES = {
  invalidLimit: `Limit harus bilangan bulat 1 sampai ${MAX_NOTIFICATION_PAGE_SIZE}`,
  invalidPage: 'Halaman harus bilangan bulat mulai dari 1',
  invalidIds: 'Daftar notifikasi tidak valid',
} as const;

const pageAnswer = z.object({ data: z.array(notificationSchema), pagination: paginationSchema });

export const notificationEndpoints = defineEndpoints('Notifications', NOTIFICATION_PATHS, {
  listNotifications: {
    summary: "The caller's notifications, newest first, a page at a time; never cached.",
    access: 'customer',
    query: z.object({
      limit: z.coerce
        .number({ error: NOTIFICATION_MESSAGES.invalidLimit })
        .int({ error: NOTIFICATION_MESSAGES.invalidLimit })
        .min(1, { error: NOTIFICATION_MESSAGES.invalidLimit })
        .max(MAX_NOTIFICATION_PAGE_SIZE, { error: NOTIFICATION_MESSAGES.invalidLimit })
        .default(NOTIFICATION_PAGE_SIZE),
      page: z.coerce
        .number({ error: NOTIFICATION_MESSAGES.invalidPage })
        .int({ error: NOTIFICATION_MESSAGES.invalidPage })
        .min(1, { error: NOTIFICATION_MESSAGES.invalidPage })
        .max(100_000, { error: NOTIFICATION_MESSAGES.invalidPage })
        .default(1),
    }),
    responses: { 200: pageAnswer },
  },
  listUnreadNotifications: {
    summary: "The caller's unread notifications, newest first (the bell's badge; `total` counts them all).",
    access: 'customer',
    responses: { 200: pageAnswer },
  },
  markNotificationsRead: {
    summary: 'Marks the named notifications of the caller read; `updated` counts those that were unread.',
    access: 'customer',
    // The shared schema with the messages a user reads when the list sent is not one of ids.
    body: markAsReadBodySchema.extend({
      notificationIds: z
        .array(z.guid({ error: NOTIFICATION_MESSAGES.invalidIds }), {
          error: NOTIFICATION_MESSAGES.invalidIds,
        })
        .min(1, { error: NOTIFICATION_MESSAGES.invalidIds })
        .max(500, { error: NOTIFICATION_MESSAGES.invalidIds }),
    }),
    responses: { 200: z.object({ data: z.object({ updated: z.number().int() }) }) },
  },
});
