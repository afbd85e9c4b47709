import type { BannerUpdateBody } from '@premium-shop/domain/admin-promotions-schema';
import { call } from '../../../../lib/api-client';
import { useBannerMutation } from './use-banner-mutation';

/** PUT /admin/banners/:id: link or visibility. */
export function updateBanner({ id, changes }: { id: string; changes: BannerUpdateBody }) {
  return call('adminUpdateBanner', { params: { id }, body: changes });
}

export const useUpdateBanner = () => useBannerMutation(updateBanner);
