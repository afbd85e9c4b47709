/**
 * The admin's promotions (issue 7, Katalog): product promos, vouchers, banners and the home page's
 * content blocks. Every write runs in one transaction with its audit row; once committed, the
 * public catalogue caches are dropped (invalidateCatalogue) so the storefront shows it at once.
 * Counters that orders reserve (a promo's `used`, a voucher's `used`) are read under the row's
 * lock, so a limit is never lowered below what orders already took.
 */
import {
  type AdminBanner,
  type AdminPromo,
  type AdminVoucher,
  type BannerUpdate,
  type ContentDocuments,
  type ContentKey,
  contentSchemas,
  EMPTY_CONTENT,
  type PromoInput,
  type PromoProductOption,
  type VoucherInput,
} from '@premium-shop/domain/admin-promotions-schema';
import { ERROR_MESSAGES } from '@premium-shop/domain/errors';
import path from 'node:path';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import type { SiteContentKey } from '../../db/schema/content';
import { AppError } from '../../platform/errors';
import type { FileStore } from '../../platform/file-store';
import type { StoredImage } from '../../platform/uploads';
import { recordAudit } from '../audit/audit.service';
import { invalidateCatalogue, isUuid } from '../catalogue/catalogue.service';
import * as repository from './admin-promotions.repository';
import type { BannerRecord, PromoRecord, VoucherRecord } from './admin-promotions.repository';

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
const M = PROMOTION_SERVICE_MESSAGES;

const UNIQUE_VIOLATION = '23505';

/** Where banner images live: under the public uploads folder, served at /uploads/banners/. */
export const BANNER_UPLOAD_FOLDER = 'banners';

export function bannerUploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads', BANNER_UPLOAD_FOLDER);
}

export interface PromotionsContext {
  db: Database;
  dataDir: string;
  files: FileStore;
}

// ---------------------------------------------------------------------------------------------
// Helpers

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

function toDate(value: string | null): Date | null {
  return value ? new Date(value) : null;
}

function invalid(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { [field]: message });
}

function conflict(field: string, message: string): AppError {
  return new AppError('CONFLICT', message, { [field]: message });
}

function isUniqueViolation(error: unknown): boolean {
  const cause = ((error as { cause?: unknown }).cause ?? error) as { code?: string };
  return cause.code === UNIQUE_VIOLATION;
}

/** A zod failure as the API's 400: the first message, and one message per field. */
function validationError(error: z.ZodError): AppError {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  return new AppError(
    'VALIDATION_FAILED',
    Object.values(errors)[0] ?? ERROR_MESSAGES.VALIDATION_FAILED,
    errors,
  );
}

/**
 * Runs one audited write and drops the public caches after the commit. `work` answers the
 * result and the audit row's fields; nothing of a refused write is kept.
 */
async function audited<T>(
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

// ---------------------------------------------------------------------------------------------
// Product options

export async function listPromoProducts(ctx: PromotionsContext): Promise<PromoProductOption[]> {
  const [names, durations] = await Promise.all([
    repository.listProductNames(ctx.db),
    repository.listProductDurations(ctx.db),
  ]);
  const byProduct = new Map<string, number[]>();
  for (const row of durations)
    byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row.duration]);
  // A product without variants is sold once, for life (duration 0).
  return names.map((row) => ({ _id: row.id, name: row.name, durations: byProduct.get(row.id) ?? [0] }));
}

/** The product's name, after checking it is sold in `duration` (only 0 when it has no variants). */
async function checkProductDuration(tx: Transaction, productId: string, duration: number): Promise<string> {
  const name = await repository.findProductName(tx, productId);
  if (name === undefined) throw invalid('productId', M.productNotFound);
  const rows = await repository.listProductDurations(tx, productId);
  const durations = rows.length > 0 ? rows.map((row) => row.duration) : [0];
  if (!durations.includes(duration)) throw invalid('duration', M.durationNotSold);
  return name;
}

// ---------------------------------------------------------------------------------------------
// Promos

function toPromo(promo: PromoRecord, productName: string): AdminPromo {
  return {
    _id: promo.id,
    product: { _id: promo.productId, name: productName },
    duration: promo.duration,
    value: promo.value,
    used: promo.used,
    slot: promo.slot,
    perCustomerLimit: promo.perCustomerLimit,
    isActive: promo.isActive,
    startsAt: iso(promo.startsAt),
    endsAt: iso(promo.endsAt),
    createdAt: promo.createdAt.toISOString(),
  };
}

function promoAudit(promo: PromoRecord) {
  return {
    productId: promo.productId,
    duration: promo.duration,
    value: promo.value,
    used: promo.used,
    slot: promo.slot,
    perCustomerLimit: promo.perCustomerLimit,
    isActive: promo.isActive,
    startsAt: iso(promo.startsAt),
    endsAt: iso(promo.endsAt),
  };
}

function promoValues(input: PromoInput): repository.PromoValues {
  return {
    productId: input.productId,
    duration: input.duration,
    value: input.value,
    slot: input.slot,
    perCustomerLimit: input.perCustomerLimit,
    startsAt: toDate(input.startsAt),
    endsAt: toDate(input.endsAt),
    isActive: input.isActive,
  };
}

export async function listPromos(ctx: PromotionsContext): Promise<AdminPromo[]> {
  const rows = await repository.listPromos(ctx.db);
  return rows.map((row) => toPromo(row.promo, row.productName));
}

async function lockKnownPromo(tx: Transaction, id: string): Promise<PromoRecord> {
  const promo = isUuid(id) ? await repository.lockPromo(tx, id) : undefined;
  if (!promo) throw new AppError('NOT_FOUND', M.promoNotFound);
  return promo;
}

async function checkPromoUnique(tx: Transaction, input: PromoInput, exceptId?: string): Promise<void> {
  const existing = await repository.findPromoFor(tx, input.productId, input.duration);
  if (existing && existing.id !== exceptId) throw conflict('duration', M.promoExists);
}

/** A unique violation lost to a concurrent write reads as the same 409 as the check before it. */
async function uniqueOr<T>(field: string, message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(field, message);
    throw error;
  }
}

export function createPromo(ctx: PromotionsContext, actorId: string, input: PromoInput): Promise<AdminPromo> {
  return uniqueOr('duration', M.promoExists, () =>
    audited(ctx, actorId, async (tx) => {
      const productName = await checkProductDuration(tx, input.productId, input.duration);
      await checkPromoUnique(tx, input);
      const promo = await repository.insertPromo(tx, promoValues(input));
      return {
        result: toPromo(promo, productName),
        action: 'product_discount.create',
        entity: 'product_discount',
        entityId: promo.id,
        before: null,
        after: promoAudit(promo),
      };
    }),
  );
}

export function updatePromo(
  ctx: PromotionsContext,
  actorId: string,
  id: string,
  input: PromoInput,
): Promise<AdminPromo> {
  return uniqueOr('duration', M.promoExists, () =>
    audited(ctx, actorId, async (tx) => {
      const before = await lockKnownPromo(tx, id);
      const productName = await checkProductDuration(tx, input.productId, input.duration);
      if (input.slot !== null && input.slot < before.used) {
        throw conflict('slot', M.slotBelowUsed(before.used));
      }
      await checkPromoUnique(tx, input, before.id);
      const promo = await repository.updatePromo(tx, before.id, promoValues(input));
      return {
        result: toPromo(promo, productName),
        action: 'product_discount.update',
        entity: 'product_discount',
        entityId: promo.id,
        before: promoAudit(before),
        after: promoAudit(promo),
      };
    }),
  );
}

export function deletePromo(ctx: PromotionsContext, actorId: string, id: string): Promise<void> {
  return audited(ctx, actorId, async (tx) => {
    const before = await lockKnownPromo(tx, id);
    await repository.deletePromo(tx, before.id);
    return {
      result: undefined,
      action: 'product_discount.delete',
      entity: 'product_discount',
      entityId: before.id,
      before: promoAudit(before),
      after: null,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Vouchers

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
    validFrom: iso(voucher.validFrom),
    validUntil: iso(voucher.validUntil),
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
    validFrom: iso(voucher.validFrom),
    validUntil: iso(voucher.validUntil),
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

// ---------------------------------------------------------------------------------------------
// Banners

function toBanner(banner: BannerRecord): AdminBanner {
  return {
    _id: banner.id,
    image: banner.image,
    link: banner.link,
    sort: banner.sort,
    isActive: banner.isActive,
    createdAt: banner.createdAt.toISOString(),
  };
}

function bannerAudit(banner: BannerRecord) {
  return { image: banner.image, link: banner.link, sort: banner.sort, isActive: banner.isActive };
}

/** The stored path of an uploaded banner image, relative like every image path (SPEC §3). */
function bannerImagePath(image: StoredImage): string {
  return `uploads/${BANNER_UPLOAD_FOLDER}/${image.name}`;
}

export async function listBanners(ctx: PromotionsContext): Promise<AdminBanner[]> {
  return (await repository.listBanners(ctx.db)).map(toBanner);
}

async function lockKnownBanner(tx: Transaction, id: string): Promise<BannerRecord> {
  const banner = isUuid(id) ? await repository.lockBanner(tx, id) : undefined;
  if (!banner) throw new AppError('NOT_FOUND', M.bannerNotFound);
  return banner;
}

/** Adds a banner after the others unless `sort` is given; the image is already on disk. */
export function createBanner(
  ctx: PromotionsContext,
  actorId: string,
  fields: { link: string | null; sort?: number | undefined },
  image: StoredImage,
): Promise<AdminBanner> {
  return audited(ctx, actorId, async (tx) => {
    const sort = fields.sort ?? (await repository.nextBannerSort(tx));
    const banner = await repository.insertBanner(tx, {
      image: bannerImagePath(image),
      link: fields.link,
      sort,
    });
    return {
      result: toBanner(banner),
      action: 'banner.create',
      entity: 'banner',
      entityId: banner.id,
      before: null,
      after: bannerAudit(banner),
    };
  });
}

export function updateBanner(
  ctx: PromotionsContext,
  actorId: string,
  id: string,
  changes: BannerUpdate,
): Promise<AdminBanner> {
  return audited(ctx, actorId, async (tx) => {
    const before = await lockKnownBanner(tx, id);
    const banner = await repository.updateBanner(tx, before.id, {
      ...(changes.link !== undefined && { link: changes.link }),
      ...(changes.sort !== undefined && { sort: changes.sort }),
      ...(changes.isActive !== undefined && { isActive: changes.isActive }),
    });
    return {
      result: toBanner(banner),
      action: 'banner.update',
      entity: 'banner',
      entityId: banner.id,
      before: bannerAudit(before),
      after: bannerAudit(banner),
    };
  });
}

/** Gives the banners the order of `ids` (sort 1, 2, ...); `ids` must name every banner once. */
export function orderBanners(ctx: PromotionsContext, actorId: string, ids: string[]): Promise<AdminBanner[]> {
  return audited(ctx, actorId, async (tx) => {
    const current = await repository.lockAllBanners(tx);
    const known = new Set(current.map((banner) => banner.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
      throw invalid('ids', M.bannerOrderMismatch);
    }
    const ordered: BannerRecord[] = [];
    for (const [index, id] of ids.entries()) {
      ordered.push(await repository.updateBanner(tx, id, { sort: index + 1 }));
    }
    return {
      result: ordered.map(toBanner),
      action: 'banner.reorder',
      entity: 'banner',
      entityId: ids[0]!,
      before: current.map((banner) => ({ id: banner.id, sort: banner.sort })),
      after: ordered.map((banner) => ({ id: banner.id, sort: banner.sort })),
    };
  });
}

/** Deletes the banner and, once committed, its uploaded image (demo images are left alone). */
export async function deleteBanner(ctx: PromotionsContext, actorId: string, id: string): Promise<void> {
  const image = await audited(ctx, actorId, async (tx) => {
    const before = await lockKnownBanner(tx, id);
    await repository.deleteBanner(tx, before.id);
    return {
      result: before.image,
      action: 'banner.delete',
      entity: 'banner',
      entityId: before.id,
      before: bannerAudit(before),
      after: null,
    };
  });
  const match = /^uploads\/banners\/([0-9a-f]{32}\.(?:png|jpg|webp|gif))$/.exec(image);
  if (match) await ctx.files.remove(path.join(bannerUploadsDir(ctx.dataDir), match[1]!));
}

// ---------------------------------------------------------------------------------------------
// Home content

/** The URL keys are kebab-case; the stored keys use underscores. */
function storageKey(key: ContentKey): SiteContentKey {
  if (key === 'flash-cards') return 'flash_cards';
  if (key === 'why-us') return 'why_us';
  return key;
}

/** The stored document as the editor shows it; a document never written (or unreadable) is empty. */
function readableContent<K extends ContentKey>(key: K, stored: unknown): ContentDocuments[K] {
  const parsed = contentSchemas[key].safeParse(stored);
  return (parsed.success ? parsed.data : EMPTY_CONTENT[key]) as ContentDocuments[K];
}

export async function getContent<K extends ContentKey>(
  ctx: PromotionsContext,
  key: K,
): Promise<ContentDocuments[K]> {
  return readableContent(key, await repository.findContent(ctx.db, storageKey(key)));
}

export function saveContent<K extends ContentKey>(
  ctx: PromotionsContext,
  actorId: string,
  key: K,
  body: unknown,
): Promise<ContentDocuments[K]> {
  const parsed = contentSchemas[key].safeParse(body);
  if (!parsed.success) return Promise.reject(validationError(parsed.error));
  const content = parsed.data as ContentDocuments[K];
  return audited(ctx, actorId, async (tx) => {
    const before = (await repository.findContent(tx, storageKey(key), true)) ?? null;
    await repository.upsertContent(tx, storageKey(key), content);
    return {
      result: content,
      action: 'site_content.update',
      entity: 'site_content',
      entityId: storageKey(key),
      before,
      after: content,
    };
  });
}
