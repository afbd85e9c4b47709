import type { ReimbursementFields } from '@premium-shop/domain/dashboard-schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type UploadProgressListener } from '../api-client';
import { useUploadProgress } from '../upload-progress';

export const REIMBURSEMENTS_QUERY_KEY = ['reimbursements'] as const;

/** GET /reimbursements: the caller's reimbursement requests. */
export function reimbursementsQueryOptions() {
  return queryOptions({
    queryKey: REIMBURSEMENTS_QUERY_KEY,
    queryFn: async () => (await call('listReimbursements')).data,
  });
}

export function useReimbursements() {
  return useQuery(reimbursementsQueryOptions());
}

/**
 * GET /reimbursements/products: 'Pilih Produk' of the request form, only the products where the
 * caller hosts a group a request would be accepted for.
 */
export function reimbursableProductsQueryOptions() {
  return queryOptions({
    queryKey: [...REIMBURSEMENTS_QUERY_KEY, 'products'],
    queryFn: async () => (await call('listReimbursableProducts')).data,
  });
}

export function useReimbursableProducts(isEnabled = true) {
  return useQuery({ ...reimbursableProductsQueryOptions(), enabled: isEnabled });
}

export interface ReimbursementInput {
  fields: ReimbursementFields;
  paymentProof: File;
}

/**
 * POST /reimbursements/submit (multipart): the group (`productItem`) from the list screen or the seat
 * (`account`) from an order, value, bank and account_number (both may be empty), then the proof in
 * `payment_proof` last, so the server checks the account before it writes the file.
 */
export async function submitReimbursement(
  { fields, paymentProof }: ReimbursementInput,
  onUploadProgress?: UploadProgressListener,
): Promise<void> {
  const form = new FormData();
  if (fields.account) form.set('account', fields.account);
  else if (fields.productItem) form.set('productItem', fields.productItem);
  form.set('value', String(fields.value));
  form.set('bank', fields.bank);
  form.set('account_number', fields.account_number);
  form.set('payment_proof', paymentProof);
  await call('submitReimbursement', { form }, { onUploadProgress });
}

/**
 * Submits a request, then refreshes the list and the pickers (a group with a request waiting is no
 * longer claimable). `progress` is the proof's upload while it is sent, else null.
 */
export function useSubmitReimbursement() {
  const queryClient = useQueryClient();
  const upload = useUploadProgress();
  const mutation = useMutation({
    mutationFn: (input: ReimbursementInput) => submitReimbursement(input, upload.start()),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: REIMBURSEMENTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['product-items', 'product'] }),
      ]),
  });
  return { ...mutation, progress: mutation.isPending ? upload.progress : null };
}
