import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

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
 * Helmet's headers for the shop's policy, worked out once: helmet is a (req, res, next) middleware
 * whose answer does not depend on the request here (no nonces), so it runs against a recorder at
 * startup and every answer gets the recorded set in one assignment. Running its chain of a dozen
 * middlewares per request was a twelfth of a cached catalogue read's CPU (docs/benchmarks.md).
 */
function recordHelmetHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(
        Object.entries(CONTENT_SECURITY_POLICY).map(([name, values]) => [name, [...values]]),
      ),
    },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  })({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('helmet failed', { cause: error });
  });
  return headers;
}

export const SECURITY_HEADERS = recordHelmetHeaders();

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
