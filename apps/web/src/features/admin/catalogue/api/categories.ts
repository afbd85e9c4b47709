import type { CategoryInput } from '@premium-shop/domain/admin-catalogue-schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';

export const adminCategoriesKey = ['admin', 'categories'] as const;

/** GET /admin/categories: every category with the number of products filed under it. */
export function getAdminCategories() {
  return call('adminListCategories');
}

export function useAdminCategories() {
  return useQuery({ queryKey: adminCategoriesKey, queryFn: async () => (await getAdminCategories()).data });
}

/** POST /admin/categories, or PUT /admin/categories/:id with an id. */
export function saveCategory({ id, input }: { id?: string; input: CategoryInput }) {
  return id
    ? call('adminUpdateCategory', { params: { id }, body: input })
    : call('adminCreateCategory', { body: input });
}

/** DELETE /admin/categories/:id; refused (409) while products use it. */
export function deleteCategory(id: string) {
  return call('adminDeleteCategory', { params: { id } });
}

/** Refreshes the console's lists and the storefront's own category queries after a change. */
function useRefreshCategories() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminCategoriesKey }),
      queryClient.invalidateQueries({ queryKey: ['categories'] }),
    ]);
}

export function useSaveCategory() {
  const refresh = useRefreshCategories();
  return useMutation({ mutationFn: saveCategory, onSuccess: refresh });
}

export function useDeleteCategory() {
  const refresh = useRefreshCategories();
  return useMutation({ mutationFn: deleteCategory, onSuccess: refresh });
}
