/**
 * The live streams this instance holds open, by user (and the admins' and the customers' sets), and
 * the writing of server-sent events to them. Memory per stream is small and bounded: no queue of its
 * own beyond a short one while it is being replayed, and a socket whose unsent bytes pass
 * MAX_UNSENT_BYTES (a client that stopped reading) is dropped; its EventSource reconnects and is
 * replayed from the database. A user has at most MAX_STREAMS_PER_USER open over every instance (the
 * oldest closes; counted in PostgreSQL by the routes, docs/decisions/037), the instance at most
 * MAX_STREAMS_PER_INSTANCE. The hub ends the streams it is told to (a session
 * or user whose sign-in ended, one past the user's limit) and, at each heartbeat, those the
 * `check` hook finds without a live session or with a changed role.
 */
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import {
  LIVE_EVENT_HEARTBEAT_SECONDS,
  LIVE_EVENT_REPLAY_LIMIT,
  LIVE_EVENT_RETRY_MS,
} from '@premium-shop/domain/live-events';

/** Tabs of one person (a phone and a laptop, a few tabs each); a seventh closes the oldest. */
export const MAX_STREAMS_PER_USER = 6;
/** About 25 KB each with the socket (docs/benchmarks.md, Live stream): 10,000 streams stay near 250 MB. */
export const MAX_STREAMS_PER_INSTANCE = 10_000;
/** What a stream may have written but not yet sent before it is dropped: a few hundred events. */
export const MAX_UNSENT_BYTES = 64 * 1024;

/** One event as the streams receive it (a NOTIFY's payload, or a row read back for a replay). */
export interface HubEvent {
  id: number;
  userId: string | null;
  forAdmins: boolean;
  /** For every customer's streams (an admin's notification to all of them), not an admin's. */
  forCustomers: boolean;
  type: string;
  payload: unknown;
}

export interface StreamOptions {
  userId: string;
  /** The session the stream's ticket was issued for: its end (sign-out) ends the stream. */
  sessionId: string;
  isAdmin: boolean;
  /** The access token's expiry: `stream.expired` is sent then, and the stream ends. */
  endsAt: Date;
  /** The Last-Event-ID the client sent; the stream is replayed what came after it. */
  lastEventId: number | null;
}

export interface HubHooks {
  /** What the stream missed after `afterId` and since `since` (within the replay window), from the database. */
  missed(stream: LiveStream, afterId: number, since: Date): Promise<HubEvent[]>;
  setOpenStreams(count: number): void;
  countSent(type: string): void;
  /** A stream closed (not at the instance's stop, which `closeAll` covers at once). */
  closed?(stream: LiveStream): void;
  /**
   * At each heartbeat, for the streams counted in: the role of each one's user while its session
   * is live; a stream missing from the answer, or whose role changed, is ended.
   */
  check?(streams: LiveStream[]): Promise<Map<string, 'customer' | 'admin'>>;
}

/** Which streams to end: all of a user's, those of one of their sessions, or one. */
export interface StreamEnd {
  userId: string;
  sessionId?: string;
  streamId?: string;
}

export interface LiveStream extends StreamOptions {
  /** Its row in open_live_streams. */
  readonly id: string;
  readonly response: ServerResponse;
  readonly openedAt: Date;
  /** The highest event id written to it. */
  lastId: number;
  /** While it is replayed: the events heard meanwhile, written after the replay (null once live). */
  heard: HubEvent[] | null;
  endTimer: NodeJS.Timeout | undefined;
  /** Once its row is written: from then on the heartbeat refreshes and checks it. */
  isCounted: boolean;
}

export function formatEvent(event: Pick<HubEvent, 'id' | 'type' | 'payload'>): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.payload)}\n\n`;
}

const EXPIRED = 'event: stream.expired\ndata: {}\n\n';
const HEARTBEAT = ': heartbeat\n\n';

export class LiveEventHub {
  private readonly byUser = new Map<string, LiveStream[]>();
  private readonly admins = new Set<LiveStream>();
  private readonly customers = new Set<LiveStream>();
  private count = 0;
  private readonly heartbeat: NodeJS.Timeout;
  private isClosed = false;

  constructor(private readonly hooks: HubHooks) {
    this.heartbeat = setInterval(() => this.beat(), LIVE_EVENT_HEARTBEAT_SECONDS * 1000);
    this.heartbeat.unref();
  }

  get openStreams(): number {
    return this.count;
  }

  /** Whether one more stream may open on this instance. */
  hasRoom(): boolean {
    return !this.isClosed && this.count < MAX_STREAMS_PER_INSTANCE;
  }

  /**
   * Takes over `response` (its headers not yet written) as the user's stream: the headers, the
   * retry delay, the replay of what it missed when it names a Last-Event-ID, then live events.
   */
  open(
    response: ServerResponse,
    headers: Record<string, string | number | string[]>,
    options: StreamOptions,
  ): LiveStream {
    const stream: LiveStream = {
      ...options,
      id: randomUUID(),
      isCounted: false,
      response,
      openedAt: new Date(),
      lastId: options.lastEventId ?? 0,
      heard: null,
      endTimer: undefined,
    };
    response.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    });
    response.write(`retry: ${LIVE_EVENT_RETRY_MS}\n\n`);
    response.on('close', () => this.remove(stream));

    // The user's limit is kept across instances by the count that follows the open (routes), which
    // ends the oldest wherever it is held; a second count here would end two for one.
    const own = this.byUser.get(stream.userId) ?? [];
    own.push(stream);
    this.byUser.set(stream.userId, own);
    (stream.isAdmin ? this.admins : this.customers).add(stream);
    this.count += 1;
    this.hooks.setOpenStreams(this.count);

    const untilEnd = Math.max(0, stream.endsAt.getTime() - Date.now());
    stream.endTimer = setTimeout(() => {
      this.write(stream, EXPIRED);
      this.end(stream);
    }, untilEnd);
    if (options.lastEventId !== null) void this.replay(stream, null);
    return stream;
  }

  /** Whether the stream is still held here (not ended or closed by its client). */
  holds(stream: LiveStream): boolean {
    return this.byUser.get(stream.userId)?.includes(stream) ?? false;
  }

  /**
   * Ends the streams `notice` names (a session ended, a user's role, password or activation
   * changed, a stream past the user's limit); their clients reconnect with a new ticket, which an
   * ended session no longer gets and a changed role gets as it now is.
   */
  endWhere(notice: StreamEnd): void {
    for (const stream of [...(this.byUser.get(notice.userId) ?? [])]) {
      if (notice.sessionId !== undefined && stream.sessionId !== notice.sessionId) continue;
      if (notice.streamId !== undefined && stream.id !== notice.streamId) continue;
      this.end(stream);
    }
  }

  /** Ends the stream now (its session is gone, or it was counted out). */
  endStream(stream: LiveStream): void {
    this.end(stream);
  }

  /** Writes an event to every stream of its audience on this instance. */
  deliver(event: HubEvent): void {
    const targets = event.forAdmins
      ? this.admins
      : event.forCustomers
        ? this.customers
        : (event.userId && this.byUser.get(event.userId)) || [];
    for (const stream of [...targets]) {
      if (stream.heard) {
        if (stream.heard.length >= LIVE_EVENT_REPLAY_LIMIT) this.end(stream);
        else stream.heard.push(event);
        continue;
      }
      this.send(stream, event);
    }
  }

  /**
   * After the LISTEN connection was lost and reopened: every stream is replayed what was published
   * meanwhile (after its last event, or since it opened).
   */
  resync(): void {
    for (const own of this.byUser.values()) {
      for (const stream of own) if (!stream.heard) void this.replay(stream, stream.openedAt);
    }
  }

  /** Ends every stream (the instance is stopping): their clients reconnect to another instance. */
  closeAll(): void {
    this.isClosed = true;
    clearInterval(this.heartbeat);
    for (const own of [...this.byUser.values()]) for (const stream of [...own]) this.end(stream);
  }

  /** Writes what the stream missed after its last event (and since `since`, else within the whole window). */
  private async replay(stream: LiveStream, since: Date | null): Promise<void> {
    stream.heard = [];
    let missed: HubEvent[];
    try {
      // A second of slack: an event's created_at is the start of the transaction that made it.
      const from = since ? new Date(since.getTime() - 1_000) : new Date(0);
      missed = await this.hooks.missed(stream, stream.lastId, from);
    } catch {
      // The database did not answer: the client reconnects and asks again.
      this.end(stream);
      return;
    }
    const heard = stream.heard ?? [];
    stream.heard = null;
    const written = new Set<number>();
    for (const event of missed) {
      written.add(event.id);
      this.send(stream, event);
    }
    for (const event of heard) if (!written.has(event.id)) this.send(stream, event);
  }

  private send(stream: LiveStream, event: HubEvent): void {
    if (this.write(stream, formatEvent(event))) {
      stream.lastId = Math.max(stream.lastId, event.id);
      this.hooks.countSent(event.type);
    }
  }

  /** Writes unless the stream is gone; drops it when its client stopped reading. */
  private write(stream: LiveStream, chunk: string): boolean {
    const { response } = stream;
    if (response.writableEnded || response.destroyed) return false;
    response.write(chunk);
    if (response.writableLength > MAX_UNSENT_BYTES) {
      response.destroy();
      return false;
    }
    return true;
  }

  private beat(): void {
    for (const own of this.byUser.values()) for (const stream of own) this.write(stream, HEARTBEAT);
    void this.check();
  }

  /**
   * Ends the counted streams whose session is no longer live or whose user's role changed: a
   * notice sent while the LISTEN connection was down is lost, and this catches it within a beat.
   */
  async check(): Promise<void> {
    if (!this.hooks.check || this.isClosed) return;
    const counted = [...this.byUser.values()].flat().filter((stream) => stream.isCounted);
    if (counted.length === 0) return;
    let roles: Map<string, 'customer' | 'admin'>;
    try {
      roles = await this.hooks.check(counted);
    } catch {
      // The database did not answer: the streams stay, and the next beat asks again.
      return;
    }
    for (const stream of counted) {
      const role = roles.get(stream.id);
      if (role === undefined || (role === 'admin') !== stream.isAdmin) this.end(stream);
    }
  }

  private end(stream: LiveStream): void {
    this.remove(stream);
    if (!stream.response.writableEnded) stream.response.end();
  }

  private remove(stream: LiveStream): void {
    clearTimeout(stream.endTimer);
    const own = this.byUser.get(stream.userId);
    const index = own?.indexOf(stream) ?? -1;
    if (!own || index === -1) return;
    own.splice(index, 1);
    if (own.length === 0) this.byUser.delete(stream.userId);
    this.admins.delete(stream);
    this.customers.delete(stream);
    this.count -= 1;
    this.hooks.setOpenStreams(this.count);
    if (!this.isClosed) this.hooks.closed?.(stream);
  }
}
