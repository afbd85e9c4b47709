import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { preparedPerHandle } from '../../db/prepared';
import {
  categories,
  packages,
  productDiscounts,
  products,
  variantItems,
  variants,
} from '../../db/schema/catalogue';
import { orders } from '../../db/schema/orders';

// Products with their category, variants, packages and enabled items: Drizzle's relational query
// builds this as ONE SQL statement (lateral joins with JSON aggregation), whatever the count.
const productWith = {
  category: true,
  variants: {
    orderBy: [asc(variants.sort)],
    with: {
      package: true,
      items: { where: eq(variantItems.enabled, true), orderBy: [asc(variantItems.duration)] },
    },
  },
} satisfies NonNullable<Parameters<Database['query']['products']['findMany']>[0]>['with'];

export type ProductRecord = NonNullable<Awaited<ReturnType<typeof findProduct>>>;
export type ProductType = (typeof products.type.enumValues)[number];

const listingOrder = [asc(products.sort), desc(products.createdAt)];
const isListed = ne(products.status, 'Unavailable');

/**
 * A page of products in listing order. The page's ids are chosen first, so the JSON of variants and
 * items is built for the rows of the page only, not for the whole catalogue before the LIMIT.
 */
function listingPage(db: Executor, where: SQL | undefined, limit: number) {
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...listingOrder)
    .limit(limit);
  return db.query.products.findMany({
    with: productWith,
    where: inArray(products.id, pageIds),
    orderBy: listingOrder,
  });
}

export function listProducts(db: Executor, options: { limit: number; type?: ProductType }) {
  return listingPage(db, options.type ? eq(products.type, options.type) : undefined, options.limit);
}

export function findProduct(db: Executor, id: string) {
  return db.query.products.findFirst({ with: productWith, where: eq(products.id, id) });
}

export function findProductsByIds(db: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.query.products.findMany({ with: productWith, where: inArray(products.id, ids) });
}

/** Products of a category other than `excludeId`, leaving out Unavailable ones. */
export function listCategoryProducts(
  db: Executor,
  options: { categoryId: string; excludeId?: string; limit: number },
) {
  const conditions: SQL[] = [eq(products.categoryId, options.categoryId), isListed];
  if (options.excludeId) conditions.push(ne(products.id, options.excludeId));
  return listingPage(db, and(...conditions), options.limit);
}

/**
 * Ids of the listed products ranked by orders paid since `since`, then the admin's popular
 * picks, then the newest.
 */
export async function rankPopularProductIds(
  db: Executor,
  options: { since: Date; limit: number },
): Promise<string[]> {
  const paid = db
    .select({ productId: orders.productId, count: sql<number>`count(*)`.as('paid_count') })
    .from(orders)
    .where(and(isNotNull(orders.paidAt), gte(orders.paidAt, options.since)))
    .groupBy(orders.productId)
    .as('paid');
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .leftJoin(paid, eq(paid.productId, products.id))
    .where(isListed)
    .orderBy(
      desc(sql`coalesce(${paid.count}, 0)`),
      desc(products.isPopular),
      desc(products.createdAt),
      asc(products.id),
    )
    .limit(options.limit);
  return rows.map((row) => row.id);
}

const OWNED_STATUSES = ['Paid', 'Process', 'Preorder', 'Tenggang'] as const;

/**
 * Products the user has paid for and still holds (active, in grace, or being delivered). Asked on
 * every signed-in product list, so prepared once per handle.
 */
const boughtProductIdsQuery = preparedPerHandle((db) =>
  db
    .selectDistinct({ productId: orders.productId })
    .from(orders)
    .where(
      and(
        eq(orders.userId, sql.placeholder('userId')),
        isNotNull(orders.paidAt),
        inArray(orders.status, [...OWNED_STATUSES]),
      ),
    )
    .prepare('bought_product_ids'),
);

export async function listBoughtProductIds(db: Executor, userId: string): Promise<Set<string>> {
  const rows = await boughtProductIdsQuery(db).execute({ userId });
  return new Set(rows.map((row) => row.productId));
}

export function listCategories(db: Executor) {
  return db.select().from(categories).orderBy(asc(categories.sort), asc(categories.name));
}

export function listPackages(db: Executor) {
  return db.select().from(packages).orderBy(asc(packages.sort), asc(packages.name));
}

/** Active promos whose window holds `now`, of one product or of all. */
export function listActiveDiscounts(db: Executor, options: { now: Date; productId?: string }) {
  const conditions: SQL[] = [
    eq(productDiscounts.isActive, true),
    or(isNull(productDiscounts.startsAt), lte(productDiscounts.startsAt, options.now))!,
    or(isNull(productDiscounts.endsAt), gt(productDiscounts.endsAt, options.now))!,
  ];
  if (options.productId) conditions.push(eq(productDiscounts.productId, options.productId));
  return db
    .select()
    .from(productDiscounts)
    .where(and(...conditions))
    .orderBy(asc(productDiscounts.productId), asc(productDiscounts.duration));
}

export const CATALOGUE_CHANNEL = 'catalogue_changed';

/** Tells every process listening (this one too) that the catalogue changed; inside a transaction, at commit. */
export async function notifyCatalogueChanged(db: Executor): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${CATALOGUE_CHANNEL}, '')`);
}
