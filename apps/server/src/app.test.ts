import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTestApp, whenDone } from '../test/helper';
import { buildApp } from './app';

const context = await createTestApp();
const { app } = context;

describe('the HTTP skeleton', () => {
  it('answers the health check after asking the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok', database: 'ok' } });
  });

  it('tells liveness apart from readiness, and turns not-ready while the process stops', async () => {
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ data: { status: 'ok' } });
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      data: { status: 'ready', database: 'ok', migrations: 'ok', process: 'ok' },
    });
    app.readiness.isStopping = true;
    try {
      const stopping = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(stopping.statusCode).toBe(503);
      expect(stopping.json().data).toMatchObject({ status: 'not-ready', process: 'stopping' });
      expect(stopping.headers.connection).toBe('close');
      const catalogue = await app.inject({ method: 'GET', url: '/api/products' });
      expect(catalogue.statusCode).toBe(200);
      expect(catalogue.headers.connection).toBe('close');
    } finally {
      app.readiness.isStopping = false;
    }
    const running = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(running.headers.connection).not.toBe('close');
  });

  it('is not ready while the database lacks a migration of this build', async () => {
    const { rows } = await context.connection.pool.query<{ id: number; created_at: string }>(
      'SELECT id, created_at::text FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1',
    );
    const newest = rows[0]!;
    await context.connection.pool.query(
      'UPDATE drizzle.__drizzle_migrations SET created_at = 1 WHERE id = $1',
      [newest.id],
    );
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json().data).toMatchObject({ status: 'not-ready', migrations: 'behind' });
    } finally {
      await context.connection.pool.query(
        'UPDATE drizzle.__drizzle_migrations SET created_at = $2 WHERE id = $1',
        [newest.id, newest.created_at],
      );
    }
  });

  it('answers an unknown /api path with the JSON error envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ message: 'Alamat API tidak ditemukan.', code: 'ROUTE_NOT_FOUND' });
  });

  it.each(['/', '/dashboard/pesanan', '/product/abc', '/dashboard/payment/9b1c?x=1'])(
    'serves index.html for the client route %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root"></div>');
    },
  );

  it.each(['/metrics', '/healthz', '/some/unknown/page', '/dashboard/nothing-here'])(
    'answers %s, which is no page of the web app, with 404 (the app still draws its not-found page)',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root"></div>');
    },
  );

  it('before the web app is built, tells a page apart from a path that is no page', async () => {
    const indexHtml = path.join(context.dataDir, 'web', 'index.html');
    const kept = `${indexHtml}.kept`;
    fs.renameSync(indexHtml, kept);
    try {
      const page = await app.inject({ method: 'GET', url: '/dashboard' });
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain('npm run build');
      // A probe still learns that /healthz is not there, whether or not the pages are built.
      const probe = await app.inject({ method: 'GET', url: '/healthz' });
      expect(probe.statusCode).toBe(404);
    } finally {
      fs.renameSync(kept, indexHtml);
    }
  });

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

describe('request ids', () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });

  it('logs every line of a request with its id and echoes it, taking a sane X-Request-Id from the proxy', async () => {
    const logged = await buildApp({ ...context, logger: { level: 'info', stream } });
    whenDone(() => logged.close());

    const forwarded = await logged.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-7f3a.42' },
    });
    expect(forwarded.headers['x-request-id']).toBe('lb-7f3a.42');
    const ofRequest = lines.filter((line) => line.reqId === 'lb-7f3a.42');
    expect(ofRequest.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);

    const fresh = await logged.inject({ method: 'GET', url: '/api/health' });
    const unsafe = await logged.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'x\r\ninjected <script>' },
    });
    for (const response of [fresh, unsafe]) {
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(lines.some((line) => line.reqId === response.headers['x-request-id'])).toBe(true);
    }
  });
});
