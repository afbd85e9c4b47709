import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ORDERS_QUERY_KEY } from '../../../lib/dashboard/orders';
import { useUploadProgress } from '../../../lib/upload-progress';

/** Under the orders' key: an order's live change ('order.changed') fetches it again. */
export const orderTransferKey = (idOrInvoice: string) =>
  [...ORDERS_QUERY_KEY, 'transfer', idOrInvoice] as const;

/** GET /payments/:id/transfer: the shop's accounts, the exact amount, the deadline and the proof's state. */
export function useOrderTransfer(idOrInvoice: string, enabled = true) {
  return useQuery({
    queryKey: orderTransferKey(idOrInvoice),
    queryFn: async () => (await call('getOrderTransfer', { params: { idOrInvoice } })).data,
    enabled,
  });
}

/** POST /payments/:id/transfer-proof (multipart, the image in `file`); `progress` while it is sent. */
export function useUploadTransferProof(idOrInvoice: string) {
  const queryClient = useQueryClient();
  const upload = useUploadProgress();
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.set('file', file);
      return (
        await call(
          'uploadTransferProof',
          { params: { idOrInvoice }, form },
          { onUploadProgress: upload.start() },
        )
      ).data;
    },
    onSuccess: (transfer) => {
      queryClient.setQueryData(orderTransferKey(idOrInvoice), transfer);
      void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
    },
  });
  return { ...mutation, progress: mutation.isPending ? upload.progress : null };
}
