import { MAX_POPULAR_LIMIT, MAX_PRODUCT_PAGE_SIZE } from '@premium-shop/domain/api/catalogue';
import {
  decodeListingCursor,
  encodeListingCursor,
  normalizeImagePath,
  priceRange,
  PRODUCT_TYPE_ALIASES,
} from '@premium-shop/domain/catalogue';
import { addDays } from '@premium-shop/domain/dates';
import { isUuid } from '@premium-shop/domain/ids';
import type { Category, Product } from '@premium-shop/domain/product-schema';
import type { PackageInfo, ProductDiscount } from '@premium-shop/domain/storefront-schema';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import * as repository from './catalogue.repository';
import type { PgListener } from '../../platform/pg-listener';
import type { ProductRecord, ProductType } from './catalogue.repository';

// Other features check their ids with it through this module.
export { isUuid };

export const DEFAULT_PAGE_SIZE = 16;
export const RELATED_LIMIT = 8;
export const DEFAULT_POPULAR_LIMIT = 8;
const POPULAR_WINDOW_DAYS = 30;

/** How long a cached public answer is trusted should an invalidation get lost (docs/decisions/010). */
export const CATALOGUE_CACHE_TTL_MS = 5_000;

function toCategory(record: ProductRecord['category']): Category {
  return {
    _id: record.id,
    name: record.name,
    image: normalizeImagePath(record.image),
    bg: record.bg,
    icon: normalizeImagePath(record.icon),
  };
}

/** A fixed admin fee is a number; a percentage stays a string ending in %. */
function adminFeeValue(stored: string): number | string {
  return stored.endsWith('%') ? stored : Number(stored);
}

export function toProduct(record: ProductRecord, bought = false): Product {
  const category = toCategory(record.category);
  const { lowPrice, highPrice } = priceRange(record.variants, record.price);
  return {
    _id: record.id,
    name: record.name,
    brand: record.brand,
    image: normalizeImagePath(record.image),
    banner: normalizeImagePath(record.banner),
    icon: normalizeImagePath(record.icon),
    createdAt: record.createdAt.toISOString(),
    method: record.method,
    type: record.type,
    link: record.link,
    status: record.status,
    category,
    categoryId: category._id,
    categoryName: category.name,
    categoryImage: category.image,
    categoryBg: category.bg,
    adminFee: adminFeeValue(record.adminFee),
    modalFee: record.modalFee,
    slot: record.slot,
    information: record.information,
    note: record.note,
    schema: record.schema,
    benefit: record.benefit,
    bought,
    lowPrice,
    highPrice,
    price: record.price,
    variant: record.variants.map((variant) => ({
      _id: variant.id,
      package: { _id: variant.package.id, name: variant.package.name },
      status: variant.status,
      items: variant.items.map((item) => ({
        _id: item.id,
        enabled: item.enabled,
        duration: item.duration,
        price: item.price,
      })),
    })),
  };
}

/** The products a user holds a paid order of: what `bought` marks in the product lists. */
export async function listBoughtProductIds(db: Database, userId: string): Promise<ReadonlySet<string>> {
  return repository.listBoughtProductIds(db, userId);
}

export interface ProductListQuery {
  limit?: number;
  type?: string;
  search?: string;
  category?: string;
  package?: string;
  method?: string;
  /** `nextCursor` of the page before. */
  cursor?: string;
  bought?: ReadonlySet<string>;
}

/**
 * A page of the product listing (GET /products) and the cursor of the next one (null after the
 * last), `bought` marking the products in `bought` (a user's, from listBoughtProductIds); one query
 * whatever the number of products.
 */
export async function listProducts(
  db: Database,
  query: ProductListQuery,
): Promise<{ data: Product[]; nextCursor: string | null }> {
  const limit = Math.min(query.limit ?? DEFAULT_PAGE_SIZE, MAX_PRODUCT_PAGE_SIZE);
  const type =
    query.type === undefined || Object.hasOwn(PRODUCT_TYPE_ALIASES, query.type)
      ? PRODUCT_TYPE_ALIASES[query.type ?? 'all']
      : (query.type as ProductType);
  const cursor = query.cursor === undefined ? undefined : decodeListingCursor(query.cursor);
  if (cursor === null) throw new AppError('VALIDATION_FAILED', 'Kursor halaman tidak valid.');
  const { records, next } = await repository.listProductPage(db, {
    limit,
    cursor,
    filter: {
      type,
      search: query.search,
      category: query.category,
      package: query.package,
      method: query.method,
    },
  });
  return {
    data: records.map((record) => toProduct(record, query.bought?.has(record.id) ?? false)),
    nextCursor: next ? encodeListingCursor(next) : null,
  };
}

/** One product, Unavailable ones included (the web shows its 404 page for those). */
export async function getProduct(db: Database, id: string): Promise<Product> {
  const record = isUuid(id) ? await repository.findProduct(db, id) : undefined;
  if (!record) throw new AppError('NOT_FOUND', 'Produk tidak ditemukan.');
  return toProduct(record);
}

/** "Lihat juga produk lainnya": others of the category, never the product itself nor Unavailable ones. */
export async function listRelatedProducts(
  db: Database,
  categoryId: string,
  excludeProductId?: string,
): Promise<Product[]> {
  if (!isUuid(categoryId)) throw new AppError('NOT_FOUND', 'Kategori tidak ditemukan.');
  const records = await repository.listCategoryProducts(db, {
    categoryId,
    excludeId: excludeProductId,
    limit: RELATED_LIMIT,
  });
  return records.map((record) => toProduct(record));
}

/** The home page's 'Populer' list: most paid orders in the last 30 days, then the newest. */
export async function listPopularProducts(
  db: Database,
  query: { limit?: number },
  now = new Date(),
): Promise<Product[]> {
  const limit = Math.min(query.limit ?? DEFAULT_POPULAR_LIMIT, MAX_POPULAR_LIMIT);
  const since = addDays(now, -POPULAR_WINDOW_DAYS);
  const ids = await repository.rankPopularProductIds(db, { since, limit });
  const records = new Map(
    (await repository.findProductsByIds(db, ids)).map((record) => [record.id, record] as const),
  );
  return ids.flatMap((id) => {
    const record = records.get(id);
    return record ? [toProduct(record)] : [];
  });
}

export async function listCategories(db: Database): Promise<Category[]> {
  const rows = await repository.listCategories(db);
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    image: normalizeImagePath(row.image),
    bg: row.bg,
    icon: normalizeImagePath(row.icon),
  }));
}

export async function listPackages(db: Database): Promise<PackageInfo[]> {
  const rows = await repository.listPackages(db);
  return rows.map((row) => ({ _id: row.id, name: row.name, description: row.description }));
}

/**
 * Promos a customer can take now: active, inside their window, and with a slot left when limited
 * (a sold-out promo would show a discount the checkout then refuses).
 */
export async function listProductDiscounts(
  db: Database,
  productId?: string,
  now = new Date(),
): Promise<ProductDiscount[]> {
  if (productId !== undefined && !isUuid(productId)) {
    throw new AppError('NOT_FOUND', 'Produk tidak ditemukan.');
  }
  const rows = await repository.listActiveDiscounts(db, { now, productId });
  return rows
    .filter((row) => row.slot === null || row.used < row.slot)
    .map((row) => ({
      _id: row.id,
      product: { _id: row.productId },
      duration: row.duration,
      value: row.value,
      used: row.used,
      slot: row.slot,
    }));
}

let catalogueVersion = 0;

/** Bumped by every change; cached public answers of another version are stale. */
export function currentCatalogueVersion(): number {
  return catalogueVersion;
}

/**
 * Call after any admin write to the catalogue or the home-page content: this process drops its
 * cached answers at once, and every other process when PostgreSQL delivers the notification
 * (inside a transaction, at commit; the notification comes back here too and drops them again).
 */
export async function invalidateCatalogue(db: Executor): Promise<void> {
  catalogueVersion += 1;
  await repository.notifyCatalogueChanged(db);
}

/**
 * Keeps this process's caches in step with the other processes' changes, on the instance's one
 * LISTEN connection; a (re)connect drops them too, since a notification sent meanwhile is lost.
 */
export function listenForCatalogueChanges(listener: PgListener): Promise<void> {
  const bump = () => {
    catalogueVersion += 1;
  };
  return listener.listen(repository.CATALOGUE_CHANNEL, { onMessage: bump, onConnect: bump });
}
