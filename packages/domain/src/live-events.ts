/**
 * The live stream's names and limits (GET /api/events), without zod so that any page may ship
 * them; the payload of each event is declared in live-events-schema.ts.
 */
import type { LiveEventPayloads } from './live-events-schema';

/** Events for the customer the change belongs to. */
export const CUSTOMER_EVENT_TYPES = [
  'order.changed',
  'notification.created',
  'reimbursement.answered',
  'complaint.answered',
] as const;
/** Events for every signed-in admin. */
export const ADMIN_EVENT_TYPES = [
  'admin.order.waiting',
  'admin.order.handled',
  'admin.group.filled',
  'admin.complaint.created',
  'admin.payment.refused',
  'admin.transfer.waiting',
  'admin.payment.refunded',
] as const;
/** Events of the stream itself, never stored nor replayed. */
export const CONTROL_EVENT_TYPES = ['stream.expired'] as const;
export const LIVE_EVENT_TYPES = [
  ...CUSTOMER_EVENT_TYPES,
  ...ADMIN_EVENT_TYPES,
  ...CONTROL_EVENT_TYPES,
] as const;

export type CustomerEventType = (typeof CUSTOMER_EVENT_TYPES)[number];
export type AdminEventType = (typeof ADMIN_EVENT_TYPES)[number];
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];
export type LiveEventPayload<T extends LiveEventType> = LiveEventPayloads[T];

/** One event as a stream delivers it. */
export interface LiveEvent<T extends LiveEventType = LiveEventType> {
  /** The sequence number (the SSE id, sent back as Last-Event-ID on a reconnect). */
  id: string;
  type: T;
  data: LiveEventPayload<T>;
}

/** How far back a reconnecting stream is replayed from its Last-Event-ID; older events are purged. */
export const LIVE_EVENT_REPLAY_MINUTES = 10;
/** At most this many missed events are replayed on a reconnect; the page refetches beyond that. */
export const LIVE_EVENT_REPLAY_LIMIT = 200;
/** A comment line keeps proxies and the browser from closing an idle stream. */
export const LIVE_EVENT_HEARTBEAT_SECONDS = 25;
/** What the server tells EventSource to wait before reconnecting (the SSE `retry:` field). */
export const LIVE_EVENT_RETRY_MS = 2_000;
/** A stream ticket is good for one stream, and only this long after it was issued. */
export const LIVE_EVENT_TICKET_SECONDS = 60;
/** The bell polls this much more slowly while a stream is open (its polling stays the fallback). */
export const LIVE_POLL_SLOWDOWN = 5;
