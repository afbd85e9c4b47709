import { describe, expect, it } from 'vitest';
import { HSTS_HEADER } from '../src/platform/security-headers';
import { createTestApp } from './helper';

// As behind nginx on the same host: X-Forwarded-Proto is believed from 127.0.0.1 (inject's address).
const { app } = await createTestApp({ TRUST_PROXY: '127.0.0.1' });

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | undefined): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) parsed.set(name, values);
  }
  return parsed;
}

const answers = [
  ['the web app', '/'],
  ['a client route', '/dashboard/pesanan'],
  ['an API answer', '/api/health'],
  ['an API error', '/api/products/not-a-product'],
  ['a missing file', '/assets/missing.js'],
  ['the sandbox payment page', '/sandbox-pay/SBX-UNKNOWN'],
] as const;

describe('security headers', () => {
  it.each(answers)(
    '%s (%s) carries a CSP without inline scripts that no page may frame',
    async (_name, url) => {
      const response = await app.inject({ method: 'GET', url });
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(response.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
    },
  );

  it('sends HSTS only when the request came over https', async () => {
    const plain = await app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();

    const proxied = await app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers['strict-transport-security']).toBe(HSTS_HEADER);
  });

  it('lets the web app load object URLs of private images and its own scripts only', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'blob:']));
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });
});
