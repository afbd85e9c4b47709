import type { AdminBanner } from '@premium-shop/domain/admin-promotions-schema';
import { api } from '../../../../lib/api-client';
import { useBannerMutation } from './use-banner-mutation';

/** POST /admin/banners (multipart): the image and where a click goes; it is added last. */
export function uploadBanner({ image, link }: { image: File; link: string }) {
  const form = new FormData();
  form.append('link', link);
  form.append('image', image);
  return api.post<AdminBanner>('admin/banners', form);
}

export const useUploadBanner = () => useBannerMutation(uploadBanner);
