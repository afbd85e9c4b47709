import {
  adminUserSchema,
  auditEntrySchema,
  listAuditQuerySchema,
  listOutboxQuerySchema,
  listUsersQuerySchema,
  notificationCategorySchema,
  outboxMessageSchema,
  sendNotificationBodySchema,
  sendNotificationResultSchema,
  updateUserBodySchema,
} from '@premium-shop/domain/admin-people-schema';
import { paginationSchema } from '@premium-shop/domain/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-guard';
import { listAudit } from '../audit/audit.service';
import * as adminPeople from './admin-people.service';

const M = adminPeople.ADMIN_PEOPLE_MESSAGES;
const idParams = z.object({ id: z.string().min(1).max(64) });
const outboxAnswer = z.object({ data: outboxMessageSchema, message: z.string() });

/**
 * The console's people and messages, registered under /api/admin: users, notifications, the
 * audit log and the outbox. The admin check runs on request, before the body is read.
 */
export const adminPeopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (): adminPeople.AdminPeopleContext => ({ db: app.db, settings: app.settings });
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/users',
    {
      ...admin,
      schema: {
        querystring: listUsersQuerySchema,
        response: { 200: z.object({ data: z.array(adminUserSchema), pagination: paginationSchema }) },
      },
    },
    async (request) => adminPeople.listUsers(ctx(), request.query),
  );

  app.patch(
    '/users/:id',
    {
      ...admin,
      schema: {
        params: idParams,
        body: updateUserBodySchema,
        response: { 200: z.object({ data: adminUserSchema, message: z.string() }) },
      },
    },
    async (request) => ({
      data: await adminPeople.updateUser(ctx(), currentUser(request).id, request.params.id, request.body),
      message: M.userUpdated,
    }),
  );

  app.get(
    '/notification-categories',
    { ...admin, schema: { response: { 200: z.object({ data: z.array(notificationCategorySchema) }) } } },
    async () => ({ data: await adminPeople.listCategories(ctx()) }),
  );

  app.post(
    '/notifications',
    {
      ...admin,
      schema: {
        body: sendNotificationBodySchema,
        response: { 201: z.object({ data: sendNotificationResultSchema, message: z.string() }) },
      },
    },
    async (request, reply) => {
      const data = await adminPeople.sendNotification(ctx(), currentUser(request).id, request.body);
      return reply.status(201).send({ data, message: M.notificationSent });
    },
  );

  app.get(
    '/audit',
    {
      ...admin,
      schema: {
        querystring: listAuditQuerySchema,
        response: { 200: z.object({ data: z.array(auditEntrySchema), pagination: paginationSchema }) },
      },
    },
    async (request) => listAudit(app.db, request.query),
  );

  app.get(
    '/outbox',
    {
      ...admin,
      schema: {
        querystring: listOutboxQuerySchema,
        response: { 200: z.object({ data: z.array(outboxMessageSchema), pagination: paginationSchema }) },
      },
    },
    async (request) => adminPeople.listOutbox(ctx(), request.query),
  );

  app.post(
    '/outbox/:id/resend',
    { ...admin, schema: { params: idParams, response: { 200: outboxAnswer } } },
    async (request) => ({
      data: await adminPeople.resendOutboxMessage(ctx(), currentUser(request).id, request.params.id),
      message: M.requeued,
    }),
  );

  app.post(
    '/outbox/:id/mark-sent',
    { ...admin, schema: { params: idParams, response: { 200: outboxAnswer } } },
    async (request) => ({
      data: await adminPeople.markOutboxMessageSent(ctx(), currentUser(request).id, request.params.id),
      message: M.markedSent,
    }),
  );
};
