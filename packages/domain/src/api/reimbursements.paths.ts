/** Where a Host's reimbursement calls live (SPEC §5 'Reimburse'); their shapes: reimbursements.ts. */
export const REIMBURSEMENT_PATHS = {
  listReimbursements: 'GET /api/reimbursements',
  listReimbursableProducts: 'GET /api/reimbursements/products',
  submitReimbursement: 'POST /api/reimbursements/submit',
} as const;
