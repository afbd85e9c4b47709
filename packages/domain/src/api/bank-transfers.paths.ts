/** Where manual bank transfer's calls live (docs/decisions/049); their shapes: bank-transfers.ts. */
export const BANK_TRANSFER_PATHS = {
  getOrderTransfer: 'GET /api/payments/:idOrInvoice/transfer',
  uploadTransferProof: 'POST /api/payments/:idOrInvoice/transfer-proof',
  adminListBankAccounts: 'GET /api/admin/bank-accounts',
  adminCreateBankAccount: 'POST /api/admin/bank-accounts',
  adminUpdateBankAccount: 'PATCH /api/admin/bank-accounts/:id',
  adminDeleteBankAccount: 'DELETE /api/admin/bank-accounts/:id',
  adminListTransfers: 'GET /api/admin/transfers',
  adminConfirmTransfer: 'POST /api/admin/transfers/:id/confirm',
  adminRejectTransfer: 'POST /api/admin/transfers/:id/reject',
} as const;
