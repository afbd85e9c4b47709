import type { ProductItemOption } from '@premium-shop/domain/dashboard-schema';
import type { Executor } from '../../db/client';
import * as repository from './product-items.repository';

/** The account picker shows this many matches; typing more narrows them. */
export const SEARCH_LIMIT = 20;
/** A customer is in a handful of groups per product or domain; this only bounds a pathological case. */
export const LIST_LIMIT = 100;

function toOption(row: { id: string; name: string }): ProductItemOption {
  return { _id: row.id, name: row.name };
}

/** `text` as a literal inside a LIKE pattern: %, _ and the escape character itself match only themselves. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The caller's groups whose name contains `search` (any case), by name; at most SEARCH_LIMIT. */
export async function searchMyGroups(
  db: Executor,
  userId: string,
  search: string,
): Promise<ProductItemOption[]> {
  const rows = await repository.listGroupsOf(db, {
    userId,
    namePattern: search ? `%${likeLiteral(search)}%` : undefined,
    limit: SEARCH_LIMIT,
  });
  return rows.map(toOption);
}

/** The caller's groups of one product, by name. */
export async function myGroupsOfProduct(
  db: Executor,
  userId: string,
  productId: string,
): Promise<ProductItemOption[]> {
  const rows = await repository.listGroupsOf(db, { userId, productId, limit: LIST_LIMIT });
  return rows.map(toOption);
}

/** The caller's groups on one e-mail domain (any case), by name. */
export async function myGroupsOfDomain(
  db: Executor,
  userId: string,
  domain: string,
): Promise<ProductItemOption[]> {
  const rows = await repository.listGroupsOf(db, {
    userId,
    domain: domain.toLowerCase(),
    limit: LIST_LIMIT,
  });
  return rows.map(toOption);
}
