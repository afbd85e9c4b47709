import type { ComplaintFields } from '@premium-shop/domain/dashboard-schema';
import { useMutation } from '@tanstack/react-query';
import { call, type UploadProgressListener } from '../api-client';
import { useUploadProgress } from '../upload-progress';

export interface ComplaintInput {
  fields: ComplaintFields;
  /** The picture of the problem (mandatory, SPEC §5). */
  file: File;
}

/**
 * POST /complaints (multipart): issue, productItem (left out when no account was picked), noOrder,
 * note, then the image in `file` last, so the server checks the fields before it writes the image.
 */
export async function submitComplaint(
  { fields, file }: ComplaintInput,
  onUploadProgress?: UploadProgressListener,
): Promise<void> {
  const form = new FormData();
  form.set('issue', fields.issue);
  if (fields.productItem) form.set('productItem', fields.productItem);
  form.set('noOrder', fields.noOrder);
  form.set('note', fields.note);
  form.set('file', file);
  await call('createComplaint', { form }, { onUploadProgress });
}

/** Sends a complaint; `progress` is its upload's while it is sent, else null. */
export function useSubmitComplaint() {
  const upload = useUploadProgress();
  const mutation = useMutation({
    mutationFn: (input: ComplaintInput) => submitComplaint(input, upload.start()),
  });
  return { ...mutation, progress: mutation.isPending ? upload.progress : null };
}
