import type { FastifyInstance } from 'fastify';

export const HSTS_HEADER = 'max-age=31536000; includeSubDomains';

/**
 * The page's Content-Security-Policy. Scripts come only from the shop's own origin (Vite emits no
 * inline script); styles allow inline because React sets `style` attributes and the sandbox page
 * carries its small sheet inline. Images may be blob: (private uploads are fetched with the token
 * and shown as object URLs) or data:. Nothing may frame the shop.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const;

/**
 * The headers every answer carries, the set helmet's defaults would send, written out once: the
 * same values on every request, so they are one object assigned per answer rather than a chain of
 * middlewares (that chain was a twelfth of a cached catalogue read's CPU, docs/benchmarks.md).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': Object.entries(CONTENT_SECURITY_POLICY)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; '),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  // frame-ancestors 'none' says the same to current browsers; this is for those that predate CSP.
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  // The old XSS auditor did more harm than good; '0' switches it off where it still exists.
  'x-xss-protection': '0',
};

/**
 * Security headers on every answer (pages, API, files, errors): CSP, nosniff, a strict referrer
 * policy, and HSTS only when the request came over https (directly or through the proxy's
 * X-Forwarded-Proto), since HSTS on plain http would lock a local install out of itself.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_HEADER);
    done();
  });
}
