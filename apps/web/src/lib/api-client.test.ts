import { AUTH_MESSAGES } from '@premium-shop/domain/auth';
import type { Notification } from '@premium-shop/domain/dashboard-schema';
import type { CreatePaymentBody } from '@premium-shop/domain/order-schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAnswerProblems } from '../test-utils/contract-check';
import { fakeUploadSize } from '../test-utils/fake-xhr';
import { orderFixture } from '../test-utils/order-fixtures';
import { authAnswer, jsonResponse, sentBody, stubFetch, testUser } from '../test-utils/render-routes';
import {
  ApiError,
  call,
  ensureSession,
  errorMessage,
  SessionExpiredError,
  TOKEN_EXPIRED_MESSAGE,
  toApiError,
} from './api-client';
import { getSession, onSessionEnded, saveSession, type SessionEndedEvent } from './session';

/** Answers every request with `status` and `body`: JSON, or a string as a proxy's HTML error page. */
function answerEvery(status: number, body: unknown) {
  return stubFetch(() =>
    typeof body === 'string'
      ? new Response(body, { status, headers: { 'Content-Type': 'text/html' } })
      : jsonResponse(status, body),
  );
}

const EMPTY_PAGE = { page: 1, limit: 10, total: 0, totalPages: 0 };

/** What a customer with nothing yet gets: no seats, no orders. */
function emptyCustomerAnswer(url: string): Response {
  if (url.startsWith('/api/payments')) return jsonResponse(200, { data: [], pagination: EMPTY_PAGE });
  return jsonResponse(200, { data: [] });
}

/** The refresh's answer: a new access token and a new refresh token. */
function refreshAnswer(token: string, refreshToken: string) {
  return { data: { token, refreshToken, user: testUser, expiresIn: 900 }, message: 'Sesi diperbarui' };
}

/** A session whose access token expires `secondsLeft` from now (negative: already expired). */
function signIn(secondsLeft: number, refreshToken = 'refresh-1') {
  return saveSession(
    { token: 'access-1', refreshToken, user: testUser, expiresIn: 900 },
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

const notification: Notification = {
  _id: 'n1',
  title: 'Pembayaran diterima',
  content: 'Pesanan INV-20261123-AAA111 sudah dibayar.',
  createdAt: '2026-11-23T05:00:00.000Z',
  isRead: false,
  category: null,
  product: null,
  informationId: null,
};

const orderBody: CreatePaymentBody = {
  product: '0b7d3c1e-5f0a-4c1b-9a51-3f1f6f1a2b3c',
  packageId: '',
  method: 'QRIS',
  duration: 30,
  price: 25_000,
  adminFee: 2_000,
  status: 'Pending',
};

/** The complaint form as 'Laporkan Kendala' sends it: the fields and the image. */
function complaintForm(): FormData {
  const form = new FormData();
  form.set('issue', 'akun bermasalah');
  form.set('noOrder', 'INV-20261123-AAA111');
  form.set('note', 'akun tidak bisa login');
  form.set('file', new File(['png'], 'kendala.png', { type: 'image/png' }));
  return form;
}

const complaintAnswer = {
  data: {
    _id: '5c0e2a9b-7d41-4f3e-8b6a-2e9c1d4f7a10',
    issue: 'akun bermasalah',
    productItem: null,
    noOrder: 'INV-20261123-AAA111',
    note: 'akun tidak bisa login',
    file: '/api/files/9f86d081884c7d659a2feaa0c55ad015.png',
    status: 'open',
    createdAt: '2026-11-23T05:00:00.000Z',
  },
  message: 'Pengaduan berhasil dikirim!',
};

describe('call', () => {
  it('fills the path parameters, encoded, and uses the declared method', async () => {
    signIn(600);
    const invoice = 'INV 2026/11#1';
    const fetchMock = stubFetch(() => jsonResponse(200, { data: orderFixture({ invoice }) }));

    const { data } = await call('getOrder', { params: { idOrInvoice: invoice } });
    await call('cancelOrder', { params: { id: 'o1' } });

    expect(data.invoice).toBe(invoice);
    const sent = fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${url}`);
    expect(sent).toEqual(['GET /api/payments/INV%202026%2F11%231', 'DELETE /api/payments/cancel/o1']);
  });

  it('sends the query, leaving out what is undefined', async () => {
    signIn(600);
    const fetchMock = stubFetch(() =>
      jsonResponse(200, {
        data: [orderFixture()],
        pagination: { page: 2, limit: 5, total: 6, totalPages: 2 },
      }),
    );

    await call('listOrders', { query: { page: 2, limit: 5, status: undefined } });
    await call('listOrders');

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/payments?page=2&limit=5',
      '/api/payments',
    ]);
  });

  it('sends the body as JSON with the declared method', async () => {
    signIn(600);
    const fetchMock = stubFetch(() => jsonResponse(200, { data: { updated: 1 } }));
    const notificationIds = ['3f1f6f1a-2b3c-4c1b-9a51-0b7d3c1e5f0a'];

    const { data } = await call('markNotificationsRead', { body: { notificationIds } });

    expect(data).toEqual({ updated: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/notifications/markAsRead');
    expect(init?.method).toBe('PUT');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe(JSON.stringify({ notificationIds }));
  });

  it('sends a form as multipart, leaving its content type to fetch', async () => {
    signIn(600);
    const fetchMock = stubFetch(() => jsonResponse(201, complaintAnswer));
    const form = complaintForm();

    const answer = await call('createComplaint', { form });

    expect(answer).toEqual(complaintAnswer);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/complaints');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(form);
    const headers = new Headers(init?.headers);
    expect(headers.has('Content-Type')).toBe(false);
    expect(headers.get('Accept')).toBe('application/json');
    expect(bearerOf(init)).toBe('Bearer access-1');
  });
});

describe('api client', () => {
  it('turns an error body into an ApiError with its code, message and field errors', async () => {
    answerEvery(400, {
      message: 'Data yang dikirim tidak valid.',
      code: 'VALIDATION_FAILED',
      errors: { email: 'Format email tidak valid' },
    });

    const error = await call(
      'register',
      {
        body: {
          name: 'Budi Santoso',
          email: 'x',
          phone: '081234567890',
          password: 'rahasia123',
          confirmPassword: 'rahasia123',
          agreeToTerms: true,
        },
      },
      { auth: false },
    ).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Data yang dikirim tidak valid.',
      fieldErrors: { email: 'Format email tidak valid' },
    });
  });

  it('keeps a conflict code the server sends', async () => {
    signIn(600);
    answerEvery(409, {
      message: 'Harga telah berubah, silakan muat ulang halaman.',
      code: 'PRICE_CHANGED',
      errors: { price: '27000' },
    });

    await expect(call('createOrder', { body: orderBody })).rejects.toMatchObject({
      status: 409,
      code: 'PRICE_CHANGED',
      message: 'Harga telah berubah, silakan muat ulang halaman.',
    });
  });

  it('falls back to the status when the body is not ours', async () => {
    answerEvery(502, '<html>Bad Gateway</html>');

    await expect(call('listProducts')).rejects.toMatchObject({
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

  it('unwraps data and pagination from a page', async () => {
    signIn(600);
    const fetchMock = answerEvery(200, {
      data: [notification],
      pagination: { page: 2, limit: 5, total: 6, totalPages: 2 },
    });

    const result = await call('listNotifications', { query: { limit: 5, page: 2 } });

    expect(result).toEqual({
      data: [notification],
      pagination: { page: 2, limit: 5, total: 6, totalPages: 2 },
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/notifications?limit=5&page=2',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('unwraps the message of an answer that has one', async () => {
    answerEvery(200, authAnswer());

    const result = await call(
      'login',
      { body: { email: 'budi@gmail.com', password: 'rahasia123' } },
      { auth: false },
    );

    expect(result).toEqual(authAnswer());
    expect(result.message).toBe('Login berhasil!');
  });

  it('sends a plain body as JSON and FormData untouched', async () => {
    signIn(600);
    const fetchMock = stubFetch((url) =>
      url === '/api/complaints' ? jsonResponse(201, complaintAnswer) : jsonResponse(200, authAnswer()),
    );

    await call(
      'login',
      { body: { email: 'a@gmail.com', password: 'rahasia', ingat: true } },
      { auth: false },
    );
    const jsonInit = fetchMock.mock.calls[0]?.[1];
    expect(jsonInit?.body).toBe(JSON.stringify({ email: 'a@gmail.com', password: 'rahasia', ingat: true }));
    expect(new Headers(jsonInit?.headers).get('Content-Type')).toBe('application/json');

    const form = complaintForm();
    await call('createComplaint', { form });
    const formInit = fetchMock.mock.calls[1]?.[1];
    expect(formInit?.body).toBe(form);
    expect(new Headers(formInit?.headers).has('Content-Type')).toBe(false);
  });
});

describe('api client with a session', () => {
  it('sends the bearer token of the session', async () => {
    signIn(600);
    const fetchMock = answerEvery(200, { data: [] });

    await call('listMyAccounts');

    expect(bearerOf(fetchMock.mock.calls[0]?.[1])).toBe('Bearer access-1');
  });

  it('sends no token without a session, nor on calls made without one', async () => {
    const fetchMock = stubFetch((url) =>
      url === '/api/auth/login' ? jsonResponse(200, authAnswer()) : jsonResponse(200, { data: [] }),
    );
    await call('listProducts');
    signIn(600);
    await call('login', { body: { email: 'a@gmail.com', password: 'x' } }, { auth: false });

    expect(bearerOf(fetchMock.mock.calls[0]?.[1])).toBeNull();
    expect(bearerOf(fetchMock.mock.calls[1]?.[1])).toBeNull();
  });

  it('refreshes once for two concurrent calls when the token expires within a minute', async () => {
    signIn(30);
    let releaseRefresh = () => {};
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const fetchMock = stubFetch(async (url) => {
      if (url === '/api/auth/refresh') {
        await refreshGate;
        return jsonResponse(200, refreshAnswer('access-2', 'refresh-2'));
      }
      return emptyCustomerAnswer(url);
    });

    const calls = Promise.all([call('listMyAccounts'), call('listOrders')]);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    releaseRefresh();
    await calls;

    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls.filter((url) => url === '/api/auth/refresh')).toHaveLength(1);
    const refreshInit = fetchMock.mock.calls[0]?.[1];
    expect(sentBody(refreshInit)).toEqual({ refreshToken: 'refresh-1' });
    expect(bearerOf(refreshInit)).toBeNull();
    for (const [input, init] of fetchMock.mock.calls.slice(1)) {
      expect(input).not.toBe('/api/auth/refresh');
      expect(bearerOf(init)).toBe('Bearer access-2');
    }
    expect(getSession()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(getSession()!.expiresAt).toBeGreaterThan(Date.now() + 800_000);
  });

  it('cancels the call, clears the session and says Token expired when the session cannot be refreshed', async () => {
    signIn(-10);
    const events = recordSessionEnds();
    const fetchMock = stubFetch((url) =>
      url === '/api/auth/refresh'
        ? jsonResponse(401, { message: 'Sesi anda telah berakhir.', code: 'TOKEN_EXPIRED' })
        : emptyCustomerAnswer(url),
    );

    const error = await call('listMyAccounts').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(error).toMatchObject({ status: 401, message: 'Token expired' });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/auth/refresh']);
    expect(getSession()).toBeNull();
    expect(events).toEqual([{ reason: 'expired', message: 'Token expired' }]);
    expect(TOKEN_EXPIRED_MESSAGE).toBe(AUTH_MESSAGES.tokenExpired);
  });

  it('cancels the call of an expired session without refresh token, without asking the server', async () => {
    signIn(-1, '');
    const events = recordSessionEnds();
    const fetchMock = answerEvery(200, { data: [] });

    await expect(call('listMyAccounts')).rejects.toBeInstanceOf(SessionExpiredError);

    expect(fetchMock).not.toHaveBeenCalled();
    expect(getSession()).toBeNull();
    expect(events).toHaveLength(1);
  });

  it('keeps a still-valid token when the server refuses the refresh, and does not retry the refresh', async () => {
    signIn(30);
    const fetchMock = stubFetch((url) =>
      url === '/api/auth/refresh'
        ? jsonResponse(401, { message: 'Sesi anda telah berakhir.', code: 'TOKEN_EXPIRED' })
        : emptyCustomerAnswer(url),
    );

    await call('listMyAccounts');
    await call('listOrders');

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
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
    answerEvery(401, { message: 'Sesi anda telah berakhir, silakan login kembali.', code: 'TOKEN_EXPIRED' });

    await expect(call('listMyAccounts')).rejects.toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });

    expect(getSession()).toBeNull();
    expect(events).toEqual([
      { reason: 'unauthorized', message: 'Sesi anda telah berakhir, silakan login kembali.' },
    ]);
  });

  it('clears the session when the server answers 403 to the token', async () => {
    signIn(600);
    answerEvery(403, {
      message: 'Akun anda telah dinonaktifkan, silakan hubungi admin.',
      code: 'ACCOUNT_DISABLED',
    });

    await expect(call('listMyAccounts')).rejects.toMatchObject({ status: 403 });

    expect(getSession()).toBeNull();
  });

  it('leaves the session alone when a call without token gets 401, such as a wrong password', async () => {
    signIn(600);
    const events = recordSessionEnds();
    answerEvery(401, { message: 'Email atau kata sandi salah.', code: 'INVALID_CREDENTIALS' });

    const error = await call(
      'login',
      { body: { email: 'a@gmail.com', password: 'salah' } },
      { auth: false },
    ).catch((caught: unknown) => caught);

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
    const fetchMock = answerEvery(200, refreshAnswer('access-2', 'refresh-2'));
    await expect(ensureSession()).resolves.toMatchObject({ accessToken: 'access-1' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears an expired session that cannot be refreshed, without telling the app shell', async () => {
    signIn(-5);
    const events = recordSessionEnds();
    answerEvery(401, { message: 'Sesi anda telah berakhir.', code: 'TOKEN_EXPIRED' });

    await expect(ensureSession()).resolves.toBeNull();

    expect(getSession()).toBeNull();
    expect(events).toEqual([]);
  });

  it('keeps the session when the server cannot be reached', async () => {
    signIn(-5);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );

    await expect(ensureSession()).resolves.toMatchObject({ accessToken: 'access-1' });
    expect(getSession()).not.toBeNull();
  });
});

describe('uploads with progress (XMLHttpRequest)', () => {
  /** Records the progress an upload reports, as [loaded, total] pairs. */
  function progressRecorder() {
    const steps: [number, number][] = [];
    return { steps, onUploadProgress: (loaded: number, total: number) => steps.push([loaded, total]) };
  }

  it('sends the form by XMLHttpRequest with the same headers and reports its progress', async () => {
    signIn(600);
    const fetchMock = stubFetch(() => jsonResponse(201, complaintAnswer));
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send');
    const { steps, onUploadProgress } = progressRecorder();
    const form = complaintForm();

    const answer = await call('createComplaint', { form }, { onUploadProgress });

    expect(answer).toEqual(complaintAnswer);
    expect(send).toHaveBeenCalledWith(form);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/complaints');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(form);
    const headers = new Headers(init?.headers);
    expect(headers.has('Content-Type')).toBe(false);
    expect(headers.get('Accept')).toBe('application/json');
    expect(bearerOf(init)).toBe('Bearer access-1');
    // Half the body as it leaves, all of it before the answer (test-utils/fake-xhr.ts).
    const total = fakeUploadSize(form);
    expect(total).toBeGreaterThan(0);
    expect(steps).toEqual([
      [total / 2, total],
      [total, total],
    ]);
  });

  it("checks the fake answer to an upload against the contract, as fetch's", async () => {
    signIn(600);
    stubFetch(() => jsonResponse(200, { data: { ok: true } }));

    await call('createComplaint', { form: complaintForm() }, { onUploadProgress: () => {} });

    // Taken out again, so that this test's own fake does not fail it.
    expect(fakeAnswerProblems.splice(0)).toEqual([
      'POST /api/complaints (createComplaint) does not answer 200 in the contract',
    ]);
  });

  it('keeps calls without a form, or without a listener, on fetch', async () => {
    signIn(600);
    const fetchMock = stubFetch((url) =>
      url === '/api/complaints' ? jsonResponse(201, complaintAnswer) : jsonResponse(200, { data: [] }),
    );
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send');
    const { steps, onUploadProgress } = progressRecorder();

    await call('listMyAccounts', undefined, { onUploadProgress });
    await call('createComplaint', { form: complaintForm() });

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(send).not.toHaveBeenCalled();
    expect(steps).toEqual([]);
  });

  it('refreshes a token about to expire first, then uploads with the new one', async () => {
    signIn(30);
    const fetchMock = stubFetch((url) =>
      url === '/api/auth/refresh'
        ? jsonResponse(200, refreshAnswer('access-2', 'refresh-2'))
        : jsonResponse(201, complaintAnswer),
    );

    await call('createComplaint', { form: complaintForm() }, { onUploadProgress: () => {} });

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/auth/refresh', '/api/complaints']);
    expect(bearerOf(fetchMock.mock.calls[1]?.[1])).toBe('Bearer access-2');
  });

  it('clears the session when the server answers 401 to the upload', async () => {
    signIn(600);
    const events = recordSessionEnds();
    answerEvery(401, { message: 'Sesi anda telah berakhir, silakan login kembali.', code: 'TOKEN_EXPIRED' });

    await expect(
      call('createComplaint', { form: complaintForm() }, { onUploadProgress: () => {} }),
    ).rejects.toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });

    expect(getSession()).toBeNull();
    expect(events).toEqual([
      { reason: 'unauthorized', message: 'Sesi anda telah berakhir, silakan login kembali.' },
    ]);
  });

  it('turns a refused upload into an ApiError with its field messages, as fetch does', async () => {
    signIn(600);
    answerEvery(400, {
      message: 'Data yang dikirim tidak valid.',
      code: 'VALIDATION_FAILED',
      errors: { noOrder: 'Nomor pesanan wajib diisi' },
    });

    const error = await call(
      'createComplaint',
      { form: complaintForm() },
      { onUploadProgress: () => {} },
    ).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Data yang dikirim tidak valid.',
      fieldErrors: { noOrder: 'Nomor pesanan wajib diisi' },
      isServerMessage: true,
    });
    expect(getSession()).not.toBeNull();
  });

  it("reads a proxy's HTML error page by its status", async () => {
    signIn(600);
    answerEvery(502, '<html><body>502 Bad Gateway</body></html>');

    await expect(
      call('createComplaint', { form: complaintForm() }, { onUploadProgress: () => {} }),
    ).rejects.toMatchObject({ status: 502, code: 'SERVICE_UNAVAILABLE', isServerMessage: false });
  });

  it('rejects with a TypeError when the server cannot be reached', async () => {
    signIn(600);
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));

    const error = await call(
      'createComplaint',
      { form: complaintForm() },
      { onUploadProgress: () => {} },
    ).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('aborts the upload with its signal', async () => {
    signIn(600);
    const fetchMock = stubFetch(() => new Promise<Response>(() => {}));
    const abort = vi.spyOn(XMLHttpRequest.prototype, 'abort');
    const controller = new AbortController();

    const upload = call(
      'createComplaint',
      { form: complaintForm() },
      { onUploadProgress: () => {}, signal: controller.signal },
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    controller.abort();

    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(abort).toHaveBeenCalled();
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });

  it('does not send an upload whose signal was aborted before', async () => {
    signIn(600);
    const fetchMock = stubFetch(() => jsonResponse(201, complaintAnswer));
    const controller = new AbortController();
    controller.abort();

    await expect(
      call(
        'createComplaint',
        { form: complaintForm() },
        { onUploadProgress: () => {}, signal: controller.signal },
      ),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
