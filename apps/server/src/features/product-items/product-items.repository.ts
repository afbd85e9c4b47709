import { and, asc, eq, exists, ilike, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, productItems } from '../../db/schema/stock';

export interface GroupFilter {
  userId: string;
  /** A LIKE pattern, already escaped, matched case-insensitively against the name. */
  namePattern?: string;
  productId?: string;
  limit: number;
}

/** The groups a user takes part in: holds a seat of (in any status) or hosts. */
function isMemberOrHost(db: Executor, userId: string): SQL {
  return or(
    eq(productItems.hostUserId, userId),
    exists(
      db
        .select({ one: sql`1` })
        .from(accounts)
        .where(and(eq(accounts.productItemId, productItems.id), eq(accounts.userId, userId))),
    ),
  )!;
}

/** A user's groups matching the filter, by name. */
export function listGroupsOf(db: Executor, filter: GroupFilter): Promise<{ id: string; name: string }[]> {
  const conditions: SQL[] = [isMemberOrHost(db, filter.userId)];
  if (filter.namePattern) conditions.push(ilike(productItems.name, filter.namePattern));
  if (filter.productId) conditions.push(eq(productItems.productId, filter.productId));
  return db
    .select({ id: productItems.id, name: productItems.name })
    .from(productItems)
    .where(and(...conditions))
    .orderBy(asc(productItems.name), asc(productItems.id))
    .limit(filter.limit);
}

/** The distinct domains of a product's groups that are not ended, by name. */
export async function listDomainsOfProduct(db: Executor, productId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ domain: sql<string>`lower(${productItems.domain})` })
    .from(productItems)
    .where(
      and(
        eq(productItems.productId, productId),
        isNotNull(productItems.domain),
        ne(productItems.domain, ''),
        ne(productItems.state, 'ended'),
      ),
    )
    .orderBy(sql`lower(${productItems.domain})`);
  return rows.map((row) => row.domain);
}
