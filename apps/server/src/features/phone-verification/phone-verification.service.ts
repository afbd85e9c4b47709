import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  PHONE_CODE_LENGTH,
  PHONE_CODE_LIFETIME_MINUTES,
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_RESEND_SECONDS,
  PHONE_CODES_PER_ACCOUNT_PER_HOUR,
  PHONE_CODES_PER_NUMBER_PER_DAY,
  PHONE_VERIFICATION_MESSAGES as M,
  phoneCodeMessage,
  type PhoneCodeSent,
} from '@premium-shop/domain/phone-verification';
import type { User } from '@premium-shop/domain/user-schema';
import type { Database } from '../../db/client';
import type { CredentialVault } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import type { Settings } from '../../settings';
import { brokenUniqueConstraint, toUser } from '../auth/auth.service';
import { enqueueWhatsApp } from '../outbox/outbox.service';
import * as repository from './phone-verification.repository';

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;
const DAY = 24 * HOUR;

export interface PhoneVerificationContext {
  db: Database;
  vault: CredentialVault;
  settings: Pick<Settings, 'APP_NAME'>;
  /** Tells the outbox job a message waits, so the code goes out now rather than at the next tick. */
  onMessageQueued?: (() => void) | undefined;
}

/** What the table keeps of a code: keyed, and bound to the account and the number it was sent to. */
function codeDigest(vault: CredentialVault, userId: string, phone: string, code: string): string {
  return vault.digest('phone-code', `${userId}:${phone}:${code}`);
}

function isSameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function takenByAnother(): AppError {
  return new AppError('PHONE_TAKEN', M.takenByAnother, { phone: M.takenByAnother });
}

function limited(message: string, until: number, now: number): AppError {
  return new AppError('RATE_LIMITED', message, undefined, Math.max(1, Math.ceil((until - now) / SECOND)));
}

/**
 * Sends a code by WhatsApp to the account's number. At most one a minute and 5 an hour per
 * account, and 5 a day to one number whichever accounts ask, counted in PostgreSQL from the codes
 * themselves (shared by every instance, nothing to evict). Only a keyed digest of the code is kept;
 * the outbox row keeps the code until the message is sent, then [dihapus] in its place.
 */
export async function requestCode(
  ctx: PhoneVerificationContext,
  userId: string,
  now = new Date(),
): Promise<PhoneCodeSent> {
  const at = now.getTime();
  const sent = await ctx.db.transaction(async (tx) => {
    const user = await repository.lockUser(tx, userId);
    if (!user) throw new AppError('NOT_FOUND');
    if (user.phoneVerifiedAt) throw new AppError('CONFLICT', M.alreadyVerified);
    // Only a signed-in account that could receive the code learns this, and within the limits below.
    if (await repository.isVerifiedByAnother(tx, user.phone, user.id)) throw takenByAnother();
    await repository.lockNumber(tx, user.phone);

    const account = await repository.accountCodesSince(tx, user.id, new Date(at - HOUR));
    if (account.last && at - account.last.getTime() < PHONE_CODE_RESEND_SECONDS * SECOND) {
      const until = account.last.getTime() + PHONE_CODE_RESEND_SECONDS * SECOND;
      throw limited(M.waitBeforeResend(Math.ceil((until - at) / SECOND)), until, at);
    }
    if (account.count >= PHONE_CODES_PER_ACCOUNT_PER_HOUR) {
      throw limited(M.tooManyForAccount, account.first!.getTime() + HOUR, at);
    }
    const number = await repository.numberCodesSince(tx, user.phone, new Date(at - DAY));
    if (number.count >= PHONE_CODES_PER_NUMBER_PER_DAY) {
      throw limited(M.tooManyForNumber, number.first!.getTime() + DAY, at);
    }

    await repository.expireLiveCodes(tx, user.id, now);
    const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
    const expiresAt = new Date(at + PHONE_CODE_LIFETIME_MINUTES * 60 * SECOND);
    await repository.insertCode(tx, {
      userId: user.id,
      phone: user.phone,
      codeHash: codeDigest(ctx.vault, user.id, user.phone, code),
      expiresAt,
      createdAt: now,
    });
    await enqueueWhatsApp(
      tx,
      { to: user.phone, text: phoneCodeMessage(ctx.settings.APP_NAME, code) },
      { secrets: [code] },
    );
    return {
      phone: user.phone,
      expiresAt: expiresAt.toISOString(),
      resendAt: new Date(at + PHONE_CODE_RESEND_SECONDS * SECOND).toISOString(),
    };
  });
  ctx.onMessageQueued?.();
  return sent;
}

/**
 * Proves the account's number with the newest code sent to it. A wrong code counts against that
 * code (committed, whatever the answer); at PHONE_CODE_MAX_ATTEMPTS it is dead, as it is once
 * expired, replaced, used, or sent to a number the account no longer has.
 */
export async function verifyCode(
  ctx: PhoneVerificationContext,
  userId: string,
  code: string,
  now = new Date(),
): Promise<User> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const user = await repository.lockUser(tx, userId);
    if (!user) throw new AppError('NOT_FOUND');
    if (user.phoneVerifiedAt) throw new AppError('CONFLICT', M.alreadyVerified);
    const latest = await repository.lockNewestCode(tx, user.id);
    if (!latest) return { refusal: M.noCode };
    const isAlive =
      latest.phone === user.phone &&
      latest.expiresAt.getTime() > now.getTime() &&
      latest.attempts < PHONE_CODE_MAX_ATTEMPTS;
    if (!isAlive) return { refusal: M.codeDead };
    if (!isSameDigest(codeDigest(ctx.vault, user.id, user.phone, code), latest.codeHash)) {
      const attempts = await repository.countWrongEntry(tx, latest.id);
      const attemptsLeft = PHONE_CODE_MAX_ATTEMPTS - attempts;
      return { refusal: attemptsLeft > 0 ? M.codeWrong(attemptsLeft) : M.codeDead };
    }
    if (await repository.isVerifiedByAnother(tx, user.phone, user.id)) throw takenByAnother();
    await repository.expireLiveCodes(tx, user.id, now);
    try {
      return { user: await repository.markPhoneVerified(tx, user.id, now) };
    } catch (error) {
      // Another account proved the same number at this moment: the partial unique index keeps the first.
      if (brokenUniqueConstraint(error) === 'users_verified_phone_unique') throw takenByAnother();
      throw error;
    }
  });
  if (outcome.refusal !== undefined) {
    throw new AppError('PHONE_CODE_INVALID', outcome.refusal, { code: outcome.refusal });
  }
  return toUser(outcome.user);
}

/** Changes the account's number; a new number is unverified until proved. The same number changes nothing. */
export async function changePhone(ctx: Pick<PhoneVerificationContext, 'db'>, userId: string, phone: string) {
  return ctx.db.transaction(async (tx) => {
    const user = await repository.lockUser(tx, userId);
    if (!user) throw new AppError('NOT_FOUND');
    if (user.phone === phone) return toUser(user);
    const changed = (await repository.updatePhone(tx, user.id, phone))!;
    await repository.expireLiveCodes(tx, user.id, new Date());
    return toUser(changed);
  });
}

/** Deletes codes older than a day (the longest window the limits count); how many. */
export async function purgeOldPhoneCodes(db: Database, now = new Date()): Promise<{ phoneCodes: number }> {
  return { phoneCodes: await repository.deleteCodesBefore(db, new Date(now.getTime() - DAY)) };
}
