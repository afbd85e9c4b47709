import { createHash } from 'node:crypto';
import type { Settings } from '../settings';

export interface WhatsAppMessage {
  /** The customer's number as stored: +62... */
  to: string;
  text: string;
}

export interface WhatsAppSendResult {
  /** The provider's id of the message, which its status webhook names (Fonnte: the answer's `id`). */
  providerId: string | null;
}

export interface WhatsAppTransport {
  readonly kind: 'fonnte';
  /** The sending number, as a key: its messages are paced together across every instance. */
  readonly sender: string;
  /**
   * Resolves once the provider accepted (queued) the message; throws with the provider's reason
   * otherwise. Accepted is not delivered: the status webhook says that later.
   */
  send(message: WhatsAppMessage): Promise<WhatsAppSendResult>;
}

export const FONNTE_BASE_URL = 'https://api.fonnte.com';
const TIMEOUT_MS = 10_000;

/**
 * Fonnte's answer to POST /send (https://docs.fonnte.com/api-send-message/): `status` true with
 * `detail` 'success! message in queue', `id` (one per target), `process` ('pending') and `target`;
 * `status` false comes with a `reason`. Every answer carries a `requestid` since February 2025
 * (https://docs.fonnte.com/language/en/page/2/). `status` true means queued at Fonnte, not delivered
 * (https://docs.fonnte.com/message-status/): the status webhook says what became of it.
 */
interface FonnteAnswer {
  status?: boolean;
  reason?: string;
  detail?: string;
  id?: unknown;
  requestid?: unknown;
}

/** The message id of a send answer: `id` is a list with one id per target, we send to one. */
function fonnteMessageId(answer: FonnteAnswer): string | null {
  const first: unknown = Array.isArray(answer.id) ? answer.id[0] : answer.id;
  return typeof first === 'string' || typeof first === 'number' ? String(first) : null;
}

/** '+6281234567890' -> '6281234567890': Fonnte takes digits with the country code. */
export function fonnteTarget(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('0') ? `62${digits.slice(1)}` : digits;
}

/**
 * Fonnte's send API: a form POST (url-encoded) to {base}/send with the device token in `Authorization` (no
 * scheme), fields `target`, `message` and `countryCode`. HTTP 200 alone is not success: the JSON
 * answer's `status` must be true.
 */
export class FonnteTransport implements WhatsAppTransport {
  readonly kind = 'fonnte';
  readonly sender: string;

  constructor(
    private readonly token: string,
    private readonly baseUrl: string = FONNTE_BASE_URL,
  ) {
    // One device token is one WhatsApp number: its digest names it without keeping the token.
    this.sender = `fonnte:${createHash('sha256').update(token).digest('hex').slice(0, 32)}`;
  }

  async send(message: WhatsAppMessage): Promise<WhatsAppSendResult> {
    // URL-encoded rather than multipart: multipart turns the message's line breaks into CRLF.
    const form = new URLSearchParams({
      target: fonnteTarget(message.to),
      message: message.text,
      countryCode: '62',
    });
    const response = await fetch(new URL('/send', this.baseUrl), {
      method: 'POST',
      headers: { Authorization: this.token },
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    let answer: FonnteAnswer = {};
    try {
      answer = JSON.parse(text) as FonnteAnswer;
    } catch {
      // Not JSON (a proxy's error page): reported below with the HTTP status.
    }
    if (!response.ok || answer.status !== true) {
      const reason = answer.reason ?? answer.detail ?? text.slice(0, 200);
      throw new Error(`Fonnte refused the message (HTTP ${response.status}): ${reason || 'no reason given'}`);
    }
    return { providerId: fonnteMessageId(answer) };
  }
}

/**
 * The transport WHATSAPP_PROVIDER names, or null for 'outbox': the messages then stay queued in the
 * outbox, where the admin console shows them for sending by hand.
 */
export function createWhatsAppTransport(settings: Settings): WhatsAppTransport | null {
  if (settings.WHATSAPP_PROVIDER !== 'fonnte') return null;
  return new FonnteTransport(settings.FONNTE_TOKEN!, settings.FONNTE_BASE_URL ?? FONNTE_BASE_URL);
}
