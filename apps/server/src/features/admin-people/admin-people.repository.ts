import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { likeContaining } from '../../db/like';
import { products } from '../../db/schema/catalogue';
import { notificationCategories, notifications } from '../../db/schema/engagement';
import { outbox } from '../../db/schema/operations';
import { orders } from '../../db/schema/orders';
import { authSessions, refreshTokens, users } from '../../db/schema/users';

export type UserRecord = typeof users.$inferSelect;
export type OutboxRecord = typeof outbox.$inferSelect;
export type CategoryRecord = typeof notificationCategories.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Users

export interface UserFilter {
  search?: string | undefined;
  role?: UserRecord['role'] | undefined;
}

function userWhere(filter: UserFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.search) {
    const pattern = likeContaining(filter.search);
    conditions.push(
      or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern))!,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * How many orders the user paid for: every order with a payment (`paid_at`), whatever it became
 * since (Paid, Process, Tenggang, Habis, Nonaktif, a paid Preorder, a late payment). Unpaid
 * Pending and Preorder orders, and those Canceled or Expired unpaid, are not counted. Written with
 * qualified names: drizzle renders a one-table select's columns bare, and a bare "id" inside the
 * subquery was the order's own, which counted 0 for everyone.
 */
const ordersCount = sql<number>`(
  SELECT count(*) FROM ${orders} paid WHERE paid.user_id = ${users}.id AND paid.paid_at IS NOT NULL
)`.mapWith(Number);

export type UserView = UserRecord & { ordersCount: number };

/** A page of users, newest first, with how many orders each paid for. */
export async function listUsers(
  db: Executor,
  filter: UserFilter,
  page: { limit: number; offset: number },
): Promise<UserView[]> {
  const rows = await db
    .select({ user: users, ordersCount })
    .from(users)
    .where(userWhere(filter))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({ ...row.user, ordersCount: row.ordersCount }));
}

export async function countUsers(db: Executor, filter: UserFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(userWhere(filter));
  return row?.total ?? 0;
}

export async function findUserView(db: Executor, id: string): Promise<UserView | undefined> {
  const [row] = await db.select({ user: users, ordersCount }).from(users).where(eq(users.id, id));
  return row && { ...row.user, ordersCount: row.ordersCount };
}

/** The user row, locked until the transaction ends, so two changes to one user run one after the other. */
export async function lockUser(db: Executor, id: string): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function updateUser(
  db: Executor,
  id: string,
  changes: Partial<Pick<UserRecord, 'role' | 'isActive' | 'name' | 'passwordHash'>>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert): Promise<UserRecord> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

/** Ends every live session of the user and its refresh tokens; how many sessions were live. */
export async function revokeUserSessions(db: Executor, userId: string, reason: string): Promise<number> {
  const now = new Date();
  const ended = await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  return ended.length;
}

// ---------------------------------------------------------------------------------------------
// Notifications

export function listCategories(db: Executor): Promise<CategoryRecord[]> {
  return db.select().from(notificationCategories).orderBy(notificationCategories.name);
}

export async function findCategoryByName(db: Executor, name: string): Promise<CategoryRecord | undefined> {
  const [row] = await db.select().from(notificationCategories).where(eq(notificationCategories.name, name));
  return row;
}

export async function productExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  return Boolean(row);
}

export interface NotificationValues {
  categoryId: string;
  title: string;
  content: string;
  productId: string | null;
}

/** Writes one customer's notification; its id. */
export async function insertNotification(
  db: Executor,
  userId: string,
  values: NotificationValues,
): Promise<string> {
  const [row] = await db
    .insert(notifications)
    .values({ userId, ...values })
    .returning({ id: notifications.id });
  return row!.id;
}

const activeCustomer = sql`${users.role} = 'customer' AND ${users.isActive}`;

/**
 * One notification for every active customer, in a single INSERT ... SELECT (no row travels
 * through Node, so 100,000 customers take one statement); how many were written.
 */
export async function insertNotificationForAllCustomers(
  db: Executor,
  values: NotificationValues,
): Promise<number> {
  const result = await db.execute<{ written: number }>(sql`
    WITH written AS (
      INSERT INTO ${notifications} (user_id, category_id, title, content, product_id)
      SELECT ${users.id}, ${values.categoryId}::uuid, ${values.title}, ${values.content}, ${values.productId}::uuid
      FROM ${users}
      WHERE ${activeCustomer}
      RETURNING 1
    )
    SELECT count(*)::int AS written FROM written`);
  return Number(result.rows[0]?.written ?? 0);
}

/**
 * A WhatsApp message to every active customer's phone, in one INSERT ... SELECT; how many were
 * queued. A customer whose number is not verified gets a 'skipped' row with `skipReason` instead.
 */
export async function queueWhatsAppForAllCustomers(
  db: Executor,
  text: string,
  skipReason: string,
): Promise<number> {
  const isProved = sql`${users.phoneVerifiedAt} IS NOT NULL`;
  const result = await db.execute<{ queued: number }>(sql`
    WITH queued AS (
      INSERT INTO ${outbox} (channel, recipient, body, user_id, status, last_error, bulk)
      SELECT 'whatsapp', ${users.phone}, ${text}, ${users.id},
        (CASE WHEN ${isProved} THEN 'pending' ELSE 'skipped' END)::outbox_status,
        CASE WHEN ${isProved} THEN NULL ELSE ${skipReason} END, true
      FROM ${users}
      WHERE ${activeCustomer}
      RETURNING status
    )
    SELECT count(*) FILTER (WHERE status = 'pending')::int AS queued FROM queued`);
  return Number(result.rows[0]?.queued ?? 0);
}

// ---------------------------------------------------------------------------------------------
// Outbox

export interface OutboxFilter {
  channel?: OutboxRecord['channel'] | undefined;
  status?: OutboxRecord['status'] | undefined;
}

function outboxWhere(filter: OutboxFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.channel) conditions.push(eq(outbox.channel, filter.channel));
  if (filter.status) conditions.push(eq(outbox.status, filter.status));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function listOutbox(
  db: Executor,
  filter: OutboxFilter,
  page: { limit: number; offset: number },
): Promise<OutboxRecord[]> {
  return db
    .select()
    .from(outbox)
    .where(outboxWhere(filter))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countOutbox(db: Executor, filter: OutboxFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(outbox).where(outboxWhere(filter));
  return row?.total ?? 0;
}

/** The message, locked so the delivery job's claim (SKIP LOCKED) passes it by while the admin acts. */
export async function lockOutboxMessage(db: Executor, id: string): Promise<OutboxRecord | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id)).for('update');
  return row;
}

/** Hands the message back to the delivery job as new: pending, due now, no attempts. */
export async function requeueOutboxMessage(db: Executor, id: string): Promise<OutboxRecord> {
  const [row] = await db
    .update(outbox)
    .set({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: sql`now()`,
      retryUntil: sql`now() + interval '1 day'`,
      lastError: null,
      sentAt: null,
      providerId: null,
      deliveryState: null,
      deliveryUpdatedAt: null,
    })
    .where(eq(outbox.id, id))
    .returning();
  return row!;
}

/** Marks a message sent by hand; `body` is the copy it keeps (without its secrets). */
export async function markOutboxMessageSent(db: Executor, id: string, body: string): Promise<OutboxRecord> {
  const [row] = await db
    .update(outbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null, body, secrets: null })
    .where(eq(outbox.id, id))
    .returning();
  return row!;
}
