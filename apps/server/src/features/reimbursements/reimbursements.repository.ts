import { HOST_PACKAGE_NAME } from '@premium-shop/domain/catalogue';
import { and, asc, desc, eq, notExists, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { packages, products } from '../../db/schema/catalogue';
import { reimbursements } from '../../db/schema/engagement';
import { orders } from '../../db/schema/orders';
import { accounts, productItems } from '../../db/schema/stock';

function reimbursementViewQuery(db: Executor) {
  return db
    .select({
      id: reimbursements.id,
      createdAt: reimbursements.createdAt,
      productItemId: reimbursements.productItemId,
      productItemName: productItems.name,
      value: reimbursements.value,
      paymentProof: reimbursements.paymentProof,
      reimbursementProof: reimbursements.reimbursementProof,
      status: reimbursements.status,
      bank: reimbursements.bank,
      accountNumber: reimbursements.accountNumber,
      note: reimbursements.note,
    })
    .from(reimbursements)
    .innerJoin(productItems, eq(productItems.id, reimbursements.productItemId));
}

export type ReimbursementView = Awaited<ReturnType<typeof reimbursementViewQuery>>[number];

/** A user's requests, newest first. */
export function listReimbursementViews(db: Executor, userId: string): Promise<ReimbursementView[]> {
  return reimbursementViewQuery(db)
    .where(eq(reimbursements.userId, userId))
    .orderBy(desc(reimbursements.createdAt), desc(reimbursements.id));
}

export async function findReimbursementView(
  db: Executor,
  id: string,
): Promise<ReimbursementView | undefined> {
  const [view] = await reimbursementViewQuery(db).where(eq(reimbursements.id, id));
  return view;
}

/** The product item of one of `userId`'s seats. */
export async function findSeatOfUser(
  db: Executor,
  userId: string,
  accountId: string,
): Promise<{ id: string; productItemId: string } | undefined> {
  const [seat] = await db
    .select({ id: accounts.id, productItemId: accounts.productItemId })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId)));
  return seat;
}

/** No request for the group is waiting (Pending): a second one would be refused with 409. */
function hasNoPendingRequest(db: Executor): SQL {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(reimbursements)
      .where(and(eq(reimbursements.productItemId, productItems.id), eq(reimbursements.status, 'Pending'))),
  );
}

export interface ClaimableGroup {
  id: string;
  name: string;
  productId: string;
  productName: string;
}

/**
 * The groups `userId` may ask a reimbursement for right now, by product then group name: those they
 * host with no request waiting. The same two checks submitReimbursement makes (lockHostedItem,
 * hasPendingReimbursement), so the pickers never offer what the submit would refuse.
 */
export function listClaimableGroups(
  db: Executor,
  userId: string,
  filter: { productId?: string; limit: number },
): Promise<ClaimableGroup[]> {
  const conditions: SQL[] = [eq(productItems.hostUserId, userId), hasNoPendingRequest(db)];
  if (filter.productId) conditions.push(eq(productItems.productId, filter.productId));
  return db
    .select({
      id: productItems.id,
      name: productItems.name,
      productId: products.id,
      productName: products.name,
    })
    .from(productItems)
    .innerJoin(products, eq(products.id, productItems.productId))
    .where(and(...conditions))
    .orderBy(asc(products.name), asc(products.id), asc(productItems.name), asc(productItems.id))
    .limit(filter.limit);
}

/**
 * Locks a product item hosted by `userId` until the transaction ends, so two requests for the
 * same item run one after the other; undefined when it is not theirs to host.
 */
export async function lockHostedItem(
  db: Executor,
  userId: string,
  productItemId: string,
): Promise<{ id: string } | undefined> {
  const [item] = await db
    .select({ id: productItems.id })
    .from(productItems)
    .where(and(eq(productItems.id, productItemId), eq(productItems.hostUserId, userId)))
    .for('update');
  return item;
}

export async function hasPendingReimbursement(db: Executor, productItemId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: reimbursements.id })
    .from(reimbursements)
    .where(and(eq(reimbursements.productItemId, productItemId), eq(reimbursements.status, 'Pending')))
    .limit(1);
  return row !== undefined;
}

/** The newest Host-package order of `userId` delivered into the item, if any. */
export async function findHostOrder(
  db: Executor,
  userId: string,
  productItemId: string,
): Promise<{ id: string; accountId: string | null } | undefined> {
  const [order] = await db
    .select({ id: orders.id, accountId: orders.accountId })
    .from(orders)
    .innerJoin(packages, eq(packages.id, orders.packageId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.productItemId, productItemId),
        sql`lower(trim(${packages.name})) = ${HOST_PACKAGE_NAME.toLowerCase()}`,
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return order;
}

export async function insertReimbursement(
  db: Executor,
  values: Pick<
    typeof reimbursements.$inferInsert,
    'userId' | 'productItemId' | 'accountId' | 'orderId' | 'value' | 'bank' | 'accountNumber' | 'paymentProof'
  >,
): Promise<{ id: string }> {
  const [row] = await db.insert(reimbursements).values(values).returning({ id: reimbursements.id });
  return row!;
}
