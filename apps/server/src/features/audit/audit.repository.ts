import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { likeContaining } from '../../db/like';
import { auditLogs } from '../../db/schema/operations';
import { users } from '../../db/schema/users';

export type AuditEntry = typeof auditLogs.$inferInsert;

export async function insertAuditEntry(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLogs).values(entry);
}

export interface AuditFilter {
  entity?: string | undefined;
  action?: string | undefined;
  /** Part of the actor's name or e-mail. */
  actor?: string | undefined;
}

function filterWhere(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.entity) conditions.push(eq(auditLogs.entity, filter.entity));
  // 'order' finds 'order.fulfil', 'order.cancel', ...: actions read as `entity.verb`.
  if (filter.action) conditions.push(ilike(auditLogs.action, likeContaining(filter.action)));
  if (filter.actor) {
    const pattern = likeContaining(filter.actor);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function entryQuery(db: Executor, filter: AuditFilter) {
  return db
    .select({
      id: auditLogs.id,
      action: auditLogs.action,
      entity: auditLogs.entity,
      entityId: auditLogs.entityId,
      before: auditLogs.before,
      after: auditLogs.after,
      createdAt: auditLogs.createdAt,
      actorId: users.id,
      actorName: users.name,
      actorEmail: users.email,
    })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.actorId))
    .where(filterWhere(filter));
}

export type AuditEntryView = Awaited<ReturnType<typeof entryQuery>>[number];

/** A page of the audit log, newest first, with each actor's name and e-mail. */
export function listAuditEntries(
  db: Executor,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<AuditEntryView[]> {
  return entryQuery(db, filter)
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countAuditEntries(db: Executor, filter: AuditFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.actorId))
    .where(filterWhere(filter));
  return row?.total ?? 0;
}
