import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import { complaints, reimbursements } from '../../db/schema/engagement';
import { orders } from '../../db/schema/orders';
import { productItems } from '../../db/schema/stock';
import { users } from '../../db/schema/users';

export type ComplaintRecord = typeof complaints.$inferSelect;
export type ReimbursementRecord = typeof reimbursements.$inferSelect;
export type ItemRecord = typeof productItems.$inferSelect;

const customerColumns = { id: users.id, name: users.name, email: users.email, phone: users.phone };

// ---------------------------------------------------------------------------------------------
// Complaints

function complaintViewQuery(db: Executor, where: SQL | undefined) {
  return db
    .select({
      complaint: complaints,
      customer: customerColumns,
      group: { id: productItems.id, name: productItems.name },
      productName: products.name,
    })
    .from(complaints)
    .innerJoin(users, eq(users.id, complaints.userId))
    .leftJoin(productItems, eq(productItems.id, complaints.productItemId))
    .leftJoin(products, eq(products.id, productItems.productId))
    .where(where);
}

export type ComplaintView = Awaited<ReturnType<typeof complaintViewQuery>>[number];

function complaintFilter(status: ComplaintRecord['status'] | undefined): SQL | undefined {
  return status ? eq(complaints.status, status) : undefined;
}

/** A page of every customer's complaints, newest first. */
export function listComplaintViews(
  db: Executor,
  filter: { status?: ComplaintRecord['status']; limit: number; offset: number },
): Promise<ComplaintView[]> {
  return complaintViewQuery(db, complaintFilter(filter.status))
    .orderBy(desc(complaints.createdAt), desc(complaints.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function countComplaints(db: Executor, status?: ComplaintRecord['status']): Promise<number> {
  const [row] = await db.select({ total: count() }).from(complaints).where(complaintFilter(status));
  return row?.total ?? 0;
}

export async function findComplaintView(db: Executor, id: string): Promise<ComplaintView | undefined> {
  const [view] = await complaintViewQuery(db, eq(complaints.id, id));
  return view;
}

export async function lockComplaint(db: Executor, id: string): Promise<ComplaintRecord | undefined> {
  const [complaint] = await db.select().from(complaints).where(eq(complaints.id, id)).for('update');
  return complaint;
}

export async function updateComplaint(
  db: Executor,
  id: string,
  values: Partial<Pick<ComplaintRecord, 'status' | 'reply' | 'repliedAt'>>,
): Promise<ComplaintRecord> {
  const [complaint] = await db
    .update(complaints)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(complaints.id, id))
    .returning();
  return complaint!;
}

// ---------------------------------------------------------------------------------------------
// Reimbursements

function reimbursementViewQuery(db: Executor, where: SQL | undefined) {
  return db
    .select({
      reimbursement: reimbursements,
      customer: customerColumns,
      group: { id: productItems.id, name: productItems.name, state: productItems.state },
      product: { id: products.id, name: products.name },
      order: { id: orders.id, invoice: orders.invoice, status: orders.status },
    })
    .from(reimbursements)
    .innerJoin(users, eq(users.id, reimbursements.userId))
    .innerJoin(productItems, eq(productItems.id, reimbursements.productItemId))
    .innerJoin(products, eq(products.id, productItems.productId))
    .leftJoin(orders, eq(orders.id, reimbursements.orderId))
    .where(where);
}

export type ReimbursementView = Awaited<ReturnType<typeof reimbursementViewQuery>>[number];

function reimbursementFilter(status: ReimbursementRecord['status'] | undefined): SQL | undefined {
  return status ? eq(reimbursements.status, status) : undefined;
}

/** A page of every host's requests, newest first. */
export function listReimbursementViews(
  db: Executor,
  filter: { status?: ReimbursementRecord['status']; limit: number; offset: number },
): Promise<ReimbursementView[]> {
  return reimbursementViewQuery(db, reimbursementFilter(filter.status))
    .orderBy(desc(reimbursements.createdAt), desc(reimbursements.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function countReimbursements(
  db: Executor,
  status?: ReimbursementRecord['status'],
): Promise<number> {
  const [row] = await db.select({ total: count() }).from(reimbursements).where(reimbursementFilter(status));
  return row?.total ?? 0;
}

export async function findReimbursementView(
  db: Executor,
  id: string,
): Promise<ReimbursementView | undefined> {
  const [view] = await reimbursementViewQuery(db, eq(reimbursements.id, id));
  return view;
}

export async function lockReimbursement(db: Executor, id: string): Promise<ReimbursementRecord | undefined> {
  const [row] = await db.select().from(reimbursements).where(eq(reimbursements.id, id)).for('update');
  return row;
}

export async function updateReimbursement(
  db: Executor,
  id: string,
  values: Partial<Pick<ReimbursementRecord, 'status' | 'reimbursementProof' | 'note'>>,
): Promise<ReimbursementRecord> {
  const [row] = await db
    .update(reimbursements)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(reimbursements.id, id))
    .returning();
  return row!;
}

// ---------------------------------------------------------------------------------------------
// The Host's group

export async function lockItem(db: Executor, id: string): Promise<ItemRecord | undefined> {
  const [item] = await db.select().from(productItems).where(eq(productItems.id, id)).for('update');
  return item;
}

export async function updateItemState(
  db: Executor,
  id: string,
  state: ItemRecord['state'],
): Promise<ItemRecord> {
  const [item] = await db
    .update(productItems)
    .set({ state, updatedAt: new Date() })
    .where(eq(productItems.id, id))
    .returning();
  return item!;
}

export async function findProductName(db: Executor, productId: string): Promise<string> {
  const [row] = await db.select({ name: products.name }).from(products).where(eq(products.id, productId));
  return row?.name ?? '';
}

// ---------------------------------------------------------------------------------------------
// Notifications

export async function findUserContact(
  db: Executor,
  userId: string,
): Promise<{ id: string; name: string; phone: string }> {
  const [user] = await db
    .select({ id: users.id, name: users.name, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  return user!;
}
