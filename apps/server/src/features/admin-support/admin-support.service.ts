/**
 * The admin's side of customer support (issue 7 'Pengaduan' and 'Reimburse'): every customer's
 * complaints with a reply and a resolution, and every host's reimbursement requests, completed with
 * the shop's transfer proof or rejected. Each action runs in one transaction with its row locked,
 * writes an audit row, tells the customer (dashboard and WhatsApp), and is one-way: repeating it
 * answers 409 and changes nothing. Completing a request is what delivers a Host order:
 * the order becomes Paid, its seat Aktif from now, and its group opens to members.
 */
import type {
  AdminComplaint,
  AdminReimbursement,
  CompleteReimbursementFields,
  ListComplaintsQuery,
  ListReimbursementsQuery,
} from '@premium-shop/domain/admin-operations-schema';
import { isoOrNull } from '@premium-shop/domain/dates';
import { formatRupiah } from '@premium-shop/domain/format';
import { pageOffset, paginationOf, type Pagination } from '@premium-shop/domain/pagination';
import { labelled, sentences } from '@premium-shop/domain/sentence';
import type { Database, Executor, Transaction } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { StoredImage } from '../../platform/uploads';
import { recordAudit } from '../audit/audit.service';
import { isUuid } from '../catalogue/catalogue.service';
import * as files from '../files/files.service';
import * as lifecycle from '../lifecycle/order-lifecycle.service';
import * as repository from './admin-support.repository';
import type { ComplaintView, ReimbursementRecord, ReimbursementView } from './admin-support.repository';
import { publishLiveEvent } from '../live-events/live-events.service';
import { notifyByDashboardAndWhatsApp } from '../notifications/notifications.service';

export const ADMIN_SUPPORT_MESSAGES = {
  complaintNotFound: 'Pengaduan tidak ditemukan',
  complaintAnswered: 'Pengaduan ini sudah dibalas',
  complaintResolved: 'Pengaduan ini sudah selesai',
  replied: 'Balasan berhasil dikirim',
  resolved: 'Pengaduan ditandai selesai',
  reimbursementNotFound: 'Reimburse tidak ditemukan',
  reimbursementDone: 'Reimburse ini sudah selesai',
  reimbursementRejected: 'Reimburse ini sudah ditolak',
  hostOrderClosed: 'Pesanan host ini sudah dibatalkan atau tidak aktif, reimburse tidak dapat diselesaikan',
  missingProof: 'Harap unggah bukti transfer reimburse!',
  completed: 'Reimburse berhasil diselesaikan',
  rejected: 'Reimburse berhasil ditolak',
} as const;
const M = ADMIN_SUPPORT_MESSAGES;

const NOTIFICATION_CATEGORY = 'Info';

interface Notice {
  title: string;
  content: string;
}

/**
 * Where a reimbursement went, as the host gave it: bank and account number are both optional, and
 * the sentence must read whole without either ('ke BCA 0123', 'ke rekening BCA-mu', 'ke rekeningmu').
 */
export function transferTarget(bank: string, accountNumber: string): string {
  const name = bank.trim();
  const number = accountNumber.trim();
  if (name && number) return `${name} ${number}`;
  if (name) return `rekening ${name}-mu`;
  if (number) return `rekening ${number}`;
  return 'rekeningmu';
}

export const supportNotices = {
  complaintReply: (noOrder: string, reply: string): Notice => ({
    title: 'Balasan Pengaduan',
    content: sentences(
      labelled(`Balasan admin untuk pengaduan pesanan ${noOrder}`, reply) ??
        `Admin membalas pengaduan pesanan ${noOrder}`,
    ),
  }),
  complaintResolved: (noOrder: string): Notice => ({
    title: 'Pengaduan Selesai',
    content: `Pengaduan untuk pesanan ${noOrder} sudah diselesaikan. Terima kasih atas laporanmu.`,
  }),
  reimbursementDone: (product: string, value: number, bank: string, accountNumber: string): Notice => ({
    title: 'Reimburse Selesai',
    content: `Reimburse ${product} sebesar ${formatRupiah(value)} sudah ditransfer ke ${transferTarget(bank, accountNumber)}. Akun host-mu kini aktif. Lihat bukti transfernya di halaman Reimburse.`,
  }),
  reimbursementRejected: (product: string, value: number, note: string): Notice => ({
    title: 'Reimburse Ditolak',
    content: sentences(
      `Pengajuan reimburse ${product} sebesar ${formatRupiah(value)} ditolak`,
      labelled('Alasan', note),
    ),
  }),
};

/** A dashboard notification and the same text by WhatsApp to the customer's phone. */
async function tellCustomer(
  tx: Executor,
  userId: string,
  notice: Notice,
  links: { shortDescription: string | null; productId: string | null; orderId: string | null },
): Promise<void> {
  const { phone } = await repository.findUserContact(tx, userId);
  await notifyByDashboardAndWhatsApp(
    tx,
    { userId, category: NOTIFICATION_CATEGORY, ...notice, ...links },
    { phone },
  );
}

/** The customer's open pages hear, at the commit, that the admin answered their complaint. */
function announceComplaint(tx: Executor, userId: string, complaintId: string, status: string) {
  return publishLiveEvent(tx, { userId, type: 'complaint.answered', payload: { complaintId, status } });
}

/** The host's open pages hear, at the commit, that the admin answered their reimbursement request. */
function announceReimbursement(tx: Executor, userId: string, reimbursementId: string, status: string) {
  return publishLiveEvent(tx, {
    userId,
    type: 'reimbursement.answered',
    payload: { reimbursementId, status },
  });
}

// ---------------------------------------------------------------------------------------------
// Complaints

export function toAdminComplaint(view: ComplaintView): AdminComplaint {
  const { complaint, customer, group } = view;
  return {
    _id: complaint.id,
    createdAt: complaint.createdAt.toISOString(),
    customer: { _id: customer.id, name: customer.name, email: customer.email, phone: customer.phone },
    issue: complaint.issue,
    group: group ? { _id: group.id, name: group.name, product: view.productName ?? '' } : null,
    noOrder: complaint.noOrder,
    note: complaint.note,
    file: complaint.file,
    status: complaint.status,
    reply: complaint.reply,
    repliedAt: isoOrNull(complaint.repliedAt),
  };
}

export interface AdminComplaintPage {
  data: AdminComplaint[];
  pagination: Pagination;
}

/** Every customer's complaints, newest first, optionally of one status. */
export async function listComplaints(db: Executor, query: ListComplaintsQuery): Promise<AdminComplaintPage> {
  const [views, total] = await Promise.all([
    repository.listComplaintViews(db, {
      status: query.status,
      limit: query.limit,
      offset: pageOffset(query.page, query.limit),
    }),
    repository.countComplaints(db, query.status),
  ]);
  return { data: views.map(toAdminComplaint), pagination: paginationOf(query.page, query.limit, total) };
}

async function complaintAnswer(db: Executor, id: string): Promise<AdminComplaint> {
  const view = await repository.findComplaintView(db, id);
  if (!view) throw new AppError('NOT_FOUND', M.complaintNotFound);
  return toAdminComplaint(view);
}

async function lockKnownComplaint(tx: Transaction, id: string) {
  const complaint = isUuid(id) ? await repository.lockComplaint(tx, id) : undefined;
  if (!complaint) throw new AppError('NOT_FOUND', M.complaintNotFound);
  return complaint;
}

/** POST /api/admin/complaints/:id/reply: an open complaint gets the admin's answer, once. */
export async function replyToComplaint(
  db: Database,
  actorId: string,
  id: string,
  reply: string,
  now: Date = new Date(),
): Promise<AdminComplaint> {
  await db.transaction(async (tx) => {
    const complaint = await lockKnownComplaint(tx, id);
    if (complaint.status === 'resolved') throw new AppError('INVALID_STATE', M.complaintResolved);
    if (complaint.status === 'answered') throw new AppError('INVALID_STATE', M.complaintAnswered);
    const after = await repository.updateComplaint(tx, complaint.id, {
      status: 'answered',
      reply,
      repliedAt: now,
    });
    await tellCustomer(tx, complaint.userId, supportNotices.complaintReply(complaint.noOrder, reply), {
      shortDescription: `Pengaduan · ${complaint.noOrder}`,
      productId: null,
      orderId: null,
    });
    await announceComplaint(tx, complaint.userId, complaint.id, after.status);
    await recordAudit(tx, {
      actorId,
      action: 'complaint.reply',
      entity: 'complaint',
      entityId: complaint.id,
      before: { status: complaint.status, reply: complaint.reply },
      after: { status: after.status, reply: after.reply },
    });
  });
  return complaintAnswer(db, id);
}

/** POST /api/admin/complaints/:id/resolve: an open or answered complaint is closed, once. */
export async function resolveComplaint(db: Database, actorId: string, id: string): Promise<AdminComplaint> {
  await db.transaction(async (tx) => {
    const complaint = await lockKnownComplaint(tx, id);
    if (complaint.status === 'resolved') throw new AppError('INVALID_STATE', M.complaintResolved);
    const after = await repository.updateComplaint(tx, complaint.id, { status: 'resolved' });
    await tellCustomer(tx, complaint.userId, supportNotices.complaintResolved(complaint.noOrder), {
      shortDescription: `Pengaduan · ${complaint.noOrder}`,
      productId: null,
      orderId: null,
    });
    await announceComplaint(tx, complaint.userId, complaint.id, after.status);
    await recordAudit(tx, {
      actorId,
      action: 'complaint.resolve',
      entity: 'complaint',
      entityId: complaint.id,
      before: { status: complaint.status },
      after: { status: after.status },
    });
  });
  return complaintAnswer(db, id);
}

// ---------------------------------------------------------------------------------------------
// Reimbursements

export function toAdminReimbursement(view: ReimbursementView): AdminReimbursement {
  const { reimbursement: row, customer, group, product, order } = view;
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    customer: { _id: customer.id, name: customer.name, email: customer.email, phone: customer.phone },
    group: { _id: group.id, name: group.name, state: group.state },
    product: { _id: product.id, name: product.name },
    value: row.value,
    bank: row.bank,
    account_number: row.accountNumber,
    payment_proof: row.paymentProof,
    reimbursement_proof: row.reimbursementProof,
    status: row.status,
    note: row.note,
    order: order ? { _id: order.id, invoice: order.invoice, status: order.status } : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface AdminReimbursementPage {
  data: AdminReimbursement[];
  pagination: Pagination;
}

/** Every host's requests, newest first; `All` or one status. */
export async function listReimbursements(
  db: Executor,
  query: ListReimbursementsQuery,
): Promise<AdminReimbursementPage> {
  const status = query.status === 'All' ? undefined : query.status;
  const [views, total] = await Promise.all([
    repository.listReimbursementViews(db, {
      status,
      limit: query.limit,
      offset: pageOffset(query.page, query.limit),
    }),
    repository.countReimbursements(db, status),
  ]);
  return { data: views.map(toAdminReimbursement), pagination: paginationOf(query.page, query.limit, total) };
}

async function reimbursementAnswer(db: Executor, id: string): Promise<AdminReimbursement> {
  const view = await repository.findReimbursementView(db, id);
  if (!view) throw new AppError('NOT_FOUND', M.reimbursementNotFound);
  return toAdminReimbursement(view);
}

/** The request locked, 404 when there is none, 409 when it was already decided. */
async function lockPendingReimbursement(tx: Transaction, id: string): Promise<ReimbursementRecord> {
  const row = isUuid(id) ? await repository.lockReimbursement(tx, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', M.reimbursementNotFound);
  if (row.status === 'Done') throw new AppError('INVALID_STATE', M.reimbursementDone);
  if (row.status === 'Rejected') throw new AppError('INVALID_STATE', M.reimbursementRejected);
  return row;
}

/**
 * The Host order of the request goes from Process to Paid: billing and the seat run `duration`
 * days from now (the host has just paid the provider), the seat is Aktif again. An order already
 * Paid stays as it is; a canceled or ended one cannot be completed.
 */
async function deliverHostOrder(
  tx: Transaction,
  actorId: string,
  orderId: string,
  now: Date,
): Promise<{ orderStatus: string; isDelivered: boolean }> {
  const order = await lifecycle.lockOrder(tx, orderId);
  if (!order) return { orderStatus: 'missing', isDelivered: false };
  if (order.status === 'Paid') return { orderStatus: order.status, isDelivered: false };
  if (order.status !== 'Process') throw new AppError('INVALID_STATE', M.hostOrderClosed);
  const { order: after, seat } = await lifecycle.activateHostOrder(tx, order, now);
  await recordAudit(tx, {
    actorId,
    action: 'order.host_activate',
    entity: 'order',
    entityId: order.id,
    before: {
      status: order.status,
      nextBillingAt: isoOrNull(order.nextBillingAt),
      statusReason: order.statusReason,
    },
    after: {
      status: after.status,
      nextBillingAt: isoOrNull(after.nextBillingAt),
      statusReason: after.statusReason,
      seatId: seat?.id ?? null,
    },
  });
  return { orderStatus: after.status, isDelivered: true };
}

/**
 * POST /api/admin/reimbursements/:id/complete: the shop paid the host back. The proof becomes the
 * admin's upload, the request Done, the Host order Paid (deliverHostOrder) and the group opens to
 * members (forming becomes active, or full at its slot); the host is told. All in one transaction.
 */
export async function completeReimbursement(
  db: Database,
  actorId: string,
  id: string,
  fields: CompleteReimbursementFields,
  proof: StoredImage,
  now: Date = new Date(),
): Promise<AdminReimbursement> {
  await db.transaction(async (tx) => {
    const row = await lockPendingReimbursement(tx, id);
    const host = row.orderId
      ? await deliverHostOrder(tx, actorId, row.orderId, now)
      : { orderStatus: null, isDelivered: false };
    const item = (await repository.lockItem(tx, row.productItemId))!;
    const openState = item.seatsTaken >= item.slot ? 'full' : 'active';
    const opened = item.state === 'forming' ? await repository.updateItemState(tx, item.id, openState) : item;
    const reimbursementProof = await files.recordUpload(tx, actorId, proof);
    const after = await repository.updateReimbursement(tx, row.id, {
      status: 'Done',
      reimbursementProof,
      note: fields.note ?? row.note,
    });
    const productName = await repository.findProductName(tx, item.productId);
    await tellCustomer(
      tx,
      row.userId,
      supportNotices.reimbursementDone(productName, row.value, row.bank, row.accountNumber),
      { shortDescription: `${productName} · ${item.name}`, productId: item.productId, orderId: row.orderId },
    );
    await announceReimbursement(tx, row.userId, row.id, after.status);
    await recordAudit(tx, {
      actorId,
      action: 'reimbursement.complete',
      entity: 'reimbursement',
      entityId: row.id,
      before: { status: row.status, reimbursementProof: row.reimbursementProof, itemState: item.state },
      after: {
        status: after.status,
        reimbursementProof: after.reimbursementProof,
        note: after.note,
        itemState: opened.state,
        orderId: row.orderId,
        orderStatus: host.orderStatus,
        isOrderDelivered: host.isDelivered,
      },
    });
  });
  return reimbursementAnswer(db, id);
}

/** POST /api/admin/reimbursements/:id/reject: a Pending request is refused with the reason; the host may file again. */
export async function rejectReimbursement(
  db: Database,
  actorId: string,
  id: string,
  note: string,
): Promise<AdminReimbursement> {
  await db.transaction(async (tx) => {
    const row = await lockPendingReimbursement(tx, id);
    const after = await repository.updateReimbursement(tx, row.id, { status: 'Rejected', note });
    const view = (await repository.findReimbursementView(tx, row.id))!;
    await tellCustomer(
      tx,
      row.userId,
      supportNotices.reimbursementRejected(view.product.name, row.value, note),
      {
        shortDescription: `${view.product.name} · ${view.group.name}`,
        productId: view.product.id,
        orderId: row.orderId,
      },
    );
    await announceReimbursement(tx, row.userId, row.id, after.status);
    await recordAudit(tx, {
      actorId,
      action: 'reimbursement.reject',
      entity: 'reimbursement',
      entityId: row.id,
      before: { status: row.status, note: row.note },
      after: { status: after.status, note: after.note },
    });
  });
  return reimbursementAnswer(db, id);
}
