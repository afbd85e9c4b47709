import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { productItemsKey } from './product-items';

/** GET /admin/product-items/:id/costs: what the shop paid the provider for the account, newest first. */
export function getProviderCosts(id: string) {
  return call('adminListProviderCosts', { params: { id } });
}

export function useProviderCosts(id: string) {
  return useQuery({
    queryKey: [...productItemsKey, 'costs', id],
    queryFn: async () => (await getProviderCosts(id)).data,
  });
}
