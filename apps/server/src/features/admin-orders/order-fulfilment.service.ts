/**
 * The admin fulfils an order in Process by hand: a new order gets its seat in an existing
 * provider account or a new one, a renewal its seat back and extended.
 */
import { isHostPackage } from '@premium-shop/domain/catalogue';
import type { Transaction } from '../../db/client';
import { AppError } from '../../platform/errors';
import * as lifecycle from '../lifecycle/order-lifecycle.service';
import type { OrderFacts } from '../lifecycle/order-lifecycle.service';
import { notices, notifyOrder } from '../lifecycle/order-notices';
import * as seatProfiles from '../lifecycle/seat-profiles';
import {
  ADMIN_ORDER_MESSAGES as M,
  assignProfile,
  audit,
  inTransaction,
  invalid,
  lockKnownOrder,
  orderAnswer,
  sealCredentials,
  type AdminOrdersContext,
} from './admin-orders.common';
import * as repository from './admin-orders.repository';
import type { ItemRecord, OrderRecord } from './admin-orders.repository';
import type { AdminOrder, FulfilBody, NewItemInput } from '@premium-shop/domain/admin-operations-schema';
import { addDays } from '@premium-shop/domain/dates';

/** An existing product item the order may be delivered from: same product, and same package when the order has one. */
async function existingItem(
  tx: Transaction,
  order: OrderRecord,
  itemId: string,
  isHost: boolean,
): Promise<ItemRecord> {
  const item = await repository.findItem(tx, itemId);
  if (!item) throw new AppError('NOT_FOUND', M.itemNotFound);
  if (item.productId !== order.productId || (order.packageId && item.packageId !== order.packageId)) {
    throw invalid('productItemId', M.itemOtherProduct);
  }
  if (isHost && item.hostUserId && item.hostUserId !== order.userId) {
    throw new AppError('CONFLICT', M.itemOtherHost);
  }
  return item;
}

/** A new provider account for the order's product and package, secrets sealed like the demo stock's. */
function createItem(
  tx: Transaction,
  ctx: AdminOrdersContext,
  order: OrderRecord,
  facts: OrderFacts,
  input: NewItemInput,
  hostUserId: string | null,
): Promise<ItemRecord> {
  return repository.insertItem(tx, {
    productId: order.productId,
    packageId: order.packageId,
    name: input.name,
    email: input.email ?? null,
    domain: input.domain ?? null,
    secret: sealCredentials(ctx, input),
    hostUserId,
    providerExpiresAt: input.providerExpiresAt ? new Date(input.providerExpiresAt) : null,
    state: 'active',
    slot: facts.product.slot,
    seatsTaken: 0,
  });
}

/** Takes one place of the item atomically; 409 'Akun sudah penuh' when none is left, or when the account is overdue. */
async function takePlace(tx: Transaction, itemId: string): Promise<number> {
  const place = await lifecycle.takePlace(tx, { itemId, states: ['active'] });
  if (place) return place.seatsTaken;
  const item = await repository.findItem(tx, itemId);
  if (item && (item.state === 'full' || item.seatsTaken >= item.slot)) {
    throw new AppError('SEAT_UNAVAILABLE', M.itemFull);
  }
  // An account past its renewal date sells no place until renewed (docs/decisions/051).
  if (
    item?.state === 'active' &&
    !item.autoRenews &&
    item.providerExpiresAt &&
    item.providerExpiresAt <= new Date()
  ) {
    throw new AppError('INVALID_STATE', M.itemOverdue);
  }
  throw new AppError('INVALID_STATE', M.itemInactive);
}

function checkCustomerSecret(body: FulfilBody, productType: string): void {
  if (body.inviteLink && productType !== 'Invite Email') throw invalid('inviteLink', M.inviteLinkType);
  if (body.license && productType !== 'Lisensi') throw invalid('license', M.licenseType);
}

/**
 * Invite Email and Lisensi: the customer's own invitation link or license goes into the item's
 * secret (the seat has no column for it), where GET /api/payments/:id shows it as `link` / `key`.
 * Only when the seat is the item's only one, so no other member ever sees it.
 */
async function storeCustomerSecret(
  tx: Transaction,
  ctx: AdminOrdersContext,
  itemId: string,
  seatsTaken: number,
  body: FulfilBody,
): Promise<void> {
  if (!body.inviteLink && !body.license) return;
  if (seatsTaken > 1) throw new AppError('CONFLICT', M.privateSecretShared);
  const item = (await repository.findItem(tx, itemId))!;
  const secret = seatProfiles.openSecretToRewrite(ctx, item);
  if (body.inviteLink) secret.links = [...new Set([...(secret.links ?? []), body.inviteLink])];
  if (body.license) secret.key = body.license;
  await repository.updateItem(tx, itemId, { secret: ctx.vault.seal(secret) });
}

async function fulfilNew(
  tx: Transaction,
  ctx: AdminOrdersContext,
  actorId: string,
  order: OrderRecord,
  facts: OrderFacts,
  body: FulfilBody,
  now: Date,
): Promise<void> {
  if (order.accountId) throw new AppError('INVALID_STATE', M.hostPrepared);
  if (order.productItemId) throw new AppError('INVALID_STATE', M.waitsForGroup);
  if (!body.productItemId && !body.newItem) throw invalid('productItemId', M.chooseItem);
  const isHost = isHostPackage(facts.packageName);
  const item = body.newItem
    ? await createItem(tx, ctx, order, facts, body.newItem, isHost ? order.userId : null)
    : await existingItem(tx, order, body.productItemId!, isHost);
  const seatsTaken = await takePlace(tx, item.id);
  await storeCustomerSecret(tx, ctx, item.id, seatsTaken, body);
  // A Host owns the whole provider account: its seat takes a profile only when one is given.
  const seatProfile =
    facts.product.type === seatProfiles.SHARING_PRIVATE && !isHost
      ? await assignProfile(
          tx,
          ctx,
          item.id,
          { profile: body.profile, pin: body.pin },
          { field: 'profile', missing: M.profileRequired },
        )
      : {
          profile: body.profile ?? body.newItem?.profile ?? null,
          pinSecret: body.pin ? ctx.vault.seal(body.pin) : null,
        };
  if (isHost && item.hostUserId !== order.userId) {
    await repository.updateItem(tx, item.id, { hostUserId: order.userId });
  }
  const expireAt = order.duration > 0 ? addDays(now, order.duration) : null;
  const seat = await lifecycle.deliverSeat(tx, {
    productItemId: item.id,
    userId: order.userId,
    productId: order.productId,
    packageId: order.packageId,
    duration: order.duration,
    expireAt,
    ...seatProfile,
  });
  // A Host's order stays in Process until the admin verifies its reimbursement;
  // meanwhile the Host sees the account to activate.
  const after = isHost
    ? await lifecycle.moveOrder(tx, order, 'Process', 'host-account-prepared', {
        productItemId: item.id,
        accountId: seat.id,
        statusReason: 'Paket Host: akun provider siap diaktivasi oleh host',
      })
    : await lifecycle.moveOrder(tx, order, 'Paid', 'admin-fulfilled', {
        productItemId: item.id,
        accountId: seat.id,
        nextBillingAt: expireAt,
        statusReason: 'Dikirim manual oleh admin',
      });
  const notice = isHost ? notices.hostReady(facts.product.name) : notices.delivered(facts.product.name);
  await notifyOrder(tx, order, facts.product.name, notice, facts.buyer.phone);
  await audit(tx, actorId, 'order.fulfil', order, after, {
    seatId: seat.id,
    isNewItem: Boolean(body.newItem),
    isHost,
  });
}

/**
 * A renewal in Process (its seat was Nonaktif or Habis with its group full): the same seat comes
 * back, in its own item or in the one given, and is extended like an automatic renewal.
 */
async function fulfilRenewal(
  tx: Transaction,
  ctx: AdminOrdersContext,
  actorId: string,
  order: OrderRecord,
  facts: OrderFacts,
  body: FulfilBody,
  now: Date,
): Promise<void> {
  const seat = order.accountId ? await lifecycle.lockSeat(tx, order.accountId) : undefined;
  if (!seat) throw new AppError('INVALID_STATE', M.seatMissing);
  let itemId = seat.productItemId;
  if (body.newItem) itemId = (await createItem(tx, ctx, order, facts, body.newItem, null)).id;
  else if (body.productItemId) itemId = (await existingItem(tx, order, body.productItemId, false)).id;
  const isMoving = itemId !== seat.productItemId;
  const seatsTaken =
    isMoving || !lifecycle.holdsPlace(seat)
      ? await takePlace(tx, itemId)
      : (await repository.findItem(tx, itemId))!.seatsTaken;
  if (isMoving && lifecycle.holdsPlace(seat)) await lifecycle.releasePlace(tx, seat.productItemId);
  await storeCustomerSecret(tx, ctx, itemId, seatsTaken, body);
  // A Sharing Private seat keeps its profile in its own item while no other seat took it.
  let seatProfile: { profile: string | null; pinSecret: Buffer | null } | null = null;
  if (facts.product.type === seatProfiles.SHARING_PRIVATE) {
    const used = await seatProfiles.usedProfiles(tx, itemId, seat.id);
    const keeps =
      !isMoving && seat.profile !== null && !used.has(seatProfiles.profileKey(seat.profile)) && !body.profile;
    if (!keeps) {
      seatProfile = await assignProfile(
        tx,
        ctx,
        itemId,
        { profile: body.profile, pin: body.pin },
        { exceptSeatId: seat.id, field: 'profile', missing: M.profileRequired },
      );
    } else if (body.pin) {
      seatProfile = { profile: seat.profile, pinSecret: ctx.vault.seal(body.pin) };
    }
  }

  const expireAt = await lifecycle.extendSeat(tx, seat, order, {
    event: 'admin-renewed',
    now,
    changes: {
      productItemId: itemId,
      ...(seatProfile ??
        (facts.product.type === seatProfiles.SHARING_PRIVATE
          ? {}
          : {
              ...(body.profile && { profile: body.profile }),
              ...(body.pin && { pinSecret: ctx.vault.seal(body.pin) }),
            })),
    },
  });
  const after = await lifecycle.moveOrder(tx, order, 'Paid', 'admin-fulfilled', {
    productItemId: itemId,
    nextBillingAt: expireAt,
    statusReason: 'Perpanjangan diproses oleh admin',
  });
  await notifyOrder(
    tx,
    order,
    facts.product.name,
    notices.renewed(facts.product.name, expireAt),
    facts.buyer.phone,
  );
  await audit(tx, actorId, 'order.fulfil', order, after, {
    seatId: seat.id,
    fromItemId: seat.productItemId,
    isNewItem: Boolean(body.newItem),
  });
}

/**
 * POST /api/admin/orders/:id/fulfil: delivers an order in Process by hand. A new order takes a
 * place in an existing item or a new one and gets its seat (Paid; a Host package order gets its
 * account and stays in Process); a renewal brings its seat back and extends it.
 */
export async function fulfilOrder(
  ctx: AdminOrdersContext,
  actorId: string,
  id: string,
  body: FulfilBody,
  now: Date = new Date(),
): Promise<AdminOrder> {
  if (body.productItemId && body.newItem) throw invalid('productItemId', M.chooseOneItem);
  await inTransaction(ctx, async (tx) => {
    const order = await lockKnownOrder(tx, id);
    if (order.status !== 'Process') throw new AppError('INVALID_STATE', M.statusChanged);
    const facts = await lifecycle.findOrderFacts(tx, order.id);
    checkCustomerSecret(body, facts.product.type);
    if (order.kind === 'renewal') await fulfilRenewal(tx, ctx, actorId, order, facts, body, now);
    else await fulfilNew(tx, ctx, actorId, order, facts, body, now);
  });
  return orderAnswer(ctx, id);
}
