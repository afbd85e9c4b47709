import type { VoucherAnswer } from '@premium-shop/domain/order-schema';
import type { Executor } from '../../db/client';
import * as repository from './vouchers.repository';
import type { VoucherRecord } from './vouchers.repository';

export type { VoucherRecord };

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
  now: Date = new Date(),
): Promise<VoucherAnswer | null> {
  const normalized = normalizeVoucherCode(code);
  if (!normalized) return null;
  const record = await repository.findUsableVoucherByCode(db, { code: normalized, productId, now });
  return record ? toVoucher(record) : null;
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
