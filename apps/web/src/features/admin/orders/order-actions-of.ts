import type { AdminOrder } from '@premium-shop/domain/admin-operations-schema';
import { isHostPackage } from '@premium-shop/domain/catalogue';

/** The buttons of the admin's order detail. */
export type AdminOrderButton = 'fulfil' | 'confirmPayment' | 'cancel' | 'deactivate' | 'refund';

/** status_reason of a refunded order (admin-orders.common REFUND_REASON_PREFIX): refunded once. */
const REFUNDED_PREFIX = 'Dana dikembalikan:';

/** Why a Process order cannot be finished from this screen, or null when it can. */
export type ProcessWait = 'preorderGroup' | 'hostReimbursement' | null;

export function processWait(order: AdminOrder): ProcessWait {
  if (order.status !== 'Process' || order.kind !== 'new') return null;
  if (isHostPackage(order.package) && order.account) return 'hostReimbursement';
  if (order.productItemId && !order.account) return 'preorderGroup';
  return null;
}

/**
 * What the admin may do with an order, by its status (the rules of the admin-orders services):
 * Process: finish it (unless it waits for its preorder group or its host's reimbursement) or refund;
 * unpaid Pending/Preorder: confirm the payment or cancel; Paid/Tenggang: deactivate; a payment
 * that arrived after the order was Canceled/Expired: refund, once.
 */
export function adminOrderButtons(order: AdminOrder): AdminOrderButton[] {
  const isRefunded = order.statusReason?.startsWith(REFUNDED_PREFIX) ?? false;
  switch (order.status) {
    case 'Process':
      return processWait(order) ? ['refund'] : ['fulfil', 'refund'];
    case 'Pending':
    case 'Preorder':
      return order.paid_at ? [] : ['confirmPayment', 'cancel'];
    case 'Paid':
    case 'Tenggang':
      return ['deactivate'];
    case 'Canceled':
    case 'Expired':
      return order.paid_at && !isRefunded ? ['refund'] : [];
    default:
      return [];
  }
}
