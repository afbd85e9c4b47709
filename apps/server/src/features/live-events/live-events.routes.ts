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
 * itself, fed by this instance's LISTEN connection with what any instance published.
 */
export const liveEventRoutes: FastifyPluginAsyncZod = (app) => {
  const hub = new LiveEventHub({
    missed: (stream, afterId, since) => liveEvents.missedEvents(app.db, stream, { afterId, since }),
    setOpenStreams: app.metrics.setLiveStreams,
    countSent: app.metrics.countLiveEventSent,
  });
  app.addHook('onReady', () =>
    app.pgListener.listen(liveEvents.LIVE_EVENTS_CHANNEL, {
      onMessage: (payload) => hub.deliver(heardEvent(payload)),
      onConnect: (isReconnect) => {
        if (isReconnect) hub.resync();
      },
    }),
  );
  // Before the server stops accepting and drains: an open stream would hold the drain until its
  // deadline; ended now, its EventSource reconnects (through the proxy) to another instance.
  app.addHook('preClose', (done) => {
    hub.closeAll();
    done();
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
      hub.open(reply.raw, headers, {
        ...owner,
        lastEventId,
      });
    },
  });
  return Promise.resolve();
};
