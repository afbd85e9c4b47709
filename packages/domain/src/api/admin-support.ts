import { z } from 'zod';
import {
  adminComplaintSchema,
  adminReimbursementSchema,
  complaintReplyBodySchema,
  exportComplaintsQuerySchema,
  exportReimbursementsQuerySchema,
  listComplaintsQuerySchema,
  listReimbursementsQuerySchema,
  rejectReimbursementBodySchema,
} from '../admin-operations-schema';
import { paginationSchema } from '../pagination';
import { ADMIN_SUPPORT_PATHS } from './admin-support.paths';
import { csvExportAnswer, defineEndpoints } from './endpoint';

const idParams = z.object({ id: z.string().min(1).max(64) });
const complaintAnswer = z.object({ data: adminComplaintSchema, message: z.string() });
const reimbursementAnswer = z.object({ data: adminReimbursementSchema, message: z.string() });

export const adminSupportEndpoints = defineEndpoints('Admin: support', ADMIN_SUPPORT_PATHS, {
  adminListComplaints: {
    summary: "The customers' complaints, newest first, filtered by status (Baru, Dibalas, Selesai).",
    access: 'admin',
    query: listComplaintsQuerySchema,
    responses: {
      200: z.object({ data: z.array(adminComplaintSchema), pagination: paginationSchema }),
    },
  },
  adminExportComplaints: {
    summary: 'The complaint list as CSV, with the same status filter, every page (at most 10,000 rows).',
    access: 'admin',
    query: exportComplaintsQuerySchema,
    ...csvExportAnswer,
  },
  adminReplyComplaint: {
    summary: 'Answers an open complaint once; the customer is told on the dashboard and by WhatsApp.',
    access: 'admin',
    params: idParams,
    body: complaintReplyBodySchema,
    responses: { 200: complaintAnswer },
    errors: [404, 409],
  },
  adminResolveComplaint: {
    summary: 'Marks a complaint resolved (Selesai).',
    access: 'admin',
    params: idParams,
    responses: { 200: complaintAnswer },
    errors: [404, 409],
  },
  adminListReimbursements: {
    summary: "The Hosts' reimbursement requests, newest first, filtered by status.",
    access: 'admin',
    query: listReimbursementsQuerySchema,
    responses: {
      200: z.object({ data: z.array(adminReimbursementSchema), pagination: paginationSchema }),
    },
  },
  adminExportReimbursements: {
    summary: 'The reimbursement list as CSV, with the same status filter, every page (at most 10,000 rows).',
    access: 'admin',
    query: exportReimbursementsQuerySchema,
    ...csvExportAnswer,
  },
  adminCompleteReimbursement: {
    summary:
      "Pays a Host back: the shop's transfer proof (an image) and an optional note; the Host's order is Paid.",
    access: 'admin',
    params: idParams,
    multipart: { fields: ['note'], file: 'reimbursement_proof', isFileRequired: true },
    responses: { 200: reimbursementAnswer },
    errors: [404, 409, 413, 415],
  },
  adminRejectReimbursement: {
    summary: 'Refuses a pending reimbursement request with the reason.',
    access: 'admin',
    params: idParams,
    body: rejectReimbursementBodySchema,
    responses: { 200: reimbursementAnswer },
    errors: [404, 409],
  },
});
