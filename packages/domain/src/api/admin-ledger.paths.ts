/** Where the owner's ledger lives (issue 31, docs/decisions/052); its shape: admin-ledger.ts. */
export const ADMIN_LEDGER_PATHS = {
  adminGetLedger: 'GET /api/admin/ledger',
  adminExportLedger: 'GET /api/admin/ledger/export.csv',
  adminGetLedgerAccounts: 'GET /api/admin/ledger/accounts',
  adminExportLedgerAccounts: 'GET /api/admin/ledger/accounts/export.csv',
} as const;
