import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../../ui/toast';
import { call } from '../../../../lib/api-client';
import { adminOrdersKey } from '../../orders/api/admin-orders';

export const waitingTransfersKey = ['admin', 'transfers'] as const;

/**
 * GET /admin/transfers: the proofs waiting for the admin, oldest first, and their count (`waiting`),
 * which the menu shows beside 'Pesanan'; the live stream's `admin.transfer.waiting` refreshes both.
 */
export function useWaitingTransfers() {
  return useQuery({
    queryKey: waitingTransfersKey,
    queryFn: async () => (await call('adminListTransfers')).data,
  });
}

export type TransferDecision =
  { kind: 'confirm'; orderId: string } | { kind: 'reject'; orderId: string; reason: string };

async function decide(decision: TransferDecision): Promise<string> {
  const params = { id: decision.orderId };
  if (decision.kind === 'confirm') return (await call('adminConfirmTransfer', { params })).message;
  return (await call('adminRejectTransfer', { params, body: { reason: decision.reason } })).message;
}

/** 'Konfirmasi' or 'Tolak' on a waiting proof; the queue and the orders fetched again. */
export function useDecideTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: (message) => {
      toast.success(message);
      // Not awaited: the dialog closes at once; the live event refreshes the queue too.
      void queryClient.invalidateQueries({ queryKey: waitingTransfersKey });
      void queryClient.invalidateQueries({ queryKey: adminOrdersKey });
    },
  });
}
