import { normalizeImagePath, priceRange } from '@premium-shop/domain/catalogue';
import type { Category, Product } from '@premium-shop/domain/product-schema';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import * as repository from './catalogue.repository';
import type { ProductRecord } from './catalogue.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const DEFAULT_PAGE_SIZE = 16;
export const MAX_PAGE_SIZE = 1000;

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

export async function listProducts(
  db: Database,
  query: { limit?: number; type?: string },
): Promise<Product[]> {
  const limit = Math.min(query.limit ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const type = query.type === 'Digital Product' ? query.type : undefined;
  const records = await repository.listProducts(db, { limit, type });
  return records.map((record) => toProduct(record));
}

export async function getProduct(db: Database, id: string): Promise<Product> {
  const record = UUID.test(id) ? await repository.findProduct(db, id) : undefined;
  if (!record) throw new AppError('NOT_FOUND', 'Produk tidak ditemukan.');
  return toProduct(record);
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

export async function listPackages(db: Database) {
  const rows = await repository.listPackages(db);
  return rows.map((row) => ({ _id: row.id, name: row.name, description: row.description }));
}
