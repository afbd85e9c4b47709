/** Where the console's 'Ringkasan' lives (SPEC §6); its shape: admin-summary.ts. */
export const ADMIN_SUMMARY_PATHS = {
  adminGetSummary: 'GET /api/admin/summary',
} as const;
