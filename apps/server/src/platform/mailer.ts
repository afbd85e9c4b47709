import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Settings } from '../settings';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailTransport {
  /** Where mail goes: 'smtp', or 'log' when no SMTP server is configured. */
  readonly kind: 'smtp' | 'log';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer when SMTP_URL is set. Otherwise (development) a message is only noted in the
 * server log by its subject: never its recipient or body, which may hold a reset link.
 */
export function createMailTransport(settings: Settings, logger: FastifyBaseLogger): MailTransport {
  const from = settings.MAIL_FROM ?? `${settings.APP_NAME} <${settings.SUPPORT_EMAIL}>`;
  if (!settings.SMTP_URL) {
    return {
      kind: 'log',
      send: (message) => {
        logger.info({ mail: { subject: message.subject } }, 'e-mail not delivered: SMTP_URL is unset');
        return Promise.resolve();
      },
      close: () => undefined,
    };
  }
  // A slow SMTP server must not hold the outbox job for minutes; a failed attempt is retried later.
  const url = new URL(settings.SMTP_URL);
  for (const [name, value] of [
    ['connectionTimeout', '10000'],
    ['greetingTimeout', '10000'],
    ['socketTimeout', '20000'],
  ]) {
    if (!url.searchParams.has(name!)) url.searchParams.set(name!, value!);
  }
  const transporter = nodemailer.createTransport(url.toString());
  return {
    kind: 'smtp',
    send: async (message) => {
      await transporter.sendMail({ from, ...message });
    },
    close: () => transporter.close(),
  };
}
