import { createHash } from 'node:crypto';
import type { Database, Executor } from '../../db/client';
import { addressKey } from '../../platform/client-address';
import { AppError } from '../../platform/errors';
import * as repository from './login-failures.repository';

/**
 * How many failed logins are allowed, in windows of 15 minutes (docs/decisions/025). Strangers
 * must not be able to lock an owner out, so an e-mail is never refused outright at a low count:
 * one address stops after `perAddress` failures on it; once the e-mail has `strictAfter` failures
 * from anywhere, only an address that has not failed on it gets an answer (one guess per address,
 * while the owner signing in from their own device still gets in); `perEmail` is the ceiling for
 * everyone, high enough that reaching it takes some 180 addresses within the window.
 */
export const LOGIN_FAILURE_LIMITS = {
  windowMs: 15 * 60 * 1000,
  perAddress: 10,
  strictAfter: 20,
  perEmail: 200,
} as const;

/** Which counter refuses the attempt, if any, given the failures so far in the window. */
export function refusingCounter(emailFailures: number, pairFailures: number): 'pair' | 'email' | null {
  const limits = LOGIN_FAILURE_LIMITS;
  if (emailFailures >= limits.perEmail) return 'email';
  if (pairFailures >= limits.perAddress) return 'pair';
  if (emailFailures >= limits.strictAfter && pairFailures > 0) return 'pair';
  return null;
}

export interface LoginAttempt {
  /** The password was right (the address's failures are forgotten) or was never checked. */
  settle(outcome: 'succeeded' | 'unchecked'): Promise<void>;
}

// The counters are named by a hash: fixed length whatever the e-mail sent, and no addresses at rest.
function counterKey(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\n')).digest('base64url');
}

let lastPrunedAt = 0;
const PRUNE_EVERY_MS = 60 * 1000;

async function pruneNowAndThen(db: Executor): Promise<void> {
  if (Date.now() - lastPrunedAt < PRUNE_EVERY_MS) return;
  lastPrunedAt = Date.now();
  await repository.deleteOldCounters(db, LOGIN_FAILURE_LIMITS.windowMs);
}

function secondsLeft(counter: repository.FailureCounter): number {
  const endsAt = counter.windowStart.getTime() + LOGIN_FAILURE_LIMITS.windowMs;
  return Math.max(1, Math.ceil((endsAt - Date.now()) / 1000));
}

/**
 * Counts a login for `email` from `ip` as failed before its password is checked, or throws
 * RATE_LIMITED. Counting first, under the counters' row locks, keeps parallel requests from
 * all slipping past one limit; the caller settles the attempt when it did not fail.
 */
export async function beginLoginAttempt(db: Database, email: string, ip: string): Promise<LoginAttempt> {
  await pruneNowAndThen(db);
  const emailKey = counterKey('login:email', email);
  const pairKey = counterKey('login:pair', email, addressKey(ip));
  const retryAfter = await db.transaction(async (tx) => {
    // Always the e-mail's row first: one lock order, so two attempts never deadlock.
    const emailCounter = await repository.lockCounter(tx, emailKey, LOGIN_FAILURE_LIMITS.windowMs);
    const pairCounter = await repository.lockCounter(tx, pairKey, LOGIN_FAILURE_LIMITS.windowMs);
    const refusing = refusingCounter(emailCounter.count, pairCounter.count);
    if (refusing) return secondsLeft(refusing === 'email' ? emailCounter : pairCounter);
    await repository.addToCounters(tx, [emailKey, pairKey], 1);
    return null;
  });
  // Refused before its password is checked; Retry-After says when the refusing counter's window ends.
  if (retryAfter !== null) throw new AppError('RATE_LIMITED', undefined, undefined, retryAfter);
  return {
    settle: async (outcome) => {
      if (outcome === 'succeeded') {
        await repository.deleteCounter(db, pairKey);
        await repository.addToCounters(db, [emailKey], -1);
      } else {
        await repository.addToCounters(db, [emailKey, pairKey], -1);
      }
    },
  };
}

/** The failures counted for `email` in its current window (for tests and support). */
export async function emailFailures(db: Executor, email: string): Promise<number> {
  const counter = await repository.findCounter(db, counterKey('login:email', email));
  if (!counter || counter.windowStart.getTime() + LOGIN_FAILURE_LIMITS.windowMs <= Date.now()) return 0;
  return counter.count;
}
