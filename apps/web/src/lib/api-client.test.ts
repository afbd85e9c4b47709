import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, toApiError } from './api-client';

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

afterEach(() => {
  vi.unstubAllGlobals();
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
