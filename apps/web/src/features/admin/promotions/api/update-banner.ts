import type { AdminBanner, BannerUpdate } from '@premium-shop/domain/admin-promotions-schema';
import { api } from '../../../../lib/api-client';
import { useBannerMutation } from './use-banner-mutation';

/** PUT /admin/banners/:id: link or visibility. */
export function updateBanner({ id, changes }: { id: string; changes: BannerUpdate }) {
  return api.put<AdminBanner>(`admin/banners/${id}`, changes);
}

export const useUpdateBanner = () => useBannerMutation(updateBanner);
