import { z } from 'zod';
import {
  adminUserSchema,
  auditEntrySchema,
  exportUsersQuerySchema,
  listAuditQuerySchema,
  listOutboxQuerySchema,
  listUsersQuerySchema,
  notificationCategorySchema,
  outboxMessageSchema,
  sendNotificationBodySchema,
  sendNotificationResultSchema,
  updateUserBodySchema,
} from '../admin-people-schema';
import { paginationSchema } from '../pagination';
import { ADMIN_PEOPLE_PATHS } from './admin-people.paths';
import { csvExportAnswer, defineEndpoints } from './endpoint';

const idParams = z.object({ id: z.string().min(1).max(64) });
const outboxAnswer = z.object({ data: outboxMessageSchema, message: z.string() });

export const adminPeopleEndpoints = defineEndpoints('Admin: people', ADMIN_PEOPLE_PATHS, {
  adminListUsers: {
    summary: 'Every user, newest first, by role or a search of the name, e-mail or phone.',
    access: 'admin',
    query: listUsersQuerySchema,
    responses: { 200: z.object({ data: z.array(adminUserSchema), pagination: paginationSchema }) },
  },
  adminExportUsers: {
    summary:
      'The user list as CSV, with the same search and role, every page (at most 10,000 rows); no passwords.',
    access: 'admin',
    query: exportUsersQuerySchema,
    ...csvExportAnswer,
  },
  adminUpdateUser: {
    summary: "Changes a user's role or switches the account on or off (never the admin's own).",
    access: 'admin',
    params: idParams,
    body: updateUserBodySchema,
    responses: { 200: z.object({ data: adminUserSchema, message: z.string() }) },
    errors: [404, 409],
  },
  adminListNotificationCategories: {
    summary: 'The categories a dashboard notification can be sent under.',
    access: 'admin',
    responses: { 200: z.object({ data: z.array(notificationCategorySchema) }) },
  },
  adminSendNotification: {
    summary:
      'Sends a dashboard notification to one user or every active customer, and optionally a WhatsApp message.',
    access: 'admin',
    body: sendNotificationBodySchema,
    responses: { 201: z.object({ data: sendNotificationResultSchema, message: z.string() }) },
    errors: [404, 409],
  },
  adminListAudit: {
    summary: "The audit log, newest first, by entity, action or the actor's name or e-mail.",
    access: 'admin',
    query: listAuditQuerySchema,
    responses: { 200: z.object({ data: z.array(auditEntrySchema), pagination: paginationSchema }) },
  },
  adminListOutbox: {
    summary: 'The outbox of e-mail and WhatsApp messages, newest first, by channel or delivery status.',
    access: 'admin',
    query: listOutboxQuerySchema,
    responses: { 200: z.object({ data: z.array(outboxMessageSchema), pagination: paginationSchema }) },
  },
  adminResendOutboxMessage: {
    summary:
      'Queues a failed (or sent) message to be delivered again now, with another day of retries (at most 20 a minute per admin).',
    access: 'admin',
    params: idParams,
    responses: { 200: outboxAnswer },
    errors: [404, 409, 429],
  },
  adminMarkOutboxMessageSent: {
    summary: 'Marks a WhatsApp message the admin sent by hand as sent (manual WhatsApp only).',
    access: 'admin',
    params: idParams,
    responses: { 200: outboxAnswer },
    errors: [404, 409],
  },
});
