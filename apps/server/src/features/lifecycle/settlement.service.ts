/**
 * A payment settles an order (SPEC §4): a renewal extends its seat; a preorder joins its group; a
 * manual type or a Host package goes to Process; anything else takes a free seat of a matching
 * product item, or goes to Process when none is left. A payment for an order that had ended is
 * settled the same way. Every move goes through order-lifecycle.service.
 */
import { isHostPackage, isManualType } from '@premium-shop/domain/catalogue';
import { initialOrderStatus } from '@premium-shop/domain/checkout';
import { addDays } from '@premium-shop/domain/dates';
import type { Executor } from '../../db/client';
import type { OrdersContext } from '../orders/orders.common';
import * as lifecycle from './order-lifecycle.service';
import type { OrderFacts, OrderRecord } from './order-lifecycle.service';
import * as repository from './order-lifecycle.repository';
import type { SeatChanges } from './order-lifecycle.repository';
import { notices, notifyOrder, type EndedStatus } from './order-notices';
import * as seatProfiles from './seat-profiles';

/** What settling needs of the context: the vault that opens an account's profiles and seals a seat's PIN. */
export type SealingContext = Pick<OrdersContext, 'vault' | 'log'>;

/** Orders whose payment arrived after they had ended (paid_after): their status_reason says so. */
export const LATE_PAYMENT_REASONS = {
  Canceled: 'Dibayar setelah pesanan dibatalkan',
  Expired: 'Dibayar setelah pesanan kedaluwarsa',
} as const satisfies Record<EndedStatus, string>;

export function isEnded(status: OrderRecord['status']): status is EndedStatus {
  return status === 'Canceled' || status === 'Expired';
}

async function toProcess(
  tx: Executor,
  order: OrderRecord,
  facts: OrderFacts,
  paidAt: Date,
  reason: string,
): Promise<OrderRecord> {
  const processed = await lifecycle.moveOrder(tx, order, 'Process', 'paid-for-admin', {
    paidAt,
    statusReason: order.paidAfter
      ? `${LATE_PAYMENT_REASONS[order.paidAfter as EndedStatus]}; ${reason}`
      : reason,
  });
  const name = facts.product.name;
  await notifyOrder(
    tx,
    order,
    name,
    order.paidAfter
      ? notices.latePaymentProcessing(name, order.paidAfter as EndedStatus)
      : notices.processing(name),
    facts.buyer.phone,
  );
  return processed;
}

/** A renewal extends its own seat from max(now, expire_at); an ended seat first takes its place back. */
async function renewSeat(
  tx: Executor,
  ctx: SealingContext,
  order: OrderRecord,
  facts: OrderFacts,
  paidAt: Date,
  now: Date,
): Promise<OrderRecord> {
  const seat = order.accountId ? await lifecycle.lockSeat(tx, order.accountId) : undefined;
  if (!seat || seat.status === 'Nonaktif') {
    return toProcess(tx, order, facts, paidAt, 'Perpanjangan: akun tidak aktif, perlu admin');
  }
  const isEnded = seat.status === 'Habis';
  // A Habis seat gave its place in the group back; renewing takes it again if free.
  if (
    isEnded &&
    !(await lifecycle.takePlace(tx, { itemId: seat.productItemId, states: ['active', 'full'] }))
  ) {
    return toProcess(tx, order, facts, paidAt, 'Perpanjangan: grup akun sudah penuh, perlu admin');
  }
  // A Sharing Private seat coming back keeps its profile unless another seat took it meanwhile,
  // else takes a free one.
  let profileChanges: SeatChanges = {};
  if (isEnded && facts.product.type === seatProfiles.SHARING_PRIVATE) {
    const used = await seatProfiles.usedProfiles(tx, seat.productItemId, seat.id);
    if (!seat.profile || used.has(seatProfiles.profileKey(seat.profile))) {
      const profile = await seatProfiles.takeFreeProfile(tx, ctx, seat.productItemId, seat.id);
      // A place without a profile is never given: the place goes back and the admin decides.
      if (!profile) {
        await lifecycle.releasePlace(tx, seat.productItemId);
        return toProcess(
          tx,
          order,
          facts,
          paidAt,
          'Perpanjangan: akun tidak punya profil kosong, perlu admin',
        );
      }
      profileChanges = seatProfiles.seatProfileValues(ctx, profile);
    }
  }
  const expireAt = await lifecycle.extendSeat(tx, seat, order, {
    event: 'renewed',
    now,
    changes: profileChanges,
  });
  const renewed = await lifecycle.moveOrder(tx, order, 'Paid', 'renewed', {
    paidAt,
    nextBillingAt: expireAt,
    productItemId: seat.productItemId,
  });
  await notifyOrder(
    tx,
    order,
    facts.product.name,
    notices.renewed(facts.product.name, expireAt),
    facts.buyer.phone,
  );
  return renewed;
}

/**
 * A paid preorder holds a place in its product's forming group (a product item in state
 * 'forming'; seats_taken counts the paid preorders, order.product_item_id links them). The order
 * that fills the group moves every order of it to Process, where the admin enters credentials.
 */
async function joinPreorderGroup(
  tx: Executor,
  order: OrderRecord,
  facts: OrderFacts,
  paidAt: Date,
): Promise<OrderRecord> {
  const { product } = facts;
  await repository.lockPreorderGroups(tx, product.id, order.packageId);
  const groupId =
    (await repository.findFormingGroup(tx, product.id, order.packageId))?.id ??
    (await repository.insertFormingGroup(tx, {
      productId: product.id,
      packageId: order.packageId,
      name: ['Grup Preorder', product.name, facts.packageName].filter(Boolean).join(' '),
      slot: product.slot,
    }));
  const group = (await lifecycle.takePlace(tx, { itemId: groupId, states: ['forming'] }))!;
  let joined = await lifecycle.moveOrder(tx, order, 'Preorder', 'paid-joined-group', {
    paidAt,
    productItemId: groupId,
  });
  await notifyOrder(
    tx,
    order,
    product.name,
    notices.preorderPaid(product.name, group.seatsTaken, group.slot),
    facts.buyer.phone,
  );
  if (group.seatsTaken >= group.slot) {
    const processed = await lifecycle.fillGroup(tx, groupId);
    for (const member of processed) {
      await notifyOrder(tx, member, product.name, notices.groupFull(product.name));
      if (member.id === order.id) joined = member;
    }
  }
  return joined;
}

/**
 * Takes a free place of a matching item; for Sharing Private, in an item that still has a profile no
 * live seat uses (picked under the row lock the take holds), skipping items whose profiles are all
 * used. Undefined when no item has room.
 */
async function takeDeliverablePlace(
  tx: Executor,
  ctx: SealingContext,
  order: OrderRecord,
  facts: OrderFacts,
): Promise<{ itemId: string; profile?: seatProfiles.PlaceProfile } | undefined> {
  const excluding: string[] = [];
  for (;;) {
    const place = await lifecycle.takePlace(tx, {
      productId: order.productId,
      packageId: order.packageId,
      excluding,
    });
    if (!place) return undefined;
    const { itemId } = place;
    if (facts.product.type !== seatProfiles.SHARING_PRIVATE) return { itemId };
    const profile = await seatProfiles.takeFreeProfile(tx, ctx, itemId);
    if (profile) return { itemId, profile };
    await lifecycle.releasePlace(tx, itemId);
    excluding.push(itemId);
  }
}

/**
 * Delivers a paid order inside the caller's transaction (the order row locked or just inserted):
 * a renewal extends its seat; a preorder joins its group; a manual type or a Host package goes to
 * Process; anything else takes a free seat of a matching product item (a Sharing Private seat with
 * a free profile and its PIN), or goes to Process when none is left.
 */
export async function settlePaidOrder(
  tx: Executor,
  ctx: SealingContext,
  order: OrderRecord,
  paidAt: Date,
  now: Date = new Date(),
): Promise<OrderRecord> {
  const facts = await lifecycle.findOrderFacts(tx, order.id);
  if (order.kind === 'renewal') return renewSeat(tx, ctx, order, facts, paidAt, now);
  if (order.status === 'Preorder') return joinPreorderGroup(tx, order, facts, paidAt);
  if (isManualType(facts.product.type)) {
    return toProcess(tx, order, facts, paidAt, `Tipe ${facts.product.type}: dikirim manual oleh admin`);
  }
  if (isHostPackage(facts.packageName)) {
    return toProcess(tx, order, facts, paidAt, 'Paket Host: admin menyiapkan akun provider');
  }
  const place = await takeDeliverablePlace(tx, ctx, order, facts);
  if (!place) return toProcess(tx, order, facts, paidAt, 'Stok akun habis, menunggu admin');
  const { itemId } = place;

  const expireAt = order.duration > 0 ? addDays(now, order.duration) : null;
  const seat = await lifecycle.deliverSeat(tx, {
    productItemId: itemId,
    userId: order.userId,
    productId: order.productId,
    packageId: order.packageId,
    duration: order.duration,
    expireAt,
    ...(place.profile && seatProfiles.seatProfileValues(ctx, place.profile)),
  });
  const delivered = await lifecycle.moveOrder(tx, order, 'Paid', 'paid', {
    paidAt,
    productItemId: itemId,
    accountId: seat.id,
    nextBillingAt: expireAt,
  });
  await notifyOrder(tx, order, facts.product.name, notices.delivered(facts.product.name), facts.buyer.phone);
  return delivered;
}

/**
 * A payment for an order that had ended (Canceled, Expired: the gateway's transaction stayed open)
 * is never lost: the order goes back to the status it was placed in, marked paid_after, and is
 * settled like one paid in time (a free seat, its renewal, its preorder group, or Process for the
 * admin). Its promo slot and voucher use, given back when it ended, are not taken again: the money
 * was paid at the discounted price, and the limit may have been reached by others since.
 */
export async function settleLatePayment(
  tx: Executor,
  ctx: SealingContext,
  order: OrderRecord & { status: EndedStatus },
  paidAt: Date,
  now: Date,
): Promise<OrderRecord> {
  const { product } = await lifecycle.findOrderFacts(tx, order.id);
  const reopened = await lifecycle.moveOrder(tx, order, initialOrderStatus(product.method), 'paid-late', {
    paidAfter: order.status,
    statusReason: LATE_PAYMENT_REASONS[order.status],
  });
  return settlePaidOrder(tx, ctx, reopened, paidAt, now);
}

/** A free order (nothing to pay, no gateway transaction) is paid and delivered as it is created. */
export function settleFreeOrder(
  tx: Executor,
  ctx: SealingContext,
  order: OrderRecord,
  now: Date,
): Promise<OrderRecord> {
  return settlePaidOrder(tx, ctx, order, now, now);
}
