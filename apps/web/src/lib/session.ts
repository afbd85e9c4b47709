import type { AuthResult, User } from '@premium-shop/domain/user-schema';
import { useSyncExternalStore } from 'react';

/**
 * The signed-in user's session (SPEC §3 'User session'): kept in localStorage so it survives reloads
 * and is shared by every tab of the shop.
 */
export interface Session {
  accessToken: string;
  /** Empty once the server refused it: the session then lives until `expiresAt` and ends. */
  refreshToken: string;
  userData: SessionUser;
  /** Lifetime of the access token in seconds, as the server sent it. */
  expiresIn: number;
  /** When the access token expires, in epoch milliseconds: login time + expiresIn × 1000. */
  expiresAt: number;
}

/** The user as the auth answer sent it; only name and e-mail are certain (SPEC §3). */
export type SessionUser = Pick<User, 'name' | 'email'> & Partial<Omit<User, 'name' | 'email'>>;

/**
 * One key holding the whole session as JSON, so a write is atomic: another tab never sees a new access
 * token beside an old refresh token. E2E fixtures that sign in directly write this key.
 */
export const SESSION_STORAGE_KEY = 'session';

export type SessionEndReason = 'expired' | 'unauthorized';

export interface SessionEndedEvent {
  reason: SessionEndReason;
  /** What to tell the user, e.g. 'Token expired'. */
  message: string;
}

type SessionEndedHandler = (event: SessionEndedEvent) => void;

const listeners = new Set<() => void>();
const endedHandlers = new Set<SessionEndedHandler>();

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored value we cannot read (an older format, a hand edit) counts as no session rather than a crash. */
function parseSession(raw: string | null): Session | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || !isRecord(value.userData)) return null;
  const { accessToken, refreshToken, userData, expiresIn, expiresAt } = value;
  if (typeof accessToken !== 'string' || !accessToken) return null;
  if (typeof userData.name !== 'string' || typeof userData.email !== 'string') return null;
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return null;
  return {
    accessToken,
    refreshToken: typeof refreshToken === 'string' ? refreshToken : '',
    userData: userData as unknown as SessionUser,
    expiresIn: typeof expiresIn === 'number' ? expiresIn : 0,
    expiresAt,
  };
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage can be blocked (private mode, policies): the visitor is then simply signed out.
    return null;
  }
}

// useSyncExternalStore needs the same object for the same stored text, or React renders forever.
let cachedRaw: string | null = null;
let cachedSession: Session | null = null;

/** The current session, or null when nobody is signed in. Expiry is not checked here. */
export function getSession(): Session | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = parseSession(raw);
  }
  return cachedSession;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function writeSession(session: Session | null): void {
  try {
    if (session) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Without storage the change cannot outlive this page; the tab still sees it through notify.
    cachedRaw = session ? JSON.stringify(session) : null;
    cachedSession = session;
  }
  notify();
}

/** Stores the answer of login, register or refresh as the session; `nowMs` is when it arrived. */
export function saveSession(auth: AuthResult, nowMs: number = Date.now()): Session {
  const session: Session = {
    accessToken: auth.token,
    refreshToken: auth.refreshToken,
    userData: auth.user,
    expiresIn: auth.expiresIn,
    expiresAt: nowMs + auth.expiresIn * 1000,
  };
  writeSession(session);
  return session;
}

/** Signs out locally. Returns whether there was a session to clear. */
export function clearSession(): boolean {
  const hadSession = getSession() !== null;
  writeSession(null);
  return hadSession;
}

/** Applies a name change the server accepted, without waiting for a new login (SPEC §4 'Session'). */
export function updateSessionUser(name: string): void {
  const session = getSession();
  if (session) writeSession({ ...session, userData: { ...session.userData, name } });
}

/** Keeps the session but forgets a refresh token the server refused, so nothing retries it. */
export function dropRefreshToken(refreshToken: string): void {
  const session = getSession();
  if (session && session.refreshToken === refreshToken) writeSession({ ...session, refreshToken: '' });
}

/** Whether the access token has expired: a token exists and the time is past its expiry (SPEC §4). */
export function isSessionExpired(session: Session | null, nowMs: number = Date.now()): boolean {
  return session !== null && nowMs > session.expiresAt;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signed in, refreshed or signed out: this tab follows.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The session for rendering; re-renders on every change, in this tab or another. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}

/**
 * Registers what happens when the session ends on its own (expired, or the server refused the token):
 * the app shell shows the message and goes to /login. lib/ cannot import the router, so it only tells.
 */
export function onSessionEnded(handler: SessionEndedHandler): () => void {
  endedHandlers.add(handler);
  return () => {
    endedHandlers.delete(handler);
  };
}

/** Clears the session and tells the app shell, once: later calls without a session do nothing. */
export function endSession(event: SessionEndedEvent): void {
  if (!clearSession()) return;
  for (const handler of endedHandlers) handler(event);
}
