/** The admin activates a full preorder group: its credentials, and a seat for every order in it. */
import { AppError } from '../../platform/errors';
import { isUuid } from '../catalogue/catalogue.service';
import * as lifecycle from '../lifecycle/order-lifecycle.service';
import { notices, notifyOrder } from '../lifecycle/order-notices';
import * as seatProfiles from '../lifecycle/seat-profiles';
import {
  ADMIN_ORDER_MESSAGES as M,
  assignProfile,
  audit,
  inTransaction,
  invalid,
  sealCredentials,
  toAdminOrder,
  type AdminOrdersContext,
} from './admin-orders.common';
import * as repository from './admin-orders.repository';
import type { ItemRecord } from './admin-orders.repository';
import type {
  ActivateBody,
  AdminItem,
  AdminOrder,
  CredentialsInput,
} from '@premium-shop/domain/admin-operations-schema';
import { addDays, isoOrNull } from '@premium-shop/domain/dates';

export interface ActivatedGroup {
  item: AdminItem;
  orders: AdminOrder[];
}

function toAdminItem(item: ItemRecord): AdminItem {
  return {
    _id: item.id,
    productId: item.productId,
    packageId: item.packageId,
    name: item.name,
    email: item.email,
    domain: item.domain,
    state: item.state,
    slot: item.slot,
    seatsTaken: item.seatsTaken,
    hostUserId: item.hostUserId,
    providerExpiresAt: isoOrNull(item.providerExpiresAt),
  };
}

function hasCredentials(body: CredentialsInput): boolean {
  return Boolean(
    body.email || body.domain || body.password || body.key || (body.link && body.link.length > 0),
  );
}

/**
 * POST /api/admin/product-items/:id/activate: a full preorder group gets its credentials, and
 * every order waiting in it (Process, linked by product_item_id) its seat and Paid. The group's
 * seats_taken already counts those orders (joinPreorderGroup), so it is left as it is.
 */
export async function activateGroup(
  ctx: AdminOrdersContext,
  actorId: string,
  itemId: string,
  body: ActivateBody,
  now: Date = new Date(),
): Promise<ActivatedGroup> {
  if (!isUuid(itemId)) throw new AppError('NOT_FOUND', M.itemNotFound);
  if (!hasCredentials(body)) throw invalid('email', M.credentialsRequired);
  const seatInputs = new Map((body.seats ?? []).map((seat) => [seat.orderId, seat]));
  const orderIds = await inTransaction(ctx, async (tx) => {
    // Orders before the item, the lock order of every other path.
    const members = await repository.lockGroupOrders(tx, itemId);
    const item = await repository.lockItem(tx, itemId);
    if (!item) throw new AppError('NOT_FOUND', M.itemNotFound);
    if ((item.state !== 'forming' && item.state !== 'full') || members.length === 0) {
      throw new AppError('INVALID_STATE', M.notAGroup);
    }
    if (item.seatsTaken < item.slot) throw new AppError('INVALID_STATE', M.groupNotFull);
    const memberIds = new Set(members.map((order) => order.id));
    const stranger = [...seatInputs.keys()].find((orderId) => !memberIds.has(orderId));
    if (stranger) throw invalid('seats', M.seatNotInGroup);

    const activated = await repository.updateItem(tx, item.id, {
      name: body.name ?? item.name,
      email: body.email ?? item.email,
      domain: body.domain ?? item.domain,
      secret: sealCredentials(ctx, body) ?? item.secret,
      providerExpiresAt: body.providerExpiresAt ? new Date(body.providerExpiresAt) : item.providerExpiresAt,
      state: item.seatsTaken >= item.slot ? 'full' : 'active',
    });
    const { product } = await lifecycle.findOrderFacts(tx, members[0]!.id);
    const isSharingPrivate = product.type === seatProfiles.SHARING_PRIVATE;
    for (const order of members) {
      const input = seatInputs.get(order.id);
      const expireAt = order.duration > 0 ? addDays(now, order.duration) : null;
      // Each Sharing Private member gets its own profile and PIN: typed for it, or a free one.
      const seatProfile = isSharingPrivate
        ? await assignProfile(
            tx,
            ctx,
            item.id,
            { profile: input?.profile, pin: input?.pin },
            { field: 'seats', missing: M.groupProfileRequired },
          )
        : null;
      const seat = await lifecycle.deliverSeat(tx, {
        productItemId: item.id,
        userId: order.userId,
        productId: order.productId,
        packageId: order.packageId,
        duration: order.duration,
        expireAt,
        profile: input?.profile ?? null,
        pinSecret: input?.pin ? ctx.vault.seal(input.pin) : null,
        ...seatProfile,
      });
      const after = await lifecycle.moveOrder(tx, order, 'Paid', 'admin-fulfilled', {
        accountId: seat.id,
        nextBillingAt: expireAt,
        statusReason: 'Grup preorder diaktifkan oleh admin',
      });
      await notifyOrder(tx, order, product.name, notices.delivered(product.name));
      await audit(tx, actorId, 'order.activate', order, after, { seatId: seat.id });
    }
    await repository.insertAuditLog(tx, {
      actorId,
      action: 'product_item.activate',
      entity: 'product_item',
      entityId: item.id,
      before: { state: item.state, name: item.name, email: item.email, hasSecret: item.secret !== null },
      after: {
        state: activated.state,
        name: activated.name,
        email: activated.email,
        hasSecret: activated.secret !== null,
        orderIds: members.map((order) => order.id),
      },
    });
    return members.map((order) => order.id);
  });
  const [item, views] = await Promise.all([
    repository.findItem(ctx.db, itemId),
    repository.findOrderViews(ctx.db, orderIds),
  ]);
  return { item: toAdminItem(item!), orders: views.map((view) => toAdminOrder(view, ctx)) };
}
