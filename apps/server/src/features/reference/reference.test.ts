import { contract } from '@premium-shop/domain/api/contract';
import type { Endpoint } from '@premium-shop/domain/api/endpoint';
import { API_PATHS } from '@premium-shop/domain/api/paths';
import { describe, expect, it } from 'vitest';
import { signedInCustomer } from '../../../test/customers';
import { createTestApp } from '../../../test/helper';

const { app, db, tokens } = await createTestApp();
const endpoints: Endpoint[] = Object.values(contract);

interface Document {
  openapi: string;
  paths: Record<string, Record<string, { operationId?: string; security?: unknown }>>;
}
const openApi = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Document>();
/** '/api/payments/:id' as OpenAPI writes it: '/api/payments/{id}'. */
const openApiPath = (path: string) => path.replaceAll(/:(\w+)/g, '{$1}');
/** A path of the call with every parameter filled (a well-formed UUID that names nothing). */
const filled = (path: string) => path.replaceAll(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');

describe('the API contract', () => {
  it('declares every route the server registers under /api, and registers every declared call', () => {
    const registered = app.registeredRoutes
      .filter((route) => route.url.startsWith('/api') && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`);
    const declared = Object.values(API_PATHS);
    expect([...registered].sort()).toEqual([...declared].sort());
  });

  it('describes each declared call in /api/openapi.json (OpenAPI 3.1) under its name', () => {
    expect(openApi.openapi).toBe('3.1.0');
    for (const endpoint of endpoints) {
      const operation = openApi.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      expect(operation?.operationId).toBe(endpoint.name);
      expect(Boolean(operation?.security)).toBe(endpoint.access !== 'public');
    }
    const described = Object.entries(openApi.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(described.sort()).toEqual(
      endpoints.map((endpoint) => `${endpoint.method} ${openApiPath(endpoint.path)}`).sort(),
    );
  });

  it('asks for a sign-in on every call that is not public, before it reads the input', async () => {
    for (const endpoint of endpoints.filter((candidate) => candidate.access !== 'public')) {
      const answer = await app.inject({ method: endpoint.method, url: filled(endpoint.path) });
      expect(answer.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(401);
    }
  });

  it("refuses a customer's token on every admin call", async () => {
    const customer = await signedInCustomer(db, tokens);
    for (const endpoint of endpoints.filter((candidate) => candidate.access === 'admin')) {
      const answer = await app.inject({
        method: endpoint.method,
        url: filled(endpoint.path),
        headers: { authorization: `Bearer ${customer.token}` },
      });
      expect(answer.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(403);
    }
  });

  it('shows the same calls as a page to read, with no script', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toContain('<script');
    for (const endpoint of endpoints) {
      expect(page.body).toContain(`id="${endpoint.name}"`);
      expect(page.body).toContain(`<code>${endpoint.path}</code>`);
    }
  });
});
