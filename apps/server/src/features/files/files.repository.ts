import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { reimbursements } from '../../db/schema/engagement';
import { uploads } from '../../db/schema/uploads';
import { users } from '../../db/schema/users';

export type UploadRecord = typeof uploads.$inferSelect;

export async function insertUpload(
  db: Executor,
  values: { userId: string; name: string; mime: string; size: number },
): Promise<UploadRecord> {
  const [upload] = await db.insert(uploads).values(values).returning();
  return upload!;
}

export interface RecentUploads {
  role: 'customer' | 'admin';
  files: number;
  bytes: number;
  /** When the oldest of them was stored; null without any. */
  oldest: Date | null;
}

/** The user's role and what they stored in the last `hours` hours (by the database's clock); null for no such user. */
export async function findRecentUploads(
  db: Executor,
  userId: string,
  hours: number,
): Promise<RecentUploads | null> {
  const [row] = await db
    .select({
      role: users.role,
      files: sql<number>`count(${uploads.id})::int`,
      bytes: sql<number>`coalesce(sum(${uploads.size}), 0)::float8`,
      oldest: sql<string | Date | null>`min(${uploads.createdAt})`,
    })
    .from(users)
    .leftJoin(
      uploads,
      and(eq(uploads.userId, users.id), gt(uploads.createdAt, sql`now() - make_interval(hours => ${hours})`)),
    )
    .where(eq(users.id, userId))
    .groupBy(users.role);
  if (!row) return null;
  return { ...row, oldest: row.oldest === null ? null : new Date(row.oldest) };
}

/**
 * Holds the user's upload lock until the caller's transaction ends, so two uploads of one user
 * check the quota and insert one after the other.
 */
export async function lockUploadsOf(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`uploads:${userId}`}))`);
}

export async function findUploadByName(db: Executor, name: string): Promise<UploadRecord | undefined> {
  const [upload] = await db.select().from(uploads).where(eq(uploads.name, name));
  return upload;
}

/** Whether `address` is the shop's transfer proof on one of `userId`'s reimbursements. */
export async function isReimbursementProofOf(
  db: Executor,
  address: string,
  userId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: reimbursements.id })
    .from(reimbursements)
    .where(and(eq(reimbursements.reimbursementProof, address), eq(reimbursements.userId, userId)))
    .limit(1);
  return row !== undefined;
}
