import { useMutation, useQueryClient } from '@tanstack/react-query';
import { promotionKeys, refreshStorefront } from './query-keys';

/** A banner change: afterwards (also after a failure) the list is read again, here and in the storefront. */
export function useBannerMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await refreshStorefront(queryClient, 'banners');
      await queryClient.invalidateQueries({ queryKey: promotionKeys.banners });
    },
  });
}
