import { call } from '../../../../lib/api-client';
import { useBannerMutation } from './use-banner-mutation';

/** POST /admin/banners (multipart): the image and where a click goes; it is added last. */
export function uploadBanner({ image, link }: { image: File; link: string }) {
  const form = new FormData();
  form.append('link', link);
  form.append('image', image);
  return call('adminCreateBanner', { form });
}

export const useUploadBanner = () => useBannerMutation(uploadBanner);
