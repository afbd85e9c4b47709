import { TRANSFER_MESSAGES as M } from '@premium-shop/domain/bank-transfer';
import { bankTransferEndpoints as api } from '@premium-shop/domain/api/bank-transfers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-guard';
import { declared } from '../../platform/declared-route';
import { limitUploads } from '../../platform/rate-limits';
import { handleImageForm, privateUploadsDir } from '../../platform/uploads';
import * as files from '../files/files.service';
import * as bankAccounts from './bank-accounts.service';
import * as transfers from './transfers.service';

/** Manual bank transfer (docs/decisions/049), as declared in packages/domain/src/api/bank-transfers.ts. */
export const bankTransferRoutes: FastifyPluginAsyncZod = (app) => {
  const ctx = () => app.ordersContext;

  app.route({
    ...declared(app, api.getOrderTransfer),
    handler: async (request) => ({
      data: await transfers.getOrderTransfer(ctx(), currentUser(request).id, request.params.idOrInvoice),
    }),
  });

  // Multipart: one image in `file`; the order is checked (the caller's, a transfer, a proof may come
  // now) before the image is written, and again with the order locked.
  app.route({
    ...declared(app, api.uploadTransferProof),
    preHandler: [limitUploads(app), files.checkUploadQuota(app.db)],
    handler: async (request, reply) => {
      const userId = currentUser(request).id;
      const { idOrInvoice } = request.params;
      const data = await handleImageForm(
        request,
        {
          dir: privateUploadsDir(app.settings.DATA_DIR),
          fileField: 'file',
          schema: z.object({}),
          missingImage: M.missingProof,
          check: () => transfers.checkProofUpload(ctx(), userId, idOrInvoice),
        },
        ({ image }) => transfers.uploadProof(ctx(), userId, idOrInvoice, image),
      );
      return reply.status(201).send({ data, message: M.proofUploaded });
    },
  });

  app.route({
    ...declared(app, api.adminListBankAccounts),
    handler: async () => ({ data: await bankAccounts.listBankAccounts(app.db) }),
  });

  app.route({
    ...declared(app, api.adminCreateBankAccount),
    handler: async (request, reply) => {
      const data = await bankAccounts.createBankAccount(app.db, currentUser(request).id, request.body);
      return reply.status(201).send({ data, message: M.bankAccountSaved });
    },
  });

  app.route({
    ...declared(app, api.adminUpdateBankAccount),
    handler: async (request) => ({
      data: await bankAccounts.updateBankAccount(
        app.db,
        currentUser(request).id,
        request.params.id,
        request.body,
      ),
      message: M.bankAccountSaved,
    }),
  });

  app.route({
    ...declared(app, api.adminDeleteBankAccount),
    handler: async (request) => {
      await bankAccounts.deleteBankAccount(app.db, currentUser(request).id, request.params.id);
      return { data: null, message: M.bankAccountDeleted };
    },
  });

  app.route({
    ...declared(app, api.adminListTransfers),
    handler: async () => ({ data: await transfers.listWaiting(ctx()) }),
  });

  app.route({
    ...declared(app, api.adminConfirmTransfer),
    handler: async (request) => {
      await transfers.confirmTransfer(ctx(), currentUser(request).id, request.params.id);
      return { data: null, message: M.confirmed };
    },
  });

  app.route({
    ...declared(app, api.adminRejectTransfer),
    handler: async (request) => {
      await transfers.rejectTransfer(ctx(), currentUser(request).id, request.params.id, request.body.reason);
      return { data: null, message: M.rejected };
    },
  });
  return Promise.resolve();
};
