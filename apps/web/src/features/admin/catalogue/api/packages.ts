import type { AdminPackage, PackageInput } from '@premium-shop/domain/admin-catalogue-schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const adminPackagesKey = ['admin', 'packages'] as const;

/** GET /admin/packages: every package with the number of product variants sold in it. */
export function getAdminPackages() {
  return api.get<AdminPackage[]>('admin/packages');
}

export function useAdminPackages() {
  return useQuery({ queryKey: adminPackagesKey, queryFn: async () => (await getAdminPackages()).data });
}

/** POST /admin/packages, or PUT /admin/packages/:id with an id. */
export function savePackage({ id, input }: { id?: string; input: PackageInput }) {
  return id
    ? api.put<AdminPackage>(`admin/packages/${id}`, input)
    : api.post<AdminPackage>('admin/packages', input);
}

/** DELETE /admin/packages/:id; refused (409) while variants or orders use it. */
export function deletePackage(id: string) {
  return api.delete<null>(`admin/packages/${id}`);
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
