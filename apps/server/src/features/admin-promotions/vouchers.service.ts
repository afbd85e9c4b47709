/** The admin's vouchers: codes customers type at checkout, for any product or one. */
import type { AdminVoucher, VoucherInput } from '@premium-shop/domain/admin-promotions-schema';
import type { Transaction } from '../../db/client';
import { AppError } from '../../platform/errors';
import { isUuid } from '../catalogue/catalogue.service';
import {
  audited,
  conflict,
  invalid,
  PROMOTION_SERVICE_MESSAGES as M,
  type PromotionsContext,
  toDate,
  uniqueOr,
} from './admin-promotions.common';
import * as repository from './admin-promotions.repository';
import type { VoucherRecord } from './admin-promotions.repository';
import { isoOrNull } from '@premium-shop/domain/dates';

function toVoucher(voucher: VoucherRecord, productName: string | null): AdminVoucher {
  return {
    _id: voucher.id,
    code: voucher.code,
    type: voucher.type,
    value: voucher.value,
    product: voucher.productId ? { _id: voucher.productId, name: productName ?? '' } : null,
    usageLimit: voucher.usageLimit,
    perCustomerLimit: voucher.perCustomerLimit,
    used: voucher.used,
    validFrom: isoOrNull(voucher.validFrom),
    validUntil: isoOrNull(voucher.validUntil),
    isActive: voucher.isActive,
    createdAt: voucher.createdAt.toISOString(),
  };
}

function voucherAudit(voucher: VoucherRecord) {
  return {
    code: voucher.code,
    type: voucher.type,
    value: voucher.value,
    productId: voucher.productId,
    usageLimit: voucher.usageLimit,
    perCustomerLimit: voucher.perCustomerLimit,
    used: voucher.used,
    validFrom: isoOrNull(voucher.validFrom),
    validUntil: isoOrNull(voucher.validUntil),
    isActive: voucher.isActive,
  };
}

function voucherValues(input: VoucherInput): repository.VoucherValues {
  return {
    code: input.code,
    type: input.type,
    value: input.value,
    productId: input.productId,
    usageLimit: input.usageLimit,
    perCustomerLimit: input.perCustomerLimit,
    validFrom: toDate(input.validFrom),
    validUntil: toDate(input.validUntil),
    isActive: input.isActive,
  };
}

export async function listVouchers(ctx: PromotionsContext): Promise<AdminVoucher[]> {
  const rows = await repository.listVouchers(ctx.db);
  return rows.map((row) => toVoucher(row.voucher, row.productName));
}

async function voucherProductName(tx: Transaction, productId: string | null): Promise<string | null> {
  if (!productId) return null;
  const name = await repository.findProductName(tx, productId);
  if (name === undefined) throw invalid('productId', M.productNotFound);
  return name;
}

async function checkCodeFree(tx: Transaction, code: string, exceptId?: string): Promise<void> {
  const existing = await repository.findVoucherByCode(tx, code);
  if (existing && existing.id !== exceptId) throw conflict('code', M.codeTaken);
}

/** The voucher under its row lock, so `used` (which orders reserve) cannot move while it is checked. */
async function lockKnownVoucher(tx: Transaction, id: string): Promise<VoucherRecord> {
  const voucher = isUuid(id) ? await repository.lockVoucher(tx, id) : undefined;
  if (!voucher) throw new AppError('NOT_FOUND', M.voucherNotFound);
  return voucher;
}

export function createVoucher(
  ctx: PromotionsContext,
  actorId: string,
  input: VoucherInput,
): Promise<AdminVoucher> {
  return uniqueOr('code', M.codeTaken, () =>
    audited(ctx, actorId, async (tx) => {
      const productName = await voucherProductName(tx, input.productId);
      await checkCodeFree(tx, input.code);
      const voucher = await repository.insertVoucher(tx, voucherValues(input));
      return {
        result: toVoucher(voucher, productName),
        action: 'voucher.create',
        entity: 'voucher',
        entityId: voucher.id,
        before: null,
        after: voucherAudit(voucher),
      };
    }),
  );
}

export function updateVoucher(
  ctx: PromotionsContext,
  actorId: string,
  id: string,
  input: VoucherInput,
): Promise<AdminVoucher> {
  return uniqueOr('code', M.codeTaken, () =>
    audited(ctx, actorId, async (tx) => {
      const before = await lockKnownVoucher(tx, id);
      const productName = await voucherProductName(tx, input.productId);
      if (input.usageLimit !== null && input.usageLimit < before.used) {
        throw conflict('usageLimit', M.limitBelowUsed(before.used));
      }
      await checkCodeFree(tx, input.code, before.id);
      const voucher = await repository.updateVoucher(tx, before.id, voucherValues(input));
      return {
        result: toVoucher(voucher, productName),
        action: 'voucher.update',
        entity: 'voucher',
        entityId: voucher.id,
        before: voucherAudit(before),
        after: voucherAudit(voucher),
      };
    }),
  );
}

export function deleteVoucher(ctx: PromotionsContext, actorId: string, id: string): Promise<void> {
  return audited(ctx, actorId, async (tx) => {
    const before = await lockKnownVoucher(tx, id);
    await repository.deleteVoucher(tx, before.id);
    return {
      result: undefined,
      action: 'voucher.delete',
      entity: 'voucher',
      entityId: before.id,
      before: voucherAudit(before),
      after: null,
    };
  });
}
