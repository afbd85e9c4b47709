/**
 * The admin's hand on orders: reading every customer's orders, fulfilling an
 * order in Process, activating a full preorder group, confirming a payment, refunding, canceling
 * and deactivating. Every action runs in one transaction with the order row locked before any
 * item or seat (the lock order of the gateway path), writes an audit_logs row, and is one-way: an
 * action that already happened, or no longer fits the order's status, answers 409 and changes
 * nothing. What the schema has no column for (a refund, the admin's reason) is kept in the
 * order's status_reason and in the audit log.
 */
import { isHostPackage } from '@premium-shop/domain/catalogue';
import type { Transaction } from '../../db/client';
import { AppError } from '../../platform/errors';
import { isUuid } from '../catalogue/catalogue.service';
import * as fulfilment from '../fulfilment/fulfilment.service';
import * as lifecycle from '../lifecycle/order-lifecycle.service';
import type { OrderFacts } from '../lifecycle/order-lifecycle.service';
import { notices, notifyOrder } from '../lifecycle/order-notices';
import * as seatProfiles from '../lifecycle/seat-profiles';
import type { OrdersContext } from '../orders/orders.common';
import { toOrder, type CredentialsInAnswer } from '../orders/orders.service';
import * as repository from './admin-orders.repository';
import type { ItemRecord, OrderRecord } from './admin-orders.repository';
import type {
  ActivateBody,
  AdminItem,
  AdminOrder,
  CredentialsInput,
  FulfilBody,
  ListOrdersQuery,
  NewItemInput,
} from '@premium-shop/domain/admin-operations-schema';
import { addDays, isoOrNull } from '@premium-shop/domain/dates';
import { pageOffset, paginationOf, type Pagination } from '@premium-shop/domain/pagination';

export type AdminOrdersContext = OrdersContext;

export const ADMIN_ORDER_MESSAGES = {
  orderNotFound: 'Pesanan tidak ditemukan',
  itemNotFound: 'Akun tidak ditemukan',
  statusChanged: 'Status pesanan sudah berubah',
  alreadyPaid: 'Pesanan sudah dibayar',
  alreadyRefunded: 'Dana pesanan ini sudah dikembalikan',
  notRefundable: 'Pesanan ini belum dibayar atau sudah dikirim, dananya tidak dapat dikembalikan',
  chooseItem: 'Pilih akun yang tersedia atau isi data akun baru',
  chooseOneItem: 'Pilih salah satu: akun yang tersedia atau akun baru',
  itemFull: 'Akun sudah penuh',
  itemInactive: 'Akun belum aktif atau sudah berakhir',
  itemOtherProduct: 'Akun ini bukan untuk produk atau paket pesanan ini',
  itemOtherHost: 'Akun ini sudah dipakai host lain',
  hostPrepared: 'Akun host pesanan ini sudah disiapkan',
  waitsForGroup: 'Pesanan preorder ini diaktifkan bersama grupnya',
  seatMissing: 'Akun pelanggan untuk perpanjangan ini tidak ditemukan',
  inviteLinkType: 'Link undangan hanya untuk produk tipe Invite Email',
  licenseType: 'Lisensi hanya untuk produk tipe Lisensi',
  privateSecretShared:
    'Link undangan atau lisensi pelanggan hanya untuk akun baru atau akun yang belum dipakai',
  notAGroup: 'Akun ini bukan grup preorder yang menunggu aktivasi',
  groupNotFull: 'Grup preorder belum penuh',
  credentialsRequired: 'Isi data akun: email, domain, password, key atau link',
  seatNotInGroup: 'Pesanan ini tidak termasuk grup yang diaktifkan',
  profileRequired: 'Akun ini tidak punya profil kosong: isi profil dan PIN pelanggan',
  groupProfileRequired: 'Isi profil dan PIN untuk setiap anggota grup',
  profilePinRequired: 'Isi PIN profil pelanggan',
  profileTaken: (profile: string) => `Profil ${profile} sudah dipakai pelanggan lain di akun ini`,
  fulfilled: 'Pesanan berhasil diproses',
  activated: 'Grup preorder berhasil diaktifkan',
  paymentConfirmed: 'Pembayaran berhasil dikonfirmasi',
  refunded: 'Pengembalian dana berhasil dicatat',
  canceled: 'Pesanan berhasil dibatalkan',
  deactivated: 'Pesanan berhasil dinonaktifkan',
} as const;
const M = ADMIN_ORDER_MESSAGES;

/** status_reason of a refunded order; a refund is recorded once. */
export const REFUND_REASON_PREFIX = 'Dana dikembalikan:';

const DEADLOCK = '40P01';
const TRANSACTION_ATTEMPTS = 3;

// ---------------------------------------------------------------------------------------------
// Helpers

function isDeadlock(error: unknown): boolean {
  const cause = ((error as { cause?: unknown }).cause ?? error) as { code?: string };
  return cause.code === DEADLOCK;
}

/**
 * Runs `work` in one transaction, again when PostgreSQL broke a deadlock by aborting it (the admin
 * path and a job can meet on the same order and seat from opposite ends); all of it rolls back.
 */
async function inTransaction<T>(ctx: AdminOrdersContext, work: (tx: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await ctx.db.transaction(work);
    } catch (error) {
      if (attempt < TRANSACTION_ATTEMPTS && isDeadlock(error)) continue;
      throw error;
    }
  }
}

function invalid(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { [field]: message });
}

/** The order's fields an admin action changes, as the audit log keeps them. */
function auditFields(order: OrderRecord): Record<string, unknown> {
  return {
    status: order.status,
    paidAt: isoOrNull(order.paidAt),
    productItemId: order.productItemId,
    accountId: order.accountId,
    nextBillingAt: isoOrNull(order.nextBillingAt),
    statusReason: order.statusReason,
  };
}

function audit(
  tx: Transaction,
  actorId: string,
  action: string,
  order: OrderRecord,
  after: OrderRecord,
  extra: Record<string, unknown> = {},
): Promise<void> {
  return repository.insertAuditLog(tx, {
    actorId,
    action,
    entity: 'order',
    entityId: order.id,
    before: auditFields(order),
    after: { ...auditFields(after), ...extra },
  });
}

async function lockKnownOrder(tx: Transaction, id: string): Promise<OrderRecord> {
  const order = isUuid(id) ? await lifecycle.lockOrder(tx, id) : undefined;
  if (!order) throw new AppError('NOT_FOUND', M.orderNotFound);
  return order;
}

/** The sealed secret of a provider account, with only the fields given (null when none is). */
function sealCredentials(ctx: AdminOrdersContext, input: CredentialsInput): Buffer | null {
  const secret = {
    ...(input.password && { password: input.password }),
    ...(input.pin && { pin: input.pin }),
    ...(input.profile && {
      profiles: seatProfiles.storedProfiles([{ name: input.profile, pin: input.pin ?? null }]),
    }),
    ...(input.key && { key: input.key }),
    ...(input.link && input.link.length > 0 && { links: input.link }),
  };
  return Object.keys(secret).length > 0 ? ctx.vault.seal(secret) : null;
}

// ---------------------------------------------------------------------------------------------
// Reading

function toAdminOrder(
  view: repository.AdminOrderView,
  ctx: AdminOrdersContext,
  credentials: CredentialsInAnswer = 'shown',
): AdminOrder {
  const { order, buyer } = view;
  return {
    ...toOrder(view, ctx, credentials),
    buyer: { _id: buyer.id, name: buyer.name, email: buyer.email, phone: buyer.phone },
    reference: order.reference,
    statusReason: order.statusReason,
    productItemId: order.productItemId,
    paidAfter: order.paidAfter === 'Canceled' || order.paidAfter === 'Expired' ? order.paidAfter : null,
    updatedAt: order.updatedAt.toISOString(),
  };
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

async function orderAnswer(ctx: AdminOrdersContext, id: string): Promise<AdminOrder> {
  const view = await repository.findOrderView(ctx.db, id);
  if (!view) throw new AppError('NOT_FOUND', M.orderNotFound);
  return toAdminOrder(view, ctx);
}

/** One order of any customer, by id or invoice, with its buyer and status_reason. */
export async function getOrder(ctx: AdminOrdersContext, idOrInvoice: string): Promise<AdminOrder> {
  const id = isUuid(idOrInvoice) ? idOrInvoice : await repository.findOrderIdByInvoice(ctx.db, idOrInvoice);
  if (!id) throw new AppError('NOT_FOUND', M.orderNotFound);
  return orderAnswer(ctx, id);
}

export interface AdminOrderPage {
  data: AdminOrder[];
  pagination: Pagination;
}

/**
 * Every customer's orders, newest first; filtered by status, by late payment (paid after Canceled
 * or Expired) and by part of the invoice, buyer e-mail or product name. Like the customer's list, it carries no credentials: the order's own page shows them.
 */
export async function listOrders(ctx: AdminOrdersContext, query: ListOrdersQuery): Promise<AdminOrderPage> {
  const filter = {
    status: query.status,
    search: query.search || undefined,
    isLatePayment: query.latePayment === 'true',
  };
  const [views, total] = await Promise.all([
    repository.listOrderViews(ctx.db, {
      ...filter,
      limit: query.limit,
      offset: pageOffset(query.page, query.limit),
    }),
    repository.countOrders(ctx.db, filter),
  ]);
  return {
    data: views.map((view) => toAdminOrder(view, ctx, 'withheld')),
    pagination: paginationOf(query.page, query.limit, total),
  };
}

// ---------------------------------------------------------------------------------------------
// Fulfilling an order in Process

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

/** Takes one place of the item atomically; 409 'Akun sudah penuh' when none is left. */
async function takePlace(tx: Transaction, itemId: string): Promise<number> {
  const place = await lifecycle.takePlace(tx, { itemId, states: ['active'] });
  if (place) return place.seatsTaken;
  const item = await repository.findItem(tx, itemId);
  if (item && (item.state === 'full' || item.seatsTaken >= item.slot)) {
    throw new AppError('SEAT_UNAVAILABLE', M.itemFull);
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

/**
 * A Sharing Private seat's profile and PIN in `itemId`, picked while the caller holds the item's
 * row lock: the one the admin typed (never one another live seat of the item uses; a new name or
 * PIN is added to the item's profiles), else the item's first free profile. 400 when neither is
 * there (the dialog then asks for them), reported on `field`.
 */
async function assignProfile(
  tx: Transaction,
  ctx: AdminOrdersContext,
  itemId: string,
  wanted: { profile?: string | undefined; pin?: string | undefined },
  options: { exceptSeatId?: string; field: string; missing: string },
): Promise<{ profile: string; pinSecret: Buffer | null }> {
  const item = (await repository.findItem(tx, itemId))!;
  const secret = seatProfiles.openSecretToRewrite(ctx, item);
  const profiles = seatProfiles.itemProfiles(secret);
  const used = await seatProfiles.usedProfiles(tx, itemId, options.exceptSeatId);
  if (!wanted.profile) {
    const free = seatProfiles.firstFreeProfile(profiles, used);
    if (!free) throw invalid(options.field, options.missing);
    return seatProfiles.seatProfileValues(ctx, free);
  }
  const key = seatProfiles.profileKey(wanted.profile);
  if (used.has(key)) throw new AppError('CONFLICT', M.profileTaken(wanted.profile));
  const known = profiles.find((profile) => seatProfiles.profileKey(profile.name) === key);
  const chosen = { name: known?.name ?? wanted.profile, pin: wanted.pin ?? known?.pin ?? null };
  if (!chosen.pin) throw invalid(options.field === 'seats' ? 'seats' : 'pin', M.profilePinRequired);
  if (!known || known.pin !== chosen.pin) {
    await repository.updateItem(tx, itemId, {
      secret: ctx.vault.seal(seatProfiles.withProfile(secret, chosen)),
    });
  }
  return seatProfiles.seatProfileValues(ctx, chosen);
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

// ---------------------------------------------------------------------------------------------
// Activating a full preorder group

export interface ActivatedGroup {
  item: AdminItem;
  orders: AdminOrder[];
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

// ---------------------------------------------------------------------------------------------
// Payment, refund, cancel, deactivate

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
