/**
 * The admin's catalogue (issue 7 'Katalog'): categories, packages and products with their variants
 * and items. Every write runs in one transaction with its row locked, records an audit_logs row
 * with before/after, and drops the storefront's cached answers (decision 010) in that transaction.
 * Rows that orders or provider accounts point at are never deleted from under them: such a
 * delete answers 409, and an item with orders left out of a product's variants is disabled instead.
 */
import type {
  AdminCategory,
  AdminPackage,
  AdminProduct,
  AdminProductRow,
  CategoryInput,
  ListAdminProductsQuery,
  PackageInput,
  ProductInput,
  VariantInput,
} from '@premium-shop/domain/admin-catalogue-schema';
import { normalizeImagePath, priceRange } from '@premium-shop/domain/catalogue';
import { randomUUID } from 'node:crypto';
import type { Database, Transaction } from '../../db/client';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../audit/audit.service';
import { invalidateCatalogue, isUuid } from '../catalogue/catalogue.service';
import * as repository from './admin-catalogue.repository';
import type { AdminProductRecord, CategoryRow, PackageRow } from './admin-catalogue.repository';

export const ADMIN_CATALOGUE_MESSAGES = {
  categoryNotFound: 'Kategori tidak ditemukan',
  packageNotFound: 'Paket tidak ditemukan',
  productNotFound: 'Produk tidak ditemukan',
  categoryNameTaken: 'Nama kategori sudah dipakai',
  packageNameTaken: 'Nama paket sudah dipakai',
  categoryInUse: (count: number) => `Kategori masih dipakai ${count} produk; pindahkan produknya dulu`,
  packageInUse: (count: number) => `Paket masih dipakai ${count} varian produk; hapus dari produknya dulu`,
  packageHasOrders: 'Paket sudah dipakai pesanan dan tidak dapat dihapus',
  productHasOrders: 'Produk sudah punya pesanan; ubah status menjadi Unavailable',
  productHasItems: 'Produk sudah punya stok akun; ubah status menjadi Unavailable',
  productChanged: 'Produk baru saja diubah di tempat lain; muat ulang lalu coba lagi',
  categoryCreated: 'Kategori berhasil ditambahkan',
  categoryUpdated: 'Kategori berhasil diperbarui',
  categoryDeleted: 'Kategori berhasil dihapus',
  packageCreated: 'Paket berhasil ditambahkan',
  packageUpdated: 'Paket berhasil diperbarui',
  packageDeleted: 'Paket berhasil dihapus',
  productCreated: 'Produk berhasil ditambahkan',
  productUpdated: 'Produk berhasil diperbarui',
  productDeleted: 'Produk berhasil dihapus',
  imageUploaded: 'Gambar berhasil diunggah',
} as const;
const M = ADMIN_CATALOGUE_MESSAGES;

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

function pgCode(error: unknown): string | undefined {
  const cause = ((error as { cause?: unknown }).cause ?? error) as { code?: unknown };
  return typeof cause.code === 'string' ? cause.code : undefined;
}

function invalid(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { [field]: message });
}

/**
 * One write: the work, its audit row and the cache drop in one transaction. A name taken by a
 * concurrent write (unique index) and a row referenced meanwhile (foreign key) become 409, not 500.
 */
async function write<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
  conflicts: { unique: string; foreignKey?: string },
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const result = await work(tx);
      await invalidateCatalogue(tx);
      return result;
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = pgCode(error);
    if (code === UNIQUE_VIOLATION) throw new AppError('CONFLICT', conflicts.unique);
    if (code === FOREIGN_KEY_VIOLATION && conflicts.foreignKey) {
      throw new AppError('CONFLICT', conflicts.foreignKey);
    }
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Categories

function toCategory(row: CategoryRow, productCount: number): AdminCategory {
  return {
    _id: row.id,
    name: row.name,
    image: normalizeImagePath(row.image),
    bg: row.bg,
    icon: normalizeImagePath(row.icon),
    productCount,
  };
}

export async function listCategories(db: Database): Promise<AdminCategory[]> {
  const rows = await repository.listCategories(db);
  return rows.map((row) => toCategory(row.category, row.productCount));
}

async function lockKnownCategory(tx: Transaction, id: string): Promise<CategoryRow> {
  const row = isUuid(id) ? await repository.lockCategory(tx, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', M.categoryNotFound);
  return row;
}

async function ensureCategoryNameFree(tx: Transaction, name: string, ownId?: string): Promise<void> {
  const holder = await repository.findCategoryByName(tx, name);
  if (holder && holder.id !== ownId)
    throw new AppError('CONFLICT', M.categoryNameTaken, { name: M.categoryNameTaken });
}

export function createCategory(db: Database, actorId: string, input: CategoryInput): Promise<AdminCategory> {
  return write(
    db,
    async (tx) => {
      await ensureCategoryNameFree(tx, input.name);
      const row = await repository.insertCategory(tx, input);
      const after = toCategory(row, 0);
      await recordAudit(tx, {
        actorId,
        action: 'category.create',
        entity: 'category',
        entityId: row.id,
        after,
      });
      return after;
    },
    { unique: M.categoryNameTaken },
  );
}

export function updateCategory(
  db: Database,
  actorId: string,
  id: string,
  input: CategoryInput,
): Promise<AdminCategory> {
  return write(
    db,
    async (tx) => {
      const current = await lockKnownCategory(tx, id);
      await ensureCategoryNameFree(tx, input.name, current.id);
      const productCount = await repository.countProductsInCategory(tx, current.id);
      const row = await repository.updateCategory(tx, current.id, input);
      const before = toCategory(current, productCount);
      const after = toCategory(row, productCount);
      await recordAudit(tx, {
        actorId,
        action: 'category.update',
        entity: 'category',
        entityId: row.id,
        before,
        after,
      });
      return after;
    },
    { unique: M.categoryNameTaken },
  );
}

export function deleteCategory(db: Database, actorId: string, id: string): Promise<void> {
  return write(
    db,
    async (tx) => {
      const current = await lockKnownCategory(tx, id);
      const productCount = await repository.countProductsInCategory(tx, current.id);
      if (productCount > 0) throw new AppError('CONFLICT', M.categoryInUse(productCount));
      await repository.deleteCategory(tx, current.id);
      await recordAudit(tx, {
        actorId,
        action: 'category.delete',
        entity: 'category',
        entityId: current.id,
        before: toCategory(current, 0),
      });
    },
    { unique: M.categoryNameTaken, foreignKey: M.categoryInUse(1) },
  );
}

// ---------------------------------------------------------------------------------------------
// Packages

function toPackage(row: PackageRow, variantCount: number): AdminPackage {
  return { _id: row.id, name: row.name, description: row.description, variantCount };
}

export async function listPackages(db: Database): Promise<AdminPackage[]> {
  const rows = await repository.listPackages(db);
  return rows.map((row) => toPackage(row.pkg, row.variantCount));
}

async function lockKnownPackage(tx: Transaction, id: string): Promise<PackageRow> {
  const row = isUuid(id) ? await repository.lockPackage(tx, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', M.packageNotFound);
  return row;
}

async function ensurePackageNameFree(tx: Transaction, name: string, ownId?: string): Promise<void> {
  const holder = await repository.findPackageByName(tx, name);
  if (holder && holder.id !== ownId)
    throw new AppError('CONFLICT', M.packageNameTaken, { name: M.packageNameTaken });
}

export function createPackage(db: Database, actorId: string, input: PackageInput): Promise<AdminPackage> {
  return write(
    db,
    async (tx) => {
      await ensurePackageNameFree(tx, input.name);
      const row = await repository.insertPackage(tx, input);
      const after = toPackage(row, 0);
      await recordAudit(tx, {
        actorId,
        action: 'package.create',
        entity: 'package',
        entityId: row.id,
        after,
      });
      return after;
    },
    { unique: M.packageNameTaken },
  );
}

export function updatePackage(
  db: Database,
  actorId: string,
  id: string,
  input: PackageInput,
): Promise<AdminPackage> {
  return write(
    db,
    async (tx) => {
      const current = await lockKnownPackage(tx, id);
      await ensurePackageNameFree(tx, input.name, current.id);
      const use = await repository.countPackageUse(tx, current.id);
      const row = await repository.updatePackage(tx, current.id, input);
      const before = toPackage(current, use.variants);
      const after = toPackage(row, use.variants);
      await recordAudit(tx, {
        actorId,
        action: 'package.update',
        entity: 'package',
        entityId: row.id,
        before,
        after,
      });
      return after;
    },
    { unique: M.packageNameTaken },
  );
}

export function deletePackage(db: Database, actorId: string, id: string): Promise<void> {
  return write(
    db,
    async (tx) => {
      const current = await lockKnownPackage(tx, id);
      const use = await repository.countPackageUse(tx, current.id);
      if (use.variants > 0) throw new AppError('CONFLICT', M.packageInUse(use.variants));
      if (use.orders > 0) throw new AppError('CONFLICT', M.packageHasOrders);
      await repository.deletePackage(tx, current.id);
      await recordAudit(tx, {
        actorId,
        action: 'package.delete',
        entity: 'package',
        entityId: current.id,
        before: toPackage(current, 0),
      });
    },
    { unique: M.packageNameTaken, foreignKey: M.packageHasOrders },
  );
}

// ---------------------------------------------------------------------------------------------
// Products: reading

function enabledPrices(record: AdminProductRecord) {
  return priceRange(
    record.variants.filter((variant) => variant.status === 'Available'),
    record.price,
  );
}

function toProductRow(record: AdminProductRecord, seatsFree: number): AdminProductRow {
  const { lowPrice, highPrice } = enabledPrices(record);
  return {
    _id: record.id,
    name: record.name,
    icon: normalizeImagePath(record.icon),
    categoryId: record.categoryId,
    categoryName: record.category.name,
    type: record.type,
    method: record.method,
    status: record.status,
    isPopular: record.isPopular,
    lowPrice,
    highPrice,
    variantCount: record.variants.length,
    seatsFree,
    updatedAt: record.updatedAt.toISOString(),
  };
}

function toAdminProduct(
  record: AdminProductRecord,
  orderCount: number,
  itemOrders: Map<string, number>,
): AdminProduct {
  return {
    _id: record.id,
    name: record.name,
    brand: record.brand,
    image: normalizeImagePath(record.image),
    banner: normalizeImagePath(record.banner),
    icon: normalizeImagePath(record.icon),
    method: record.method,
    type: record.type,
    link: record.link,
    status: record.status,
    category: {
      _id: record.category.id,
      name: record.category.name,
      image: normalizeImagePath(record.category.image),
      bg: record.category.bg,
      icon: normalizeImagePath(record.category.icon),
    },
    categoryId: record.categoryId,
    adminFee: record.adminFee,
    modalFee: record.modalFee,
    slot: record.slot,
    information: record.information,
    note: record.note,
    schema: record.schema,
    benefit: record.benefit,
    price: record.price,
    isPopular: record.isPopular,
    variant: record.variants.map((variant) => ({
      _id: variant.id,
      package: { _id: variant.package.id, name: variant.package.name },
      status: variant.status,
      items: variant.items.map((item) => ({
        _id: item.id,
        duration: item.duration,
        price: item.price,
        enabled: item.enabled,
        orderCount: itemOrders.get(item.id) ?? 0,
      })),
    })),
    orderCount,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

export async function listProducts(
  db: Database,
  query: ListAdminProductsQuery,
): Promise<{
  data: AdminProductRow[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}> {
  const { records, total } = await repository.listProducts(db, {
    search: query.search || undefined,
    categoryId: query.categoryId,
    status: query.status,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const seats = await repository.countFreeSeats(
    db,
    records.map((record) => record.id),
  );
  return {
    data: records.map((record) => toProductRow(record, seats.get(record.id) ?? 0)),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages: Math.ceil(total / query.limit),
    },
  };
}

async function loadProduct(db: Database | Transaction, id: string): Promise<AdminProduct> {
  const record = isUuid(id) ? await repository.findProduct(db, id) : undefined;
  if (!record) throw new AppError('NOT_FOUND', M.productNotFound);
  const [orderCounts, itemOrders] = await Promise.all([
    repository.countOrdersPerProduct(db, [record.id]),
    repository.countOrdersPerItem(db, [record.id]),
  ]);
  return toAdminProduct(record, orderCounts.get(record.id) ?? 0, itemOrders);
}

export function getProduct(db: Database, id: string): Promise<AdminProduct> {
  return loadProduct(db, id);
}

// ---------------------------------------------------------------------------------------------
// Products: writing

/** The list entries with ids, so the storefront can key them (SPEC §3 'header, description, _id'). */
function withSectionIds(sections: ProductInput['schema'], previous: { _id: string; header: string }[] = []) {
  return sections.map((section, index) => ({
    // The entry at the same place with the same header keeps its id; anything else is new.
    _id: previous[index]?.header === section.header ? previous[index]._id : randomUUID(),
    header: section.header,
    description: section.description,
  }));
}

async function checkReferences(tx: Transaction, input: ProductInput): Promise<void> {
  const category = await repository.findCategory(tx, input.categoryId);
  if (!category) throw invalid('categoryId', M.categoryNotFound);
  const packageIds = input.variants.map((variant) => variant.packageId);
  const known = new Set((await repository.findPackagesByIds(tx, packageIds)).map((row) => row.id));
  const unknownIndex = packageIds.findIndex((packageId) => !known.has(packageId));
  if (unknownIndex >= 0) throw invalid(`variants.${unknownIndex}.packageId`, M.packageNotFound);
}

function productValues(input: ProductInput, previous?: AdminProduct) {
  return {
    name: input.name,
    brand: input.brand,
    image: input.image,
    banner: input.banner,
    icon: input.icon,
    method: input.method,
    type: input.type,
    link: input.link,
    status: input.status,
    categoryId: input.categoryId,
    adminFee: input.adminFee,
    modalFee: input.modalFee,
    slot: input.slot,
    information: input.information,
    note: input.note,
    schema: withSectionIds(input.schema, previous?.schema),
    benefit: withSectionIds(input.benefit, previous?.benefit),
    price: input.price,
    isPopular: input.isPopular,
  };
}

/**
 * Makes the product's variants those of `wanted`, in that order. Variants and items are updated in
 * place by package and by duration, so orders keep pointing at the item they bought. An item left
 * out is deleted, or disabled when orders point at it; a variant left out is deleted, or kept as
 * Unavailable with only its ordered items, disabled, when any of them has orders.
 */
async function replaceVariants(
  tx: Transaction,
  productId: string,
  current: AdminProduct['variant'],
  wanted: VariantInput[],
): Promise<void> {
  const byPackage = new Map(current.map((variant) => [variant.package._id, variant]));
  for (const [sort, variant] of wanted.entries()) {
    const existing = byPackage.get(variant.packageId);
    byPackage.delete(variant.packageId);
    const variantId = existing
      ? (await repository.updateVariant(tx, existing._id, { status: variant.status, sort }), existing._id)
      : await repository.insertVariant(tx, {
          productId,
          packageId: variant.packageId,
          status: variant.status,
          sort,
        });
    const itemsByDuration = new Map((existing?.items ?? []).map((item) => [item.duration, item]));
    for (const item of variant.items) {
      const existingItem = itemsByDuration.get(item.duration);
      itemsByDuration.delete(item.duration);
      if (existingItem)
        await repository.updateItem(tx, existingItem._id, { price: item.price, enabled: item.enabled });
      else await repository.insertItem(tx, { variantId, ...item });
    }
    for (const leftOut of itemsByDuration.values()) {
      if (leftOut.orderCount > 0) await repository.updateItem(tx, leftOut._id, { enabled: false });
      else await repository.deleteItem(tx, leftOut._id);
    }
  }
  let sort = wanted.length;
  for (const leftOut of byPackage.values()) {
    if (leftOut.items.some((item) => item.orderCount > 0)) {
      await repository.updateVariant(tx, leftOut._id, { status: 'Unavailable', sort });
      for (const item of leftOut.items) {
        if (item.orderCount > 0) await repository.updateItem(tx, item._id, { enabled: false });
        else await repository.deleteItem(tx, item._id);
      }
      sort += 1;
    } else {
      await repository.deleteVariant(tx, leftOut._id);
    }
  }
}

export function createProduct(db: Database, actorId: string, input: ProductInput): Promise<AdminProduct> {
  return write(
    db,
    async (tx) => {
      await checkReferences(tx, input);
      const row = await repository.insertProduct(tx, productValues(input));
      await replaceVariants(tx, row.id, [], input.variants);
      const after = await loadProduct(tx, row.id);
      await recordAudit(tx, {
        actorId,
        action: 'product.create',
        entity: 'product',
        entityId: row.id,
        after,
      });
      return after;
    },
    { unique: M.productChanged },
  );
}

async function lockKnownProduct(tx: Transaction, id: string): Promise<AdminProduct> {
  const row = isUuid(id) ? await repository.lockProduct(tx, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', M.productNotFound);
  return loadProduct(tx, row.id);
}

export function updateProduct(
  db: Database,
  actorId: string,
  id: string,
  input: ProductInput,
): Promise<AdminProduct> {
  return write(
    db,
    async (tx) => {
      const before = await lockKnownProduct(tx, id);
      await checkReferences(tx, input);
      await repository.updateProduct(tx, before._id, productValues(input, before));
      await replaceVariants(tx, before._id, before.variant, input.variants);
      const after = await loadProduct(tx, before._id);
      await recordAudit(tx, {
        actorId,
        action: 'product.update',
        entity: 'product',
        entityId: before._id,
        before,
        after,
      });
      return after;
    },
    { unique: M.productChanged },
  );
}

export function deleteProduct(db: Database, actorId: string, id: string): Promise<void> {
  return write(
    db,
    async (tx) => {
      const before = await lockKnownProduct(tx, id);
      const use = await repository.countProductUse(tx, before._id);
      if (use.orders > 0) throw new AppError('CONFLICT', M.productHasOrders);
      if (use.items > 0) throw new AppError('CONFLICT', M.productHasItems);
      await repository.deleteProduct(tx, before._id);
      await recordAudit(tx, {
        actorId,
        action: 'product.delete',
        entity: 'product',
        entityId: before._id,
        before,
      });
    },
    { unique: M.productChanged, foreignKey: M.productHasOrders },
  );
}

/** An uploaded catalogue image is public at once; the audit row says who put it there. */
export async function recordImageUpload(db: Database, actorId: string, path: string): Promise<void> {
  await recordAudit(db, {
    actorId,
    action: 'catalogue-image.upload',
    entity: 'file',
    entityId: path,
    after: { path },
  });
}
