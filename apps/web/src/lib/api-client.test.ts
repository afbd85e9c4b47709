import { AUTH_MESSAGES } from '@premium-shop/domain/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  api,
  ApiError,
  ensureSession,
  errorMessage,
  SessionExpiredError,
  TOKEN_EXPIRED_MESSAGE,
  toApiError,
} from './api-client';
import { getSession, onSessionEnded, saveSession, type SessionEndedEvent } from './session';

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const user = {
  _id: 'u1',
  name: 'Budi Santoso',
  email: 'budi@gmail.com',
  phone: '+6281234567890',
  role: 'customer' as const,
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** A session whose access token expires `secondsLeft` from now (negative: already expired). */
function signIn(secondsLeft: number, refreshToken = 'refresh-1') {
  return saveSession(
    { token: 'access-1', refreshToken, user, expiresIn: 900 },
    Date.now() - (900 - secondsLeft) * 1000,
  );
}

function bearerOf(init: RequestInit | undefined): string | null {
  return new Headers(init?.headers).get('Authorization');
}

function recordSessionEnds() {
  const events: SessionEndedEvent[] = [];
  unsubscribers.push(onSessionEnded((event) => events.push(event)));
  return events;
}

const unsubscribers: (() => void)[] = [];

afterEach(() => {
  vi.unstubAllGlobals();
  for (const unsubscribe of unsubscribers.splice(0)) unsubscribe();
});

describe('api client', () => {
  it('turns an error body into an ApiError with its code, message and field errors', async () => {
    stubFetch(400, {
      message: 'Data yang dikirim tidak valid.',
      code: 'VALIDATION_FAILED',
      errors: { email: 'Format email tidak valid' },
    });

    const error = await api.post('/auth/register', { email: 'x' }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Data yang dikirim tidak valid.',
      fieldErrors: { email: 'Format email tidak valid' },
    });
  });

  it('keeps a conflict code the server sends', async () => {
    stubFetch(409, { message: 'Harga telah berubah', code: 'PRICE_CHANGED' });

    await expect(api.post('payments', {})).rejects.toMatchObject({
      status: 409,
      code: 'PRICE_CHANGED',
      message: 'Harga telah berubah',
    });
  });

  it('falls back to the status when the body is not ours', async () => {
    stubFetch(502, '<html>Bad Gateway</html>');

    await expect(api.get('/products')).rejects.toMatchObject({
      status: 502,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Layanan sedang tidak tersedia, silakan coba lagi sebentar lagi.',
      fieldErrors: {},
    });
  });

  it.each([
    [401, { message: 'Sesi habis' }, 'UNAUTHENTICATED', 'Sesi habis'],
    [404, { code: 'NOT_FOUND' }, 'NOT_FOUND', 'Data tidak ditemukan.'],
    [403, { code: 'NOT_A_CODE', message: 'Dilarang' }, 'FORBIDDEN', 'Dilarang'],
    [500, null, 'INTERNAL', 'Terjadi kesalahan pada server, silakan coba lagi.'],
  ])('reads status %i with body %j as %s', (status, body, code, message) => {
    expect(toApiError(status, body)).toMatchObject({ status, code, message });
  });

  it('unwraps data, message and pagination from a success', async () => {
    const fetchMock = stubFetch(200, {
      data: [{ _id: 'n1' }],
      message: 'ok',
      pagination: { page: 2, limit: 5, total: 11, totalPages: 3 },
    });

    const result = await api.get<{ _id: string }[]>('/notifications', {
      query: { limit: 5, page: 2, q: undefined },
    });

    expect(result).toEqual({
      data: [{ _id: 'n1' }],
      message: 'ok',
      pagination: { page: 2, limit: 5, total: 11, totalPages: 3 },
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/notifications?limit=5&page=2',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('sends a plain body as JSON and FormData untouched', async () => {
    const fetchMock = stubFetch(201, { data: { ok: true } });

    await api.post('auth/login', { email: 'a@gmail.com', password: 'rahasia', ingat: true });
    const jsonInit = fetchMock.mock.calls[0]?.[1];
    expect(jsonInit?.body).toBe(JSON.stringify({ email: 'a@gmail.com', password: 'rahasia', ingat: true }));
    expect(new Headers(jsonInit?.headers).get('Content-Type')).toBe('application/json');

    const form = new FormData();
    form.set('note', 'akun tidak bisa login');
    await api.post('complaints', form);
    const formInit = fetchMock.mock.calls[1]?.[1];
    expect(formInit?.body).toBe(form);
    expect(new Headers(formInit?.headers).has('Content-Type')).toBe(false);
  });
});

describe('api client with a session', () => {
  it('sends the bearer token of the session', async () => {
    signIn(600);
    const fetchMock = stubFetch(200, { data: [] });

    await api.get('/accounts/my');

    expect(bearerOf(fetchMock.mock.calls[0]?.[1])).toBe('Bearer access-1');
  });

  it('sends no token without a session, nor on calls made without one', async () => {
    const fetchMock = stubFetch(200, { data: null });
    await api.get('/products');
    signIn(600);
    await api.post('auth/login', { email: 'a@gmail.com', password: 'x' }, { auth: false });

    expect(bearerOf(fetchMock.mock.calls[0]?.[1])).toBeNull();
    expect(bearerOf(fetchMock.mock.calls[1]?.[1])).toBeNull();
  });

  it('refreshes once for two concurrent calls when the token expires within a minute', async () => {
    signIn(30);
    let releaseRefresh = () => {};
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
      if (String(input) === '/api/auth/refresh') {
        await refreshGate;
        return jsonResponse(200, {
          data: { token: 'access-2', refreshToken: 'refresh-2', user, expiresIn: 900 },
        });
      }
      return jsonResponse(200, { data: String(input) });
    });
    vi.stubGlobal('fetch', fetchMock);

    const calls = Promise.all([api.get('/accounts/my'), api.get('/payments')]);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    releaseRefresh();
    await calls;

    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls.filter((url) => url === '/api/auth/refresh')).toHaveLength(1);
    const refreshInit = fetchMock.mock.calls[0]?.[1];
    expect(JSON.parse(String(refreshInit?.body))).toEqual({ refreshToken: 'refresh-1' });
    expect(bearerOf(refreshInit)).toBeNull();
    for (const [input, init] of fetchMock.mock.calls.slice(1)) {
      expect(String(input)).not.toBe('/api/auth/refresh');
      expect(bearerOf(init)).toBe('Bearer access-2');
    }
    expect(getSession()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(getSession()!.expiresAt).toBeGreaterThan(Date.now() + 800_000);
  });

  it('cancels the call, clears the session and says Token expired when the session cannot be refreshed', async () => {
    signIn(-10);
    const events = recordSessionEnds();
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      String(input) === '/api/auth/refresh'
        ? jsonResponse(401, { message: 'Sesi anda telah berakhir.', code: 'TOKEN_EXPIRED' })
        : jsonResponse(200, { data: [] }),
    );
    vi.stubGlobal('fetch', fetchMock);

    const error = await api.get('/accounts/my').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(error).toMatchObject({ status: 401, message: 'Token expired' });
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/auth/refresh']);
    expect(getSession()).toBeNull();
    expect(events).toEqual([{ reason: 'expired', message: 'Token expired' }]);
    expect(TOKEN_EXPIRED_MESSAGE).toBe(AUTH_MESSAGES.tokenExpired);
  });

  it('cancels the call of an expired session without refresh token, without asking the server', async () => {
    signIn(-1, '');
    const events = recordSessionEnds();
    const fetchMock = stubFetch(200, { data: [] });

    await expect(api.get('/accounts/my')).rejects.toBeInstanceOf(SessionExpiredError);

    expect(fetchMock).not.toHaveBeenCalled();
    expect(getSession()).toBeNull();
    expect(events).toHaveLength(1);
  });

  it('keeps a still-valid token when the server refuses the refresh, and does not retry the refresh', async () => {
    signIn(30);
    const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
      String(input) === '/api/auth/refresh'
        ? jsonResponse(401, { message: 'x', code: 'TOKEN_EXPIRED' })
        : jsonResponse(200, { data: [] }),
    );
    vi.stubGlobal('fetch', fetchMock);

    await api.get('/accounts/my');
    await api.get('/payments');

    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual([
      '/api/auth/refresh',
      '/api/accounts/my',
      '/api/payments',
    ]);
    expect(bearerOf(fetchMock.mock.calls[2]?.[1])).toBe('Bearer access-1');
    expect(getSession()).toMatchObject({ accessToken: 'access-1', refreshToken: '' });
  });

  it('clears the session when the server answers 401 to the token', async () => {
    signIn(600);
    const events = recordSessionEnds();
    stubFetch(401, { message: 'Sesi anda telah berakhir, silakan login kembali.', code: 'TOKEN_EXPIRED' });

    await expect(api.get('/accounts/my')).rejects.toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });

    expect(getSession()).toBeNull();
    expect(events).toEqual([
      { reason: 'unauthorized', message: 'Sesi anda telah berakhir, silakan login kembali.' },
    ]);
  });

  it('clears the session when the server answers 403 to the token', async () => {
    signIn(600);
    stubFetch(403, { message: 'Akun anda telah dinonaktifkan.', code: 'ACCOUNT_DISABLED' });

    await expect(api.get('/accounts/my')).rejects.toMatchObject({ status: 403 });

    expect(getSession()).toBeNull();
  });

  it('leaves the session alone when a call without token gets 401, such as a wrong password', async () => {
    signIn(600);
    const events = recordSessionEnds();
    stubFetch(401, { message: 'Email atau kata sandi salah.', code: 'INVALID_CREDENTIALS' });

    const error = await api
      .post('auth/login', { email: 'a@gmail.com', password: 'salah' }, { auth: false })
      .catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 401, message: 'Email atau kata sandi salah.' });
    expect(errorMessage(error, 'fallback')).toBe('Email atau kata sandi salah.');
    expect(getSession()).not.toBeNull();
    expect(events).toEqual([]);
  });

  it('gives the fallback text when the failure carries no server message', () => {
    expect(errorMessage(new TypeError('Failed to fetch'), 'Login gagal')).toBe('Login gagal');
    expect(errorMessage(toApiError(502, '<html>'), 'Login gagal')).toBe('Login gagal');
    expect(errorMessage(new ApiError(401, 'TOKEN_EXPIRED', 'Token expired'), 'Logout gagal')).toBe(
      'Logout gagal',
    );
  });
});

describe('ensureSession (route guards)', () => {
  it('is null without a session', async () => {
    await expect(ensureSession()).resolves.toBeNull();
  });

  it('returns a valid session without calling the server', async () => {
    signIn(600);
    const fetchMock = stubFetch(200, {});
    await expect(ensureSession()).resolves.toMatchObject({ accessToken: 'access-1' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears an expired session that cannot be refreshed, without telling the app shell', async () => {
    signIn(-5);
    const events = recordSessionEnds();
    stubFetch(401, { message: 'x', code: 'TOKEN_EXPIRED' });

    await expect(ensureSession()).resolves.toBeNull();

    expect(getSession()).toBeNull();
    expect(events).toEqual([]);
  });

  it('keeps the session when the server cannot be reached', async () => {
    signIn(-5);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );

    await expect(ensureSession()).resolves.toMatchObject({ accessToken: 'access-1' });
    expect(getSession()).not.toBeNull();
  });
});
