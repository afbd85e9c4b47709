import helmet from '@fastify/helmet';
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
 * Security headers on every answer (pages, API, files): CSP, nosniff, a strict referrer policy,
 * and HSTS only when the request came over https (directly or through the proxy's
 * X-Forwarded-Proto), since HSTS on plain http would lock a local install out of itself.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(
        Object.entries(CONTENT_SECURITY_POLICY).map(([name, values]) => [name, [...values]]),
      ),
    },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_HEADER);
  });
}
