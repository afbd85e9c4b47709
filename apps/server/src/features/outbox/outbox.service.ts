import { PHONE_VERIFICATION_MESSAGES } from '@premium-shop/domain/phone-verification';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import { HIDDEN } from '../../platform/log-safety';
import type { MailMessage, MailTransport } from '../../platform/mailer';
import type { WhatsAppTransport } from '../../platform/whatsapp';
import * as repository from './outbox.repository';

const LEASE_SECONDS = 120;
const BATCH = 20;
/** The longest wait between two tries of a message: a day-long outage is tried every 15 minutes. */
export const RETRY_CAP_SECONDS = 15 * 60;
/** After a refusal, the sending number rests this long before its next message (decision 047). */
export const SENDER_PAUSE_SECONDS = 60;
/** A delivery round waits at most this long for a send turn, and works at most this long in all. */
const MAX_TURN_WAIT_SECONDS = 60;
const MAX_ROUND_MS = 30_000;

/**
 * Waits 30 s after the first failure, doubling up to 15 minutes, and so on until the message's
 * retry_until (a day after it was queued or resent), when it is given up as 'failed' (decision 047).
 */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.min(Math.max(attempts - 1, 0), 20), RETRY_CAP_SECONDS);
}

/** When a message that just failed is tried again, or null: its day is over, it is given up. */
export function nextTryAt(message: Pick<repository.OutboxMessage, 'attempts' | 'retryUntil'>, now: Date) {
  const retryAt = new Date(now.getTime() + retryDelaySeconds(message.attempts) * 1000);
  return retryAt.getTime() > message.retryUntil.getTime() ? null : retryAt;
}

/** The clock and pacing of a delivery round; tests drive the clock instead of waiting. */
export interface DeliveryOptions {
  now?: () => Date;
  /** Waits `ms` (for a send turn); a test's fake advances its clock. */
  sleep?: (ms: number) => Promise<void>;
  /** The least time between two WhatsApp messages of one number (WHATSAPP_SEND_GAP_SECONDS); 0: unpaced. */
  gapSeconds?: number;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** An e-mail as the outbox stores it; `secrets` (e.g. a reset token) leave the row once it is sent. */
interface StoredEmail {
  text: string;
  html?: string;
  secrets?: string[];
}

/**
 * Queues an e-mail; the outbox job delivers it outside the request, with retries. Each of `secrets`
 * is needed only to send it: once sent (or given up) the stored copy holds [dihapus] in its place.
 */
export async function enqueueEmail(
  db: Executor,
  message: MailMessage,
  options: { secrets?: string[] } = {},
): Promise<repository.OutboxMessage> {
  const secrets = options.secrets?.filter((secret) => secret.length > 0) ?? [];
  const stored: StoredEmail = {
    text: message.text,
    html: message.html,
    ...(secrets.length > 0 && { secrets }),
  };
  return repository.insertMessage(db, {
    channel: 'email',
    recipient: message.to,
    subject: message.subject,
    body: JSON.stringify(stored),
  });
}

/** A stored e-mail body with each of its secrets replaced by [dihapus] and their list dropped. */
export function emailWithoutSecrets(body: string): string {
  let stored: StoredEmail;
  try {
    stored = JSON.parse(body) as StoredEmail;
  } catch {
    return body;
  }
  const secrets = Array.isArray(stored.secrets) ? stored.secrets.filter((secret) => secret.length > 0) : [];
  const hide = (text: string) => secrets.reduce((result, secret) => result.replaceAll(secret, HIDDEN), text);
  return JSON.stringify({
    text: hide(stored.text),
    ...(typeof stored.html === 'string' && { html: hide(stored.html) }),
  });
}

/**
 * Queues a WhatsApp message to a number itself, whoever's it is: only for the code that proves a
 * number (sent to the number being proved). A customer's notice goes through enqueueWhatsAppNotice.
 * Each of `secrets` (the code) is replaced by [dihapus] in the stored copy once it is sent or given
 * up. The outbox job delivers it when WHATSAPP_PROVIDER names a transport; with 'outbox' it stays
 * pending for the admin to send by hand.
 */
export async function enqueueWhatsApp(
  db: Executor,
  message: { to: string; text: string },
  options: { secrets?: string[] } = {},
): Promise<repository.OutboxMessage> {
  const secrets = options.secrets?.filter((secret) => secret.length > 0) ?? [];
  return repository.insertMessage(db, {
    channel: 'whatsapp',
    recipient: message.to,
    body: message.text,
    ...(secrets.length > 0 && { secrets }),
  });
}

/**
 * Queues a WhatsApp notice for a customer to `to` (their number). It is sent only while `to` is the
 * customer's verified number: otherwise the row is kept as 'skipped' with the reason, and the
 * dashboard and e-mail carry the notice alone (docs/decisions/039).
 */
export async function enqueueWhatsAppNotice(
  db: Executor,
  notice: { userId: string; to: string; text: string },
): Promise<repository.OutboxMessage | undefined> {
  return repository.insertNoticeForUser(db, notice, PHONE_VERIFICATION_MESSAGES.noticeSkipped);
}

/**
 * Whether a message may go out (again): a customer's WhatsApp notice only while its number is the
 * customer's verified number; anything else always.
 */
export async function isNoticeDeliverable(
  db: Executor,
  message: Pick<repository.OutboxMessage, 'channel' | 'userId' | 'recipient'>,
): Promise<boolean> {
  if (message.channel !== 'whatsapp' || !message.userId) return true;
  return repository.isVerifiedNumberOf(db, message.userId, message.recipient);
}

/** A stored WhatsApp text with each of its secrets replaced by [dihapus]. */
export function whatsAppWithoutSecrets(message: Pick<repository.OutboxMessage, 'body' | 'secrets'>): string {
  const secrets = (message.secrets ?? []).filter((secret) => secret.length > 0);
  return secrets.reduce((text, secret) => text.replaceAll(secret, HIDDEN), message.body);
}

/**
 * Claims the due messages of `channel` batch by batch and hands each to `send`; a failure is
 * retried with backoff until MAX_ATTEMPTS, then the message is marked failed. Claims lease the
 * rows (FOR UPDATE SKIP LOCKED), so processes delivering at once never send a message twice.
 */
async function deliverDue(
  db: Database,
  channel: repository.OutboxMessage['channel'],
  send: (message: repository.OutboxMessage) => Promise<void>,
  logger: FastifyBaseLogger,
  /** The body the row keeps once the message is sent or given up; unchanged when absent. */
  keptBody?: (message: repository.OutboxMessage) => string,
  /** Why a due message must not go out after all (null: send it). */
  reasonToSkip?: (message: repository.OutboxMessage) => Promise<string | null>,
  now: () => Date = () => new Date(),
): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await repository.claimDueMessages(db, channel, BATCH, LEASE_SECONDS, now());
    if (batch.length === 0) return sent;
    for (const message of batch) {
      try {
        const skipReason = await reasonToSkip?.(message);
        if (skipReason) {
          await repository.markSkipped(db, message.id, skipReason, keptBody?.(message));
          continue;
        }
        await send(message);
        await repository.markSent(db, message.id, keptBody?.(message));
        sent += 1;
      } catch (error) {
        await recordFailure(db, message, error, logger, now(), keptBody);
      }
    }
  }
}

/** A failed attempt: tried again with backoff until the message's retry_until, then given up. */
async function recordFailure(
  db: Database,
  message: repository.OutboxMessage,
  error: unknown,
  logger: FastifyBaseLogger,
  now: Date,
  keptBody?: (message: repository.OutboxMessage) => string,
): Promise<void> {
  const reason = error instanceof Error ? error.message : String(error);
  const retryAt = nextTryAt(message, now);
  // A server's refusal may quote the address: the log names the row, not the recipient.
  const loggedReason = reason.replaceAll(message.recipient, HIDDEN);
  logger.warn(
    {
      outboxId: message.id,
      channel: message.channel,
      attempts: message.attempts,
      reason: loggedReason,
      givenUp: retryAt === null,
    },
    'delivery failed',
  );
  const keptOnGivingUp = retryAt ? undefined : keptBody?.(message);
  await repository.markFailedAttempt(db, message.id, reason, retryAt, keptOnGivingUp);
}

/** Delivers the e-mails that are due; returns how many were sent. */
export function deliverDueEmails(
  db: Database,
  transport: MailTransport,
  logger: FastifyBaseLogger,
  options: Pick<DeliveryOptions, 'now'> = {},
): Promise<number> {
  return deliverDue(
    db,
    'email',
    async (message) => {
      const { text, html } = JSON.parse(message.body) as StoredEmail;
      await transport.send({ to: message.recipient, subject: message.subject ?? '', text, html });
    },
    logger,
    (message) => emailWithoutSecrets(message.body),
    undefined,
    options.now,
  );
}

/**
 * Delivers the WhatsApp messages that are due through `transport`, one at a time and at least
 * `gapSeconds` apart per sending number over every instance (the send turns live in PostgreSQL), so
 * a notice to all customers never leaves as a burst; a broadcast's messages go after every other
 * one. A refusal (device offline, quota used up) rests the number for a minute and ends the round;
 * the message is tried again with backoff for a day, then marked failed for the admin's 'Kirim
 * Ulang' (decision 047). A round works at most about 30 seconds; returns how many were sent.
 */
export async function deliverDueWhatsApp(
  db: Database,
  transport: WhatsAppTransport,
  logger: FastifyBaseLogger,
  options: DeliveryOptions = {},
): Promise<number> {
  const now = options.now ?? (() => new Date());
  const sleep = options.sleep ?? realSleep;
  const gapSeconds = options.gapSeconds ?? 0;
  const started = now().getTime();
  let sent = 0;
  while (now().getTime() - started < MAX_ROUND_MS) {
    const [message] = await repository.claimDueMessages(db, 'whatsapp', 1, LEASE_SECONDS, now());
    if (!message) break;
    try {
      // A notice queued while the number was proved waits for no change of number: the customer may
      // have changed it (unverified again) since.
      if (!(await isNoticeDeliverable(db, message))) {
        await repository.markSkipped(
          db,
          message.id,
          PHONE_VERIFICATION_MESSAGES.noticeSkipped,
          whatsAppWithoutSecrets(message),
        );
        continue;
      }
      if (gapSeconds > 0) {
        const waitMs = await repository.takeSendTurn(
          db,
          transport.sender,
          gapSeconds,
          now(),
          MAX_TURN_WAIT_SECONDS,
        );
        if (waitMs === null) {
          // The number is resting or other instances hold the next turns: hand the message back.
          await repository.releaseClaim(db, message.id, new Date(now().getTime() + gapSeconds * 1000));
          break;
        }
        if (waitMs > 0) await sleep(waitMs);
      }
      const result = await transport.send({ to: message.recipient, text: message.body });
      await repository.markSent(db, message.id, whatsAppWithoutSecrets(message), {
        providerId: result.providerId,
        at: now(),
      });
      sent += 1;
    } catch (error) {
      await recordFailure(db, message, error, logger, now(), whatsAppWithoutSecrets);
      // Fonnte refusing one message refuses the next as well: rest the number, end the round.
      await repository.pauseSender(
        db,
        transport.sender,
        new Date(now().getTime() + SENDER_PAUSE_SECONDS * 1000),
      );
      break;
    }
  }
  return sent;
}
