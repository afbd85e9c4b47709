import { asc, desc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { categories, packages, products, variantItems, variants } from '../../db/schema/catalogue';

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

export function listProducts(
  db: Executor,
  options: { limit: number; type?: (typeof products.type.enumValues)[number] },
) {
  return db.query.products.findMany({
    with: productWith,
    where: options.type ? eq(products.type, options.type) : undefined,
    orderBy: [asc(products.sort), desc(products.createdAt)],
    limit: options.limit,
  });
}

export function findProduct(db: Executor, id: string) {
  return db.query.products.findFirst({ with: productWith, where: eq(products.id, id) });
}

export function listCategories(db: Executor) {
  return db.select().from(categories).orderBy(asc(categories.sort), asc(categories.name));
}

export function listPackages(db: Executor) {
  return db.select().from(packages).orderBy(asc(packages.sort), asc(packages.name));
}
