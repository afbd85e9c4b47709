/** Where the reimbursements calls live; their shapes: reimbursements.ts. */
export const REIMBURSEMENT_PATHS = {} as const;
