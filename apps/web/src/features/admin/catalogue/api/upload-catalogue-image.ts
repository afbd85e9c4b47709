import { useMutation } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';

/** POST /admin/uploads/catalogue-image: one image, answered with its public path (uploads/catalogue/...). */
export function uploadCatalogueImage(file: File) {
  const form = new FormData();
  form.append('file', file);
  return call('adminUploadCatalogueImage', { form });
}

export function useUploadCatalogueImage() {
  return useMutation({ mutationFn: uploadCatalogueImage });
}
