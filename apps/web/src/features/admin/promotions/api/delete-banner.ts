import { call } from '../../../../lib/api-client';
import { useBannerMutation } from './use-banner-mutation';

/** DELETE /admin/banners/:id (the uploaded image goes with it). */
export function deleteBanner(id: string) {
  return call('adminDeleteBanner', { params: { id } });
}

export const useDeleteBanner = () => useBannerMutation(deleteBanner);
