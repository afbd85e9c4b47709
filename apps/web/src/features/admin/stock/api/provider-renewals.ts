import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { productItemsKey } from './product-items';

export type RenewalFilter = 'due' | 'overdue' | undefined;

/** GET /admin/provider-renewals: the accounts due within the reminder window or overdue, with their members. */
export function getProviderRenewals(state: RenewalFilter) {
  return call('adminListProviderRenewals', { query: state ? { state } : {} });
}

export function useProviderRenewals(state: RenewalFilter) {
  return useQuery({
    queryKey: [...productItemsKey, 'renewals', state ?? 'all'],
    queryFn: async () => (await getProviderRenewals(state)).data,
  });
}
