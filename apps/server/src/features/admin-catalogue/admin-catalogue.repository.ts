/**
 * The admin catalogue's SQL: categories, packages, products with every variant and item (disabled
 * ones included, unlike the storefront's reads), and the counts that decide whether a row may go.
 */
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { categories, packages, products, variantItems, variants } from '../../db/schema/catalogue';
import { orders } from '../../db/schema/orders';
import { productItems } from '../../db/schema/stock';
import { likeContaining } from '../../db/like';

export type CategoryRow = typeof categories.$inferSelect;
export type PackageRow = typeof packages.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type ProductStatus = ProductRow['status'];

// ---------------------------------------------------------------------------------------------
// Categories

export function listCategories(db: Executor) {
  return db
    .select({
      category: categories,
      productCount:
        sql<number>`(select count(*) from ${products} where ${products.categoryId} = ${categories.id})`.mapWith(
          Number,
        ),
    })
    .from(categories)
    .orderBy(asc(categories.sort), asc(categories.name));
}

export async function lockCategory(db: Executor, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).for('update');
  return row;
}

export async function findCategory(db: Executor, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row;
}

export async function findCategoryByName(db: Executor, name: string): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(categories)
    .where(sql`lower(${categories.name}) = lower(${name})`);
  return row;
}

export async function insertCategory(
  db: Executor,
  values: Pick<CategoryRow, 'name' | 'image' | 'bg' | 'icon'>,
): Promise<CategoryRow> {
  const [row] = await db.insert(categories).values(values).returning();
  return row!;
}

export async function updateCategory(
  db: Executor,
  id: string,
  values: Pick<CategoryRow, 'name' | 'image' | 'bg' | 'icon'>,
): Promise<CategoryRow> {
  const [row] = await db.update(categories).set(values).where(eq(categories.id, id)).returning();
  return row!;
}

export async function deleteCategory(db: Executor, id: string): Promise<void> {
  await db.delete(categories).where(eq(categories.id, id));
}

export async function countProductsInCategory(db: Executor, categoryId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(products).where(eq(products.categoryId, categoryId));
  return row?.value ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Packages

export function listPackages(db: Executor) {
  return db
    .select({
      pkg: packages,
      variantCount:
        sql<number>`(select count(*) from ${variants} where ${variants.packageId} = ${packages.id})`.mapWith(
          Number,
        ),
    })
    .from(packages)
    .orderBy(asc(packages.sort), asc(packages.name));
}

export async function lockPackage(db: Executor, id: string): Promise<PackageRow | undefined> {
  const [row] = await db.select().from(packages).where(eq(packages.id, id)).for('update');
  return row;
}

export async function findPackageByName(db: Executor, name: string): Promise<PackageRow | undefined> {
  const [row] = await db
    .select()
    .from(packages)
    .where(sql`lower(${packages.name}) = lower(${name})`);
  return row;
}

export async function findPackagesByIds(db: Executor, ids: string[]): Promise<PackageRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(packages).where(inArray(packages.id, ids));
}

export async function insertPackage(
  db: Executor,
  values: Pick<PackageRow, 'name' | 'description'>,
): Promise<PackageRow> {
  const [row] = await db.insert(packages).values(values).returning();
  return row!;
}

export async function updatePackage(
  db: Executor,
  id: string,
  values: Pick<PackageRow, 'name' | 'description'>,
): Promise<PackageRow> {
  const [row] = await db.update(packages).set(values).where(eq(packages.id, id)).returning();
  return row!;
}

export async function deletePackage(db: Executor, id: string): Promise<void> {
  await db.delete(packages).where(eq(packages.id, id));
}

export async function countPackageUse(
  db: Executor,
  packageId: string,
): Promise<{ variants: number; orders: number }> {
  const [variantRow] = await db
    .select({ value: count() })
    .from(variants)
    .where(eq(variants.packageId, packageId));
  const [orderRow] = await db.select({ value: count() }).from(orders).where(eq(orders.packageId, packageId));
  return { variants: variantRow?.value ?? 0, orders: orderRow?.value ?? 0 };
}

// ---------------------------------------------------------------------------------------------
// Products

const adminProductWith = {
  category: true,
  variants: {
    orderBy: [asc(variants.sort)],
    with: { package: true, items: { orderBy: [asc(variantItems.duration)] } },
  },
} satisfies NonNullable<Parameters<Database['query']['products']['findMany']>[0]>['with'];

export type AdminProductRecord = NonNullable<Awaited<ReturnType<typeof findProduct>>>;

export interface ProductFilter {
  search?: string;
  categoryId?: string;
  status?: ProductStatus;
}

function productCondition(filter: ProductFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.search) conditions.push(ilike(products.name, likeContaining(filter.search)));
  if (filter.categoryId) conditions.push(eq(products.categoryId, filter.categoryId));
  if (filter.status) conditions.push(eq(products.status, filter.status));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const adminListOrder = [asc(products.sort), desc(products.createdAt), asc(products.id)];

/** One page of products (Unavailable ones included) with everything the table shows, and the total. */
export async function listProducts(
  db: Executor,
  filter: ProductFilter & { limit: number; offset: number },
): Promise<{ records: AdminProductRecord[]; total: number }> {
  const where = productCondition(filter);
  const [totalRow] = await db.select({ value: count() }).from(products).where(where);
  const pageIds = await db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...adminListOrder)
    .limit(filter.limit)
    .offset(filter.offset);
  const ids = pageIds.map((row) => row.id);
  if (ids.length === 0) return { records: [], total: totalRow?.value ?? 0 };
  const records = await db.query.products.findMany({
    with: adminProductWith,
    where: inArray(products.id, ids),
    orderBy: adminListOrder,
  });
  return { records, total: totalRow?.value ?? 0 };
}

export function findProduct(db: Executor, id: string) {
  return db.query.products.findFirst({ with: adminProductWith, where: eq(products.id, id) });
}

export async function lockProduct(db: Executor, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).for('update');
  return row;
}

export async function insertProduct(db: Executor, values: NewProductRow): Promise<ProductRow> {
  const [row] = await db.insert(products).values(values).returning();
  return row!;
}

export async function updateProduct(
  db: Executor,
  id: string,
  values: Omit<NewProductRow, 'id' | 'createdAt'>,
): Promise<void> {
  await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id));
}

export async function deleteProduct(db: Executor, id: string): Promise<void> {
  await db.delete(products).where(eq(products.id, id));
}

/** Orders and provider accounts (akun) of a product: either keeps it from being deleted. */
export async function countProductUse(
  db: Executor,
  productId: string,
): Promise<{ orders: number; items: number }> {
  const [orderRow] = await db.select({ value: count() }).from(orders).where(eq(orders.productId, productId));
  const [itemRow] = await db
    .select({ value: count() })
    .from(productItems)
    .where(eq(productItems.productId, productId));
  return { orders: orderRow?.value ?? 0, items: itemRow?.value ?? 0 };
}

/** Orders per variant item of the products, by item id (items without orders are absent). */
export async function countOrdersPerItem(db: Executor, productIds: string[]): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ itemId: orders.variantItemId, value: count() })
    .from(orders)
    .where(and(inArray(orders.productId, productIds), sql`${orders.variantItemId} is not null`))
    .groupBy(orders.variantItemId);
  return new Map(rows.map((row) => [row.itemId!, row.value]));
}

export async function countOrdersPerProduct(
  db: Executor,
  productIds: string[],
): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: orders.productId, value: count() })
    .from(orders)
    .where(inArray(orders.productId, productIds))
    .groupBy(orders.productId);
  return new Map(rows.map((row) => [row.productId, row.value]));
}

/** Free seats over each product's active groups (akun), by product id. */
export async function countFreeSeats(db: Executor, productIds: string[]): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: productItems.productId,
      free: sql<number>`coalesce(sum(${productItems.slot} - ${productItems.seatsTaken}), 0)`.mapWith(Number),
    })
    .from(productItems)
    .where(and(inArray(productItems.productId, productIds), eq(productItems.state, 'active')))
    .groupBy(productItems.productId);
  return new Map(rows.map((row) => [row.productId, row.free]));
}

// ---------------------------------------------------------------------------------------------
// Variants and items

export async function insertVariant(
  db: Executor,
  values: { productId: string; packageId: string; status: 'Available' | 'Unavailable'; sort: number },
): Promise<string> {
  const [row] = await db.insert(variants).values(values).returning({ id: variants.id });
  return row!.id;
}

export async function updateVariant(
  db: Executor,
  id: string,
  values: { status: 'Available' | 'Unavailable'; sort: number },
): Promise<void> {
  await db.update(variants).set(values).where(eq(variants.id, id));
}

export async function deleteVariant(db: Executor, id: string): Promise<void> {
  await db.delete(variants).where(eq(variants.id, id));
}

export async function insertItem(
  db: Executor,
  values: { variantId: string; duration: number; price: number; enabled: boolean },
): Promise<void> {
  await db.insert(variantItems).values(values);
}

export async function updateItem(
  db: Executor,
  id: string,
  values: { price?: number; enabled: boolean },
): Promise<void> {
  await db.update(variantItems).set(values).where(eq(variantItems.id, id));
}

export async function deleteItem(db: Executor, id: string): Promise<void> {
  await db.delete(variantItems).where(eq(variantItems.id, id));
}
