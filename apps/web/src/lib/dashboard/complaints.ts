import type { ComplaintFields } from '@premium-shop/domain/dashboard-schema';
import { useMutation } from '@tanstack/react-query';
import { call } from '../api-client';

export interface ComplaintInput {
  fields: ComplaintFields;
  /** The picture of the problem (mandatory, SPEC §5). */
  file: File;
}

/**
 * POST /complaints (multipart): issue, productItem (left out when no account was picked), noOrder,
 * note, then the image in `file` last, so the server checks the fields before it writes the image.
 */
export async function submitComplaint({ fields, file }: ComplaintInput): Promise<void> {
  const form = new FormData();
  form.set('issue', fields.issue);
  if (fields.productItem) form.set('productItem', fields.productItem);
  form.set('noOrder', fields.noOrder);
  form.set('note', fields.note);
  form.set('file', file);
  await call('createComplaint', { form });
}

export function useSubmitComplaint() {
  return useMutation({ mutationFn: submitComplaint });
}
