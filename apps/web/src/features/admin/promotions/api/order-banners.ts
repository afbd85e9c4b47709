import type { AdminBanner } from '@premium-shop/domain/admin-promotions-schema';
import { api } from '../../../../lib/api-client';
import { useBannerMutation } from './use-banner-mutation';

/** PUT /admin/banners/order: every banner's id in the new order. */
export function orderBanners(ids: string[]) {
  return api.put<AdminBanner[]>('admin/banners/order', { ids });
}

export const useOrderBanners = () => useBannerMutation(orderBanners);
