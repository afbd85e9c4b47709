/**
 * The audit log: who did what to which record, with the fields before and after. Written in the
 * same transaction as the change it describes, so a rolled-back change leaves no entry; read by
 * the admin console's Log screen.
 */
import type { AuditEntry, ListAuditQuery } from '@premium-shop/domain/admin-people-schema';
import { pageOffset, paginationOf } from '@premium-shop/domain/pagination';
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

function toAuditEntry(view: repository.AuditEntryView): AuditEntry {
  return {
    _id: view.id,
    action: view.action,
    entity: view.entity,
    entityId: view.entityId,
    actor:
      view.actorId !== null && view.actorName !== null && view.actorEmail !== null
        ? { _id: view.actorId, name: view.actorName, email: view.actorEmail }
        : null,
    before: view.before ?? null,
    after: view.after ?? null,
    createdAt: view.createdAt.toISOString(),
  };
}

/** A page of the audit log, newest first, filtered by entity, action (part of it) and actor (name or e-mail). */
export async function listAudit(db: Executor, query: ListAuditQuery) {
  const filter = { entity: query.entity, action: query.action, actor: query.actor };
  const [views, total] = await Promise.all([
    repository.listAuditEntries(db, filter, {
      limit: query.limit,
      offset: pageOffset(query.page, query.limit),
    }),
    repository.countAuditEntries(db, filter),
  ]);
  return {
    data: views.map(toAuditEntry),
    pagination: paginationOf(query.page, query.limit, total),
  };
}
