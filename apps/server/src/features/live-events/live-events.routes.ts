import { randomUUID } from 'node:crypto';
import { eventEndpoints as api } from '@premium-shop/domain/api/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth-guard';
import { declared } from '../../platform/declared-route';
import { AppError } from '../../platform/errors';
import { limit } from '../../platform/rate-limits';
import { LiveEventHub, type HubEvent } from './live-event-hub';
import * as liveEvents from './live-events.service';

/** A tab asks for one ticket per (re)connect: generous for a few tabs, not for a loop. */
const TICKETS_PER_MINUTE = 30;
const STREAMS_FULL_MESSAGE = 'Siaran langsung sedang penuh, coba lagi sebentar.';
/** How long a stopping instance waits to delete its streams' rows; past it they go stale on their own. */
const COUNT_OUT_TIMEOUT_MS = 2_000;

/** An event id as a client sends it back (Last-Event-ID header or query); anything else is none. */
function eventId(value: unknown): number | null {
  return typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

/** The payload of a NOTIFY on the live events channel (live-events.repository insertAndNotify). */
function heardEvent(payload: string): HubEvent {
  const event = JSON.parse(payload) as HubEvent;
  return { ...event, id: Number(event.id) };
}

/**
 * The live stream (docs/decisions/036): a one-time ticket of the caller's session, then the stream
 * itself, fed by this instance's LISTEN connection with what any instance published. Each stream is
 * counted in PostgreSQL against its user's limit on every instance, and ends, on whichever instance
 * holds it, when its session or its user's role changes (docs/decisions/037).
 */
export const liveEventRoutes: FastifyPluginAsyncZod = (app) => {
  /** This instance's streams' rows in open_live_streams carry it. */
  const instanceId = randomUUID();
  const hub = new LiveEventHub({
    missed: (stream, afterId, since) => liveEvents.missedEvents(app.db, stream, { afterId, since }),
    setOpenStreams: app.metrics.setLiveStreams,
    countSent: app.metrics.countLiveEventSent,
    closed: (stream) => {
      liveEvents.countStreamOut(app.db, stream.id).catch((error: unknown) => {
        // Not refreshed any more, the row goes stale and stops counting within a minute.
        app.log.warn({ err: error }, 'a closed live stream could not be counted out');
      });
    },
    check: (streams) => liveEvents.checkStreams(app.db, instanceId, streams),
  });
  app.addHook('onReady', async () => {
    await app.pgListener.listen(liveEvents.LIVE_EVENTS_CHANNEL, {
      onMessage: (payload) => hub.deliver(heardEvent(payload)),
      onConnect: (isReconnect) => {
        if (isReconnect) hub.resync();
      },
    });
    await app.pgListener.listen(liveEvents.LIVE_STREAM_ENDS_CHANNEL, {
      onMessage: (payload) => {
        const notice = liveEvents.parseStreamEnd(payload);
        if (notice) hub.endWhere(notice);
      },
      // Notices sent while the connection was down are lost: the sessions are checked now.
      onConnect: (isReconnect) => {
        if (isReconnect) void hub.check();
      },
    });
  });
  // Before the server stops accepting and drains: an open stream would hold the drain until its
  // deadline; ended now, its EventSource reconnects (through the proxy) to another instance, and
  // its row stops counting against its user's limit.
  app.addHook('preClose', async () => {
    hub.closeAll();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      liveEvents.countInstanceOut(app.db, instanceId).catch((error: unknown) => {
        app.log.warn({ err: error }, "this instance's live streams could not be counted out");
      }),
      new Promise((resolve) => (timer = setTimeout(resolve, COUNT_OUT_TIMEOUT_MS))),
    ]);
    clearTimeout(timer);
  });

  app.route({
    ...declared(app, api.createEventTicket),
    preHandler: limit(app, {
      name: 'event-tickets',
      max: TICKETS_PER_MINUTE,
      timeWindowMs: 60_000,
      key: (request) => currentUser(request).id,
    }),
    handler: async (request, reply) => {
      const ticket = await liveEvents.createTicket(app.db, currentUser(request));
      return reply.status(201).send({ data: { ticket } });
    },
  });

  app.route({
    ...declared(app, api.openEventStream),
    handler: async (request, reply) => {
      if (!hub.hasRoom()) throw new AppError('SERVICE_UNAVAILABLE', STREAMS_FULL_MESSAGE, undefined, 5);
      const owner = await liveEvents.takeTicket(app.db, request.query.ticket);
      const lastEventId = eventId(request.headers['last-event-id']) ?? eventId(request.query.lastEventId);
      // The answer is the stream itself, written by the hub until it ends: Fastify lets go of it
      // (no serializer, no compression), and the headers set so far (security, request id) go along.
      reply.hijack();
      const headers = Object.fromEntries(
        Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined),
      ) as Record<string, string | number | string[]>;
      const stream = hub.open(reply.raw, headers, { ...owner, lastEventId });
      // Counted after the hub holds it: a sign-out committed from here on reaches it as a notice,
      // and one committed before is seen by the count, which then refuses it.
      let mayStay: boolean;
      try {
        mayStay = await liveEvents.countStreamIn(app.db, stream, instanceId);
      } catch (error) {
        request.log.warn({ err: error }, 'a live stream could not be counted; its client reconnects');
        mayStay = false;
      }
      if (!mayStay) hub.endStream(stream);
      else if (!hub.holds(stream)) await liveEvents.countStreamOut(app.db, stream.id).catch(() => undefined);
      else stream.isCounted = true;
    },
  });
  return Promise.resolve();
};
