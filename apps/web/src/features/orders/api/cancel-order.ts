import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { cancelOrder, ORDERS_QUERY_KEY } from '../../../lib/dashboard/orders';

/** SPEC §8 'Cancel failure / success'. */
export const CANCEL_MESSAGES = {
  success: 'Produk berhasil dibatalkan!',
  failed: 'Gagal membatalkan produk!',
} as const;

/** Cancels an unpaid order, says how it went and loads the orders again. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: async () => {
      toast.success(CANCEL_MESSAGES.success);
      await queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
    },
    onError: (error) => {
      toast.error(errorMessage(error, CANCEL_MESSAGES.failed));
    },
  });
}
