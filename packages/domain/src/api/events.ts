import { z } from 'zod';
import { LIVE_EVENT_TICKET_SECONDS } from '../live-events';
import { dataAnswer, defineEndpoints } from './endpoint';
import { EVENT_PATHS } from './events.paths';

export const EVENT_MESSAGES = {
  invalidTicket: 'Sesi siaran langsung tidak valid atau sudah kedaluwarsa, silakan muat ulang halaman.',
  invalidLastEventId: 'Nomor kabar terakhir harus berupa angka.',
} as const;

export const eventEndpoints = defineEndpoints('Live events', EVENT_PATHS, {
  createEventTicket: {
    summary: `A one-time ticket (good for ${LIVE_EVENT_TICKET_SECONDS} s) that opens one live stream of the caller's session; EventSource cannot send the Authorization header.`,
    access: 'customer',
    responses: { 201: dataAnswer(z.object({ ticket: z.string() })) },
  },
  openEventStream: {
    summary:
      "The caller's live events as server-sent events (text/event-stream), opened with a ticket from POST /api/events/ticket; `Last-Event-ID` replays what was missed in the last minutes. Ends with `stream.expired` when the session's access token runs out.",
    // Signed in by its one-time ticket, not by the Authorization header: 401 without a valid one.
    access: 'public',
    query: z.object({
      // Optional here so that a stream opened without one is answered 401, like a used or expired one.
      ticket: z.string().max(200, { error: EVENT_MESSAGES.invalidTicket }).optional(),
      /**
       * The last event the page received, for a stream opened anew (a new EventSource, made with a
       * new ticket, cannot send the Last-Event-ID header); the header wins when both come.
       */
      lastEventId: z
        .string()
        .regex(/^\d{1,15}$/, { error: EVENT_MESSAGES.invalidLastEventId })
        .optional(),
    }),
    answerMediaType: 'text/event-stream',
    responses: {
      200: z.unknown().meta({
        description: 'The stream: `id`, `event` and `data` (JSON) per event, comments as heartbeats.',
      }),
    },
    errors: [401],
  },
});
