import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';

export const preorderGroupsKey = ['admin', 'preorder-groups'] as const;

/** GET /admin/preorder-groups: groups filling up and full ones waiting for 'Aktifkan grup'. */
export function getPreorderGroups() {
  return call('adminListPreorderGroups');
}

export function usePreorderGroups() {
  return useQuery({ queryKey: preorderGroupsKey, queryFn: async () => (await getPreorderGroups()).data });
}
