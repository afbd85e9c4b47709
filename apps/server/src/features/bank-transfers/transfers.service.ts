/**
 * A bank transfer's path after the checkout (docs/decisions/049): the customer reads where to send
 * the exact amount and sends a proof of it; the admin confirms it, through the gateway's own
 * idempotent PAID path (fulfilment.confirmPaymentByAdmin), or refuses it with a reason, and the
 * customer may send another until the deadline. Every step is audited and told live.
 */
import {
  TRANSFER_MESSAGES as M,
  TRANSFER_METHOD,
  TRANSFER_STATE_LABELS,
  type AdminTransfer,
  type OrderTransfer,
  type TransferState,
} from '@premium-shop/domain/bank-transfer';
import { formatDateTime } from '@premium-shop/domain/format';
import { labelled, sentences } from '@premium-shop/domain/sentence';
import type { Executor, Transaction } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { StoredImage } from '../../platform/uploads';
import { recordAudit } from '../audit/audit.service';
import { isUuid } from '../catalogue/catalogue.service';
import * as files from '../files/files.service';
import * as fulfilment from '../fulfilment/fulfilment.service';
import * as lifecycle from '../lifecycle/order-lifecycle.service';
import { notifyOrder, type Notice } from '../lifecycle/order-notices';
import { publishLiveEvent } from '../live-events/live-events.service';
import type { OrdersContext } from '../orders/orders.common';
import { activePayees } from './bank-accounts.service';
import * as repository from './bank-transfers.repository';
import type { OrderRecord, TransferRecord } from './bank-transfers.repository';

/** The admin's queue shows at most this many proofs at once, oldest first. */
const QUEUE_LIMIT = 200;

export const transferNotices = {
  rejected: (product: string, reason: string, deadline: Date | null): Notice => ({
    title: 'Bukti Transfer Ditolak',
    content: sentences(
      `Bukti transfer ${product} ditolak admin`,
      labelled('Alasan', reason),
      deadline && `Unggah bukti yang benar sebelum ${formatDateTime(deadline)} WIB`,
    ),
    isWhatsApp: true,
  }),
};

interface FoundTransfer {
  order: OrderRecord;
  transfer: TransferRecord;
}

/** The caller's transfer order by id or invoice; another customer's, or an unknown one, is 404. */
async function ownTransfer(db: Executor, userId: string, idOrInvoice: string): Promise<FoundTransfer> {
  const found = await repository.findTransferOrder(db, idOrInvoice, isUuid(idOrInvoice));
  if (!found || found.order.userId !== userId) throw new AppError('NOT_FOUND', M.orderNotFound);
  if (found.order.paymentMethod !== TRANSFER_METHOD || !found.transfer) {
    throw new AppError('INVALID_STATE', M.notTransfer);
  }
  return { order: found.order, transfer: found.transfer };
}

/** Why a proof cannot be sent now; null when it can. */
function uploadRefusal(order: OrderRecord, transfer: TransferRecord, now: Date): string | null {
  if (!lifecycle.isUnpaidOpen(order) || transfer.state === 'confirmed') return M.notPayable;
  if (transfer.state === 'submitted') return M.alreadySubmitted;
  if (!order.expiredTime || order.expiredTime.getTime() <= now.getTime()) return M.deadlinePassed;
  return null;
}

/** GET /api/payments/:id/transfer: where to send the exact amount, by when, and where the proof stands. */
export async function getOrderTransfer(
  ctx: OrdersContext,
  userId: string,
  idOrInvoice: string,
  now: Date = new Date(),
): Promise<OrderTransfer> {
  const { order, transfer } = await ownTransfer(ctx.db, userId, idOrInvoice);
  const state = transfer.state as TransferState;
  return {
    orderId: order.id,
    invoice: order.invoice,
    total: order.total,
    uniqueCode: transfer.uniqueCode,
    deadline: (order.expiredTime ?? order.createdAt).toISOString(),
    state,
    stateLabel: TRANSFER_STATE_LABELS[state],
    proof: transfer.proof,
    proofUploadedAt: transfer.proofUploadedAt?.toISOString() ?? null,
    rejectReason: transfer.rejectReason,
    canUpload: uploadRefusal(order, transfer, now) === null,
    accounts: await activePayees(ctx.db),
  };
}

/** The upload's check made before its image is written (handleImageForm's `check`). */
export async function checkProofUpload(
  ctx: OrdersContext,
  userId: string,
  idOrInvoice: string,
  now: Date = new Date(),
): Promise<void> {
  const { order, transfer } = await ownTransfer(ctx.db, userId, idOrInvoice);
  const refusal = uploadRefusal(order, transfer, now);
  if (refusal) throw new AppError('INVALID_STATE', refusal);
}

async function announceQueue(tx: Executor, order: Pick<OrderRecord, 'id' | 'invoice'>): Promise<void> {
  await publishLiveEvent(tx, {
    forAdmins: true,
    type: 'admin.transfer.waiting',
    payload: { orderId: order.id, invoice: order.invoice, waiting: await repository.countSubmitted(tx) },
  });
}

async function announceToCustomer(tx: Executor, order: OrderRecord, cause: string): Promise<void> {
  await publishLiveEvent(tx, {
    userId: order.userId,
    type: 'order.changed',
    payload: { orderId: order.id, invoice: order.invoice, status: order.status, cause },
  });
}

/**
 * POST /api/payments/:id/transfer-proof: keeps the customer's proof (counted in their upload quota)
 * and puts the transfer in the admin's queue; the order then reads 'Menunggu Konfirmasi'.
 */
export async function uploadProof(
  ctx: OrdersContext,
  userId: string,
  idOrInvoice: string,
  image: StoredImage,
  now: Date = new Date(),
): Promise<OrderTransfer> {
  await ctx.db.transaction(async (tx) => {
    const found = await ownTransfer(tx, userId, idOrInvoice);
    const order = (await lifecycle.lockOrder(tx, found.order.id))!;
    const transfer = (await repository.lockTransfer(tx, order.id))!;
    const refusal = uploadRefusal(order, transfer, now);
    if (refusal) throw new AppError('INVALID_STATE', refusal);
    const proof = await files.recordUpload(tx, userId, image);
    const after = await repository.updateTransfer(tx, order.id, {
      state: 'submitted',
      proof,
      proofUploadedAt: now,
    });
    await recordAudit(tx, {
      actorId: userId,
      action: 'transfer.proof',
      entity: 'order',
      entityId: order.id,
      before: { state: transfer.state, proof: transfer.proof },
      after: { state: after.state, proof: after.proof },
    });
    await announceToCustomer(tx, order, 'transfer-proof');
    await announceQueue(tx, order);
  });
  return getOrderTransfer(ctx, userId, idOrInvoice, now);
}

function toAdminTransfer(row: Awaited<ReturnType<typeof repository.listSubmitted>>[number]): AdminTransfer {
  return {
    orderId: row.order.id,
    invoice: row.order.invoice,
    status: row.order.status,
    total: row.order.total,
    uniqueCode: row.transfer.uniqueCode,
    deadline: (row.order.expiredTime ?? row.order.createdAt).toISOString(),
    state: row.transfer.state as TransferState,
    proof: row.transfer.proof,
    proofUploadedAt: row.transfer.proofUploadedAt?.toISOString() ?? null,
    customer: { _id: row.customer.id, name: row.customer.name, email: row.customer.email },
    productName: row.productName,
  };
}

/** GET /api/admin/transfers: the proofs waiting for the admin, oldest first, and how many there are. */
export async function listWaiting(
  ctx: OrdersContext,
): Promise<{ transfers: AdminTransfer[]; waiting: number }> {
  const [rows, waiting] = await Promise.all([
    repository.listSubmitted(ctx.db, QUEUE_LIMIT),
    repository.countSubmitted(ctx.db),
  ]);
  return { transfers: rows.map(toAdminTransfer), waiting };
}

async function knownTransfer(tx: Transaction, id: string): Promise<FoundTransfer> {
  const found = isUuid(id) ? await repository.findTransferOrder(tx, id, true) : undefined;
  if (!found?.transfer) throw new AppError('NOT_FOUND', M.orderNotFound);
  return { order: found.order, transfer: found.transfer };
}

/**
 * POST /api/admin/transfers/:id/confirm: the money arrived. A PAID of the order's total goes through
 * the gateway's idempotent path: delivered, told, and a Canceled or Expired order settled as a late
 * payment (decision 023). A second confirmation, or one after the order was paid, answers 409 and
 * changes nothing.
 */
export async function confirmTransfer(
  ctx: OrdersContext,
  actorId: string,
  id: string,
  now: Date = new Date(),
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { order, transfer } = await knownTransfer(tx, id);
    if (transfer.state === 'confirmed' || order.paidAt)
      throw new AppError('INVALID_STATE', M.alreadyConfirmed);
    const result = await fulfilment.confirmPaymentByAdmin(
      tx,
      ctx,
      order,
      { actorId, note: 'Transfer Bank dikonfirmasi admin', isLateAllowed: true },
      now,
    );
    if (result.kind === 'notFound') throw new AppError('NOT_FOUND', M.orderNotFound);
    if (result.kind === 'alreadyPaid') throw new AppError('INVALID_STATE', M.alreadyConfirmed);
    if (result.kind === 'notPayable') throw new AppError('INVALID_STATE', M.notPayable);
    const locked = (await repository.lockTransfer(tx, order.id))!;
    const after = await repository.updateTransfer(tx, order.id, {
      state: 'confirmed',
      decidedBy: actorId,
      decidedAt: now,
    });
    await recordAudit(tx, {
      actorId,
      action: 'transfer.confirm',
      entity: 'order',
      entityId: order.id,
      before: { status: result.before.status, paidAt: null, state: locked.state, proof: locked.proof },
      after: {
        status: result.after.status,
        paidAt: result.after.paidAt?.toISOString() ?? null,
        paidAfter: result.after.paidAfter,
        state: after.state,
        amount: order.total,
        uniqueCode: transfer.uniqueCode,
      },
    });
    await announceQueue(tx, order);
  });
}

/**
 * POST /api/admin/transfers/:id/reject: the proof does not show the money. The customer is told why
 * (notification and WhatsApp) and may send another proof until the deadline; an order past its
 * deadline then expires like any unpaid order.
 */
export async function rejectTransfer(
  ctx: OrdersContext,
  actorId: string,
  id: string,
  reason: string,
  now: Date = new Date(),
): Promise<void> {
  const isOverdue = await ctx.db.transaction(async (tx) => {
    const found = await knownTransfer(tx, id);
    const order = (await lifecycle.lockOrder(tx, found.order.id))!;
    const transfer = (await repository.lockTransfer(tx, order.id))!;
    if (transfer.state !== 'submitted' || order.paidAt) throw new AppError('INVALID_STATE', M.notWaiting);
    const after = await repository.updateTransfer(tx, order.id, {
      state: 'rejected',
      rejectReason: reason,
      decidedBy: actorId,
      decidedAt: now,
    });
    const { product } = await lifecycle.findOrderFacts(tx, order.id);
    // A new proof may come only while the order waits for payment and before its deadline.
    const deadline =
      lifecycle.isUnpaidOpen(order) && order.expiredTime && order.expiredTime > now
        ? order.expiredTime
        : null;
    await notifyOrder(tx, order, product.name, transferNotices.rejected(product.name, reason, deadline));
    await recordAudit(tx, {
      actorId,
      action: 'transfer.reject',
      entity: 'order',
      entityId: order.id,
      before: { state: transfer.state, proof: transfer.proof },
      after: { state: after.state, proof: after.proof, reason },
    });
    await announceToCustomer(tx, order, 'transfer-rejected');
    await announceQueue(tx, order);
    return lifecycle.isUnpaidOpen(order) && deadline === null;
  });
  // Past its deadline no new proof may come: the order ends now, through the expiry job's own path.
  if (isOverdue) await fulfilment.expireOverdueOrders(ctx, now);
}
