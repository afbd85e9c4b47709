import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AREAS, contract } from './contract';
import type { Endpoint } from './endpoint';
import { API_PATHS } from './paths';

const endpoints: Endpoint[] = Object.values(contract);

describe('the API contract', () => {
  it('names each call once across all areas', () => {
    const names = AREAS.flatMap((area) => Object.keys(area));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(contract).sort()).toEqual([...names].sort());
    expect(Object.keys(API_PATHS).sort()).toEqual([...names].sort());
  });

  it('gives each call a place of its own under /api', () => {
    const routes = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const endpoint of endpoints) expect(endpoint.path).toMatch(/^\/api(\/|$)/);
  });

  it("declares exactly the path's parameters", () => {
    for (const endpoint of endpoints) {
      const inPath = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
      const declared =
        endpoint.params instanceof z.ZodObject ? Object.keys(endpoint.params.shape).sort() : [];
      expect(declared, endpoint.name).toEqual(inPath);
    }
  });

  it('declares a successful answer for each call, and a body only where a method takes one', () => {
    for (const endpoint of endpoints) {
      expect(
        Object.keys(endpoint.responses).some((status) => status.startsWith('2')) ||
          endpoint.name === 'apiReference',
        endpoint.name,
      ).toBe(true);
      if (endpoint.method === 'GET') {
        expect(endpoint.body, endpoint.name).toBeUndefined();
        expect(endpoint.multipart, endpoint.name).toBeUndefined();
      }
      expect(endpoint.body !== undefined && endpoint.multipart !== undefined, endpoint.name).toBe(false);
    }
  });

  it('refuses an area whose paths and specs do not pair up', async () => {
    const { defineEndpoints } = await import('./endpoint');
    const answer = { 200: z.object({}) };
    expect(() => defineEndpoints('X', { a: 'GET /api/a' }, {} as never)).toThrow(
      "'a' (GET /api/a) has no spec",
    );
    expect(() =>
      defineEndpoints('X', {}, { b: { summary: '', access: 'public', responses: answer } } as never),
    ).toThrow("'b' has a spec but no path");
  });
});
