import { call, type UploadProgressListener } from '../../../../lib/api-client';
import { useUploadProgress } from '../../../../lib/upload-progress';
import { useBannerMutation } from './use-banner-mutation';

export interface BannerUpload {
  image: File;
  link: string;
}

/** POST /admin/banners (multipart): the image and where a click goes; it is added last. */
export function uploadBanner({ image, link }: BannerUpload, onUploadProgress?: UploadProgressListener) {
  const form = new FormData();
  form.append('link', link);
  form.append('image', image);
  return call('adminCreateBanner', { form }, { onUploadProgress });
}

/** Uploads a banner; `progress` is its image's upload while it is sent, else null. */
export function useUploadBanner() {
  const upload = useUploadProgress();
  const mutation = useBannerMutation((banner: BannerUpload) => uploadBanner(banner, upload.start()));
  return { ...mutation, progress: mutation.isPending ? upload.progress : null };
}
