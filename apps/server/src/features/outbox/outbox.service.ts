import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import type { MailMessage, MailTransport } from '../../platform/mailer';
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
 * Queues a WhatsApp message to a +62 number. No WhatsApp transport exists yet: the messages wait
 * as 'pending' in the outbox until one is added (the claim and retry logic is the e-mails').
 */
export async function enqueueWhatsApp(
  db: Executor,
  message: { to: string; text: string },
): Promise<repository.OutboxMessage> {
  return repository.insertMessage(db, { channel: 'whatsapp', recipient: message.to, body: message.text });
}

/** Delivers the e-mails that are due; returns how many were sent. */
export async function deliverDueEmails(
  db: Database,
  transport: MailTransport,
  logger: FastifyBaseLogger,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await repository.claimDueMessages(db, 'email', BATCH, LEASE_SECONDS);
    if (batch.length === 0) return sent;
    for (const message of batch) {
      const body = JSON.parse(message.body) as { text: string; html?: string };
      try {
        await transport.send({ to: message.recipient, subject: message.subject ?? '', ...body });
        await repository.markSent(db, message.id);
        sent += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const retryAt =
          message.attempts >= MAX_ATTEMPTS
            ? null
            : new Date(Date.now() + retryDelaySeconds(message.attempts) * 1000);
        logger.warn({ outboxId: message.id, attempts: message.attempts, reason }, 'e-mail delivery failed');
        await repository.markFailedAttempt(db, message.id, reason, retryAt);
      }
    }
  }
}
