import type { FonnteStatusBody } from '@premium-shop/domain/api/whatsapp';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client';
import * as repository from './outbox.repository';

type DeliveryState = NonNullable<repository.OutboxMessage['deliveryState']>;

/**
 * Fonnte's processing states that end a message undelivered (https://docs.fonnte.com/message-status/):
 * 'invalid' (bad number or parameter), 'failed' (content it cannot process), 'expired' (the device
 * stayed disconnected a day; "manual resend is required"), 'url unreachable' (an attachment).
 */
const FAILED_STATUSES = new Set(['invalid', 'failed', 'expired', 'url unreachable']);

/** How far a message has come: a state never goes back (a late 'sent' after 'read' changes nothing). */
const RANK: Record<DeliveryState, number> = { queued: 0, sent: 1, delivered: 2, read: 3, failed: 1 };

/**
 * The delivery state a status webhook reports (https://docs.fonnte.com/webhook-update-message-status/):
 * `status` is Fonnte's processing (pending, processing, waiting: still queued; sent; or one that ended
 * it, above) and `state` WhatsApp's receipt of a sent message (sent, delivered, read).
 */
export function deliveryStateOf(body: Pick<FonnteStatusBody, 'status' | 'state'>): DeliveryState {
  const status = (body.status ?? '').trim().toLowerCase();
  const state = (body.state ?? '').trim().toLowerCase();
  if (FAILED_STATUSES.has(status)) return 'failed';
  if (state === 'read') return 'read';
  if (state === 'delivered') return 'delivered';
  if (state === 'sent' || status === 'sent') return 'sent';
  return 'queued';
}

/** Whether `given` is the configured webhook token, compared in constant time (digests of equal length). */
export function isWebhookToken(given: string, expected: string | undefined): boolean {
  if (!expected) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export type StatusOutcome = 'applied' | 'unchanged' | 'unknown';

/**
 * Applies Fonnte's status of the message it knows by `body.id`: the outbox row moves forward only
 * (queued → sent → delivered → read), and a message Fonnte gave up (expired, invalid, failed)
 * becomes 'failed' with the reason, for the admin's 'Kirim Ulang'. An id the shop never sent is
 * refused ('unknown'), nothing stored.
 */
export async function applyFonnteStatus(
  db: Database,
  body: FonnteStatusBody,
  now: Date = new Date(),
): Promise<StatusOutcome> {
  const providerId = String(body.id);
  return db.transaction(async (tx) => {
    const message = await repository.lockByProviderId(tx, providerId);
    if (!message) return 'unknown';
    const next = deliveryStateOf(body);
    const current = message.deliveryState;
    if (current === 'failed' || current === next) return 'unchanged';
    if (next === 'failed') {
      // Once WhatsApp has the message (sent, delivered or read), a later failure of Fonnte's changes nothing.
      if (current && RANK[current] >= RANK.sent) return 'unchanged';
      await repository.setDeliveryState(tx, message.id, 'failed', now, `Fonnte: ${body.status ?? 'gagal'}`);
      return 'applied';
    }
    if (current && RANK[next] <= RANK[current]) return 'unchanged';
    await repository.setDeliveryState(tx, message.id, next, now);
    return 'applied';
  });
}
