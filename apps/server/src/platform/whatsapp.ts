import type { Settings } from '../settings';

export interface WhatsAppMessage {
  /** The customer's number as stored: +62... */
  to: string;
  text: string;
}

export interface WhatsAppTransport {
  readonly kind: 'fonnte';
  /** Resolves once the provider accepted the message; throws with the provider's reason otherwise. */
  send(message: WhatsAppMessage): Promise<void>;
}

export const FONNTE_BASE_URL = 'https://api.fonnte.com';
const TIMEOUT_MS = 10_000;

/** Fonnte's answer to POST /send: `status` false comes with a `reason` (docs.fonnte.com/api-send-message). */
interface FonnteAnswer {
  status?: boolean;
  reason?: string;
  detail?: string;
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

  constructor(
    private readonly token: string,
    private readonly baseUrl: string = FONNTE_BASE_URL,
  ) {}

  async send(message: WhatsAppMessage): Promise<void> {
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
