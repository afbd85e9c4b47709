import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
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
