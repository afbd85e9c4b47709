import { COMPLAINT_ISSUES, complaintFieldsSchema } from '@premium-shop/domain/dashboard-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-guard';
import { limitUploads } from '../../platform/rate-limits';
import { handleImageForm, privateUploadsDir } from '../../platform/uploads';
import * as files from '../files/files.service';
import * as complaints from './complaints.service';

const complaintSchema = z.object({
  _id: z.string(),
  issue: z.enum(COMPLAINT_ISSUES),
  productItem: z.string().nullable(),
  noOrder: z.string(),
  note: z.string(),
  file: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

export const complaintRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart: the fields are checked against complaintFieldsSchema (the account is optional) and
  // the account, when named, is checked before the image is written.
  app.post(
    '/complaints',
    {
      onRequest: app.authenticate,
      preHandler: [limitUploads(app), files.checkUploadQuota(app.db)],
      schema: { response: { 201: z.object({ data: complaintSchema, message: z.string() }) } },
    },
    async (request, reply) => {
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
  );
};
