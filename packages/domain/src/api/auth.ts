import { z } from 'zod';
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  updateNameSchema,
} from '../auth';
import { authResultSchema, userSchema } from '../user-schema';
import { AUTH_PATHS } from './auth.paths';
import { dataAnswer, defineEndpoints } from './endpoint';

/** A refresh token as the server hands them out (opaque, well under 200 characters). */
export const refreshBodySchema = z.object({ refreshToken: z.string().min(1).max(200) });

const authAnswer = z.object({ data: authResultSchema, message: z.string() });
const doneAnswer = z.object({ data: z.null(), message: z.string() });
const userAnswer = dataAnswer(userSchema);

export const authEndpoints = defineEndpoints('Auth', AUTH_PATHS, {
  register: {
    summary:
      'Creates a customer account (e-mail on an allowed domain, phone as +62...) and signs it in. The server checks the domains of its ALLOWED_EMAIL_DOMAINS; this declares the defaults.',
    access: 'public',
    body: registerSchema(),
    responses: { 201: authAnswer },
    errors: [409],
  },
  login: {
    summary: 'Signs in with e-mail and password; `ingat` (remember me) keeps the sign-in longer.',
    access: 'public',
    body: loginSchema,
    responses: { 200: authAnswer },
    errors: [401, 403],
  },
  refreshSession: {
    summary: 'Trades a refresh token (once) for a new access token and refresh token.',
    access: 'public',
    body: refreshBodySchema,
    responses: { 200: authAnswer },
    errors: [401],
  },
  logout: {
    summary: "Signs out: revokes this sign-in's refresh tokens.",
    access: 'customer',
    responses: { 200: doneAnswer },
  },
  requestPasswordReset: {
    summary: 'E-mails a password reset link; answers the same whether or not the address has an account.',
    access: 'public',
    body: forgotPasswordSchema,
    responses: { 200: doneAnswer },
  },
  resetPassword: {
    summary: "Sets a new password with the token of the e-mailed link, and ends the user's sign-ins.",
    access: 'public',
    body: resetPasswordSchema,
    responses: { 200: doneAnswer },
  },
  getCurrentUser: {
    summary: 'The signed-in user.',
    access: 'customer',
    responses: { 200: userAnswer },
    errors: [404],
  },
  updateName: {
    summary: "Changes the signed-in user's name.",
    access: 'customer',
    body: updateNameSchema,
    responses: { 200: userAnswer },
    errors: [404],
  },
});
