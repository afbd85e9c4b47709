import type { ProductItemOption } from '@premium-shop/domain/dashboard-schema';
import type { Executor } from '../../db/client';
import { likeContaining } from '../../db/like';
import * as reimbursements from '../reimbursements/reimbursements.service';
import * as repository from './product-items.repository';

/** The account picker shows this many matches; typing more narrows them. */
export const SEARCH_LIMIT = 20;

function toOption(row: { id: string; name: string }): ProductItemOption {
  return { _id: row.id, name: row.name };
}

/** The caller's groups whose name contains `search` (any case), by name; at most SEARCH_LIMIT. */
export async function searchMyGroups(
  db: Executor,
  userId: string,
  search: string,
): Promise<ProductItemOption[]> {
  const rows = await repository.listGroupsOf(db, {
    userId,
    namePattern: search ? likeContaining(search) : undefined,
    limit: SEARCH_LIMIT,
  });
  return rows.map(toOption);
}

/**
 * 'Pilih Akun' of the reimbursement form: the caller's groups of one product that a request would
 * be accepted for (hosted by them, none waiting), by name. The reimbursement feature owns the rule.
 */
export function myGroupsOfProduct(
  db: Executor,
  userId: string,
  productId: string,
): Promise<ProductItemOption[]> {
  return reimbursements.claimableGroupsOfProduct(db, userId, productId);
}

/**
 * The domains a Dedicated Private product offers (GET /product-items/domain/:productId): those of its
 * groups that are not ended, lower-cased, by name. An unknown product offers none.
 */
export function productDomains(db: Executor, productId: string): Promise<string[]> {
  return repository.listDomainsOfProduct(db, productId);
}

/** Whether the product offers `domain` (any case); the offered spelling when it does, else null. */
export async function findOfferedDomain(
  db: Executor,
  productId: string,
  domain: string,
): Promise<string | null> {
  const wanted = domain.trim().toLowerCase();
  return (await productDomains(db, productId)).find((offered) => offered === wanted) ?? null;
}
