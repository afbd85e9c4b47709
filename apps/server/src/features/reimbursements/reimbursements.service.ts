import type {
  ProductItemOption,
  Reimbursement,
  ReimbursementFields,
} from '@premium-shop/domain/dashboard-schema';
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

/** A host has a handful of groups; this only bounds a pathological case. */
export const CLAIMABLE_LIMIT = 500;

/**
 * 'Pilih Akun' of the request form (GET /product-items/product/:productId): the caller's groups of
 * the product that a request would be accepted for — hosted by them, none waiting — by name.
 */
export async function claimableGroupsOfProduct(
  db: Executor,
  userId: string,
  productId: string,
): Promise<ProductItemOption[]> {
  const groups = await repository.listClaimableGroups(db, userId, { productId, limit: CLAIMABLE_LIMIT });
  return groups.map((group) => ({ _id: group.id, name: group.name }));
}

/** 'Pilih Produk' of the request form (GET /reimbursements/products): products with a claimable group, by name. */
export async function claimableProducts(db: Executor, userId: string): Promise<ProductItemOption[]> {
  const groups = await repository.listClaimableGroups(db, userId, { limit: CLAIMABLE_LIMIT });
  const byId = new Map<string, ProductItemOption>();
  for (const group of groups) byId.set(group.productId, { _id: group.productId, name: group.productName });
  return [...byId.values()];
}

export async function listReimbursements(db: Executor, userId: string): Promise<Reimbursement[]> {
  return (await repository.listReimbursementViews(db, userId)).map(toReimbursement);
}

/**
 * The group a request names, when the caller may claim it: the seat named by `account` (or the group
 * named by `productItem`) must be in a group the caller hosts, with no request waiting. Inside the
 * submit's transaction the group's row is locked, so only one request per group waits at a time.
 */
async function claimableGroup(
  db: Executor,
  userId: string,
  fields: Pick<ReimbursementFields, 'productItem' | 'account'>,
): Promise<{ id: string }> {
  let productItemId = fields.productItem;
  if (fields.account) {
    const seat = await repository.findSeatOfUser(db, userId, fields.account);
    if (!seat || (productItemId && productItemId !== seat.productItemId)) {
      throw new AppError('NOT_FOUND', REIMBURSEMENT_MESSAGES.itemNotFound);
    }
    productItemId = seat.productItemId;
  }
  const item = productItemId ? await repository.lockHostedItem(db, userId, productItemId) : undefined;
  if (!item) throw new AppError('NOT_FOUND', REIMBURSEMENT_MESSAGES.itemNotFound);
  if (await repository.hasPendingReimbursement(db, item.id)) {
    throw new AppError('CONFLICT', REIMBURSEMENT_MESSAGES.pending);
  }
  return item;
}

/**
 * The submit's checks made before the proof is written (see handleImageForm's `check`): a request
 * the submit would refuse never stores its file. Run outside a transaction, so nothing stays locked.
 */
export async function checkClaim(
  db: Database,
  userId: string,
  fields: Pick<ReimbursementFields, 'productItem' | 'account'>,
): Promise<void> {
  await db.transaction((tx) => claimableGroup(tx, userId, fields));
}

/** A host asks to be paid back what it paid the provider (DESIGN §7 Host package). */
export async function submitReimbursement(
  db: Database,
  userId: string,
  fields: ReimbursementFields,
  proof: StoredImage,
): Promise<Reimbursement> {
  const id = await db.transaction(async (tx) => {
    const item = await claimableGroup(tx, userId, fields);
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
