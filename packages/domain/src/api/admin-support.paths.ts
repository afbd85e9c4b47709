/** Where the admin's complaint and reimbursement calls live (SPEC §6); their shapes: admin-support.ts. */
export const ADMIN_SUPPORT_PATHS = {
  adminListComplaints: 'GET /api/admin/complaints',
  adminExportComplaints: 'GET /api/admin/complaints/export.csv',
  adminReplyComplaint: 'POST /api/admin/complaints/:id/reply',
  adminResolveComplaint: 'POST /api/admin/complaints/:id/resolve',
  adminListReimbursements: 'GET /api/admin/reimbursements',
  adminExportReimbursements: 'GET /api/admin/reimbursements/export.csv',
  adminCompleteReimbursement: 'POST /api/admin/reimbursements/:id/complete',
  adminRejectReimbursement: 'POST /api/admin/reimbursements/:id/reject',
} as const;
