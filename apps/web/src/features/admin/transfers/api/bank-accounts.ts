import type { BankAccountBody } from '@premium-shop/domain/bank-transfer';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../../ui/toast';
import { call } from '../../../../lib/api-client';

export const bankAccountsKey = ['admin', 'bank-accounts'] as const;

/** GET /admin/bank-accounts: the shop's accounts, active or not. */
export function useBankAccounts() {
  return useQuery({
    queryKey: bankAccountsKey,
    queryFn: async () => (await call('adminListBankAccounts')).data,
  });
}

export type BankAccountChange =
  | { kind: 'create'; body: BankAccountBody }
  | { kind: 'update'; id: string; body: Partial<BankAccountBody> }
  | { kind: 'delete'; id: string };

async function changeBankAccount(change: BankAccountChange): Promise<string> {
  switch (change.kind) {
    case 'create':
      return (await call('adminCreateBankAccount', { body: change.body })).message;
    case 'update':
      return (await call('adminUpdateBankAccount', { params: { id: change.id }, body: change.body })).message;
    case 'delete':
      return (await call('adminDeleteBankAccount', { params: { id: change.id } })).message;
  }
}

/** Adds, edits, switches or removes an account; the server's message as a toast, the list fetched again. */
export function useChangeBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeBankAccount,
    onSuccess: async (message) => {
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: bankAccountsKey });
    },
  });
}
