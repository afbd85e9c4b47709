import { defineEndpoints } from './endpoint';
import { ADMIN_SUMMARY_PATHS } from './admin-summary.paths';

export const adminSummaryEndpoints = defineEndpoints('Admin: summary', ADMIN_SUMMARY_PATHS, {});
