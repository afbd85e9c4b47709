/**
 * What moves an order after checkout from outside the shop: gateway callbacks, the admin's
 * confirmation of a payment, the sandbox payment page, and the expiry and reconciler jobs. Each
 * event runs in one short transaction with the order row locked, and is one-way: applying the same
 * event twice changes nothing. The moves themselves (settling a payment, ending an unpaid order)
 * are features/lifecycle's.
 */
import { formatRupiah } from '@premium-shop/domain/format';
import type { Transaction } from '../../db/client';
import { paymentStatusBody, SIGNATURE_HEADER } from '../../platform/payments/callback';
import type { VerifiedCallback } from '../../platform/payments/gateway';
import { SandboxGateway, sandboxCharges } from '../../platform/payments/sandbox';
import { recordAudit } from '../audit/audit.service';
import * as lifecycle from '../lifecycle/order-lifecycle.service';
import type { OrderRecord } from '../lifecycle/order-lifecycle.service';
import { notices, notifyOrder } from '../lifecycle/order-notices';
import { publishLiveEvent } from '../live-events/live-events.service';
import {
  isEnded,
  settleLatePayment,
  settlePaidOrder,
  type SealingContext,
} from '../lifecycle/settlement.service';
import type { OrdersContext } from '../orders/orders.common';
import * as repository from './fulfilment.repository';
import { applyRefund } from './gateway-refund';
import { nextReconcileAt } from './reconcile-schedule';
import type { CallbackRefusal } from './refused-callbacks.service';

export type FulfilmentContext = OrdersContext;

const EXPIRY_BATCH = 50;
/**
 * The most gateway calls one reconciler run makes (the job runs every minute on each instance):
 * Tripay's guide names no rate limit for GET /transaction/detail, so the shop keeps to about one
 * call a second per instance; orders left over are due still and go first next run (decision 045).
 */
export const RECONCILE_MAX_CALLS = 60;
/** Orders claimed at once; with the gateway's 10-second deadline per call a batch takes at most 100 seconds. */
const RECONCILE_BATCH = 10;
/** How long a claim holds an order from other instances, longer than a batch can take. */
const RECONCILE_LEASE_MS = 2 * 60 * 1000;

export const CALLBACK_MESSAGES = {
  rejected: 'Invalid signature',
  unknownReference: 'Transaksi tidak ditemukan',
  invoiceMismatch: 'Merchant ref tidak sesuai',
  amountMismatch: 'Jumlah pembayaran tidak sesuai',
} as const;

export interface CallbackAnswer {
  statusCode: 200 | 400;
  body: { success: boolean; message?: string };
  /** Why the callback was refused, for the refusal counts (refused-callbacks.service.ts). */
  refusal?: CallbackRefusal;
}

/** What applying an event did; a refused one names the order it was matched to, when it was. */
type Outcome =
  | { isApplied: true; note?: string }
  | { isApplied: false; reason: CallbackRefusal; error: string; message: string; orderId?: string };

// ---------------------------------------------------------------------------------------------
// Gateway events

/** Ends an unpaid order by a gateway event or the expiry job, and tells the customer. */
async function endUnpaid(
  tx: Transaction,
  order: OrderRecord,
  event: 'expired' | 'payment-failed',
  reason: string,
): Promise<void> {
  await lifecycle.endUnpaidOrder(tx, order, event, reason);
  const { product, buyer } = await lifecycle.findOrderFacts(tx, order.id);
  await notifyOrder(
    tx,
    order,
    product.name,
    event === 'expired' ? notices.expired(product.name) : notices.failed(product.name),
    buyer.phone,
  );
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
      reason: 'amount_mismatch',
      error: `amount ${event.amount} differs from the order total ${order.total}`,
      message: CALLBACK_MESSAGES.amountMismatch,
      orderId: order.id,
    };
  }
  if (order.paidAt) return { isApplied: true, note: 'already paid' };
  // What the gateway took of this payment (decision 045), whatever the order's status.
  if (event.charges) await repository.recordGatewayCharges(tx, order.id, event.charges, now);
  const paidAt = event.paidAt ?? now;
  if (lifecycle.isUnpaidOpen(order)) {
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
  let order = await lifecycle.lockOrderByReference(tx, event.reference);
  if (!order) {
    order = await lifecycle.lockUnreferencedOrder(tx, event.merchantRef);
    if (order) order = await lifecycle.recordReference(tx, order, event.reference);
  }
  if (!order) {
    return {
      isApplied: false,
      reason: 'unknown_reference',
      error: 'unknown reference',
      message: CALLBACK_MESSAGES.unknownReference,
    };
  }
  if (order.invoice !== event.merchantRef) {
    return {
      isApplied: false,
      reason: 'invoice_mismatch',
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
      if (!lifecycle.isUnpaidOpen(order)) {
        return { isApplied: true, note: `ignored: order is ${order.status}` };
      }
      await endUnpaid(
        tx,
        order,
        event.status === 'EXPIRED' ? 'expired' : 'payment-failed',
        event.status === 'EXPIRED' ? 'Transaksi kedaluwarsa di gateway' : 'Pembayaran gagal di gateway',
      );
      return { isApplied: true };
    case 'REFUND':
      return { isApplied: true, ...(await applyRefund(tx, order, event, now)) };
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
    if (!eventId) {
      // A copy of an applied PAID may bring the fees an admin's confirmation had not (decision 045).
      if (event.status === 'PAID' && event.charges) {
        await repository.recordMissingGatewayCharges(tx, event, event.charges, now);
      }
      return { isApplied: true, note: 'duplicate' } satisfies Outcome;
    }
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
    await publishLiveEvent(tx, {
      forAdmins: true,
      type: 'admin.payment.refused',
      payload: { reference: event.reference, reason: result.message },
    });
    return result;
  });
  if (!outcome.isApplied) {
    ctx.log.warn(
      { reference: event.reference, status: event.status, error: outcome.error },
      'payment event not applied',
    );
    return { statusCode: 200, body: { success: false, message: outcome.message }, refusal: outcome.reason };
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
  /** `isLateAllowed`: a Canceled or Expired order is settled as a late payment (decision 023), as a gateway's PAID would be. */
  details: { actorId: string; note: string | null; isLateAllowed?: boolean },
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
  const locked = await lifecycle.lockOrder(tx, order.id);
  if (!locked) return { kind: 'notFound' };
  if (locked.paidAt || !eventId) return { kind: 'alreadyPaid', order: locked };
  if (!lifecycle.isUnpaidOpen(locked) && !(details.isLateAllowed && isEnded(locked.status))) {
    return { kind: 'notPayable', order: locked };
  }
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
  return { kind: 'paid', before: locked, after: (await lifecycle.lockOrder(tx, order.id))! };
}

function headerText(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/**
 * POST /api/payments/callback: verifies the signature on the raw bytes, then stores and applies
 * the event. A forged or malformed callback is 400 and logged, and nothing of it is stored: the
 * answer names the refusal, which the route counts (decision 040).
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
    return {
      statusCode: 400,
      body: { success: false, message: CALLBACK_MESSAGES.rejected },
      refusal: verification.reason,
    };
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
        await endUnpaid(tx, order, 'expired', 'Melewati batas waktu pembayaran');
      }
      return overdue.length;
    });
    expired += count;
    if (count < EXPIRY_BATCH) return expired;
  }
}

/**
 * Asks the gateway about unpaid orders whose transaction is open, each on its schedule
 * (reconcile-schedule.ts: 2, 5, 10 and 20 minutes after it was placed, then every 15 minutes, and
 * every minute in the last 10 before its deadline), and applies a PAID it reports through the same
 * path as a callback (stored under the callback's dedupe key, so whichever comes second is a
 * duplicate). At most RECONCILE_MAX_CALLS calls a run; orders are claimed in batches across
 * instances (claimDueOrders), so no two instances ask about one order at the same time. Gateway
 * calls run outside any transaction; a failing call is logged and the order asked again on its
 * schedule. Returns how many orders it found paid.
 */
export async function reconcileUnpaidOrders(ctx: FulfilmentContext, now: Date = new Date()): Promise<number> {
  let paid = 0;
  let asked = 0;
  while (asked < RECONCILE_MAX_CALLS) {
    const due = await repository.claimDueOrders(ctx.db, {
      now,
      leaseUntil: new Date(now.getTime() + RECONCILE_LEASE_MS),
      limit: Math.min(RECONCILE_BATCH, RECONCILE_MAX_CALLS - asked),
    });
    if (due.length === 0) return paid;
    asked += due.length;
    paid += await reconcileOrders(ctx, due, now);
  }
  return paid;
}

async function reconcileOrders(ctx: FulfilmentContext, due: OrderRecord[], now: Date): Promise<number> {
  let paid = 0;
  for (const order of due) {
    try {
      const transaction = await ctx.gateway.getTransaction(order.reference!);
      if (transaction?.status === 'PAID') {
        const answer = await applyGatewayEvent(
          ctx,
          {
            reference: transaction.reference,
            merchantRef: transaction.merchantRef,
            status: 'PAID',
            amount: transaction.amount,
            paidAt: transaction.paidAt,
            dedupeKey: `${transaction.reference}:PAID`,
            charges: transaction.charges ?? null,
          },
          { kind: 'reconcile', body: JSON.stringify(transaction), signature: null },
          now,
        );
        if (answer.body.success) paid += 1;
      }
    } catch (error) {
      ctx.log.warn({ err: error, invoice: order.invoice }, 'payment reconciliation failed');
    }
    // Still unpaid (or the call failed): asked again on its schedule; a paid order leaves it.
    await repository
      .setReconcileDue(ctx.db, order.id, nextReconcileAt(order.createdAt, order.expiredTime, now))
      .catch((error: unknown) =>
        ctx.log.warn({ err: error, invoice: order.invoice }, 'reconcile schedule not set'),
      );
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
    isPayable: lifecycle.isUnpaidOpen(order),
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
  // Tripay's fee on the order's whole total, borne by the merchant (decision 045).
  const charges = sandboxCharges(order.total, order.paymentMethod);
  return gateway.signCallback(
    paymentStatusBody({
      reference,
      merchantRef: order.invoice,
      method: order.paymentMethod,
      amount: order.total,
      feeMerchant: charges?.feeMerchant ?? 0,
      status: isPaying ? 'PAID' : 'FAILED',
      paidAt: isPaying ? now : null,
    }),
  );
}
