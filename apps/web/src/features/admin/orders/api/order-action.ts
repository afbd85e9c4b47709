import type { FulfilBody } from '@premium-shop/domain/admin-operations-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../../ui/toast';
import { call, errorMessage } from '../../../../lib/api-client';
import { adminOrdersKey } from './admin-orders';

/** The admin's actions on one order and the body each sends (POST /admin/orders/:id/<action>). */
export type OrderAction =
  | { kind: 'fulfil'; body: FulfilBody }
  | { kind: 'confirm-payment'; body: { note?: string } }
  | { kind: 'cancel'; body: { reason: string } }
  | { kind: 'deactivate'; body: { reason: string } }
  | { kind: 'refund'; body: { reason: string } };

export const ORDER_ACTION_FAILED = 'Tindakan gagal, silakan coba lagi.';

export async function runOrderAction(orderId: string, action: OrderAction) {
  const params = { id: orderId };
  switch (action.kind) {
    case 'fulfil':
      return call('adminFulfilOrder', { params, body: action.body });
    case 'confirm-payment':
      return call('adminConfirmPayment', { params, body: action.body });
    case 'cancel':
      return call('adminCancelOrder', { params, body: action.body });
    case 'deactivate':
      return call('adminDeactivateOrder', { params, body: action.body });
    case 'refund':
      return call('adminRefundOrder', { params, body: action.body });
  }
}

/**
 * Runs one action on an order; on success says the server's message and refreshes the order screens.
 * A refusal is left to the caller's dialog (`error`), which shows the server's message in place.
 */
export function useOrderAction(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: OrderAction) => runOrderAction(orderId, action),
    onSuccess: async (answer) => {
      toast.success(answer.message ?? 'Berhasil');
      await queryClient.invalidateQueries({ queryKey: adminOrdersKey });
    },
  });
}

/** The text to show for a failed action: the server's message when it sent one. */
export function orderActionError(error: unknown): string {
  return errorMessage(error, ORDER_ACTION_FAILED);
}
