import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helper';

const { app } = await createTestApp();

describe('the HTTP skeleton', () => {
  it('answers the health check after asking the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok', database: 'ok' } });
  });

  it('answers an unknown /api path with the JSON error envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ message: 'Alamat API tidak ditemukan.', code: 'ROUTE_NOT_FOUND' });
  });

  it.each(['/', '/dashboard/pesanan', '/product/abc', '/some/unknown/page'])(
    'serves index.html for the client route %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root"></div>');
    },
  );

  it.each([
    ['a malformed URL', '/api/products/%E0%A4%A'],
    ['a path parameter over the length limit', `/api/products/${'a'.repeat(300)}`],
  ])('answers %s in the JSON envelope, in Indonesian', async (_case, url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['content-type']).toContain('application/json');
    const body = response.json();
    expect(['VALIDATION_FAILED', 'ROUTE_NOT_FOUND', 'NOT_FOUND']).toContain(body.code);
    expect(body.message).toMatch(/tidak/);
  });

  it.each(['/assets/index-0ld.js', '/uploads/demo/missing.png'])(
    'answers a missing file %s with 404, not the web app',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
    },
  );

  it('answers a POST to an unknown path with JSON, not the web app', async () => {
    const response = await app.inject({ method: 'POST', url: '/anything', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('ROUTE_NOT_FOUND');
  });

  it('turns an invalid query into a 400 with field errors', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/products?limit=abc' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.errors)).toContain('limit');
  });
});
