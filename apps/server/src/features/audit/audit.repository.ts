import type { Executor } from '../../db/client';
import { auditLogs } from '../../db/schema/operations';

export type AuditEntry = typeof auditLogs.$inferInsert;

export async function insertAuditEntry(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLogs).values(entry);
}
