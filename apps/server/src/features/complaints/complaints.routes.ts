import { complaintEndpoints as api } from '@premium-shop/domain/api/complaints';
import { complaintFieldsSchema } from '@premium-shop/domain/dashboard-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth-guard';
import { declared } from '../../platform/declared-route';
import { limitUploads } from '../../platform/rate-limits';
import { handleImageForm, privateUploadsDir } from '../../platform/uploads';
import * as files from '../files/files.service';
import * as complaints from './complaints.service';

/** 'Laporkan Kendala' (SPEC §5), as declared in packages/domain/src/api/complaints.ts. */
export const complaintRoutes: FastifyPluginAsyncZod = (app) => {
  // Multipart: the fields are checked against complaintFieldsSchema (the account is optional) and
  // the account, when named, is checked before the image is written.
  app.route({
    ...declared(app, api.createComplaint),
    preHandler: [limitUploads(app), files.checkUploadQuota(app.db)],
    handler: async (request, reply) => {
      const userId = currentUser(request).id;
      const data = await handleImageForm(
        request,
        {
          dir: privateUploadsDir(app.settings.DATA_DIR),
          fileField: 'file',
          schema: complaintFieldsSchema,
          fallback: {
            productItem: 'Akun tidak valid',
            noOrder: 'Nomor pesanan maksimal 64 karakter',
            note: 'Pesan maksimal 2000 karakter',
          },
          optional: ['productItem'],
          missingImage: complaints.COMPLAINT_MESSAGES.missingImage,
          check: (fields) => complaints.checkComplaint(app.db, userId, fields),
        },
        ({ fields, image }) => complaints.createComplaint(app.db, userId, fields, image),
      );
      return reply.status(201).send({ data, message: complaints.COMPLAINT_MESSAGES.created });
    },
  });
  return Promise.resolve();
};
