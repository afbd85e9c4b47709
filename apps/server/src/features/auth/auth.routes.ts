import {
  forgotPasswordSchema,
  loginSchema,
  normalizeEmail,
  registerSchema,
  resetPasswordSchema,
  updateNameSchema,
} from '@premium-shop/domain/auth';
import { authResultSchema, userSchema } from '@premium-shop/domain/user-schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-guard';
import { limit } from '../../platform/rate-limits';
import * as auth from './auth.service';

const authAnswer = z.object({ data: authResultSchema, message: z.string() });
const messageAnswer = z.object({ data: z.null(), message: z.string() });
const userAnswer = z.object({ data: userSchema, message: z.string().optional() });

// Generous enough that a person never meets them; tight enough to slow password guessing.
const FIFTEEN_MINUTES = 15 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

function bodyEmail(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? normalizeEmail(email) : '';
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => app.authContext;
  const perIp = (name: string, max: number, timeWindowMs: number) => limit(app, { name, max, timeWindowMs });
  const perEmail = (name: string, max: number, timeWindowMs: number) =>
    limit(app, { name: `${name}:email`, max, timeWindowMs, key: bodyEmail });

  app.post(
    '/auth/register',
    {
      preHandler: perIp('register', 10, HOUR),
      schema: { body: registerSchema(app.settings.ALLOWED_EMAIL_DOMAINS), response: { 201: authAnswer } },
    },
    async (request, reply) => {
      const data = await auth.register(ctx(), request.body);
      return reply.status(201).send({ data, message: 'Register berhasil!' });
    },
  );

  app.post(
    '/auth/login',
    {
      // Failed passwords are limited per e-mail and address in the service (login-failures.service.ts).
      preHandler: perIp('login', 30, FIFTEEN_MINUTES),
      schema: { body: loginSchema, response: { 200: authAnswer } },
    },
    async (request) => ({
      data: await auth.login(ctx(), request.body, request.ip),
      message: 'Login berhasil!',
    }),
  );

  app.post(
    '/auth/refresh',
    {
      preHandler: perIp('refresh', 120, FIFTEEN_MINUTES),
      schema: { body: z.object({ refreshToken: z.string().min(1).max(200) }), response: { 200: authAnswer } },
    },
    async (request) => ({
      data: await auth.refresh(ctx(), request.body.refreshToken),
      message: 'Sesi diperbarui',
    }),
  );

  app.get(
    '/auth/logout',
    { onRequest: app.authenticate, schema: { response: { 200: messageAnswer } } },
    async (request) => {
      await auth.logout(ctx(), currentUser(request).sessionId);
      return { data: null, message: 'Logout berhasil' };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      preHandler: [perIp('forgot', 10, HOUR), perEmail('forgot', 5, HOUR)],
      schema: { body: forgotPasswordSchema, response: { 200: messageAnswer } },
    },
    async (request) => {
      await auth.requestPasswordReset(ctx(), request.body.email);
      return {
        data: null,
        message: 'Jika email terdaftar, link reset kata sandi telah dikirim ke email tersebut.',
      };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      preHandler: perIp('reset', 20, HOUR),
      schema: { body: resetPasswordSchema, response: { 200: messageAnswer } },
    },
    async (request) => {
      await auth.resetPassword(ctx(), request.body);
      return { data: null, message: 'Password berhasil diubah' };
    },
  );

  app.get(
    '/users/me',
    { onRequest: app.authenticate, schema: { response: { 200: userAnswer } } },
    async (request) => ({ data: await auth.getUser(ctx(), currentUser(request).id) }),
  );

  app.put(
    '/users/update-name',
    { onRequest: app.authenticate, schema: { body: updateNameSchema, response: { 200: userAnswer } } },
    async (request) => ({
      data: await auth.updateName(ctx(), currentUser(request).id, request.body.name),
      message: 'Nama pengguna berhasil diubah.',
    }),
  );
};
