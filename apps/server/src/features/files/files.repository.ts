import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { reimbursements } from '../../db/schema/engagement';
import { uploads } from '../../db/schema/uploads';

export type UploadRecord = typeof uploads.$inferSelect;

export async function insertUpload(
  db: Executor,
  values: { userId: string; name: string; mime: string; size: number },
): Promise<UploadRecord> {
  const [upload] = await db.insert(uploads).values(values).returning();
  return upload!;
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
