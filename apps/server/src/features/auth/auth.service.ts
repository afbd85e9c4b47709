import type { LoginPayload, RegisterPayload, ResetPasswordPayload } from '@premium-shop/domain/auth';
import { normalizeEmail } from '@premium-shop/domain/auth';
import { MS_PER_DAY } from '@premium-shop/domain/constants';
import { ERROR_MESSAGES } from '@premium-shop/domain/errors';
import type { AuthResult, User } from '@premium-shop/domain/user-schema';
import type { Database, Executor } from '../../db/client';
import { Batches, batchesPer } from '../../db/batches';
import { AppError } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { ACCESS_TOKEN_SECONDS, type AccessTokens, hashToken, randomToken } from '../../platform/tokens';
import type { Settings } from '../../settings';
import { enqueueEmail } from '../outbox/outbox.service';
import * as repository from './auth.repository';
import { beginLoginAttempt } from './login-failures.service';
import type { SessionClaim, SessionRecord, UserRecord } from './auth.repository';

const REFRESH_LIFETIME_MS = { remembered: 30 * MS_PER_DAY, session: MS_PER_DAY };
const RESET_LIFETIME_MS = 60 * 60 * 1000;
const UNIQUE_VIOLATION = '23505';

export interface AuthContext {
  db: Database;
  tokens: AccessTokens;
  settings: Settings;
  /** Tells the outbox job that an e-mail waits, so it goes out now rather than at the next tick. */
  onEmailQueued?: () => void;
}

// Verifying against a real hash when the e-mail is unknown makes both failures take the same time.
const unknownUserHash = hashPassword('premium-shop: no such user');

export function toUser(record: UserRecord): User {
  return {
    _id: record.id,
    name: record.name,
    email: record.email,
    phone: record.phone,
    isPhoneVerified: record.phoneVerifiedAt !== null,
    role: record.role,
    createdAt: record.createdAt.toISOString(),
  };
}

async function issueRefreshToken(db: Executor, session: SessionRecord): Promise<string> {
  const refreshToken = randomToken();
  const lifetime = session.isRemembered ? REFRESH_LIFETIME_MS.remembered : REFRESH_LIFETIME_MS.session;
  await repository.insertRefreshToken(db, {
    userId: session.userId,
    familyId: session.id,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(Date.now() + lifetime),
  });
  return refreshToken;
}

async function startSession(ctx: AuthContext, user: UserRecord, isRemembered: boolean): Promise<AuthResult> {
  const { session, refreshToken } = await ctx.db.transaction(async (tx) => {
    const created = await repository.insertSession(tx, user.id, isRemembered);
    return { session: created, refreshToken: await issueRefreshToken(tx, created) };
  });
  const token = await ctx.tokens.sign({ userId: user.id, sessionId: session.id, role: user.role });
  return { token, refreshToken, user: toUser(user), expiresIn: ACCESS_TOKEN_SECONDS };
}

/** The unique constraint a database error broke, or null for any other error. */
export function brokenUniqueConstraint(error: unknown): string | null {
  const cause = ((error as { cause?: unknown }).cause ?? error) as { code?: string; constraint?: string };
  return cause.code === UNIQUE_VIOLATION ? (cause.constraint ?? '') : null;
}

/** A phone number already in use: 409 with the message under the form's phone field. */
export function phoneTakenError(): AppError {
  return new AppError('PHONE_TAKEN', ERROR_MESSAGES.PHONE_TAKEN, { phone: ERROR_MESSAGES.PHONE_TAKEN });
}

/**
 * Creates a customer. The e-mail (normalised by the register schema) must be nobody's yet; the
 * unique index refuses the second of two registrations racing for it. The phone is only a claim
 * until proved (phone-verification), so another account's number is accepted and nothing tells
 * the caller whether it is in use (docs/decisions/039).
 */
export async function register(ctx: AuthContext, payload: RegisterPayload): Promise<AuthResult> {
  if (await repository.findUserByEmail(ctx.db, payload.email)) throw new AppError('EMAIL_TAKEN');
  const passwordHash = await hashPassword(payload.password);
  let user: UserRecord;
  try {
    user = await repository.insertUser(ctx.db, {
      name: payload.name,
      email: payload.email,
      phone: payload.phone,
      passwordHash,
    });
  } catch (error) {
    // Two registrations of one e-mail at the same moment: the database keeps the first.
    if (brokenUniqueConstraint(error) !== null) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
  return startSession(ctx, user, false);
}

/** Signs in from `ip`; failed passwords are counted and limited per e-mail and address (login-failures). */
export async function login(ctx: AuthContext, payload: LoginPayload, ip: string): Promise<AuthResult> {
  const email = normalizeEmail(payload.email);
  const attempt = await beginLoginAttempt(ctx.db, email, ip);
  let user: UserRecord | undefined;
  let isValid: boolean;
  try {
    user = await repository.findUserByEmail(ctx.db, email);
    isValid = await verifyPassword(user?.passwordHash ?? (await unknownUserHash), payload.password);
  } catch (error) {
    // Not checked (the database, or the password queue being full): no failure to count.
    await attempt.settle('unchecked');
    throw error;
  }
  if (!user || !isValid) throw new AppError('INVALID_CREDENTIALS');
  await attempt.settle('succeeded');
  if (!user.isActive) throw new AppError('ACCOUNT_DISABLED');
  return startSession(ctx, user, payload.ingat ?? false);
}

/**
 * Rotates a refresh token. A token used twice means it was stolen (or replayed): the whole
 * session is revoked, so neither the thief nor the owner can go on with it.
 */
export async function refresh(ctx: AuthContext, refreshToken: string): Promise<AuthResult> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const found = await repository.lockRefreshToken(tx, hashToken(refreshToken));
    if (!found) return null;
    const { token, session, user } = found;
    if (token.usedAt || token.revokedAt) {
      await repository.revokeSession(tx, session.id, 'refresh token reused');
      return null;
    }
    if (session.revokedAt || token.expiresAt <= new Date() || !user.isActive) return null;
    await repository.markRefreshTokenUsed(tx, token.id);
    return { user, session, refreshToken: await issueRefreshToken(tx, session) };
  });
  if (!outcome) throw new AppError('TOKEN_EXPIRED');
  const token = await ctx.tokens.sign({
    userId: outcome.user.id,
    sessionId: outcome.session.id,
    role: outcome.user.role,
  });
  return {
    token,
    refreshToken: outcome.refreshToken,
    user: toUser(outcome.user),
    expiresIn: ACCESS_TOKEN_SECONDS,
  };
}

export async function logout(ctx: AuthContext, sessionId: string): Promise<void> {
  await repository.revokeSession(ctx.db, sessionId, 'logout');
}

/**
 * Session checks arriving together go as one statement (db/batches.ts): a request that arrives while
 * one is in flight waits for the next, so it never reads a session older than its own arrival.
 */
const sessionChecks = batchesPer(
  (db: Database) => new Batches((claims: SessionClaim[]) => repository.findLiveSessions(db, claims)),
);

/** The user's role when the session is live, belongs to `userId` and the user is active; else null. */
export async function findLiveSession(ctx: Pick<AuthContext, 'db'>, sessionId: string, userId: string) {
  return (await sessionChecks(ctx.db).run({ sessionId, userId })) ?? null;
}

function resetEmail(settings: Settings, name: string, link: string) {
  const text = [
    `Halo ${name},`,
    '',
    `Kami menerima permintaan untuk mengganti kata sandi akun ${settings.APP_NAME} kamu.`,
    'Buka tautan berikut untuk membuat kata sandi baru (berlaku 60 menit, sekali pakai):',
    '',
    link,
    '',
    'Jika kamu tidak meminta penggantian kata sandi, abaikan e-mail ini; kata sandimu tidak berubah.',
    '',
    `Salam, ${settings.APP_NAME}`,
  ].join('\n');
  const html =
    `<p>Halo ${escapeHtml(name)},</p>` +
    `<p>Kami menerima permintaan untuk mengganti kata sandi akun ${escapeHtml(settings.APP_NAME)} kamu.</p>` +
    `<p><a href="${escapeHtml(link)}">Buat kata sandi baru</a> (berlaku 60 menit, sekali pakai).</p>` +
    '<p>Jika kamu tidak meminta penggantian kata sandi, abaikan e-mail ini; kata sandimu tidak berubah.</p>';
  return { subject: `Reset kata sandi ${settings.APP_NAME}`, text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Sends a reset link when the e-mail belongs to an active user; the caller learns nothing either way. */
export async function requestPasswordReset(ctx: AuthContext, email: string): Promise<void> {
  const user = await repository.findUserByEmail(ctx.db, normalizeEmail(email));
  if (!user || !user.isActive) return;
  const token = randomToken();
  const link = `${ctx.settings.PUBLIC_URL}/auth/forgot-password/${token}`;
  await ctx.db.transaction(async (tx) => {
    await repository.insertPasswordReset(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_LIFETIME_MS),
    });
    // The token leaves the outbox row once the mail is sent.
    await enqueueEmail(
      tx,
      { to: user.email, ...resetEmail(ctx.settings, user.name, link) },
      { secrets: [token] },
    );
  });
  ctx.onEmailQueued?.();
}

/** Sets a new password with a reset token (once), and signs the user out everywhere. */
export async function resetPassword(ctx: AuthContext, payload: ResetPasswordPayload): Promise<void> {
  const passwordHash = await hashPassword(payload.password);
  const isReset = await ctx.db.transaction(async (tx) => {
    const userId = await repository.consumePasswordReset(tx, hashToken(payload.token));
    if (!userId) return false;
    await repository.updateUser(tx, userId, { passwordHash });
    await repository.discardPasswordResets(tx, userId);
    await repository.revokeUserSessions(tx, userId, 'password reset');
    return true;
  });
  if (!isReset) throw new AppError('RESET_TOKEN_INVALID');
}

export async function getUser(ctx: Pick<AuthContext, 'db'>, userId: string): Promise<User> {
  const user = await repository.findUserById(ctx.db, userId);
  if (!user) throw new AppError('NOT_FOUND');
  return toUser(user);
}

export async function updateName(ctx: Pick<AuthContext, 'db'>, userId: string, name: string): Promise<User> {
  const user = await repository.updateUser(ctx.db, userId, { name });
  if (!user) throw new AppError('NOT_FOUND');
  return toUser(user);
}
