import type { PreorderGroup } from '@premium-shop/domain/admin-stock-schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const preorderGroupsKey = ['admin', 'preorder-groups'] as const;

/** GET /admin/preorder-groups: groups filling up and full ones waiting for 'Aktifkan grup'. */
export function getPreorderGroups() {
  return api.get<PreorderGroup[]>('admin/preorder-groups');
}

export function usePreorderGroups() {
  return useQuery({ queryKey: preorderGroupsKey, queryFn: async () => (await getPreorderGroups()).data });
}
