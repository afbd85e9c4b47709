import type { PackageInput } from '@premium-shop/domain/admin-catalogue-schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';

export const adminPackagesKey = ['admin', 'packages'] as const;

/** GET /admin/packages: every package with the number of product variants sold in it. */
export function getAdminPackages() {
  return call('adminListPackages');
}

export function useAdminPackages() {
  return useQuery({ queryKey: adminPackagesKey, queryFn: async () => (await getAdminPackages()).data });
}

/** POST /admin/packages, or PUT /admin/packages/:id with an id. */
export function savePackage({ id, input }: { id?: string; input: PackageInput }) {
  return id
    ? call('adminUpdatePackage', { params: { id }, body: input })
    : call('adminCreatePackage', { body: input });
}

/** DELETE /admin/packages/:id; refused (409) while variants or orders use it. */
export function deletePackage(id: string) {
  return call('adminDeletePackage', { params: { id } });
}

function useRefreshPackages() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminPackagesKey }),
      queryClient.invalidateQueries({ queryKey: ['packages'] }),
    ]);
}

export function useSavePackage() {
  const refresh = useRefreshPackages();
  return useMutation({ mutationFn: savePackage, onSuccess: refresh });
}

export function useDeletePackage() {
  const refresh = useRefreshPackages();
  return useMutation({ mutationFn: deletePackage, onSuccess: refresh });
}
