/**
 * This instance's one LISTEN connection to PostgreSQL, shared by every feature that hears the other
 * instances (the catalogue cache's `catalogue_changed`, the live streams' `live_events`): a
 * connection of its own, outside the pool so it never takes a query's place, so an instance holds
 * DATABASE_POOL_SIZE + 1 connections. A lost connection is reopened every few seconds; each
 * channel's `onConnect` runs on every (re)connect, since notifications sent while disconnected are
 * lost. NOTIFY is delivered at the commit of the transaction that sent it, never for a rollback.
 */
import pg from 'pg';

export interface ChannelHandlers {
  /** A notification's payload, in the order the sending transactions committed. */
  onMessage(payload: string): void;
  /** After the connection is opened; `isReconnect` when an earlier one was lost (notifications may be missing). */
  onConnect?(isReconnect: boolean): void;
}

export interface PgListener {
  /** Hears `channel` (a plain identifier) from now on; at most one handler per channel. */
  listen(channel: string, handlers: ChannelHandlers): Promise<void>;
  /** Opens the connection (once); a failure is logged and retried, never thrown. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export interface ListenerLog {
  warn(object: object, message: string): void;
}

const RECONNECT_MS = 5_000;
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

/** A listener on the pool's server; without a node-postgres pool (none in some tools) it hears nothing. */
export function createPgListener(pool: unknown, log: ListenerLog): PgListener {
  const channels = new Map<string, ChannelHandlers>();
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let isStarted = false;
  let isClosed = false;
  let hasConnected = false;

  const scheduleReconnect = () => {
    if (isClosed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_MS);
    retry.unref();
  };

  async function connect(): Promise<void> {
    if (!(pool instanceof pg.Pool)) return;
    const next = new pg.Client(pool.options);
    next.on('notification', (message) => {
      const handlers = channels.get(message.channel);
      if (!handlers) return;
      try {
        handlers.onMessage(message.payload ?? '');
      } catch (error) {
        log.warn({ err: error, channel: message.channel }, 'a notification could not be handled');
      }
    });
    const lost = () => {
      if (client === next) client = undefined;
      void next.end().catch(() => undefined);
      scheduleReconnect();
    };
    next.on('error', (error) => {
      log.warn({ err: error }, 'the LISTEN connection was lost; reconnecting');
      lost();
    });
    next.on('end', () => {
      if (client === next) lost();
    });
    try {
      await next.connect();
      for (const channel of channels.keys()) await next.query(`LISTEN ${channel}`);
    } catch (error) {
      log.warn({ err: error }, 'the LISTEN connection cannot open; trying again');
      void next.end().catch(() => undefined);
      scheduleReconnect();
      return;
    }
    if (isClosed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    const isReconnect = hasConnected;
    hasConnected = true;
    for (const handlers of channels.values()) handlers.onConnect?.(isReconnect);
  }

  return {
    async listen(channel, handlers) {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
      if (channels.has(channel)) throw new Error(`${channel} already has a listener`);
      channels.set(channel, handlers);
      const current = client;
      if (!current) return;
      try {
        await current.query(`LISTEN ${channel}`);
        handlers.onConnect?.(false);
      } catch (error) {
        log.warn({ err: error, channel }, 'LISTEN failed; it is repeated on reconnect');
      }
    },
    async start() {
      if (isStarted || isClosed) return;
      isStarted = true;
      await connect();
    },
    async close() {
      isClosed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
