import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import { HIDDEN } from '../../platform/log-safety';
import type { MailMessage, MailTransport } from '../../platform/mailer';
import type { WhatsAppTransport } from '../../platform/whatsapp';
import * as repository from './outbox.repository';

export const MAX_ATTEMPTS = 8;
const LEASE_SECONDS = 120;
const BATCH = 20;

/** Waits 30 s after the first failure, doubling up to an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** (attempts - 1), 3600);
}

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
 * Queues a WhatsApp message to a +62 number. The outbox job delivers it when WHATSAPP_PROVIDER
 * names a transport; with 'outbox' it stays pending for the admin to send by hand.
 */
export async function enqueueWhatsApp(
  db: Executor,
  message: { to: string; text: string },
): Promise<repository.OutboxMessage> {
  return repository.insertMessage(db, { channel: 'whatsapp', recipient: message.to, body: message.text });
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
  keptBody?: (body: string) => string,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await repository.claimDueMessages(db, channel, BATCH, LEASE_SECONDS);
    if (batch.length === 0) return sent;
    for (const message of batch) {
      try {
        await send(message);
        await repository.markSent(db, message.id, keptBody?.(message.body));
        sent += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const retryAt =
          message.attempts >= MAX_ATTEMPTS
            ? null
            : new Date(Date.now() + retryDelaySeconds(message.attempts) * 1000);
        // A server's refusal may quote the address: the log names the row, not the recipient.
        const loggedReason = reason.replaceAll(message.recipient, HIDDEN);
        logger.warn(
          { outboxId: message.id, channel, attempts: message.attempts, reason: loggedReason },
          'delivery failed',
        );
        const keptOnGivingUp = retryAt ? undefined : keptBody?.(message.body);
        await repository.markFailedAttempt(db, message.id, reason, retryAt, keptOnGivingUp);
      }
    }
  }
}

/** Delivers the e-mails that are due; returns how many were sent. */
export function deliverDueEmails(
  db: Database,
  transport: MailTransport,
  logger: FastifyBaseLogger,
): Promise<number> {
  return deliverDue(
    db,
    'email',
    async (message) => {
      const { text, html } = JSON.parse(message.body) as StoredEmail;
      await transport.send({ to: message.recipient, subject: message.subject ?? '', text, html });
    },
    logger,
    emailWithoutSecrets,
  );
}

/** Delivers the WhatsApp messages that are due through `transport`; returns how many were sent. */
export function deliverDueWhatsApp(
  db: Database,
  transport: WhatsAppTransport,
  logger: FastifyBaseLogger,
): Promise<number> {
  return deliverDue(
    db,
    'whatsapp',
    (message) => transport.send({ to: message.recipient, text: message.body }),
    logger,
  );
}
