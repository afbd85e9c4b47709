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
import type { ListingCursor } from '@premium-shop/domain/catalogue';
import { isUuid } from '@premium-shop/domain/ids';
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

/** The listing order; the id last, so every product has one place in it and keyset pages never overlap. */
const listingOrder = [asc(products.sort), desc(products.createdAt), asc(products.id)];
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

/** The listing's filters, each empty one left out (SPEC §5 'Product filter', as the server applies it). */
export interface ListingFilter {
  type?: ProductType;
  /** Contained in the name, ignoring case. */
  search?: string;
  /** A category id, or a part of one (the web's filter matches ids as substrings). */
  category?: string;
  /** A package id (or a part of one), or 'lifetime': no variants, or a package named Lifetime. */
  package?: string;
  /** Contained in the method (Ready, Preorder), ignoring case. */
  method?: string;
}

/** `value` inside `column`'s text, ignoring case, without LIKE's wildcards. */
function containsIgnoringCase(column: SQL, value: string): SQL {
  return sql`strpos(lower(${column}), lower(${value})) > 0`;
}

/** An id filter: equality for a whole id (an index can serve it), else a substring of the id's text. */
function idMatches(column: typeof products.categoryId | typeof variants.packageId, value: string): SQL {
  return isUuid(value) ? eq(column, value.toLowerCase()) : containsIgnoringCase(sql`${column}::text`, value);
}

function packageMatches(value: string): SQL {
  if (value.toLowerCase() === 'lifetime') {
    return or(
      sql`NOT EXISTS (SELECT 1 FROM ${variants} WHERE ${variants.productId} = ${products.id})`,
      sql`EXISTS (SELECT 1 FROM ${variants} JOIN ${packages} ON ${packages.id} = ${variants.packageId}
                  WHERE ${variants.productId} = ${products.id} AND lower(trim(${packages.name})) = 'lifetime')`,
    )!;
  }
  return sql`EXISTS (SELECT 1 FROM ${variants} WHERE ${variants.productId} = ${products.id} AND ${idMatches(variants.packageId, value)})`;
}

function listingConditions(filter: ListingFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.type) conditions.push(eq(products.type, filter.type));
  if (filter.search) conditions.push(containsIgnoringCase(sql`${products.name}`, filter.search));
  if (filter.category) conditions.push(idMatches(products.categoryId, filter.category));
  if (filter.package) conditions.push(packageMatches(filter.package));
  if (filter.method) conditions.push(containsIgnoringCase(sql`${products.method}::text`, filter.method));
  return conditions;
}

/** After `cursor` in the listing order: a greater sort, or the same sort and older, or the same both and a greater id. */
function afterCursor(cursor: ListingCursor): SQL {
  const at = sql`${cursor.createdAt}::timestamptz`;
  return or(
    gt(products.sort, cursor.sort),
    and(eq(products.sort, cursor.sort), sql`${products.createdAt} < ${at}`),
    and(eq(products.sort, cursor.sort), sql`${products.createdAt} = ${at}`, gt(products.id, cursor.id)),
  )!;
}

/**
 * One page of the listing: up to `limit` products after `cursor` and, when more follow, the cursor
 * of its last product. One SQL statement: `limit + 1` ids are chosen in the listing order (the
 * extra one only says whether a next page exists), then built with their variants.
 */
export async function listProductPage(
  db: Executor,
  options: { limit: number; filter: ListingFilter; cursor?: ListingCursor },
): Promise<{ records: ListedRecord[]; next: ListingCursor | null }> {
  const conditions = listingConditions(options.filter);
  if (options.cursor) conditions.push(afterCursor(options.cursor));
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .where(and(...conditions))
    .orderBy(...listingOrder)
    .limit(options.limit + 1);
  const rows = await db.query.products.findMany({
    with: productWith,
    extras: { cursorAt: sql<string>`${products.createdAt}::text`.as('cursor_at') },
    where: inArray(products.id, pageIds),
    orderBy: listingOrder,
  });
  const records = rows.slice(0, options.limit);
  const last = records.at(-1);
  const next =
    rows.length > options.limit && last ? { sort: last.sort, createdAt: last.cursorAt, id: last.id } : null;
  return { records, next };
}

export type ListedRecord = ProductRecord & { cursorAt: string };

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
