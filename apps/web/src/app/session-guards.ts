import { redirect } from '../lib/router';
import { ensureSession } from '../lib/api-client';
import { paths } from './paths';

/**
 * Loader of /dashboard: covers every dashboard screen at once (SPEC §2 'Dashboard routes'). A session
 * that expired and cannot be refreshed counts as none.
 */
export async function requireSession(): Promise<null> {
  const session = await ensureSession();
  if (!session) throw redirect(paths.login());
  return null;
}

/** Loader of /admin: a session with role admin; a customer is sent to their own dashboard. */
export async function requireAdminSession(): Promise<null> {
  const session = await ensureSession();
  if (!session) throw redirect(paths.login());
  if (session.userData.role !== 'admin') throw redirect(paths.dashboard());
  return null;
}
