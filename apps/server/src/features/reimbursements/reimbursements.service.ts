import type { Reimbursement, ReimbursementFields } from '@premium-shop/domain/dashboard-schema';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { StoredImage } from '../../platform/uploads';
import * as files from '../files/files.service';
import * as repository from './reimbursements.repository';
import type { ReimbursementView } from './reimbursements.repository';

export const REIMBURSEMENT_MESSAGES = {
  missingProof: 'Harap unggah bukti pembayaran!',
  itemNotFound: 'Akun tidak ditemukan',
  pending: 'Pengajuan reimburse untuk akun ini sedang diproses',
  submitted: 'Pengajuan reimburse berhasil dikirim',
} as const;

function toReimbursement(view: ReimbursementView): Reimbursement {
  return {
    _id: view.id,
    createdAt: view.createdAt.toISOString(),
    productItem: { _id: view.productItemId, name: view.productItemName },
    value: view.value,
    payment_proof: view.paymentProof,
    reimbursement_proof: view.reimbursementProof,
    status: view.status,
    bank: view.bank,
    account_number: view.accountNumber,
    note: view.note,
  };
}

export async function listReimbursements(db: Executor, userId: string): Promise<Reimbursement[]> {
  return (await repository.listReimbursementViews(db, userId)).map(toReimbursement);
}

/**
 * A host asks to be paid back what it paid the provider (DESIGN §7 Host package). The seat named
 * by `account` (or the group named by `productItem`) must be in a group the caller hosts; only one
 * request per group waits at a time, checked under a lock on the group's row.
 */
export async function submitReimbursement(
  db: Database,
  userId: string,
  fields: ReimbursementFields,
  proof: StoredImage,
): Promise<Reimbursement> {
  const id = await db.transaction(async (tx) => {
    let productItemId = fields.productItem;
    if (fields.account) {
      const seat = await repository.findSeatOfUser(tx, userId, fields.account);
      if (!seat || (productItemId && productItemId !== seat.productItemId)) {
        throw new AppError('NOT_FOUND', REIMBURSEMENT_MESSAGES.itemNotFound);
      }
      productItemId = seat.productItemId;
    }
    const item = productItemId ? await repository.lockHostedItem(tx, userId, productItemId) : undefined;
    if (!item) throw new AppError('NOT_FOUND', REIMBURSEMENT_MESSAGES.itemNotFound);
    if (await repository.hasPendingReimbursement(tx, item.id)) {
      throw new AppError('CONFLICT', REIMBURSEMENT_MESSAGES.pending);
    }
    const order = await repository.findHostOrder(tx, userId, item.id);
    const paymentProof = await files.recordUpload(tx, userId, proof);
    const row = await repository.insertReimbursement(tx, {
      userId,
      productItemId: item.id,
      accountId: fields.account ?? order?.accountId ?? null,
      orderId: order?.id ?? null,
      value: fields.value,
      bank: fields.bank,
      accountNumber: fields.account_number,
      paymentProof,
    });
    return row.id;
  });
  const view = await repository.findReimbursementView(db, id);
  return toReimbursement(view!);
}
