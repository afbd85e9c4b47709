import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';

export const ledgerKey = (month: string) => ['admin', 'ledger', month] as const;
export const ledgerAccountsKey = (month: string) => ['admin', 'ledger', month, 'accounts'] as const;

/** GET /admin/ledger?month=: the month's ledger per product, with the 12 months of the chart. */
export function useLedger(month: string) {
  return useQuery({
    queryKey: ledgerKey(month),
    queryFn: async () => (await call('adminGetLedger', { query: { month } })).data,
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/ledger/accounts?month=: each provider account's sales against its cost. */
export function useLedgerAccounts(month: string) {
  return useQuery({
    queryKey: ledgerAccountsKey(month),
    queryFn: async () => (await call('adminGetLedgerAccounts', { query: { month } })).data,
    placeholderData: keepPreviousData,
  });
}
