import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { promotionKeys, refreshStorefront } from './query-keys';

/** DELETE /admin/product-discounts/:id */
export function deletePromo(id: string) {
  return call('adminDeletePromo', { params: { id } });
}

export function useDeletePromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePromo,
    onSuccess: async () => {
      await refreshStorefront(queryClient, 'product-discounts');
      await queryClient.invalidateQueries({ queryKey: promotionKeys.promos });
    },
  });
}
