/** Where the live stream's calls live; their shapes: events.ts, the events: live-events.ts. */
export const EVENT_PATHS = {
  createEventTicket: 'POST /api/events/ticket',
  openEventStream: 'GET /api/events',
} as const;
