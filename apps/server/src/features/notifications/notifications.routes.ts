import { notificationEndpoints as api } from '@premium-shop/domain/api/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth-guard';
import { declared } from '../../platform/declared-route';
import * as notifications from './notifications.service';

const NO_STORE = 'no-store';

/**
 * The caller's notifications: private, so never cached (SPEC §7 'Notifications'), as declared in
 * packages/domain/src/api/notifications.ts.
 */
export const notificationRoutes: FastifyPluginAsyncZod = (app) => {
  app.route({
    ...declared(app, api.listNotifications),
    handler: async (request, reply) => {
      const answer = await notifications.listNotifications(app.db, currentUser(request).id, request.query);
      return reply.header('cache-control', NO_STORE).send(answer);
    },
  });

  app.route({
    ...declared(app, api.listUnreadNotifications),
    handler: async (request, reply) => {
      const answer = await notifications.listUnread(app.db, currentUser(request).id);
      return reply.header('cache-control', NO_STORE).send(answer);
    },
  });

  app.route({
    ...declared(app, api.markNotificationsRead),
    handler: async (request, reply) => {
      const data = await notifications.markAsRead(
        app.db,
        currentUser(request).id,
        request.body.notificationIds,
      );
      return reply.header('cache-control', NO_STORE).send({ data });
    },
  });
  return Promise.resolve();
};
