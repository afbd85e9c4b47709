import { API_PATHS } from '@premium-shop/domain/api/paths';
import { LIVE_EVENT_TYPES, type LiveEvent } from '@premium-shop/domain/live-events';
import { call } from './api-client';

/** Waits before each new try after a lost stream: 1 s, 2 s, 5 s, 10 s, then every 30 s. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

/** A stream that stayed open this long was a good one: the next loss starts the waits over at 1 s. */
export const STABLE_STREAM_MS = 30_000;

export interface LiveStreamHandlers {
  onEvent: (event: LiveEvent) => void;
  onOpenChange: (isOpen: boolean) => void;
  /**
   * The stream opened again after it was lost. The server replays what the gap missed, within its
   * window; past it nothing would tell the page, so it fetches what it shows once more.
   */
  onReconnect: () => void;
}

function streamUrl(ticket: string, lastEventId: string | null): string {
  const route: string = API_PATHS.openEventStream;
  const search = new URLSearchParams({ ticket });
  // A new EventSource cannot send Last-Event-ID itself; the server reads it from the query as well.
  if (lastEventId) search.set('lastEventId', lastEventId);
  return `${route.slice(route.indexOf(' ') + 1)}?${search.toString()}`;
}

function parseData(text: unknown): unknown {
  if (typeof text !== 'string' || text === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Opens the tab's live stream (GET /api/events) and keeps it open until the returned function is
 * called. EventSource cannot send the Authorization header, so each connection starts with a
 * one-time ticket asked for through the API client (which refreshes a dying access token first).
 * A ticket opens one stream only, so EventSource's own reconnect is always refused: on an error, or
 * on `stream.expired` when the session's access token ran out, the stream is closed here and opened
 * again with a fresh ticket and the last event's id, after a wait that grows while it keeps failing.
 */
export function openLiveStream(handlers: LiveStreamHandlers): () => void {
  let source: EventSource | null = null;
  let lastEventId: string | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let openedAt: number | null = null;
  let hasOpened = false;
  let isStopped = false;

  const drop = () => {
    source?.close();
    source = null;
    if (openedAt !== null && Date.now() - openedAt >= STABLE_STREAM_MS) failures = 0;
    openedAt = null;
    handlers.onOpenChange(false);
  };

  const retryLater = () => {
    if (isStopped) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
    failures += 1;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void connect(), delay);
  };

  const onMessage = (stream: EventSource, message: MessageEvent) => {
    if (stream !== source) return;
    if (message.lastEventId) lastEventId = message.lastEventId;
    const type = message.type as LiveEvent['type'];
    if (type === 'stream.expired') {
      drop();
      retryLater();
      return;
    }
    const data = parseData(message.data);
    // A payload that is no JSON is not one of the shop's: nothing to tell the pages.
    if (data === undefined) return;
    handlers.onEvent({ id: message.lastEventId, type, data } as LiveEvent);
  };

  async function connect(): Promise<void> {
    retryTimer = undefined;
    let ticket: string;
    try {
      ticket = (await call('createEventTicket')).data.ticket;
    } catch {
      // Signed out meanwhile (the provider stops this stream then), or the server is away: later.
      retryLater();
      return;
    }
    if (isStopped) return;
    const stream = new EventSource(streamUrl(ticket, lastEventId));
    source = stream;
    stream.addEventListener('open', () => {
      if (stream !== source) return;
      openedAt = Date.now();
      handlers.onOpenChange(true);
      if (hasOpened) handlers.onReconnect();
      hasOpened = true;
    });
    stream.addEventListener('error', () => {
      if (stream !== source) return;
      drop();
      retryLater();
    });
    for (const type of LIVE_EVENT_TYPES) {
      stream.addEventListener(type, (message) => onMessage(stream, message));
    }
  }

  // Back online: no reason to sit out the rest of a long wait.
  const onOnline = () => {
    if (retryTimer === undefined || isStopped) return;
    clearTimeout(retryTimer);
    void connect();
  };
  window.addEventListener('online', onOnline);
  void connect();

  return () => {
    isStopped = true;
    clearTimeout(retryTimer);
    window.removeEventListener('online', onOnline);
    if (source) drop();
  };
}
