/** The admin's catalogue image uploads: who put each public image there. */
import type { Database } from '../../db/client';
import { recordAudit } from '../audit/audit.service';

/** An uploaded catalogue image is public at once; the audit row says who put it there. */
export async function recordImageUpload(db: Database, actorId: string, path: string): Promise<void> {
  await recordAudit(db, {
    actorId,
    action: 'catalogue-image.upload',
    entity: 'file',
    entityId: path,
    after: { path },
  });
}
