import { authEndpoints as api } from '@premium-shop/domain/api/auth';
import { normalizeEmail, registerSchema } from '@premium-shop/domain/auth';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth-guard';
import { declared } from '../../platform/declared-route';
import { limit } from '../../platform/rate-limits';
import * as auth from './auth.service';

// Generous enough that a person never meets them; tight enough to slow password guessing.
const FIFTEEN_MINUTES = 15 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

function bodyEmail(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? normalizeEmail(email) : '';
}

/** Sign-in, sign-out, password reset and the user's own account, as declared in packages/domain/src/api/auth.ts. */
export const authRoutes: FastifyPluginAsyncZod = (app) => {
  const ctx = () => app.authContext;
  const perIp = (name: string, max: number, timeWindowMs: number) => limit(app, { name, max, timeWindowMs });
  // Keyed by the person a request is about, not the caller: counted in PostgreSQL, never evictable.
  const perEmail = (name: string, max: number, timeWindowMs: number) =>
    limit(app, { name: `${name}:email`, max, timeWindowMs, key: bodyEmail, inDatabase: true });

  const registration = declared(app, api.register);
  app.route({
    ...registration,
    // The contract declares the default e-mail domains; this shop takes those of its settings.
    schema: { ...registration.schema, body: registerSchema(app.settings.ALLOWED_EMAIL_DOMAINS) },
    preHandler: perIp('register', 10, HOUR),
    handler: async (request, reply) => {
      const data = await auth.register(ctx(), request.body);
      return reply.status(201).send({ data, message: 'Register berhasil!' });
    },
  });

  app.route({
    ...declared(app, api.login),
    // Failed passwords are limited per e-mail and address in the service (login-failures.service.ts).
    preHandler: perIp('login', 30, FIFTEEN_MINUTES),
    handler: async (request) => ({
      data: await auth.login(ctx(), request.body, request.ip),
      message: 'Login berhasil!',
    }),
  });

  app.route({
    ...declared(app, api.refreshSession),
    preHandler: perIp('refresh', 120, FIFTEEN_MINUTES),
    handler: async (request) => ({
      data: await auth.refresh(ctx(), request.body.refreshToken),
      message: 'Sesi diperbarui',
    }),
  });

  app.route({
    ...declared(app, api.logout),
    handler: async (request) => {
      await auth.logout(ctx(), currentUser(request).sessionId);
      return { data: null, message: 'Logout berhasil' };
    },
  });

  app.route({
    ...declared(app, api.requestPasswordReset),
    preHandler: [perIp('forgot', 10, HOUR), perEmail('forgot', 5, HOUR)],
    handler: async (request) => {
      await auth.requestPasswordReset(ctx(), request.body.email);
      return {
        data: null,
        message: 'Jika email terdaftar, link reset kata sandi telah dikirim ke email tersebut.',
      };
    },
  });

  app.route({
    ...declared(app, api.resetPassword),
    preHandler: perIp('reset', 20, HOUR),
    handler: async (request) => {
      await auth.resetPassword(ctx(), request.body);
      return { data: null, message: 'Password berhasil diubah' };
    },
  });

  app.route({
    ...declared(app, api.getCurrentUser),
    handler: async (request) => ({ data: await auth.getUser(ctx(), currentUser(request).id) }),
  });

  app.route({
    ...declared(app, api.updateName),
    handler: async (request) => ({
      data: await auth.updateName(ctx(), currentUser(request).id, request.body.name),
      message: 'Nama pengguna berhasil diubah.',
    }),
  });
  return Promise.resolve();
};
