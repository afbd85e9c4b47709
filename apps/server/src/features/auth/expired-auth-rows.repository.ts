import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

export interface PurgedAuthRows {
  refreshTokens: number;
  sessions: number;
  passwordResets: number;
}

/** The deletes of `purgeExpiredAuthRows` (expired-auth-rows.ts), which says what each removes and why. */
export async function deleteExpiredAuthRows(
  db: Executor,
  { now, accessCutoff }: { now: Date; accessCutoff: Date },
): Promise<PurgedAuthRows> {
  const refreshTokens = await db.execute(sql`
    DELETE FROM refresh_tokens WHERE expires_at < ${now}`);
  const sessions = await db.execute(sql`
    DELETE FROM auth_sessions AS session
    WHERE (session.revoked_at IS NOT NULL AND session.revoked_at < ${accessCutoff})
       OR (session.created_at < ${accessCutoff}
           AND NOT EXISTS (SELECT 1 FROM refresh_tokens AS token WHERE token.family_id = session.id))`);
  const passwordResets = await db.execute(sql`
    DELETE FROM password_resets WHERE expires_at < ${now}`);
  return {
    refreshTokens: refreshTokens.rowCount ?? 0,
    sessions: sessions.rowCount ?? 0,
    passwordResets: passwordResets.rowCount ?? 0,
  };
}
