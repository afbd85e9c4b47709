import { reimbursementEndpoints as api } from '@premium-shop/domain/api/reimbursements';
import { reimbursementFieldsSchema } from '@premium-shop/domain/dashboard-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth-guard';
import { declared } from '../../platform/declared-route';
import { limitUploads } from '../../platform/rate-limits';
import { handleImageForm, privateUploadsDir } from '../../platform/uploads';
import * as files from '../files/files.service';
import * as reimbursements from './reimbursements.service';

const ACCOUNT_MISSING = 'Pilih akun yang diajukan';

/** A Host's reimbursements (SPEC §5 'Reimburse'), as declared in packages/domain/src/api/reimbursements.ts. */
export const reimbursementRoutes: FastifyPluginAsyncZod = (app) => {
  app.route({
    ...declared(app, api.listReimbursements),
    handler: async (request) => ({
      data: await reimbursements.listReimbursements(app.db, currentUser(request).id),
    }),
  });

  // 'Pilih Produk': only products where the caller hosts a group a request would be accepted for.
  app.route({
    ...declared(app, api.listReimbursableProducts),
    handler: async (request) => ({
      data: await reimbursements.claimableProducts(app.db, currentUser(request).id),
    }),
  });

  // Multipart: the fields are checked against reimbursementFieldsSchema once the form is read.
  app.route({
    ...declared(app, api.submitReimbursement),
    preHandler: [limitUploads(app), files.checkUploadQuota(app.db)],
    handler: async (request, reply) => {
      const userId = currentUser(request).id;
      const data = await handleImageForm(
        request,
        {
          dir: privateUploadsDir(app.settings.DATA_DIR),
          fileField: 'payment_proof',
          schema: reimbursementFieldsSchema,
          optional: ['productItem', 'account'],
          fallback: {
            productItem: ACCOUNT_MISSING,
            account: ACCOUNT_MISSING,
            bank: 'Bank maksimal 50 karakter',
            account_number: 'Nomor rekening tidak valid',
          },
          missingImage: reimbursements.REIMBURSEMENT_MESSAGES.missingProof,
          check: (fields) => reimbursements.checkClaim(app.db, userId, fields),
        },
        ({ fields, image }) => reimbursements.submitReimbursement(app.db, userId, fields, image),
      );
      return reply.status(201).send({ data, message: reimbursements.REIMBURSEMENT_MESSAGES.submitted });
    },
  });
  return Promise.resolve();
};
