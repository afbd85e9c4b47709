/** Where the admin's complaint and reimbursement calls live (SPEC §6); their shapes: admin-support.ts. */
export const ADMIN_SUPPORT_PATHS = {
  adminListComplaints: 'GET /api/admin/complaints',
  adminReplyComplaint: 'POST /api/admin/complaints/:id/reply',
  adminResolveComplaint: 'POST /api/admin/complaints/:id/resolve',
  adminListReimbursements: 'GET /api/admin/reimbursements',
  adminCompleteReimbursement: 'POST /api/admin/reimbursements/:id/complete',
  adminRejectReimbursement: 'POST /api/admin/reimbursements/:id/reject',
} as const;
