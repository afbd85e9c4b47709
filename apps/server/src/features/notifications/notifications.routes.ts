import { markAsReadBodySchema, notificationSchema } from '@premium-shop/domain/dashboard-schema';
import { paginationSchema } from '@premium-shop/domain/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-guard';
import * as notifications from './notifications.service';

const NO_STORE = 'no-store';

export const NOTIFICATION_MESSAGES = {
  invalidLimit: `Limit harus bilangan bulat 1 sampai ${notifications.MAX_NOTIFICATION_PAGE_SIZE}`,
  invalidPage: 'Halaman harus bilangan bulat mulai dari 1',
  invalidIds: 'Daftar notifikasi tidak valid',
} as const;

const pageAnswer = z.object({ data: z.array(notificationSchema), pagination: paginationSchema });

// The domain schema with the messages a user reads when the list sent is not one of ids.
const markAsReadBody = markAsReadBodySchema.extend({
  notificationIds: z
    .array(z.guid({ error: NOTIFICATION_MESSAGES.invalidIds }), { error: NOTIFICATION_MESSAGES.invalidIds })
    .min(1, { error: NOTIFICATION_MESSAGES.invalidIds })
    .max(500, { error: NOTIFICATION_MESSAGES.invalidIds }),
});

/** The caller's notifications: private, so never cached (SPEC §7 'Notifications'). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      onRequest: app.authenticate,
      schema: {
        querystring: z.object({
          limit: z.coerce
            .number({ error: NOTIFICATION_MESSAGES.invalidLimit })
            .int({ error: NOTIFICATION_MESSAGES.invalidLimit })
            .min(1, { error: NOTIFICATION_MESSAGES.invalidLimit })
            .max(notifications.MAX_NOTIFICATION_PAGE_SIZE, { error: NOTIFICATION_MESSAGES.invalidLimit })
            .default(notifications.DEFAULT_NOTIFICATION_PAGE_SIZE),
          page: z.coerce
            .number({ error: NOTIFICATION_MESSAGES.invalidPage })
            .int({ error: NOTIFICATION_MESSAGES.invalidPage })
            .min(1, { error: NOTIFICATION_MESSAGES.invalidPage })
            .max(100_000, { error: NOTIFICATION_MESSAGES.invalidPage })
            .default(1),
        }),
        response: { 200: pageAnswer },
      },
    },
    async (request, reply) => {
      const answer = await notifications.listNotifications(app.db, currentUser(request).id, request.query);
      return reply.header('cache-control', NO_STORE).send(answer);
    },
  );

  app.get(
    '/notifications/getUnread',
    { onRequest: app.authenticate, schema: { response: { 200: pageAnswer } } },
    async (request, reply) => {
      const answer = await notifications.listUnread(app.db, currentUser(request).id);
      return reply.header('cache-control', NO_STORE).send(answer);
    },
  );

  app.put(
    '/notifications/markAsRead',
    {
      onRequest: app.authenticate,
      schema: {
        body: markAsReadBody,
        response: { 200: z.object({ data: z.object({ updated: z.number().int() }) }) },
      },
    },
    async (request, reply) => {
      const data = await notifications.markAsRead(
        app.db,
        currentUser(request).id,
        request.body.notificationIds,
      );
      return reply.header('cache-control', NO_STORE).send({ data });
    },
  );
};
