/** The admin's products with their variants (one per package) and items (one per duration). */
import type {
  AdminProduct,
  AdminProductRow,
  ListAdminProductsQuery,
  ProductInput,
  VariantInput,
} from '@premium-shop/domain/admin-catalogue-schema';
import { normalizeImagePath, priceRange } from '@premium-shop/domain/catalogue';
import { randomUUID } from 'node:crypto';
import type { Database, Transaction } from '../../db/client';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../audit/audit.service';
import { isUuid } from '../catalogue/catalogue.service';
import { placesWithoutProfile, type VaultContext } from '../lifecycle/seat-profiles';
import { ADMIN_CATALOGUE_MESSAGES as M, write } from './admin-catalogue.common';
import * as repository from './admin-catalogue.repository';
import type { AdminProductRecord } from './admin-catalogue.repository';
import { pageOffset, paginationOf, type Pagination } from '@premium-shop/domain/pagination';

function invalid(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { [field]: message });
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

/**
 * The admin's product list; each product's stock is its active accounts' empty places, a Sharing
 * Private account's no more than its free profiles.
 */
export async function listProducts(
  ctx: { db: Database } & VaultContext,
  query: ListAdminProductsQuery,
): Promise<{
  data: AdminProductRow[];
  pagination: Pagination;
}> {
  const { db } = ctx;
  const { records, total } = await repository.listProducts(db, {
    search: query.search || undefined,
    categoryId: query.categoryId,
    status: query.status,
    limit: query.limit,
    offset: pageOffset(query.page, query.limit),
  });
  const ids = records.map((record) => record.id);
  const [seats, withoutProfile] = await Promise.all([
    repository.countFreeSeats(db, ids),
    placesWithoutProfile(db, ctx, ids),
  ]);
  return {
    data: records.map((record) =>
      toProductRow(record, (seats.get(record.id) ?? 0) - (withoutProfile.get(record.id) ?? 0)),
    ),
    pagination: paginationOf(query.page, query.limit, total),
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
