import type { Reimbursement, ReimbursementFields } from '@premium-shop/domain/dashboard-schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';

export const REIMBURSEMENTS_QUERY_KEY = ['reimbursements'] as const;

/** GET /reimbursements: the caller's reimbursement requests. */
export function reimbursementsQueryOptions() {
  return queryOptions({
    queryKey: REIMBURSEMENTS_QUERY_KEY,
    queryFn: async () => (await api.get<Reimbursement[]>('reimbursements')).data,
  });
}

export function useReimbursements() {
  return useQuery(reimbursementsQueryOptions());
}

export interface ReimbursementInput {
  fields: ReimbursementFields;
  paymentProof: File;
}

/**
 * POST /reimbursements/submit (multipart): the proof in `payment_proof`, the group (`productItem`)
 * from the list screen or the seat (`account`) from an order, value, bank and account_number.
 */
export async function submitReimbursement({ fields, paymentProof }: ReimbursementInput): Promise<void> {
  const form = new FormData();
  form.set('payment_proof', paymentProof);
  if (fields.account) form.set('account', fields.account);
  else if (fields.productItem) form.set('productItem', fields.productItem);
  form.set('value', String(fields.value));
  form.set('bank', fields.bank);
  form.set('account_number', fields.account_number);
  await api.post('reimbursements/submit', form);
}

/** Submits a request, then refreshes the reimbursement list. */
export function useSubmitReimbursement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReimbursement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REIMBURSEMENTS_QUERY_KEY }),
  });
}
