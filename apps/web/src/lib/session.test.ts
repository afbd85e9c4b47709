import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  endSession,
  getSession,
  isSessionExpired,
  onSessionEnded,
  saveSession,
  SESSION_STORAGE_KEY,
  updateSessionUser,
  useSession,
} from './session';

const user = {
  _id: 'u1',
  name: 'Budi Santoso',
  email: 'budi@gmail.com',
  phone: '+6281234567890',
  isPhoneVerified: true,
  role: 'customer' as const,
  createdAt: '2025-01-01T00:00:00.000Z',
};

const auth = { token: 'access-1', refreshToken: 'refresh-1', user, expiresIn: 900 };

afterEach(() => {
  vi.useRealTimers();
});

describe('session store', () => {
  it('stores the auth answer with expiresAt = now + expiresIn × 1000', () => {
    const session = saveSession(auth, 1_700_000_000_000);

    expect(session).toEqual({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      userData: user,
      expiresIn: 900,
      expiresAt: 1_700_000_900_000,
    });
  });

  it('keeps the session in localStorage, so a reload finds it again', () => {
    saveSession(auth, 1_000);

    const stored: unknown = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null');
    expect(stored).toMatchObject({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      expiresAt: 901_000,
      userData: { name: 'Budi Santoso', email: 'budi@gmail.com' },
    });

    // What a fresh page load reads: the same text parsed again.
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(stored));
    expect(getSession()).toMatchObject({ accessToken: 'access-1', userData: { name: 'Budi Santoso' } });
  });

  it('clears the session', () => {
    saveSession(auth);

    expect(clearSession()).toBe(true);
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(clearSession()).toBe(false);
  });

  it('reads nothing unusable as a session', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(getSession()).toBeNull();
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ accessToken: 'x', userData: { name: 'A' } }));
    expect(getSession()).toBeNull();
  });

  it('updates the user name locally', () => {
    saveSession(auth);

    updateSessionUser('Budi S.');

    expect(getSession()?.userData).toEqual({ ...user, name: 'Budi S.' });
    expect(getSession()?.accessToken).toBe('access-1');
  });

  it('is expired once the time is past expiresAt', () => {
    const session = saveSession(auth, 0);
    expect(isSessionExpired(session, 900_000)).toBe(false);
    expect(isSessionExpired(session, 900_001)).toBe(true);
    expect(isSessionExpired(null, 900_001)).toBe(false);
  });

  it('re-renders subscribers on changes in this tab and in another one', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toBeNull();

    act(() => {
      saveSession(auth);
    });
    expect(result.current?.userData.name).toBe('Budi Santoso');

    act(() => {
      updateSessionUser('Siti');
    });
    expect(result.current?.userData.name).toBe('Siti');

    // Another tab signs out: the storage event is all this tab hears of it.
    act(() => {
      localStorage.removeItem(SESSION_STORAGE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: null }));
    });
    expect(result.current).toBeNull();
  });

  it('tells the ended-session handlers once, and only when there was a session', () => {
    const handler = vi.fn();
    const unsubscribe = onSessionEnded(handler);
    saveSession(auth);

    endSession({ reason: 'expired', message: 'Token expired' });
    endSession({ reason: 'expired', message: 'Token expired' });
    unsubscribe();

    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ reason: 'expired', message: 'Token expired' });
    expect(getSession()).toBeNull();
  });
});
