import { adminPeopleEndpoints as api } from '@premium-shop/domain/api/admin-people';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth-guard';
import { sendCsv } from '../../platform/csv-answer';
import { declared } from '../../platform/declared-route';
import { limit, limitExports } from '../../platform/rate-limits';
import { listAudit } from '../audit/audit.service';
import * as adminPeople from './admin-people.service';
import * as userExport from './user-export.service';

const M = adminPeople.ADMIN_PEOPLE_MESSAGES;
export const RESENDS_PER_MINUTE = 20;

/**
 * The console's people and messages: users, notifications, the audit log and the outbox, as
 * declared in packages/domain/src/api/admin-people.ts. The admin check runs on request, before the
 * body is read.
 */
export const adminPeopleRoutes: FastifyPluginAsyncZod = (app) => {
  const ctx = (): adminPeople.AdminPeopleContext => ({ db: app.db, settings: app.settings });

  app.route({
    ...declared(app, api.adminListUsers),
    handler: async (request) => adminPeople.listUsers(ctx(), request.query),
  });

  app.route({
    ...declared(app, api.adminExportUsers),
    preHandler: limitExports(app),
    handler: async (request, reply) => sendCsv(reply, await userExport.exportUsers(ctx(), request.query)),
  });

  app.route({
    ...declared(app, api.adminUpdateUser),
    handler: async (request) => ({
      data: await adminPeople.updateUser(ctx(), currentUser(request).id, request.params.id, request.body),
      message: M.userUpdated,
    }),
  });

  app.route({
    ...declared(app, api.adminListNotificationCategories),
    handler: async () => ({ data: await adminPeople.listCategories(ctx()) }),
  });

  app.route({
    ...declared(app, api.adminSendNotification),
    handler: async (request, reply) => {
      const data = await adminPeople.sendNotification(ctx(), currentUser(request).id, request.body);
      return reply.status(201).send({ data, message: M.notificationSent });
    },
  });

  app.route({
    ...declared(app, api.adminListAudit),
    handler: async (request) => listAudit(app.db, request.query),
  });

  app.route({
    ...declared(app, api.adminListOutbox),
    handler: async (request) => adminPeople.listOutbox(ctx(), request.query),
  });

  // A resend goes to a customer's WhatsApp: an admin resends a few failed messages, not hundreds a minute.
  app.route({
    ...declared(app, api.adminResendOutboxMessage),
    preHandler: limit(app, {
      name: 'outbox-resend',
      max: RESENDS_PER_MINUTE,
      timeWindowMs: 60_000,
      key: (request) => currentUser(request).id,
    }),
    handler: async (request) => ({
      data: await adminPeople.resendOutboxMessage(ctx(), currentUser(request).id, request.params.id),
      message: M.requeued,
    }),
  });

  app.route({
    ...declared(app, api.adminMarkOutboxMessageSent),
    handler: async (request) => ({
      data: await adminPeople.markOutboxMessageSent(ctx(), currentUser(request).id, request.params.id),
      message: M.markedSent,
    }),
  });
  return Promise.resolve();
};
