/**
 * What happens to an order after checkout: gateway callbacks, delivery of a
 * seat on payment, preorder groups, renewals, and the expiry and reconciler jobs. Every
 * transition runs in one short transaction with the order row locked, and is one-way: applying
 * the same event twice changes nothing.
 */
import { isHostPackage, isManualType } from '@premium-shop/domain/catalogue';
import { initialOrderStatus } from '@premium-shop/domain/checkout';
import { addDays } from '@premium-shop/domain/dates';
import { formatDateLong, formatRupiah } from '@premium-shop/domain/format';
import type { Executor, Transaction } from '../../db/client';
import { paymentStatusBody, SIGNATURE_HEADER } from '../../platform/payments/callback';
import type { VerifiedCallback } from '../../platform/payments/gateway';
import { SandboxGateway } from '../../platform/payments/sandbox';
import { recordAudit } from '../audit/audit.service';
import { recordNotification } from '../notifications/notifications.service';
import { enqueueWhatsApp } from '../outbox/outbox.service';
import { releaseReservations, type OrdersContext } from '../orders/orders.common';
import * as repository from './fulfilment.repository';
import { reviveSeatOrders } from './lifecycle.service';
import * as seatProfiles from './seat-profiles';
import type { OrderFacts, OrderRecord } from './fulfilment.repository';

export type FulfilmentContext = OrdersContext;
/** What delivery needs of the context: the vault that opens an account's profiles and seals a seat's PIN. */
export type SealingContext = Pick<OrdersContext, 'vault' | 'log'>;

const NOTIFICATION_CATEGORY = 'Pesanan';
const EXPIRY_BATCH = 50;
/** The reconciler asks the gateway about unpaid orders this close to their deadline. */
export const RECONCILE_WINDOW_MS = 10 * 60 * 1000;
const RECONCILE_BATCH = 50;
/** How often one order is asked about, across all instances (the job runs every minute). */
const RECONCILE_EVERY_MS = 50 * 1000;

export const CALLBACK_MESSAGES = {
  rejected: 'Invalid signature',
  unknownReference: 'Transaksi tidak ditemukan',
  invoiceMismatch: 'Merchant ref tidak sesuai',
  amountMismatch: 'Jumlah pembayaran tidak sesuai',
} as const;

export interface CallbackAnswer {
  statusCode: 200 | 400;
  body: { success: boolean; message?: string };
}

/** What applying an event did; a refused one names the order it was matched to, when it was. */
type Outcome =
  { isApplied: true; note?: string } | { isApplied: false; error: string; message: string; orderId?: string };

/** Orders whose payment arrived after they had ended (paid_after): their status_reason says so. */
export const LATE_PAYMENT_REASONS = {
  Canceled: 'Dibayar setelah pesanan dibatalkan',
  Expired: 'Dibayar setelah pesanan kedaluwarsa',
} as const;

type EndedStatus = keyof typeof LATE_PAYMENT_REASONS;

function isEnded(status: OrderRecord['status']): status is EndedStatus {
  return status === 'Canceled' || status === 'Expired';
}

// ---------------------------------------------------------------------------------------------
// Notifications

export interface Notice {
  title: string;
  content: string;
  /** Also sent by WhatsApp: for deliveries and full groups. */
  isWhatsApp?: boolean;
}

/** A dashboard notification of the order's transition, and a WhatsApp message when the notice asks for one. */
export async function notify(
  tx: Executor,
  order: OrderRecord,
  productName: string,
  notice: Notice,
  phone?: string,
): Promise<void> {
  await recordNotification(tx, {
    userId: order.userId,
    category: NOTIFICATION_CATEGORY,
    title: notice.title,
    content: notice.content,
    shortDescription: `${productName} · ${order.invoice}`,
    productId: order.productId,
    orderId: order.id,
  });
  if (notice.isWhatsApp) {
    const to = phone ?? (await repository.findUserContact(tx, order.userId)).phone;
    await enqueueWhatsApp(tx, {
      to,
      text: `*${notice.title}*\n${notice.content}\nNo. pesanan: ${order.invoice}`,
    });
  }
}

export const notices = {
  delivered: (product: string): Notice => ({
    title: 'Pembayaran Berhasil',
    content: `Pembayaran ${product} diterima dan akunmu sudah aktif. Lihat detail akun di halaman Pesanan Saya.`,
    isWhatsApp: true,
  }),
  processing: (product: string): Notice => ({
    title: 'Pesanan Sedang Diproses',
    content: `Pembayaran ${product} diterima. Admin sedang menyiapkan akunmu, maksimal 1x24 jam.`,
  }),
  preorderPaid: (product: string, taken: number, slot: number): Notice => ({
    title: 'Preorder Dibayar',
    content: `Pembayaran ${product} diterima. Akun akan diproses setelah grup terisi penuh (${taken}/${slot}).`,
  }),
  groupFull: (product: string): Notice => ({
    title: 'Grup Preorder Penuh',
    content: `Grup ${product} sudah terisi penuh. Admin sedang menyiapkan akunmu, maksimal 1x24 jam.`,
    isWhatsApp: true,
  }),
  renewed: (product: string, until: Date | null): Notice => ({
    title: 'Perpanjangan Berhasil',
    content: until
      ? `Langganan ${product} diperpanjang hingga ${formatDateLong(until)}.`
      : `Langganan ${product} kini berlaku selamanya.`,
    isWhatsApp: true,
  }),
  expired: (product: string): Notice => ({
    title: 'Pesanan Kedaluwarsa',
    content: `Batas waktu pembayaran ${product} sudah lewat, pesanan dibatalkan otomatis. Silakan buat pesanan baru.`,
  }),
  failed: (product: string): Notice => ({
    title: 'Pembayaran Gagal',
    content: `Pembayaran ${product} gagal atau dibatalkan, pesanan dibatalkan.`,
  }),
  latePaymentProcessing: (product: string, endedAs: EndedStatus): Notice => ({
    title: 'Pembayaran Terlambat Diterima',
    content: `Pembayaran ${product} diterima setelah pesanan ${endedAs === 'Canceled' ? 'dibatalkan' : 'kedaluwarsa'}. Admin sedang menyiapkan akunmu, maksimal 1x24 jam.`,
  }),
};

// ---------------------------------------------------------------------------------------------
// Delivery on payment

function isUnpaidOpen(order: OrderRecord): boolean {
  return !order.paidAt && (order.status === 'Pending' || order.status === 'Preorder');
}

async function toProcess(
  tx: Transaction,
  order: OrderRecord,
  facts: OrderFacts,
  paidAt: Date,
  reason: string,
): Promise<OrderRecord> {
  const processed = await repository.updateOrder(tx, order.id, {
    status: 'Process',
    paidAt,
    statusReason: order.paidAfter
      ? `${LATE_PAYMENT_REASONS[order.paidAfter as EndedStatus]}; ${reason}`
      : reason,
  });
  const name = facts.product.name;
  await notify(
    tx,
    order,
    name,
    order.paidAfter
      ? notices.latePaymentProcessing(name, order.paidAfter as EndedStatus)
      : notices.processing(name),
  );
  return processed;
}

/** A renewal extends its own seat from max(now, expire_at); an ended seat first takes its place back. */
async function renewSeat(
  tx: Transaction,
  ctx: SealingContext,
  order: OrderRecord,
  facts: OrderFacts,
  paidAt: Date,
  now: Date,
): Promise<OrderRecord> {
  const seat = order.accountId ? await repository.lockSeat(tx, order.accountId) : undefined;
  if (!seat || seat.status === 'Nonaktif') {
    return toProcess(tx, order, facts, paidAt, 'Perpanjangan: akun tidak aktif, perlu admin');
  }
  // A Habis seat gave its place in the group back; renewing takes it again if free.
  if (seat.status === 'Habis' && !(await repository.retakePlace(tx, seat.productItemId))) {
    return toProcess(tx, order, facts, paidAt, 'Perpanjangan: grup akun sudah penuh, perlu admin');
  }
  // A Sharing Private seat coming back keeps its profile unless another seat took it meanwhile.
  if (seat.status === 'Habis' && facts.product.type === seatProfiles.SHARING_PRIVATE) {
    const used = await seatProfiles.usedProfiles(tx, seat.productItemId, seat.id);
    if (!seat.profile || used.has(seatProfiles.profileKey(seat.profile))) {
      const profile = await seatProfiles.takeFreeProfile(tx, ctx, seat.productItemId, seat.id);
      await repository.updateSeat(
        tx,
        seat.id,
        profile ? seatProfiles.seatProfileValues(ctx, profile) : { profile: null, pinSecret: null },
      );
    }
  }
  const from = seat.expireAt && seat.expireAt > now ? seat.expireAt : now;
  const expireAt = order.duration > 0 ? addDays(from, order.duration) : null;
  await repository.updateSeat(tx, seat.id, {
    status: 'Aktif',
    expireAt,
    graceEndsAt: null,
    expiryRemindedAt: null,
    duration: order.duration,
  });
  await reviveSeatOrders(tx, seat.id, expireAt);
  const renewed = await repository.updateOrder(tx, order.id, {
    status: 'Paid',
    paidAt,
    nextBillingAt: expireAt,
    productItemId: seat.productItemId,
  });
  await notify(
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
  tx: Transaction,
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
  const group = await repository.joinGroup(tx, groupId);
  let joined = await repository.updateOrder(tx, order.id, { paidAt, productItemId: groupId });
  await notify(tx, order, product.name, notices.preorderPaid(product.name, group.seatsTaken, group.slot));
  if (group.seatsTaken >= group.slot) {
    const processed = await repository.processGroupOrders(tx, groupId, 'Grup preorder penuh');
    for (const member of processed) {
      await notify(tx, member, product.name, notices.groupFull(product.name));
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
  tx: Transaction,
  ctx: SealingContext,
  order: OrderRecord,
  facts: OrderFacts,
): Promise<{ itemId: string; profile?: seatProfiles.PlaceProfile } | undefined> {
  const excluding: string[] = [];
  for (;;) {
    const itemId = await repository.takeSeat(tx, {
      productId: order.productId,
      packageId: order.packageId,
      excluding,
    });
    if (!itemId) return undefined;
    if (facts.product.type !== seatProfiles.SHARING_PRIVATE) return { itemId };
    const profile = await seatProfiles.takeFreeProfile(tx, ctx, itemId);
    if (profile) return { itemId, profile };
    await repository.untakeSeat(tx, itemId);
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
  tx: Transaction,
  ctx: SealingContext,
  order: OrderRecord,
  paidAt: Date,
  now: Date = new Date(),
): Promise<OrderRecord> {
  const facts = await repository.findOrderFacts(tx, order);
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
  const seat = await repository.insertSeat(tx, {
    productItemId: itemId,
    userId: order.userId,
    productId: order.productId,
    packageId: order.packageId,
    status: 'Aktif',
    duration: order.duration,
    expireAt,
    ...(place.profile && seatProfiles.seatProfileValues(ctx, place.profile)),
  });
  const delivered = await repository.updateOrder(tx, order.id, {
    status: 'Paid',
    paidAt,
    productItemId: itemId,
    accountId: seat.id,
    nextBillingAt: expireAt,
  });
  await notify(tx, order, facts.product.name, notices.delivered(facts.product.name), facts.buyer.phone);
  return delivered;
}

// ---------------------------------------------------------------------------------------------
// Gateway events

async function endUnpaid(
  tx: Transaction,
  order: OrderRecord,
  status: 'Expired' | 'Canceled',
  reason: string,
): Promise<void> {
  await repository.updateOrder(tx, order.id, { status, statusReason: reason });
  await releaseReservations(tx, order);
  const { product } = await repository.findOrderFacts(tx, order);
  await notify(
    tx,
    order,
    product.name,
    status === 'Expired' ? notices.expired(product.name) : notices.failed(product.name),
  );
}

/**
 * A payment for an order that had ended (Canceled, Expired: the gateway's transaction stayed open)
 * is never lost: the order goes back to the status it was placed in, marked paid_after, and is
 * settled like one paid in time (a free seat, its renewal, its preorder group, or Process for the
 * admin). Its promo slot and voucher use, given back when it ended, are not taken again: the money
 * was paid at the discounted price, and the limit may have been reached by others since.
 */
async function settleLatePayment(
  tx: Transaction,
  ctx: SealingContext,
  order: OrderRecord & { status: EndedStatus },
  paidAt: Date,
  now: Date,
): Promise<OrderRecord> {
  const { product } = await repository.findOrderFacts(tx, order);
  const reopened = await repository.updateOrder(tx, order.id, {
    status: initialOrderStatus(product.method),
    paidAfter: order.status,
    statusReason: LATE_PAYMENT_REASONS[order.status],
  });
  return settlePaidOrder(tx, ctx, reopened, paidAt, now);
}

async function applyPaid(
  tx: Transaction,
  ctx: SealingContext,
  order: OrderRecord,
  event: VerifiedCallback,
  now: Date,
): Promise<Outcome> {
  if (event.amount !== order.total) {
    return {
      isApplied: false,
      error: `amount ${event.amount} differs from the order total ${order.total}`,
      message: CALLBACK_MESSAGES.amountMismatch,
      orderId: order.id,
    };
  }
  if (order.paidAt) return { isApplied: true, note: 'already paid' };
  const paidAt = event.paidAt ?? now;
  if (isUnpaidOpen(order)) {
    await settlePaidOrder(tx, ctx, order, paidAt, now);
    return { isApplied: true };
  }
  if (isEnded(order.status)) {
    const settled = await settleLatePayment(tx, ctx, { ...order, status: order.status }, paidAt, now);
    return { isApplied: true, note: `late payment: paid while ${order.status}, now ${settled.status}` };
  }
  return { isApplied: true, note: `ignored: order is ${order.status}` };
}

async function applyEvent(
  tx: Transaction,
  ctx: SealingContext,
  event: VerifiedCallback,
  now: Date,
): Promise<Outcome> {
  let order = await repository.lockOrderByReference(tx, event.reference);
  if (!order) {
    order = await repository.lockUnreferencedOrder(tx, event.merchantRef);
    if (order) order = await repository.updateOrder(tx, order.id, { reference: event.reference });
  }
  if (!order) {
    return { isApplied: false, error: 'unknown reference', message: CALLBACK_MESSAGES.unknownReference };
  }
  if (order.invoice !== event.merchantRef) {
    return {
      isApplied: false,
      error: `merchant_ref ${event.merchantRef} is not the order's invoice ${order.invoice}`,
      message: CALLBACK_MESSAGES.invoiceMismatch,
      orderId: order.id,
    };
  }
  switch (event.status) {
    case 'PAID':
      return applyPaid(tx, ctx, order, event, now);
    case 'EXPIRED':
    case 'FAILED':
      if (!isUnpaidOpen(order)) return { isApplied: true, note: `ignored: order is ${order.status}` };
      await endUnpaid(
        tx,
        order,
        event.status === 'EXPIRED' ? 'Expired' : 'Canceled',
        event.status === 'EXPIRED' ? 'Transaksi kedaluwarsa di gateway' : 'Pembayaran gagal di gateway',
      );
      return { isApplied: true };
    case 'REFUND':
      return { isApplied: true, note: 'refund reported by the gateway: for the admin' };
    default:
      return { isApplied: true, note: 'ignored: still unpaid' };
  }
}

/**
 * Stores a verified gateway event and applies it, in one transaction: a copy of an applied event
 * (same dedupe key) is a no-op, and a failure rolls the stored event back so the gateway's retry
 * counts. A refused event (unknown reference, wrong invoice or amount) is kept with its error and
 * in the audit log, but gives its dedupe key up: only an applied event marks a delivery as seen, so
 * the correct callback that follows is applied, not taken for a duplicate.
 */
async function applyGatewayEvent(
  ctx: FulfilmentContext,
  event: VerifiedCallback,
  raw: { kind: string; body: string; signature: string | null },
  now: Date,
): Promise<CallbackAnswer> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const eventId = await repository.insertGatewayEvent(tx, {
      provider: ctx.gateway.provider,
      event: raw.kind,
      reference: event.reference,
      merchantRef: event.merchantRef,
      status: event.status,
      rawBody: raw.body,
      signature: raw.signature,
      dedupeKey: event.dedupeKey,
    });
    if (!eventId) return { isApplied: true, note: 'duplicate' } satisfies Outcome;
    const result = await applyEvent(tx, ctx, event, now);
    if (result.isApplied) {
      await repository.finishGatewayEvent(tx, eventId, result.note ?? null);
      return result;
    }
    await repository.refuseGatewayEvent(tx, eventId, result.error);
    await recordAudit(tx, {
      actorId: null,
      action: 'payment.refused',
      entity: result.orderId ? 'order' : 'gateway_event',
      entityId: result.orderId ?? eventId,
      after: {
        eventId,
        provider: ctx.gateway.provider,
        event: raw.kind,
        reference: event.reference,
        merchantRef: event.merchantRef,
        status: event.status,
        amount: event.amount,
        error: result.error,
      },
    });
    return result;
  });
  if (!outcome.isApplied) {
    ctx.log.warn(
      { reference: event.reference, status: event.status, error: outcome.error },
      'payment event not applied',
    );
    return { statusCode: 200, body: { success: false, message: outcome.message } };
  }
  return { statusCode: 200, body: { success: true } };
}

export type AdminPaymentResult =
  | { kind: 'paid'; before: OrderRecord; after: OrderRecord }
  | { kind: 'notFound' }
  | { kind: 'alreadyPaid'; order: OrderRecord }
  | { kind: 'notPayable'; order: OrderRecord };

/**
 * An admin confirms by hand that an unpaid order was paid, inside the caller's
 * transaction and through the callback path: a PAID event of provider 'admin' for the order's
 * total is stored under the key a gateway PAID of the order has (`<reference or invoice>:PAID`),
 * so whichever of the two comes second is a duplicate that changes nothing; then the order is
 * locked and settled like a paid callback (applyPaid). The event is stored before the order is
 * locked, the callback's lock order, so an admin and the gateway confirming at once never
 * deadlock. Only an applied PAID holds the key (a refused one gives it up), so a taken key means
 * the order is paid. On any answer but 'paid' the caller rolls its transaction back, and the
 * stored event with it.
 */
export async function confirmPaymentByAdmin(
  tx: Transaction,
  ctx: SealingContext,
  order: Pick<OrderRecord, 'id' | 'reference' | 'invoice' | 'total'>,
  details: { actorId: string; note: string | null },
  now: Date = new Date(),
): Promise<AdminPaymentResult> {
  const dedupeKey = `${order.reference ?? order.invoice}:PAID`;
  const eventId = await repository.insertGatewayEvent(tx, {
    provider: 'admin',
    event: 'admin_confirm',
    reference: order.reference,
    merchantRef: order.invoice,
    status: 'PAID',
    rawBody: JSON.stringify({
      invoice: order.invoice,
      amount: order.total,
      actorId: details.actorId,
      note: details.note,
      confirmedAt: now.toISOString(),
    }),
    signature: null,
    dedupeKey,
  });
  const locked = await repository.lockOrder(tx, order.id);
  if (!locked) return { kind: 'notFound' };
  if (locked.paidAt || !eventId) return { kind: 'alreadyPaid', order: locked };
  if (!isUnpaidOpen(locked)) return { kind: 'notPayable', order: locked };
  const outcome = await applyPaid(
    tx,
    ctx,
    locked,
    {
      reference: locked.reference ?? locked.invoice,
      merchantRef: locked.invoice,
      status: 'PAID',
      amount: locked.total,
      paidAt: now,
      dedupeKey,
    },
    now,
  );
  await repository.finishGatewayEvent(
    tx,
    eventId,
    outcome.isApplied ? (outcome.note ?? details.note) : outcome.error,
  );
  return { kind: 'paid', before: locked, after: (await repository.lockOrder(tx, order.id))! };
}

function headerText(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/**
 * POST /api/payments/callback: verifies the signature on the raw bytes, then stores and applies
 * the event. A forged or malformed callback is 400 and only logged (nothing unauthenticated is stored).
 */
export async function receiveCallback(
  ctx: FulfilmentContext,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  now: Date = new Date(),
): Promise<CallbackAnswer> {
  const verification = ctx.gateway.verifyCallback(rawBody, headers);
  if (!verification.ok) {
    ctx.log.warn({ reason: verification.reason, bytes: rawBody.length }, 'payment callback rejected');
    return { statusCode: 400, body: { success: false, message: CALLBACK_MESSAGES.rejected } };
  }
  return applyGatewayEvent(
    ctx,
    verification.callback,
    {
      kind: 'payment_status',
      body: rawBody.toString('utf8'),
      signature: headerText(headers[SIGNATURE_HEADER.toLowerCase()]),
    },
    now,
  );
}

/** A free order (nothing to pay, no gateway transaction) is paid and delivered as it is created. */
export function settleFreeOrder(
  tx: Transaction,
  ctx: SealingContext,
  order: OrderRecord,
  now: Date,
): Promise<OrderRecord> {
  return settlePaidOrder(tx, ctx, order, now, now);
}

// ---------------------------------------------------------------------------------------------
// Jobs

/**
 * Expires unpaid orders past their deadline and gives their reservations back, in batches. Rows
 * are claimed with FOR UPDATE SKIP LOCKED, so processes running this at once never share an order.
 */
export async function expireOverdueOrders(ctx: FulfilmentContext, now: Date = new Date()): Promise<number> {
  let expired = 0;
  for (;;) {
    const count = await ctx.db.transaction(async (tx) => {
      const overdue = await repository.claimOverdueOrders(tx, now, EXPIRY_BATCH);
      for (const order of overdue) {
        await endUnpaid(tx, order, 'Expired', 'Melewati batas waktu pembayaran');
      }
      return overdue.length;
    });
    expired += count;
    if (count < EXPIRY_BATCH) return expired;
  }
}

/**
 * Asks the gateway about every unpaid order close to its deadline and applies a PAID it reports
 * through the same path as a callback (a callback arriving later is then a duplicate). Orders are
 * claimed in batches, so instances running together ask about different orders and each order is
 * asked about at most once per RECONCILE_EVERY_MS, however many instances run. Gateway calls run
 * outside any transaction; a failing call is logged and the order asked about again next time.
 */
export async function reconcileNearDeadline(ctx: FulfilmentContext, now: Date = new Date()): Promise<number> {
  let paid = 0;
  for (;;) {
    const due = await repository.claimOrdersNearDeadline(ctx.db, {
      from: now,
      to: new Date(now.getTime() + RECONCILE_WINDOW_MS),
      askedBefore: new Date(now.getTime() - RECONCILE_EVERY_MS),
      limit: RECONCILE_BATCH,
    });
    if (due.length === 0) return paid;
    paid += await reconcileOrders(ctx, due, now);
  }
}

async function reconcileOrders(ctx: FulfilmentContext, due: OrderRecord[], now: Date): Promise<number> {
  let paid = 0;
  for (const order of due) {
    try {
      const transaction = await ctx.gateway.getTransaction(order.reference!);
      if (transaction?.status !== 'PAID') continue;
      const answer = await applyGatewayEvent(
        ctx,
        {
          reference: transaction.reference,
          merchantRef: transaction.merchantRef,
          status: 'PAID',
          amount: transaction.amount,
          paidAt: transaction.paidAt,
          dedupeKey: `${transaction.reference}:PAID`,
        },
        { kind: 'reconcile', body: JSON.stringify(transaction), signature: null },
        now,
      );
      if (answer.body.success) paid += 1;
    } catch (error) {
      ctx.log.warn({ err: error, invoice: order.invoice }, 'payment reconciliation failed');
    }
  }
  return paid;
}

// ---------------------------------------------------------------------------------------------
// Sandbox checkout page

export interface SandboxCheckout {
  reference: string;
  invoice: string;
  total: number;
  totalText: string;
  status: OrderRecord['status'];
  isPayable: boolean;
}

function sandboxGateway(ctx: FulfilmentContext): SandboxGateway | null {
  return ctx.gateway instanceof SandboxGateway ? ctx.gateway : null;
}

/**
 * The sandbox transaction `reference` as its page shows it to `userId`; null when the gateway is not
 * the sandbox, the reference is unknown, or the order is someone else's.
 */
export async function findSandboxCheckout(
  ctx: FulfilmentContext,
  reference: string,
  userId: string,
): Promise<SandboxCheckout | null> {
  const order = sandboxGateway(ctx) ? await repository.findOrderByReference(ctx.db, reference) : undefined;
  if (!order || order.userId !== userId) return null;
  return {
    reference,
    invoice: order.invoice,
    total: order.total,
    totalText: formatRupiah(order.total),
    status: order.status,
    isPayable: isUnpaidOpen(order),
  };
}

/**
 * The callback the sandbox sends when its page's 'Bayar' (PAID) or 'Batalkan' (FAILED) is pressed by
 * `userId`: Tripay's body, signed with the sandbox key; null when the gateway is not the sandbox, the
 * reference is unknown, or the order is not `userId`'s (only the buyer pays or cancels it).
 */
export async function signSandboxCallback(
  ctx: FulfilmentContext,
  reference: string,
  action: 'pay' | 'cancel',
  userId: string,
  now: Date = new Date(),
): Promise<{ rawBody: Buffer; headers: Record<string, string> } | null> {
  const gateway = sandboxGateway(ctx);
  const order = gateway ? await repository.findOrderByReference(ctx.db, reference) : undefined;
  if (!gateway || !order || order.userId !== userId) return null;
  const isPaying = action === 'pay';
  return gateway.signCallback(
    paymentStatusBody({
      reference,
      merchantRef: order.invoice,
      method: order.paymentMethod,
      amount: order.total,
      status: isPaying ? 'PAID' : 'FAILED',
      paidAt: isPaying ? now : null,
    }),
  );
}
