/**
 * The live streams' rules (docs/decisions/036): an event is published inside the transaction of the
 * change it tells of (stored for replay and NOTIFYed at its commit, so a rollback tells nothing);
 * a stream is opened with a one-time ticket of a live session and lasts until that session's access
 * token runs out; a reconnecting stream is replayed what it missed, from the database, within
 * LIVE_EVENT_REPLAY_MINUTES and at most LIVE_EVENT_REPLAY_LIMIT events.
 */
import { EVENT_MESSAGES } from '@premium-shop/domain/api/events';
import {
  LIVE_EVENT_REPLAY_LIMIT,
  LIVE_EVENT_REPLAY_MINUTES,
  LIVE_EVENT_TICKET_SECONDS,
  type AdminEventType,
  type CustomerEventType,
  type LiveEventPayload,
} from '@premium-shop/domain/live-events';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../platform/auth-guard';
import { AppError } from '../../platform/errors';
import { hashToken, randomToken } from '../../platform/tokens';
import { findLiveSession } from '../auth/auth.service';
import * as repository from './live-events.repository';
import type { LiveEventRow } from './live-events.repository';

export { LIVE_EVENTS_CHANNEL, type LiveEventRow } from './live-events.repository';

/**
 * An event for one customer, for every admin, or for every customer at once (the admin's
 * notification to all of them: one stored event and one NOTIFY, whatever their number, so it names
 * no notification of its own), with the payload its type declares (live-events-schema.ts).
 */
export type PublishedEvent =
  | { [T in CustomerEventType]: { userId: string; type: T; payload: LiveEventPayload<T> } }[CustomerEventType]
  | { [T in AdminEventType]: { forAdmins: true; type: T; payload: LiveEventPayload<T> } }[AdminEventType]
  | { forCustomers: true; type: 'notification.created'; payload: { notificationId?: never } };

/**
 * Publishes a live event in the caller's transaction: every instance's streams of its audience get
 * it when the transaction commits (and none if it rolls back). Returns its id.
 */
export function publishLiveEvent(tx: Executor, event: PublishedEvent): Promise<number> {
  return repository.insertAndNotify(tx, {
    userId: 'userId' in event ? event.userId : null,
    forAdmins: 'forAdmins' in event,
    forCustomers: 'forCustomers' in event,
    type: event.type,
    payload: event.payload,
  });
}

/** A one-time ticket for a stream of the caller's session; only its hash is stored. */
export async function createTicket(db: Executor, user: AuthUser, now = new Date()): Promise<string> {
  const ticket = randomToken();
  await repository.insertTicket(db, {
    tokenHash: hashToken(ticket),
    userId: user.id,
    sessionId: user.sessionId,
    streamEndsAt: user.tokenExpiresAt,
    expiresAt: new Date(now.getTime() + LIVE_EVENT_TICKET_SECONDS * 1000),
  });
  return ticket;
}

export interface StreamOwner {
  userId: string;
  isAdmin: boolean;
  /** When the access token the ticket was issued for runs out: the stream ends then. */
  endsAt: Date;
}

/**
 * Takes the ticket (it opens one stream only) and checks that its session is still live and its
 * token not yet expired; 401 otherwise, with the same message whatever the reason.
 */
export async function takeTicket(
  db: Executor,
  ticket: string | undefined,
  now = new Date(),
): Promise<StreamOwner> {
  const refuse = () => new AppError('UNAUTHENTICATED', EVENT_MESSAGES.invalidTicket);
  if (!ticket) throw refuse();
  const row = await repository.takeTicket(db, hashToken(ticket), now);
  if (!row || row.streamEndsAt <= now) throw refuse();
  const session = await findLiveSession({ db }, row.sessionId, row.userId);
  if (!session) throw refuse();
  return { userId: row.userId, isAdmin: session.role === 'admin', endsAt: row.streamEndsAt };
}

/**
 * What a stream of `owner` missed: its events (and the admins' ones for an admin, the customers'
 * ones for a customer) after `afterId`, created after `since` and within the replay window, oldest
 * first, at most the replay limit.
 */
export function missedEvents(
  db: Executor,
  owner: Pick<StreamOwner, 'userId' | 'isAdmin'>,
  options: { afterId: number; since?: Date; now?: Date },
): Promise<LiveEventRow[]> {
  const now = options.now ?? new Date();
  const windowStart = new Date(now.getTime() - LIVE_EVENT_REPLAY_MINUTES * 60_000);
  const since = options.since && options.since > windowStart ? options.since : windowStart;
  return repository.listEventsAfter(db, {
    userId: owner.userId,
    isAdmin: owner.isAdmin,
    afterId: options.afterId,
    since,
    limit: LIVE_EVENT_REPLAY_LIMIT,
  });
}

/** Deletes events past the replay window and expired tickets (the hourly purge job). */
export function purgeLiveEventRows(db: Executor, now = new Date()) {
  return repository.deleteOldRows(db, {
    before: new Date(now.getTime() - LIVE_EVENT_REPLAY_MINUTES * 60_000),
    now,
  });
}
