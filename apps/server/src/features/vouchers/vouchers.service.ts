import type { VoucherAnswer } from '@premium-shop/domain/order-schema';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import * as repository from './vouchers.repository';
import type { VoucherRecord } from './vouchers.repository';

export type { VoucherRecord };

/** A voucher this customer already holds or used as often as the voucher allows one customer. */
export const VOUCHER_CUSTOMER_LIMIT_MESSAGE = 'Voucher sudah mencapai batas pemakaian untuk akunmu';

/** 409 VOUCHER_UNAVAILABLE for a customer past the voucher's per-customer limit. */
export function customerLimitReached(): AppError {
  return new AppError('VOUCHER_UNAVAILABLE', VOUCHER_CUSTOMER_LIMIT_MESSAGE, {
    voucher: VOUCHER_CUSTOMER_LIMIT_MESSAGE,
  });
}

/** Codes are stored upper-case; customers type them any way. */
export function normalizeVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}

export function toVoucher(record: VoucherRecord): VoucherAnswer {
  return { _id: record.id, code: record.code, type: record.type, value: record.value };
}

/**
 * The voucher a customer may apply at checkout, or null: inactive, outside its window, used up,
 * or made for another product (a voucher of one product is never shown for another).
 */
export async function findVoucherForCheckout(
  db: Executor,
  code: string,
  productId: string | null,
  userId: string,
  now: Date = new Date(),
): Promise<VoucherAnswer | null> {
  const normalized = normalizeVoucherCode(code);
  if (!normalized) return null;
  const record = await repository.findUsableVoucherByCode(db, { code: normalized, productId, now });
  if (!record) return null;
  if (await hasReachedCustomerLimit(db, record, userId, now)) throw customerLimitReached();
  return toVoucher(record);
}

/**
 * Whether the customer's paid and open orders with this voucher reach its per-customer limit.
 * Race-safe only under the customer's lock (payments locks the user row before it reserves).
 */
export async function hasReachedCustomerLimit(
  db: Executor,
  voucher: VoucherRecord,
  userId: string,
  now: Date,
): Promise<boolean> {
  if (voucher.perCustomerLimit == null) return false;
  const uses = await repository.countCustomerUses(db, { voucherId: voucher.id, userId, now });
  return uses >= voucher.perCustomerLimit;
}

/** A voucher by id that an order for `productId` may use now, or null. */
export async function findUsableVoucher(
  db: Executor,
  id: string,
  productId: string,
  now: Date,
): Promise<VoucherRecord | null> {
  return (await repository.findUsableVoucherById(db, { id, productId, now })) ?? null;
}

/** Reserves one use inside the caller's transaction; false when none is left. */
export function reserveVoucherUse(db: Executor, id: string, now: Date): Promise<boolean> {
  return repository.reserveVoucherUse(db, id, now);
}

export function releaseVoucherUse(db: Executor, id: string): Promise<void> {
  return repository.releaseVoucherUse(db, id);
}

/** Whether a voucher exists and has used all of its uses (so the checkout can say 'sudah habis'). */
export async function isVoucherUsedUp(db: Executor, id: string): Promise<boolean> {
  const voucher = await repository.findVoucherById(db, id);
  return voucher?.usageLimit != null && voucher.used >= voucher.usageLimit;
}
