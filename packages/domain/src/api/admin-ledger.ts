import { z } from 'zod';
import { ledgerAccountsSchema, ledgerQuerySchema, ledgerSchema } from '../ledger';
import { ADMIN_LEDGER_PATHS } from './admin-ledger.paths';
import { csvExportAnswer, defineEndpoints } from './endpoint';

export const adminLedgerEndpoints = defineEndpoints('Admin: ledger', ADMIN_LEDGER_PATHS, {
  adminGetLedger: {
    summary:
      "A month's ledger (WIB): revenue of paid orders, gateway fees, refunds, host reimbursements, provider costs and the margin, per product, with the 12 months' chart.",
    access: 'admin',
    query: ledgerQuerySchema,
    responses: { 200: z.object({ data: ledgerSchema }) },
  },
  adminExportLedger: {
    summary: "A month's ledger per product as CSV, with its total line.",
    access: 'admin',
    query: ledgerQuerySchema,
    ...csvExportAnswer,
  },
  adminGetLedgerAccounts: {
    summary: "Each provider account's places sold in a month against its cost.",
    access: 'admin',
    query: ledgerQuerySchema,
    responses: { 200: z.object({ data: ledgerAccountsSchema }) },
  },
  adminExportLedgerAccounts: {
    summary: "Each provider account's places sold in a month against its cost, as CSV.",
    access: 'admin',
    query: ledgerQuerySchema,
    ...csvExportAnswer,
  },
});
