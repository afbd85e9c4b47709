import type { UploadedImage } from '@premium-shop/domain/admin-catalogue-schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/** POST /admin/uploads/catalogue-image: one image, answered with its public path (uploads/catalogue/...). */
export function uploadCatalogueImage(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.post<UploadedImage>('admin/uploads/catalogue-image', form);
}

export function useUploadCatalogueImage() {
  return useMutation({ mutationFn: uploadCatalogueImage });
}
