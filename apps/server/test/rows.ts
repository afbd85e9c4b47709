import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { complaints, notifications, productPins, reimbursements } from '../src/db/schema/engagement';
import { auditLogs } from '../src/db/schema/operations';
import { orders } from '../src/db/schema/orders';
import { accounts, productItems } from '../src/db/schema/stock';
import { uploads } from '../src/db/schema/uploads';
import { users } from '../src/db/schema/users';

/** Reads back the rows a test checks after a call, bound to `db`; each getter expects the row to exist. */
export function rowReaders(db: Database) {
  // Arrow functions: tests take the getters they need out of the object.
  return {
    orderOf: async (id: string) => {
      const [order] = await db.select().from(orders).where(eq(orders.id, id));
      return order!;
    },
    itemOf: async (id: string) => {
      const [item] = await db.select().from(productItems).where(eq(productItems.id, id));
      return item!;
    },
    seatOf: async (id: string) => {
      const [seat] = await db.select().from(accounts).where(eq(accounts.id, id));
      return seat!;
    },
    /** The audit entries about `entityId`, newest first. */
    auditOf: (entityId: string) =>
      db.select().from(auditLogs).where(eq(auditLogs.entityId, entityId)).orderBy(desc(auditLogs.createdAt)),
  };
}

/** Every row that belongs to a customer, in a stable order, to compare before and after. */
export async function customerRows(db: Database, userId: string) {
  return {
    user: await db.select().from(users).where(eq(users.id, userId)),
    orders: await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id)),
    seats: await db.select().from(accounts).where(eq(accounts.userId, userId)).orderBy(asc(accounts.id)),
    hostedItems: await db
      .select()
      .from(productItems)
      .where(eq(productItems.hostUserId, userId))
      .orderBy(asc(productItems.id)),
    pins: await db
      .select()
      .from(productPins)
      .where(eq(productPins.userId, userId))
      .orderBy(asc(productPins.id)),
    notifications: await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.id)),
    complaints: await db
      .select()
      .from(complaints)
      .where(eq(complaints.userId, userId))
      .orderBy(asc(complaints.id)),
    reimbursements: await db
      .select()
      .from(reimbursements)
      .where(eq(reimbursements.userId, userId))
      .orderBy(asc(reimbursements.id)),
    uploads: await db.select().from(uploads).where(eq(uploads.userId, userId)).orderBy(asc(uploads.id)),
  };
}
