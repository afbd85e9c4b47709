/**
 * The gateway's REFUND of an order's payment (docs/decisions/046). Tripay sends it as a
 * `payment_status` callback whose `status` is REFUND (https://tripay.co.id/developer?tab=callback),
 * after it gave the payment back to the customer. It runs inside the callback's transaction, with
 * the order locked and the event stored under `<reference>:REFUND`, so a copy of it is a duplicate
 * that changes nothing (fulfilment.service applyGatewayEvent).
 *
 * - A paid order follows the shop's refund rules (lifecycle/gateway-refund.service): it is Canceled (or
 *   keeps an ended status), a delivered seat is taken back, and its promo slot and voucher use go
 *   back with the cancellation; its status_reason starts with 'Dana dikembalikan:', the mark of a
 *   refund (decision 017), so a second refund of it changes nothing.
 * - A REFUND for an order the shop never saw paid changes no order: it is recorded for the admin.
 * - Either way it is audited (`payment.refund`, actor null), every active admin is told at once
 *   ('admin.payment.refunded', the console's toast) and by a dashboard notification, and the buyer of
 *   a paid order gets a dashboard notification and a WhatsApp message through the outbox.
 */
import { formatRupiah } from '@premium-shop/domain/format';
import { isRefundReason, REFUND_REASON_PREFIX } from '@premium-shop/domain/order-lifecycle';
import type { OrderStatus } from '@premium-shop/domain/order-status';
import type { Transaction } from '../../db/client';
import type { VerifiedCallback } from '../../platform/payments/gateway';
import { recordAudit } from '../audit/audit.service';
import { refundPaidOrder, type RefundedSeat } from '../lifecycle/gateway-refund.service';
import * as lifecycle from '../lifecycle/order-lifecycle.service';
import type { OrderRecord } from '../lifecycle/order-lifecycle.service';
import { notifyOrder, type Notice } from '../lifecycle/order-notices';
import { publishLiveEvent } from '../live-events/live-events.service';
import { recordNotification } from '../notifications/notifications.service';
import { findActiveAdminIds } from './gateway-refund.repository';

/** The status_reason of an order the gateway refunded: a refund's mark, as the admin's refund. */
export const GATEWAY_REFUND_REASON = `${REFUND_REASON_PREFIX} Tripay mengembalikan dana pembayaran`;
/** The status_reason of the seat's other live orders when the refunded purchase took the seat back. */
export const REFUND_FOLLOWER_REASON = 'Akun dinonaktifkan: dana pembelian akun dikembalikan oleh Tripay';

const NOTIFICATION_CATEGORY = 'Pesanan';

export const REFUND_NOTICES = {
  /** To the buyer of a paid order the gateway refunded; by WhatsApp too. */
  customer: (product: string, amount: number, seat: RefundedSeat['kind']): Notice => ({
    title: 'Dana Dikembalikan',
    content:
      `Pembayaran ${product} sebesar ${formatRupiah(amount)} dikembalikan oleh Tripay ke metode pembayaranmu. ` +
      (seat === 'revoked'
        ? 'Pesanan dibatalkan dan akses akunnya dihentikan.'
        : seat === 'shortened'
          ? 'Perpanjangan dibatalkan dan masa aktif akun kembali seperti sebelum perpanjangan.'
          : 'Pesanan dibatalkan.'),
    isWhatsApp: true,
  }),
  /** To every active admin. */
  admin: (invoice: string, product: string, amount: number, status: OrderStatus, isPaid: boolean) => ({
    title: 'Dana Dikembalikan oleh Tripay',
    content: isPaid
      ? `Tripay mengembalikan dana pesanan ${invoice} (${product}) sebesar ${formatRupiah(amount)}. Status pesanan kini ${status}.`
      : `Tripay melaporkan pengembalian dana ${formatRupiah(amount)} untuk pesanan ${invoice} (${product}) yang belum tercatat dibayar. Periksa transaksinya di Tripay.`,
  }),
} as const;

export function isRefunded(order: Pick<OrderRecord, 'statusReason'>): boolean {
  return isRefundReason(order.statusReason);
}

/** Tells every admin: the console's live toast, and a dashboard notification each. */
async function alertAdmins(
  tx: Transaction,
  order: OrderRecord,
  productName: string,
  amount: number,
  isPaid: boolean,
): Promise<void> {
  await publishLiveEvent(tx, {
    forAdmins: true,
    type: 'admin.payment.refunded',
    payload: { orderId: order.id, invoice: order.invoice, amount, status: order.status },
  });
  const notice = REFUND_NOTICES.admin(order.invoice, productName, amount, order.status, isPaid);
  for (const adminId of await findActiveAdminIds(tx)) {
    await recordNotification(tx, {
      userId: adminId,
      category: NOTIFICATION_CATEGORY,
      title: notice.title,
      content: notice.content,
      shortDescription: `${productName} · ${order.invoice}`,
    });
  }
}

/**
 * Applies a verified REFUND to the locked order `order` (whose invoice is the event's merchant_ref);
 * returns the note stored with the event.
 */
export async function applyRefund(
  tx: Transaction,
  order: OrderRecord,
  event: VerifiedCallback,
  now: Date,
): Promise<{ note: string }> {
  if (isRefunded(order)) return { note: 'refund: already refunded' };
  const { product } = await lifecycle.findOrderFacts(tx, order.id);
  const facts = { reference: event.reference, amount: event.amount, orderTotal: order.total };
  if (!order.paidAt) {
    await recordAudit(tx, {
      actorId: null,
      action: 'payment.refund',
      entity: 'order',
      entityId: order.id,
      before: { status: order.status, paidAt: null },
      after: { ...facts, status: order.status, applied: false, reason: 'order not paid in the shop' },
    });
    await alertAdmins(tx, order, product.name, event.amount, false);
    return { note: `refund for an unpaid ${order.status} order: recorded for the admin` };
  }
  const result = await refundPaidOrder(
    tx,
    order,
    { statusReason: GATEWAY_REFUND_REASON, followerReason: REFUND_FOLLOWER_REASON },
    now,
  );
  await recordAudit(tx, {
    actorId: null,
    action: 'payment.refund',
    entity: 'order',
    entityId: order.id,
    before: { status: order.status, statusReason: order.statusReason, accountId: order.accountId },
    after: {
      ...facts,
      status: result.order.status,
      statusReason: result.order.statusReason,
      seat: result.seat,
    },
  });
  await notifyOrder(
    tx,
    order,
    product.name,
    REFUND_NOTICES.customer(product.name, event.amount, result.seat.kind),
  );
  await alertAdmins(tx, result.order, product.name, event.amount, true);
  return { note: `refunded: ${order.status} -> ${result.order.status}, seat ${result.seat.kind}` };
}
