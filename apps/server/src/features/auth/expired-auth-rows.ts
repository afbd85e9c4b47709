import type { Executor } from '../../db/client';
import { deleteEndedCounters } from '../../platform/rate-limit-counters';
import { ACCESS_TOKEN_SECONDS } from '../../platform/tokens';
import { deleteExpiredAuthRows, type PurgedAuthRows } from './expired-auth-rows.repository';
import { deleteOldCounters } from './login-failures.repository';
import { LOGIN_FAILURE_LIMITS } from './login-failures.service';

/**
 * Deletes what can no longer sign anyone in, so the tables hold live logins only (an hourly job of
 * every instance; a second instance running it at once finds nothing left to delete):
 * - refresh tokens past their expiry (a presented one is refused as unknown, as it was as expired);
 * - sessions with no refresh token left (each access token came with a refresh token that outlives
 *   it by far) or revoked ACCESS_TOKEN_SECONDS ago, so no unexpired access token names them;
 * - password reset links past their expiry;
 * - failed-login and rate-limit counters whose window is over.
 */
export async function purgeExpiredAuthRows(
  db: Executor,
  now = new Date(),
): Promise<PurgedAuthRows & { rateLimitCounters: number }> {
  const accessCutoff = new Date(now.getTime() - ACCESS_TOKEN_SECONDS * 1000);
  const purged = await deleteExpiredAuthRows(db, { now, accessCutoff });
  await deleteOldCounters(db, LOGIN_FAILURE_LIMITS.windowMs);
  return { ...purged, rateLimitCounters: await deleteEndedCounters(db, now) };
}
