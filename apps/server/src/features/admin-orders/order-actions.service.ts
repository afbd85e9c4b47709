/**
 * The admin's actions on an order's payment and its end: confirming a payment, recording a refund,
 * canceling an unpaid order and deactivating a delivered one.
 */
import { AppError } from '../../platform/errors';
import { isUuid } from '../catalogue/catalogue.service';
import * as fulfilment from '../fulfilment/fulfilment.service';
import * as lifecycle from '../lifecycle/order-lifecycle.service';
import { notices, notifyOrder } from '../lifecycle/order-notices';
import {
  ADMIN_ORDER_MESSAGES as M,
  audit,
  inTransaction,
  lockKnownOrder,
  orderAnswer,
  REFUND_REASON_PREFIX,
  type AdminOrdersContext,
} from './admin-orders.common';
import * as repository from './admin-orders.repository';
import type { OrderRecord } from './admin-orders.repository';
import type { AdminOrder } from '@premium-shop/domain/admin-operations-schema';

/**
 * POST /api/admin/orders/:id/confirm-payment: the admin saw the money arrive for an unpaid
 * Pending/Preorder order; a PAID of the order's total goes through the gateway's own idempotent
 * path (fulfilment.confirmPaymentByAdmin). A second call, or a call after the gateway's PAID,
 * answers 409 'Pesanan sudah dibayar' and changes nothing; a gateway PAID after it is a duplicate.
 */
export async function confirmPayment(
  ctx: AdminOrdersContext,
  actorId: string,
  id: string,
  note: string | undefined,
  now: Date = new Date(),
): Promise<AdminOrder> {
  await inTransaction(ctx, async (tx) => {
    const order = isUuid(id) ? await repository.findOrder(tx, id) : undefined;
    if (!order) throw new AppError('NOT_FOUND', M.orderNotFound);
    const result = await fulfilment.confirmPaymentByAdmin(
      tx,
      ctx,
      order,
      { actorId, note: note ?? null },
      now,
    );
    if (result.kind === 'notFound') throw new AppError('NOT_FOUND', M.orderNotFound);
    if (result.kind === 'alreadyPaid') throw new AppError('INVALID_STATE', M.alreadyPaid);
    if (result.kind === 'notPayable') throw new AppError('INVALID_STATE', M.statusChanged);
    await audit(tx, actorId, 'order.confirm_payment', result.before, result.after, {
      amount: result.before.total,
      note: note ?? null,
    });
  });
  return orderAnswer(ctx, id);
}

function isRefunded(order: OrderRecord): boolean {
  return order.statusReason?.startsWith(REFUND_REASON_PREFIX) ?? false;
}

/**
 * POST /api/admin/orders/:id/refund: records that the money of a paid but undelivered order went
 * back: a late payment (paid while Canceled/Expired; its reservations are already released) keeps
 * its status, an order in Process becomes Canceled and gives back its promo and voucher, its
 * preorder group place, or its Host account. Once only.
 */
export async function refundOrder(
  ctx: AdminOrdersContext,
  actorId: string,
  id: string,
  reason: string,
): Promise<AdminOrder> {
  await inTransaction(ctx, async (tx) => {
    const order = await lockKnownOrder(tx, id);
    if (isRefunded(order)) throw new AppError('INVALID_STATE', M.alreadyRefunded);
    const isLatePayment =
      order.paidAt !== null && (order.status === 'Canceled' || order.status === 'Expired');
    const isProcess = order.status === 'Process';
    if (!isLatePayment && !isProcess) throw new AppError('INVALID_STATE', M.notRefundable);
    const after = await lifecycle.refundOrder(tx, order, `${REFUND_REASON_PREFIX} ${reason}`);
    const facts = await lifecycle.findOrderFacts(tx, order.id);
    await notifyOrder(
      tx,
      order,
      facts.product.name,
      notices.refunded(facts.product.name, order.total, reason),
    );
    await audit(tx, actorId, 'order.refund', order, after, { amount: order.total, reason });
  });
  return orderAnswer(ctx, id);
}

/** POST /api/admin/orders/:id/cancel: an unpaid Pending/Preorder order is Canceled and its reservations released. */
export async function cancelOrder(
  ctx: AdminOrdersContext,
  actorId: string,
  id: string,
  reason: string,
): Promise<AdminOrder> {
  await inTransaction(ctx, async (tx) => {
    const order = await lockKnownOrder(tx, id);
    if (!lifecycle.isUnpaidOpen(order)) throw new AppError('INVALID_STATE', M.statusChanged);
    const after = await lifecycle.endUnpaidOrder(
      tx,
      order,
      'canceled-by-admin',
      `Dibatalkan oleh admin: ${reason}`,
    );
    const facts = await lifecycle.findOrderFacts(tx, order.id);
    await notifyOrder(tx, order, facts.product.name, notices.canceledByAdmin(facts.product.name, reason));
    await audit(tx, actorId, 'order.cancel', order, after, { reason });
  });
  return orderAnswer(ctx, id);
}

/**
 * POST /api/admin/orders/:id/deactivate: a delivered order (Paid, or Tenggang) becomes Nonaktif;
 * its seat too, which gives its place in the item back; the seat's other live orders follow it.
 */
export async function deactivateOrder(
  ctx: AdminOrdersContext,
  actorId: string,
  id: string,
  reason: string,
): Promise<AdminOrder> {
  await inTransaction(ctx, async (tx) => {
    const order = await lockKnownOrder(tx, id);
    if (order.status !== 'Paid' && order.status !== 'Tenggang') {
      throw new AppError('INVALID_STATE', M.statusChanged);
    }
    const statusReason = `Dinonaktifkan oleh admin: ${reason}`;
    const seat = order.accountId ? await lifecycle.lockSeat(tx, order.accountId) : undefined;
    let followers: string[] = [];
    if (seat) {
      const deactivated = await lifecycle.deactivateSeat(tx, seat, statusReason);
      followers = deactivated.map((row) => row.id).filter((orderId) => orderId !== order.id);
    }
    const after = await lifecycle.moveOrder(tx, order, 'Nonaktif', 'deactivated', { statusReason });
    const facts = await lifecycle.findOrderFacts(tx, order.id);
    await notifyOrder(tx, order, facts.product.name, notices.deactivated(facts.product.name, reason));
    await audit(tx, actorId, 'order.deactivate', order, after, {
      seatId: seat?.id ?? null,
      seatStatusBefore: seat?.status ?? null,
      alsoDeactivated: followers,
      reason,
    });
  });
  return orderAnswer(ctx, id);
}
