import { adminSupportEndpoints as api } from '@premium-shop/domain/api/admin-support';
import { completeReimbursementFieldsSchema } from '@premium-shop/domain/admin-operations-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth-guard';
import { sendCsv } from '../../platform/csv-answer';
import { declared } from '../../platform/declared-route';
import { limitExports, limitUploads } from '../../platform/rate-limits';
import { handleImageForm, privateUploadsDir } from '../../platform/uploads';
import * as files from '../files/files.service';
import * as support from './admin-support.service';
import * as supportExport from './support-export.service';

const M = support.ADMIN_SUPPORT_MESSAGES;

/**
 * The admin's complaint and reimbursement calls, as declared in
 * packages/domain/src/api/admin-support.ts. The admin check runs on request, before the body is
 * read, so an anonymous call is always 401 and a customer's 403.
 */
export const adminSupportRoutes: FastifyPluginAsyncZod = (app) => {
  app.route({
    ...declared(app, api.adminListComplaints),
    handler: async (request) => support.listComplaints(app.db, request.query),
  });

  app.route({
    ...declared(app, api.adminExportComplaints),
    preHandler: limitExports(app),
    handler: async (request, reply) =>
      sendCsv(reply, await supportExport.exportComplaints(app.db, request.query)),
  });

  app.route({
    ...declared(app, api.adminReplyComplaint),
    handler: async (request) => ({
      data: await support.replyToComplaint(
        app.db,
        currentUser(request).id,
        request.params.id,
        request.body.reply,
      ),
      message: M.replied,
    }),
  });

  app.route({
    ...declared(app, api.adminResolveComplaint),
    handler: async (request) => ({
      data: await support.resolveComplaint(app.db, currentUser(request).id, request.params.id),
      message: M.resolved,
    }),
  });

  app.route({
    ...declared(app, api.adminListReimbursements),
    handler: async (request) => support.listReimbursements(app.db, request.query),
  });

  app.route({
    ...declared(app, api.adminExportReimbursements),
    preHandler: limitExports(app),
    handler: async (request, reply) =>
      sendCsv(reply, await supportExport.exportReimbursements(app.db, request.query)),
  });

  // Multipart: the shop's transfer proof in `reimbursement_proof` and an optional `note`.
  app.route({
    ...declared(app, api.adminCompleteReimbursement),
    preHandler: [limitUploads(app), files.checkUploadQuota(app.db)],
    handler: async (request) => {
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
  });

  app.route({
    ...declared(app, api.adminRejectReimbursement),
    handler: async (request) => ({
      data: await support.rejectReimbursement(
        app.db,
        currentUser(request).id,
        request.params.id,
        request.body.note,
      ),
      message: M.rejected,
    }),
  });
  return Promise.resolve();
};
