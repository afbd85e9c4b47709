import type { AdminPromo, PromoInput } from '@premium-shop/domain/admin-promotions-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { promotionKeys, refreshStorefront } from './query-keys';

/** POST /admin/product-discounts, or PUT /admin/product-discounts/:id with an id. */
export function savePromo({ id, input }: { id?: string | undefined; input: PromoInput }) {
  return id
    ? api.put<AdminPromo>(`admin/product-discounts/${id}`, input)
    : api.post<AdminPromo>('admin/product-discounts', input);
}

export function useSavePromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePromo,
    onSuccess: async () => {
      await refreshStorefront(queryClient, 'product-discounts');
      await queryClient.invalidateQueries({ queryKey: promotionKeys.promos });
    },
  });
}
