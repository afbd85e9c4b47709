import { z } from 'zod';
import { COMPLAINT_ISSUES } from '../dashboard-schema';
import { COMPLAINT_PATHS } from './complaints.paths';
import { defineEndpoints } from './endpoint';

/** A complaint as its sender gets it back. */
export const complaintSchema = z.object({
  _id: z.string(),
  issue: z.enum(COMPLAINT_ISSUES),
  productItem: z.string().nullable(),
  noOrder: z.string(),
  note: z.string(),
  file: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

export const complaintEndpoints = defineEndpoints('Complaints', COMPLAINT_PATHS, {
  createComplaint: {
    summary:
      'Reports a problem with an image (the fields of complaintFieldsSchema; the account may be left out).',
    access: 'customer',
    multipart: { fields: ['issue', 'productItem', 'noOrder', 'note'], file: 'file', isFileRequired: true },
    responses: { 201: z.object({ data: complaintSchema, message: z.string() }) },
    errors: [404, 413, 415],
  },
});
