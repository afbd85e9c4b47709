/**
 * The one place an order or a seat changes status (SPEC §4). Every move is checked against the
 * domain's table (domain/order-lifecycle) before it is written, so a move the table does not hold
 * throws IllegalTransitionError, a programming error; callers check first what a customer or an
 * admin may do and answer 4xx themselves. Moves run inside the caller's transaction, with the
 * order row locked before any item or seat (the lock order of every path), and take or give back
 * places in provider accounts here only. Checkout, gateway callbacks, the reconciler, the expiry
 * and seat-aging jobs and the admin's actions all come through this module; it imports none of them.
 */
import {
  NEW_SEAT_STATUS,
  PLACE_HOLDING_SEAT_STATUSES,
  assertOrderTransition,
  assertSeatTransition,
  orderSourcesOf,
  type OrderEvent,
  type OrderStatus,
  type SeatEvent,
  type SeatStatus,
} from '@premium-shop/domain/order-lifecycle';
import { addDays } from '@premium-shop/domain/dates';
import type { Executor } from '../../db/client';
import { publishLiveEvent } from '../live-events/live-events.service';
import { releaseReservations } from '../orders/orders.common';
import * as repository from './order-lifecycle.repository';
import type {
  OrderChanges,
  OrderRecord,
  PlaceTarget,
  SeatChanges,
  SeatRecord,
} from './order-lifecycle.repository';
import { restockProduct } from './seat-profiles';

export type { OrderFacts, OrderRecord, SeatRecord } from './order-lifecycle.repository';
export { IllegalTransitionError } from '@premium-shop/domain/order-lifecycle';

// ---------------------------------------------------------------------------------------------
// Locks and reads

export const lockOrder = repository.lockOrder;
export const lockOrderByReference = repository.lockOrderByReference;
export const lockUnreferencedOrder = repository.lockUnreferencedOrder;
export const lockSeat = repository.lockSeat;
export const findOrderFacts = repository.findOrderFacts;

/** Whether the order can still be paid: Pending or Preorder, without a payment. */
export function isUnpaidOpen(order: Pick<OrderRecord, 'status' | 'paidAt'>): boolean {
  return !order.paidAt && (order.status === 'Pending' || order.status === 'Preorder');
}

/** Aktif and Tenggang seats hold their place in the item; Habis and Nonaktif gave it back. */
export function holdsPlace(seat: Pick<SeatRecord, 'status'>): boolean {
  return (PLACE_HOLDING_SEAT_STATUSES as readonly SeatStatus[]).includes(seat.status);
}

// ---------------------------------------------------------------------------------------------
// Live events: every move is told, at its commit, to the order's customer ('order.changed'); each
// order that comes to wait for the admin (Process) to every admin ('admin.order.waiting'), and each
// that stops waiting ('admin.order.handled'), both with the count of orders waiting now.

/** Which of a move's orders the admins hear of: those that came to Process, and those that left it. */
interface AdminShare {
  waiting: OrderRecord[];
  handled: OrderRecord[];
}

async function announceMoves(tx: Executor, moved: OrderRecord[], event: OrderEvent, admins: AdminShare) {
  for (const order of moved) {
    await publishLiveEvent(tx, {
      userId: order.userId,
      type: 'order.changed',
      payload: { orderId: order.id, invoice: order.invoice, status: order.status, cause: event },
    });
  }
  if (admins.waiting.length === 0 && admins.handled.length === 0) return;
  const count = await repository.countOrdersInStatus(tx, 'Process');
  for (const order of admins.waiting) {
    await publishLiveEvent(tx, {
      forAdmins: true,
      type: 'admin.order.waiting',
      payload: { orderId: order.id, invoice: order.invoice, waiting: count },
    });
  }
  for (const order of admins.handled) {
    await publishLiveEvent(tx, {
      forAdmins: true,
      type: 'admin.order.handled',
      payload: { orderId: order.id, invoice: order.invoice, status: order.status, waiting: count },
    });
  }
}

/** The admins' share of orders moved from one of `from` to `to`. */
function adminShare(moved: OrderRecord[], from: readonly OrderStatus[], to: OrderStatus): AdminShare {
  const arrives = to === 'Process' && from.some((status) => status !== 'Process');
  const leaves = to !== 'Process' && from.includes('Process');
  return { waiting: arrives ? moved : [], handled: leaves ? moved : [] };
}

/** Announces orders moved together from one of `from` to `to`. */
async function announced(
  tx: Executor,
  moved: OrderRecord[],
  from: readonly OrderStatus[],
  to: OrderStatus,
  event: OrderEvent,
): Promise<OrderRecord[]> {
  await announceMoves(tx, moved, event, adminShare(moved, from, to));
  return moved;
}

// ---------------------------------------------------------------------------------------------
// The moves

/** Moves one order to `to` by `event`, with the move's other fields; throws when the table has no such move. */
export async function moveOrder(
  tx: Executor,
  order: OrderRecord,
  to: OrderStatus,
  event: OrderEvent,
  changes: OrderChanges = {},
): Promise<OrderRecord> {
  assertOrderTransition({ status: order.status, isPaid: order.paidAt !== null }, to, event);
  const moved = await repository.updateOrder(tx, order.id, { ...changes, status: to });
  await announceMoves(tx, [moved], event, adminShare([moved], [order.status], to));
  return moved;
}

/** Stores the gateway reference of an order placed before it was known (decision 013); no move. */
export function recordReference(tx: Executor, order: OrderRecord, reference: string): Promise<OrderRecord> {
  return repository.updateOrder(tx, order.id, { reference });
}

/** Moves one seat to `to` by `event`, with the move's other fields; throws when the table has no such move. */
export async function moveSeat(
  tx: Executor,
  seat: Pick<SeatRecord, 'id' | 'status'>,
  to: SeatStatus,
  event: SeatEvent,
  changes: SeatChanges = {},
): Promise<void> {
  assertSeatTransition(seat.status, to, event);
  await repository.updateSeat(tx, seat.id, { ...changes, status: to });
}

/** Moves every order of the seat that `event` moves to `to` (the statuses the table lets it leave). */
async function moveSeatOrders(
  tx: Executor,
  seatId: string,
  to: OrderStatus,
  event: OrderEvent,
  changes: Pick<OrderChanges, 'nextBillingAt' | 'statusReason'> = {},
): Promise<OrderRecord[]> {
  const from = orderSourcesOf(to, event);
  const moved = await repository.moveSeatOrders(tx, seatId, { from, to }, changes);
  return announced(tx, moved, from, to, event);
}

/** A new seat, Aktif, for a paid order. */
export function deliverSeat(
  tx: Executor,
  values: Omit<Parameters<typeof repository.insertSeat>[1], 'status'>,
): Promise<SeatRecord> {
  return repository.insertSeat(tx, { ...values, status: NEW_SEAT_STATUS });
}

/** Takes one place in an item (see repository.takePlace); undefined when none is left. */
export function takePlace(tx: Executor, target: PlaceTarget) {
  return repository.takePlace(tx, target);
}

/** Gives one place back; a full item opens again as `reopenAs`. */
export function releasePlace(tx: Executor, itemId: string, reopenAs: 'active' | 'forming' = 'active') {
  return repository.releasePlace(tx, itemId, reopenAs);
}

/**
 * The group is full: every paid preorder of it goes to Process, where the admin enters credentials;
 * returns them. The admins hear of the full group ('admin.group.filled').
 */
export async function fillGroup(tx: Executor, groupId: string): Promise<OrderRecord[]> {
  const from = orderSourcesOf('Process', 'group-filled');
  const moved = await repository.moveGroupOrders(tx, groupId, { from, to: 'Process' }, 'Grup preorder penuh');
  await publishLiveEvent(tx, {
    forAdmins: true,
    type: 'admin.group.filled',
    payload: { productItemId: groupId, productName: await repository.findItemProductName(tx, groupId) },
  });
  return announced(tx, moved, from, 'Process', 'group-filled');
}

// ---------------------------------------------------------------------------------------------
// Ending an unpaid order

export type EndingEvent = Extract<
  OrderEvent,
  'expired' | 'payment-failed' | 'gateway-refused' | 'canceled-by-customer' | 'canceled-by-admin'
>;

/** Ends a locked unpaid order (Expired or Canceled) and gives back the promo slot and voucher use it reserved. */
export async function endUnpaidOrder(
  tx: Executor,
  order: OrderRecord,
  event: EndingEvent,
  statusReason: string,
): Promise<OrderRecord> {
  const ended = await moveOrder(tx, order, event === 'expired' ? 'Expired' : 'Canceled', event, {
    statusReason,
  });
  await releaseReservations(tx, order);
  return ended;
}

/**
 * Cancels an order (of `userId`, when given) that is still unpaid, without locking it first: one
 * conditional UPDATE from the statuses the table lets `event` leave, then its reservations go back.
 * Undefined when it was not (any more) cancelable.
 */
export async function cancelUnpaidOrder(
  tx: Executor,
  options: { id: string; userId?: string; statusReason: string },
  event: Extract<EndingEvent, 'canceled-by-customer' | 'gateway-refused'>,
): Promise<OrderRecord | undefined> {
  const from = orderSourcesOf('Canceled', event);
  const canceled = await repository.moveUnpaidOrder(tx, { ...options, from, to: 'Canceled' });
  if (!canceled) return undefined;
  await releaseReservations(tx, canceled);
  await announced(tx, [canceled], from, 'Canceled', event);
  return canceled;
}

// ---------------------------------------------------------------------------------------------
// A seat's life: renewal, grace, end, deactivation

/**
 * A renewal extends the seat `order.duration` days from max(now, expire_at) (lifetime for 0), and
 * the seat's earlier orders follow it back to Paid. `changes` may move the seat to another item or
 * give it a profile. Returns the new expiry.
 */
export async function extendSeat(
  tx: Executor,
  seat: SeatRecord,
  order: Pick<OrderRecord, 'duration'>,
  options: { event: Extract<SeatEvent, 'renewed' | 'admin-renewed'>; now: Date; changes?: SeatChanges },
): Promise<Date | null> {
  const from = seat.expireAt && seat.expireAt > options.now ? seat.expireAt : options.now;
  const expireAt = order.duration > 0 ? addDays(from, order.duration) : null;
  await moveSeat(tx, seat, 'Aktif', options.event, {
    ...options.changes,
    expireAt,
    graceEndsAt: null,
    expiryRemindedAt: null,
    duration: order.duration,
  });
  await moveSeatOrders(tx, seat.id, 'Paid', 'seat-renewed', { nextBillingAt: expireAt });
  return expireAt;
}

/** Aktif -> Tenggang until `graceEndsAt`; the seat's paid orders show Tenggang too. */
export async function startGrace(
  tx: Executor,
  seat: Pick<SeatRecord, 'id' | 'status'>,
  graceEndsAt: Date,
): Promise<void> {
  await moveSeat(tx, seat, 'Tenggang', 'grace-started', { graceEndsAt });
  await moveSeatOrders(tx, seat.id, 'Tenggang', 'grace-started');
}

/**
 * Tenggang -> Habis: the seat gives its place in the group back (a full group opens again, a sold
 * out product is on sale again), and the seat's orders show Habis.
 */
export async function endSeat(
  tx: Executor,
  seat: Pick<SeatRecord, 'id' | 'status' | 'productItemId' | 'productId' | 'profile'>,
): Promise<void> {
  await moveSeat(tx, seat, 'Habis', 'ended');
  await releasePlace(tx, seat.productItemId);
  await moveSeatOrders(tx, seat.id, 'Habis', 'ended');
  await restockProduct(tx, seat.productId, { freedProfile: seat.profile !== null });
}

/**
 * The admin deactivates a seat: it gives its place back when it held one, becomes Nonaktif, and its
 * live orders follow it (with `statusReason`); returns them.
 */
export async function deactivateSeat(
  tx: Executor,
  seat: SeatRecord,
  statusReason: string,
): Promise<OrderRecord[]> {
  if (holdsPlace(seat)) {
    await releasePlace(tx, seat.productItemId);
    await restockProduct(tx, seat.productId, { freedProfile: seat.profile !== null });
  }
  await moveSeat(tx, seat, 'Nonaktif', 'deactivated', { graceEndsAt: null });
  return moveSeatOrders(tx, seat.id, 'Nonaktif', 'deactivated', { statusReason });
}

// ---------------------------------------------------------------------------------------------
// Refund, and the Host order

/**
 * Records that the money of a paid but undelivered order went back (the caller checked it may): a
 * late payment (paid while Canceled/Expired; its reservations are already released) keeps its
 * status; an order in Process becomes Canceled and gives back its promo and voucher, its preorder
 * group place, or its Host account's seat.
 */
export async function refundOrder(
  tx: Executor,
  order: OrderRecord,
  statusReason: string,
): Promise<OrderRecord> {
  if (order.status !== 'Process') return moveOrder(tx, order, order.status, 'refunded', { statusReason });
  const isGroupMember = order.kind === 'new' && order.productItemId !== null && order.accountId === null;
  // A late payment's reservations were given back when it was Canceled/Expired (decision 023).
  if (!order.paidAfter) await releaseReservations(tx, order);
  if (isGroupMember) await releasePlace(tx, order.productItemId!, 'forming');
  if (order.kind === 'new' && order.accountId) {
    // A Host's account was prepared: its seat ends and gives its place back.
    const seat = await lockSeat(tx, order.accountId);
    if (seat && holdsPlace(seat)) {
      await releasePlace(tx, seat.productItemId);
      await moveSeat(tx, seat, 'Nonaktif', 'refunded');
      await restockProduct(tx, order.productId, { freedProfile: seat.profile !== null });
    }
  }
  return moveOrder(tx, order, 'Canceled', 'refunded', {
    statusReason,
    ...(isGroupMember && { productItemId: null }),
  });
}

/**
 * The shop paid the Host back: the Host order in Process becomes Paid, and its seat Aktif for
 * `duration` days from now (the host has just paid the provider). Returns the order and its seat.
 */
export async function activateHostOrder(
  tx: Executor,
  order: OrderRecord,
  now: Date,
): Promise<{ order: OrderRecord; seat: SeatRecord | undefined }> {
  const expireAt = order.duration > 0 ? addDays(now, order.duration) : null;
  const seat = order.accountId ? await lockSeat(tx, order.accountId) : undefined;
  if (seat) {
    await moveSeat(tx, seat, 'Aktif', 'host-reimbursed', {
      expireAt,
      graceEndsAt: null,
      expiryRemindedAt: null,
    });
  }
  const after = await moveOrder(tx, order, 'Paid', 'host-reimbursed', {
    nextBillingAt: expireAt,
    statusReason: 'Paket Host: reimburse diverifikasi admin, akun aktif',
  });
  return { order: after, seat };
}
