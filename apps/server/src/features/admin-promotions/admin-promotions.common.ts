/**
 * What the admin's promotions services share: their context, messages, error helpers and the
 * audited write. Every write runs in one transaction with its audit row; once committed, the
 * public catalogue caches are dropped (invalidateCatalogue) so the storefront shows it at once.
 */
import type { Database, Transaction } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { FileStore } from '../../platform/file-store';
import { recordAudit } from '../audit/audit.service';
import { invalidateCatalogue } from '../catalogue/catalogue.service';

export const PROMOTION_SERVICE_MESSAGES = {
  promoNotFound: 'Promo tidak ditemukan',
  voucherNotFound: 'Voucher tidak ditemukan',
  bannerNotFound: 'Banner tidak ditemukan',
  productNotFound: 'Produk tidak ditemukan',
  durationNotSold: 'Produk ini tidak dijual dengan durasi tersebut',
  promoExists: 'Promo untuk produk dan durasi ini sudah ada',
  codeTaken: 'Kode voucher sudah dipakai',
  slotBelowUsed: (used: number) => `Slot tidak boleh kurang dari promo yang sudah terpakai (${used})`,
  limitBelowUsed: (used: number) => `Batas pemakaian tidak boleh kurang dari pemakaian voucher (${used})`,
  bannerOrderMismatch: 'Urutan harus memuat setiap banner tepat satu kali',
  missingImage: 'Pilih gambar banner',
  promoCreated: 'Promo berhasil ditambahkan',
  promoUpdated: 'Promo berhasil diperbarui',
  promoDeleted: 'Promo berhasil dihapus',
  voucherCreated: 'Voucher berhasil ditambahkan',
  voucherUpdated: 'Voucher berhasil diperbarui',
  voucherDeleted: 'Voucher berhasil dihapus',
  bannerCreated: 'Banner berhasil ditambahkan',
  bannerUpdated: 'Banner berhasil diperbarui',
  bannerDeleted: 'Banner berhasil dihapus',
  bannersOrdered: 'Urutan banner berhasil disimpan',
  contentSaved: 'Konten berhasil disimpan',
} as const;

const UNIQUE_VIOLATION = '23505';

export interface PromotionsContext {
  db: Database;
  dataDir: string;
  files: FileStore;
}

export function toDate(value: string | null): Date | null {
  return value ? new Date(value) : null;
}

export function invalid(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { [field]: message });
}

export function conflict(field: string, message: string): AppError {
  return new AppError('CONFLICT', message, { [field]: message });
}

function isUniqueViolation(error: unknown): boolean {
  const cause = ((error as { cause?: unknown }).cause ?? error) as { code?: string };
  return cause.code === UNIQUE_VIOLATION;
}

/** A unique violation lost to a concurrent write reads as the same 409 as the check before it. */
export async function uniqueOr<T>(field: string, message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(field, message);
    throw error;
  }
}

/**
 * Runs one audited write and drops the public caches after the commit. `work` answers the
 * result and the audit row's fields; nothing of a refused write is kept.
 */
export async function audited<T>(
  ctx: PromotionsContext,
  actorId: string,
  work: (tx: Transaction) => Promise<{
    result: T;
    action: string;
    entity: string;
    entityId: string;
    before: unknown;
    after: unknown;
  }>,
): Promise<T> {
  const result = await ctx.db.transaction(async (tx) => {
    const done = await work(tx);
    await recordAudit(tx, {
      actorId,
      action: done.action,
      entity: done.entity,
      entityId: done.entityId,
      before: done.before,
      after: done.after,
    });
    return done.result;
  });
  await invalidateCatalogue(ctx.db);
  return result;
}
