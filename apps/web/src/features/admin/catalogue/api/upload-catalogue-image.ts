import { useMutation } from '@tanstack/react-query';
import { call, type UploadProgressListener } from '../../../../lib/api-client';
import { useUploadProgress } from '../../../../lib/upload-progress';

/** POST /admin/uploads/catalogue-image: one image, answered with its public path (uploads/catalogue/...). */
export function uploadCatalogueImage(file: File, onUploadProgress?: UploadProgressListener) {
  const form = new FormData();
  form.append('file', file);
  return call('adminUploadCatalogueImage', { form }, { onUploadProgress });
}

/** Uploads one image; `progress` is its upload's while it is sent, else null. */
export function useUploadCatalogueImage() {
  const upload = useUploadProgress();
  const mutation = useMutation({
    mutationFn: (file: File) => uploadCatalogueImage(file, upload.start()),
  });
  return { ...mutation, progress: mutation.isPending ? upload.progress : null };
}
