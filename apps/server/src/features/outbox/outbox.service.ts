import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
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

/** Queues an e-mail; the outbox job delivers it outside the request, with retries. */
export async function enqueueEmail(db: Executor, message: MailMessage): Promise<repository.OutboxMessage> {
  return repository.insertMessage(db, {
    channel: 'email',
    recipient: message.to,
    subject: message.subject,
    body: JSON.stringify({ text: message.text, html: message.html }),
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
): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await repository.claimDueMessages(db, channel, BATCH, LEASE_SECONDS);
    if (batch.length === 0) return sent;
    for (const message of batch) {
      try {
        await send(message);
        await repository.markSent(db, message.id);
        sent += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const retryAt =
          message.attempts >= MAX_ATTEMPTS
            ? null
            : new Date(Date.now() + retryDelaySeconds(message.attempts) * 1000);
        logger.warn({ outboxId: message.id, channel, attempts: message.attempts, reason }, 'delivery failed');
        await repository.markFailedAttempt(db, message.id, reason, retryAt);
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
      const body = JSON.parse(message.body) as { text: string; html?: string };
      await transport.send({ to: message.recipient, subject: message.subject ?? '', ...body });
    },
    logger,
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
