/**
 * The audit log: who did what to which record, with the fields before and after. Written in the
 * same transaction as the change it describes, so a rolled-back change leaves no entry.
 */
import type { Executor } from '../../db/client';
import * as repository from './audit.repository';

export interface AuditRecord {
  /** The user who acted; null for the system (jobs, gateway). */
  actorId: string | null;
  /** What happened, as `entity.verb`: 'order.fulfil', 'credentials.view', 'product.update'. */
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
}

export function recordAudit(db: Executor, record: AuditRecord): Promise<void> {
  return repository.insertAuditEntry(db, {
    actorId: record.actorId,
    action: record.action,
    entity: record.entity,
    entityId: record.entityId ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}
