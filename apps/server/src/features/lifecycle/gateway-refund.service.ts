/**
 * What the gateway's REFUND of a paid order does to the order and its seat (docs/decisions/046),
 * through the moves of order-lifecycle.service, in the caller's transaction with the order locked.
 */
import { LIVE_ORDER_STATUSES, type SeatStatus } from '@premium-shop/domain/order-lifecycle';
import { addDays } from '@premium-shop/domain/dates';
import type { Executor } from '../../db/client';
import { releaseReservations } from '../orders/orders.common';
import {
  deactivateSeat,
  holdsPlace,
  lockSeat,
  moveOrder,
  refundOrder,
  releasePlace,
  type OrderRecord,
} from './order-lifecycle.service';
import * as repository from './order-lifecycle.repository';

/** What a gateway refund did to the order's seat: taken back, shortened by a renewal's days, or nothing. */
export type RefundedSeat =
  | { kind: 'none' }
  | { kind: 'revoked'; seatId: string; seatStatusBefore: SeatStatus; alsoDeactivated: string[] }
  | { kind: 'shortened'; seatId: string; expireAtBefore: Date; expireAt: Date };

const NO_SEAT = { kind: 'none' } as const;

/**
 * The gateway gave back the money of a paid order; the caller checked it is paid and not yet
 * refunded. An undelivered order (Process, or a late payment Canceled/Expired) is refunded as the
 * admin's refund is (refundOrder). A paid preorder waiting in its group gives its place back and is
 * Canceled. A delivered order (Paid, Tenggang) is Canceled and its seat taken back: a renewal takes
 * back only the days it added while the seat keeps time left after that; otherwise (and always for
 * the order that bought the seat) the seat gives its place back and becomes Nonaktif, and its other
 * live orders follow it with `followerReason`. An order Canceled here gives back its promo slot and
 * voucher use, unless it was a late payment (they went back when it ended, decision 023). An order
 * whose seat already ended (Habis, Nonaktif) makes no move: only its status_reason records the
 * refund (both leave only by a renewal or the admin).
 */
export async function refundPaidOrder(
  tx: Executor,
  order: OrderRecord,
  reasons: { statusReason: string; followerReason: string },
  now: Date,
): Promise<{ order: OrderRecord; seat: RefundedSeat }> {
  const { statusReason } = reasons;
  switch (order.status) {
    case 'Process':
    case 'Canceled':
    case 'Expired':
      return { order: await refundOrder(tx, order, statusReason), seat: NO_SEAT };
    case 'Habis':
    case 'Nonaktif':
      return { order: await repository.updateOrder(tx, order.id, { statusReason }), seat: NO_SEAT };
    case 'Preorder': {
      if (!order.paidAfter) await releaseReservations(tx, order);
      if (order.productItemId) await releasePlace(tx, order.productItemId, 'forming');
      const after = await moveOrder(tx, order, 'Canceled', 'refunded', { statusReason, productItemId: null });
      return { order: after, seat: NO_SEAT };
    }
    case 'Paid':
    case 'Tenggang':
      return refundDelivered(tx, order, reasons, now);
    default:
      return { order, seat: NO_SEAT };
  }
}

async function refundDelivered(
  tx: Executor,
  order: OrderRecord,
  reasons: { statusReason: string; followerReason: string },
  now: Date,
): Promise<{ order: OrderRecord; seat: RefundedSeat }> {
  if (!order.paidAfter) await releaseReservations(tx, order);
  const seat = order.accountId ? await lockSeat(tx, order.accountId) : undefined;
  const after = await moveOrder(tx, order, 'Canceled', 'refunded', { statusReason: reasons.statusReason });
  if (!seat) return { order: after, seat: NO_SEAT };
  if (order.kind === 'renewal' && seat.expireAt && order.duration > 0) {
    const expireAt = addDays(seat.expireAt, -order.duration);
    if (expireAt > now) {
      await repository.updateSeat(tx, seat.id, { expireAt });
      await repository.setSeatOrdersNextBilling(tx, seat.id, LIVE_ORDER_STATUSES, expireAt);
      return {
        order: after,
        seat: { kind: 'shortened', seatId: seat.id, expireAtBefore: seat.expireAt, expireAt },
      };
    }
  }
  if (!holdsPlace(seat)) return { order: after, seat: NO_SEAT };
  // The seat gives its place back and is Nonaktif; its other live orders (renewals) follow it.
  const followers = await deactivateSeat(tx, seat, reasons.followerReason);
  return {
    order: after,
    seat: {
      kind: 'revoked',
      seatId: seat.id,
      seatStatusBefore: seat.status,
      alsoDeactivated: followers.map((row) => row.id),
    },
  };
}
