import type { PromoInput } from '@premium-shop/domain/admin-promotions-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { promotionKeys, refreshStorefront } from './query-keys';

/** POST /admin/product-discounts, or PUT /admin/product-discounts/:id with an id. */
export function savePromo({ id, input }: { id?: string | undefined; input: PromoInput }) {
  return id
    ? call('adminUpdatePromo', { params: { id }, body: input })
    : call('adminCreatePromo', { body: input });
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
