import type { SessionUser } from '../../lib/session';
import { paths, routes } from '../../app/paths';

/** The longest `?next=` followed; a real path of the shop is far shorter. */
const MAX_RETURN_PATH_LENGTH = 512;

/** Any origin will do: a path is resolved against it only to see whether it stays on it. */
const PROBE_ORIGIN = 'https://premium-shop.invalid';

/**
 * The `?next=` of /login when it is a path of this shop to go back to after signing in, else null
 * (docs/decisions/028). Only a path from the root is followed: '/product/…', never '//host',
 * '/\host' or any backslash (browsers read '\' as '/'), a scheme such as 'https:' or
 * 'javascript:', a control character, or the login page itself.
 */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next || next.length > MAX_RETURN_PATH_LENGTH) return null;
  if (!next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  // Tabs and newlines are dropped by URL parsing ('/\t/evil.com' would become '//evil.com').
  if ([...next].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname === routes.login) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where a sign-in lands: back where the visitor came from (`?next=`, when it is safe); otherwise
 * the admin console for an admin and the dashboard for a customer (SPEC §2: success goes to
 * /dashboard).
 */
export function pathAfterSignIn(user: Pick<SessionUser, 'role'>, next: string | null): string {
  return safeReturnPath(next) ?? (user.role === 'admin' ? paths.admin() : paths.dashboard());
}
