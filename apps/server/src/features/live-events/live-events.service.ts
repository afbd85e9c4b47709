/**
 * The live streams' rules (docs/decisions/036): an event is published inside the transaction of the
 * change it tells of (stored for replay and NOTIFYed at its commit, so a rollback tells nothing);
 * a stream is opened with a one-time ticket of a live session and lasts until that session's access
 * token runs out; a reconnecting stream is replayed what it missed, from the database, within
 * LIVE_EVENT_REPLAY_MINUTES and at most LIVE_EVENT_REPLAY_LIMIT events.
 */
import { EVENT_MESSAGES } from '@premium-shop/domain/api/events';
import {
  LIVE_EVENT_HEARTBEAT_SECONDS,
  LIVE_EVENT_REPLAY_LIMIT,
  LIVE_EVENT_REPLAY_MINUTES,
  LIVE_EVENT_TICKET_SECONDS,
  type AdminEventType,
  type CustomerEventType,
  type LiveEventPayload,
} from '@premium-shop/domain/live-events';
import type { Database, Executor } from '../../db/client';
import type { AuthUser } from '../../platform/auth-guard';
import { AppError } from '../../platform/errors';
import { hashToken, randomToken } from '../../platform/tokens';
import { findLiveSession } from '../auth/auth.service';
import { MAX_STREAMS_PER_USER, type LiveStream, type StreamEnd } from './live-event-hub';
import * as repository from './live-events.repository';
import type { LiveEventRow } from './live-events.repository';

export { LIVE_EVENTS_CHANNEL, LIVE_STREAM_ENDS_CHANNEL, type LiveEventRow } from './live-events.repository';

/**
 * A stream's row not refreshed for this long is of an instance that died (or lost its database):
 * two heartbeats missed, and a margin for a slow one. It is not counted against the user's limit.
 */
export const LIVE_STREAM_STALE_SECONDS = 2 * LIVE_EVENT_HEARTBEAT_SECONDS + 10;

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
  sessionId: string;
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
  return {
    userId: row.userId,
    sessionId: row.sessionId,
    isAdmin: session.role === 'admin',
    endsAt: row.streamEndsAt,
  };
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

/**
 * Deletes events past the replay window, expired tickets and the stale rows of streams whose
 * instance died (the hourly purge job).
 */
export function purgeLiveEventRows(db: Executor, now = new Date()) {
  return repository.deleteOldRows(db, {
    before: new Date(now.getTime() - LIVE_EVENT_REPLAY_MINUTES * 60_000),
    now,
    staleBefore: new Date(now.getTime() - LIVE_STREAM_STALE_SECONDS * 1000),
  });
}

/**
 * Counts a stream just opened on `instanceId` against its user's limit, across every instance:
 * the oldest of the user's streams beyond MAX_STREAMS_PER_USER - 1 end wherever they are held (as
 * a seventh tab did on one instance). Whether the stream may stay: not when its session ended or
 * its user's role changed since its ticket was taken (the notice of that change may have come
 * before the hub held the stream).
 */
export async function countStreamIn(db: Database, stream: LiveStream, instanceId: string): Promise<boolean> {
  const counted = await db.transaction((tx) =>
    repository.insertOpenStream(
      tx,
      { id: stream.id, userId: stream.userId, sessionId: stream.sessionId, instanceId },
      { room: MAX_STREAMS_PER_USER - 1, staleSeconds: LIVE_STREAM_STALE_SECONDS },
    ),
  );
  return counted !== null && (counted.role === 'admin') === stream.isAdmin;
}

/** Refreshes the rows of the instance's counted streams; the role of each one whose session is live. */
export async function checkStreams(
  db: Executor,
  instanceId: string,
  streams: readonly LiveStream[],
): Promise<Map<string, 'customer' | 'admin'>> {
  const live = await repository.refreshOpenStreams(db, instanceId, streams);
  return new Map(live.map((row) => [row.id, row.role]));
}

export function countStreamOut(db: Executor, streamId: string): Promise<void> {
  return repository.deleteOpenStream(db, streamId);
}

/** Deletes every row of the instance (it is stopping and has ended its streams). */
export function countInstanceOut(db: Executor, instanceId: string): Promise<number> {
  return repository.deleteInstanceStreams(db, instanceId);
}

/** The payload of a NOTIFY on LIVE_STREAM_ENDS_CHANNEL; null when it is none of the shop's. */
export function parseStreamEnd(payload: string): StreamEnd | null {
  try {
    const notice = JSON.parse(payload) as Partial<Record<keyof StreamEnd, unknown>>;
    if (typeof notice.userId !== 'string') return null;
    return {
      userId: notice.userId,
      ...(typeof notice.sessionId === 'string' ? { sessionId: notice.sessionId } : {}),
      ...(typeof notice.streamId === 'string' ? { streamId: notice.streamId } : {}),
    };
  } catch {
    return null;
  }
}
