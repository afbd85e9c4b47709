import {
  adminComplaintSchema,
  adminReimbursementSchema,
  completeReimbursementFieldsSchema,
  complaintReplyBodySchema,
  listComplaintsQuerySchema,
  listReimbursementsQuerySchema,
  rejectReimbursementBodySchema,
} from '@premium-shop/domain/admin-operations-schema';
import { paginationSchema } from '@premium-shop/domain/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-guard';
import { limitUploads } from '../../platform/rate-limits';
import { handleImageForm, privateUploadsDir } from '../../platform/uploads';
import * as files from '../files/files.service';
import * as support from './admin-support.service';

const M = support.ADMIN_SUPPORT_MESSAGES;
const idParams = z.object({ id: z.string().min(1).max(64) });
const complaintAnswer = z.object({ data: adminComplaintSchema, message: z.string() });
const reimbursementAnswer = z.object({ data: adminReimbursementSchema, message: z.string() });

/**
 * The admin's complaint and reimbursement calls, registered under /api/admin. The admin check runs
 * on request, before the body is read, so an anonymous call is always 401 and a customer's 403.
 */
export const adminSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/complaints',
    {
      ...admin,
      schema: {
        querystring: listComplaintsQuerySchema,
        response: {
          200: z.object({ data: z.array(adminComplaintSchema), pagination: paginationSchema }),
        },
      },
    },
    async (request) => support.listComplaints(app.db, request.query),
  );

  app.post(
    '/complaints/:id/reply',
    {
      ...admin,
      schema: { params: idParams, body: complaintReplyBodySchema, response: { 200: complaintAnswer } },
    },
    async (request) => ({
      data: await support.replyToComplaint(
        app.db,
        currentUser(request).id,
        request.params.id,
        request.body.reply,
      ),
      message: M.replied,
    }),
  );

  app.post(
    '/complaints/:id/resolve',
    { ...admin, schema: { params: idParams, response: { 200: complaintAnswer } } },
    async (request) => ({
      data: await support.resolveComplaint(app.db, currentUser(request).id, request.params.id),
      message: M.resolved,
    }),
  );

  app.get(
    '/reimbursements',
    {
      ...admin,
      schema: {
        querystring: listReimbursementsQuerySchema,
        response: {
          200: z.object({ data: z.array(adminReimbursementSchema), pagination: paginationSchema }),
        },
      },
    },
    async (request) => support.listReimbursements(app.db, request.query),
  );

  // Multipart: the shop's transfer proof in `reimbursement_proof` and an optional `note`.
  app.post(
    '/reimbursements/:id/complete',
    {
      ...admin,
      preHandler: [limitUploads(app), files.checkUploadQuota(app.db)],
      schema: { params: idParams, response: { 200: reimbursementAnswer } },
    },
    async (request) => {
      const actorId = currentUser(request).id;
      const data = await handleImageForm(
        request,
        {
          dir: privateUploadsDir(app.settings.DATA_DIR),
          fileField: 'reimbursement_proof',
          schema: completeReimbursementFieldsSchema,
          optional: ['note'],
          missingImage: M.missingProof,
        },
        ({ fields, image }) =>
          support.completeReimbursement(app.db, actorId, request.params.id, fields, image),
      );
      return { data, message: M.completed };
    },
  );

  app.post(
    '/reimbursements/:id/reject',
    {
      ...admin,
      schema: {
        params: idParams,
        body: rejectReimbursementBodySchema,
        response: { 200: reimbursementAnswer },
      },
    },
    async (request) => ({
      data: await support.rejectReimbursement(
        app.db,
        currentUser(request).id,
        request.params.id,
        request.body.note,
      ),
      message: M.rejected,
    }),
  );
};
