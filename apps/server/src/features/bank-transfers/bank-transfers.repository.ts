import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bankAccounts, orderTransfers } from '../../db/schema/bank-transfers';
import { products } from '../../db/schema/catalogue';
import { orders } from '../../db/schema/orders';
import { users } from '../../db/schema/users';

export type BankAccountRecord = typeof bankAccounts.$inferSelect;
export type TransferRecord = typeof orderTransfers.$inferSelect;
export type OrderRecord = typeof orders.$inferSelect;

// ---------------------------------------------------------------------------------------------
// The shop's accounts

export function listBankAccounts(db: Executor, onlyActive = false): Promise<BankAccountRecord[]> {
  return db
    .select()
    .from(bankAccounts)
    .where(onlyActive ? eq(bankAccounts.isActive, true) : undefined)
    .orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.id));
}

export async function hasActiveBankAccount(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(eq(bankAccounts.isActive, true))
    .limit(1);
  return row !== undefined;
}

export async function lockBankAccount(db: Executor, id: string): Promise<BankAccountRecord | undefined> {
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, id)).for('update');
  return row;
}

/** Inserts an account; undefined when the same bank and number are already listed. */
export async function insertBankAccount(
  db: Executor,
  values: typeof bankAccounts.$inferInsert,
): Promise<BankAccountRecord | undefined> {
  const [row] = await db.insert(bankAccounts).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateBankAccount(
  db: Executor,
  id: string,
  values: Partial<typeof bankAccounts.$inferInsert>,
): Promise<BankAccountRecord | undefined> {
  const [row] = await db.update(bankAccounts).set(values).where(eq(bankAccounts.id, id)).returning();
  return row;
}

export async function deleteBankAccount(db: Executor, id: string): Promise<void> {
  await db.delete(bankAccounts).where(eq(bankAccounts.id, id));
}

// ---------------------------------------------------------------------------------------------
// Unique codes

/**
 * Serialises the choice of unique codes: every order transaction that picks one takes this lock
 * (released at its commit), so two open transfer orders never ask the same amount.
 */
export async function lockUniqueCodes(db: Executor): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('premium-shop:transfer-unique-codes'))`);
}

/** The totals (code included) of transfer orders still open: unpaid, not ended (an overdue one until it is expired). */
export async function findTotalsInUse(db: Executor): Promise<Set<number>> {
  const rows = await db
    .select({ total: orders.total })
    .from(orderTransfers)
    .innerJoin(orders, eq(orders.id, orderTransfers.orderId))
    .where(and(sql`${orders.paidAt} IS NULL`, sql`${orders.status} IN ('Pending', 'Preorder')`));
  return new Set(rows.map((row) => row.total));
}

export async function insertTransfer(db: Executor, orderId: string, uniqueCode: number): Promise<void> {
  await db.insert(orderTransfers).values({ orderId, uniqueCode });
}

// ---------------------------------------------------------------------------------------------
// Transfers

export async function findTransferOrder(
  db: Executor,
  idOrInvoice: string,
  isId: boolean,
): Promise<{ order: OrderRecord; transfer: TransferRecord | null } | undefined> {
  const [row] = await db
    .select({ order: orders, transfer: orderTransfers })
    .from(orders)
    .leftJoin(orderTransfers, eq(orderTransfers.orderId, orders.id))
    .where(isId ? eq(orders.id, idOrInvoice) : eq(orders.invoice, idOrInvoice));
  return row;
}

/** Locks the transfer row of an order (the caller locks the order after it, the admin path's order). */
export async function lockTransfer(db: Executor, orderId: string): Promise<TransferRecord | undefined> {
  const [row] = await db
    .select()
    .from(orderTransfers)
    .where(eq(orderTransfers.orderId, orderId))
    .for('update');
  return row;
}

export async function updateTransfer(
  db: Executor,
  orderId: string,
  values: Partial<typeof orderTransfers.$inferInsert>,
): Promise<TransferRecord> {
  const [row] = await db
    .update(orderTransfers)
    .set(values)
    .where(eq(orderTransfers.orderId, orderId))
    .returning();
  return row!;
}

export async function countSubmitted(db: Executor): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orderTransfers)
    .where(eq(orderTransfers.state, 'submitted'));
  return row?.count ?? 0;
}

/** The proofs waiting for the admin, oldest first, with their orders, customers and products. */
export function listSubmitted(db: Executor, limit: number) {
  return db
    .select({
      transfer: orderTransfers,
      order: orders,
      customer: { id: users.id, name: users.name, email: users.email },
      productName: products.name,
    })
    .from(orderTransfers)
    .innerJoin(orders, eq(orders.id, orderTransfers.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(products, eq(products.id, orders.productId))
    .where(eq(orderTransfers.state, 'submitted'))
    .orderBy(asc(orderTransfers.proofUploadedAt))
    .limit(limit);
}
