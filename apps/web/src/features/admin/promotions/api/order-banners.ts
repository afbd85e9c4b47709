import { call } from '../../../../lib/api-client';
import { useBannerMutation } from './use-banner-mutation';

/** PUT /admin/banners/order: every banner's id in the new order. */
export function orderBanners(ids: string[]) {
  return call('adminOrderBanners', { body: { ids } });
}

export const useOrderBanners = () => useBannerMutation(orderBanners);
