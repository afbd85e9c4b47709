import { z } from 'zod';
import { adminSummarySchema } from '../admin-stock-schema';
import { ADMIN_SUMMARY_PATHS } from './admin-summary.paths';
import { defineEndpoints } from './endpoint';

export const adminSummaryEndpoints = defineEndpoints('Admin: summary', ADMIN_SUMMARY_PATHS, {
  adminGetSummary: {
    summary:
      "The console's 'Ringkasan': revenue of the last 30 days, orders by status, free places, filling groups, open complaints and pending reimbursements.",
    access: 'admin',
    responses: { 200: z.object({ data: adminSummarySchema }) },
  },
});
