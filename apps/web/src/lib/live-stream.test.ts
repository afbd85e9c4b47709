import type { LiveEvent } from '@premium-shop/domain/live-events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  eventTicketResponse,
  installFakeEventSource,
  isTicketCall,
  lastStream,
  openStreams,
  type FakeEventSource,
} from '../test-utils/fake-event-source';
import { authAnswer, jsonResponse, signInForTest, stubFetch } from '../test-utils/render-routes';
import { openLiveStream, RECONNECT_DELAYS_MS } from './live-stream';

/** Lets the ticket's fetch and its answer's parsing finish (they wait on real I/O ticks, not timers). */
async function settle() {
  for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setImmediate(resolve));
}

function startStream() {
  const events: LiveEvent[] = [];
  const openStates: boolean[] = [];
  const onReconnect = vi.fn();
  const stop = openLiveStream({
    onEvent: (event) => events.push(event),
    onOpenChange: (isOpen) => openStates.push(isOpen),
    onReconnect,
  });
  return { events, openStates, onReconnect, stop };
}

function ticketCalls(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls.filter(([url, init]) => isTicketCall(url, init));
}

let EventSourceClass: typeof FakeEventSource;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  EventSourceClass = installFakeEventSource();
  signInForTest();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the live stream', () => {
  it('opens GET /api/events with a ticket asked for with the session, and hands over each event', async () => {
    const fetchMock = stubFetch((url, init) =>
      isTicketCall(url, init)
        ? eventTicketResponse()
        : jsonResponse(404, { message: 'x', code: 'NOT_FOUND' }),
    );
    const { events, openStates, onReconnect, stop } = startStream();
    await settle();

    expect(ticketCalls(fetchMock)).toHaveLength(1);
    const headers = new Headers(ticketCalls(fetchMock)[0]![1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer access-1');
    const stream = lastStream();
    expect(stream.pathname).toBe('/api/events');
    expect(stream.query.get('ticket')).toBe('ticket-1');
    expect(stream.query.has('lastEventId')).toBe(false);

    stream.open();
    stream.send(
      'order.changed',
      { orderId: '8f0e2a52-7d3c-4b1a-9a43-0c5b8f1e2d3c', invoice: 'INV-1', status: 'Paid', cause: 'paid' },
      '41',
    );
    stream.send('notification.created', { notificationId: '1c0e2a52-7d3c-4b1a-9a43-0c5b8f1e2d3c' }, '42');

    expect(openStates).toEqual([true]);
    expect(onReconnect).not.toHaveBeenCalled();
    expect(events).toEqual([
      {
        id: '41',
        type: 'order.changed',
        data: {
          orderId: '8f0e2a52-7d3c-4b1a-9a43-0c5b8f1e2d3c',
          invoice: 'INV-1',
          status: 'Paid',
          cause: 'paid',
        },
      },
      {
        id: '42',
        type: 'notification.created',
        data: { notificationId: '1c0e2a52-7d3c-4b1a-9a43-0c5b8f1e2d3c' },
      },
    ]);
    stop();
    expect(stream.isClosed).toBe(true);
  });

  it('after an error closes the stream, and 1 s later opens a new one with a fresh ticket and the last id', async () => {
    const fetchMock = stubFetch((url, init) =>
      isTicketCall(url, init)
        ? eventTicketResponse()
        : jsonResponse(404, { message: 'x', code: 'NOT_FOUND' }),
    );
    const { events, openStates, onReconnect, stop } = startStream();
    await settle();
    const first = lastStream();
    first.open();
    first.send('notification.created', { notificationId: '1c0e2a52-7d3c-4b1a-9a43-0c5b8f1e2d3c' }, '7');

    first.fail();
    // EventSource would retry by itself with the used ticket (401): the shop closes it first.
    expect(first.isClosed).toBe(true);
    expect(openStates).toEqual([true, false]);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[0] - 1);
    await settle();
    expect(ticketCalls(fetchMock)).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(ticketCalls(fetchMock)).toHaveLength(2);
    const second = lastStream();
    expect(second).not.toBe(first);
    expect(second.query.get('ticket')).toBe('ticket-2');
    expect(second.query.get('lastEventId')).toBe('7');
    second.open();
    expect(onReconnect).toHaveBeenCalledTimes(1);
    expect(openStates).toEqual([true, false, true]);

    second.send('notification.created', { notificationId: '2c0e2a52-7d3c-4b1a-9a43-0c5b8f1e2d3c' }, '8');
    expect(events.map((event) => event.id)).toEqual(['7', '8']);
    expect(openStreams()).toEqual([second]);
    stop();
  });

  it('on stream.expired closes and reconnects with a fresh ticket (the token refreshed first) and the last id', async () => {
    const fetchMock = stubFetch((url, init) => {
      if (isTicketCall(url, init)) return eventTicketResponse();
      if (url === '/api/auth/refresh') return jsonResponse(200, authAnswer('access-2', 'Sesi diperbarui'));
      return jsonResponse(404, { message: 'x', code: 'NOT_FOUND' });
    });
    const { events, onReconnect, stop } = startStream();
    await settle();
    const first = lastStream();
    first.open();
    first.send(
      'reimbursement.answered',
      { reimbursementId: '3c0e2a52-7d3c-4b1a-9a43-0c5b8f1e2d3c', status: 'Selesai' },
      '12',
    );

    // The server ends the stream as the access token runs out.
    vi.setSystemTime(Date.now() + 900_000);
    first.send('stream.expired', {});
    expect(first.isClosed).toBe(true);
    // The control event is the stream's own business, not the pages'.
    expect(events.map((event) => event.type)).toEqual(['reimbursement.answered']);

    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[0]);
    await settle();
    expect(ticketCalls(fetchMock)).toHaveLength(2);
    const refreshed = fetchMock.mock.calls.findIndex(([url]) => url === '/api/auth/refresh');
    expect(refreshed).toBeGreaterThan(-1);
    const secondTicket = fetchMock.mock.calls.findLastIndex(([url, init]) => isTicketCall(url, init));
    expect(refreshed).toBeLessThan(secondTicket);
    expect(new Headers(fetchMock.mock.calls[secondTicket]![1]?.headers).get('Authorization')).toBe(
      'Bearer access-2',
    );
    const second = lastStream();
    expect(second.query.get('ticket')).toBe('ticket-2');
    expect(second.query.get('lastEventId')).toBe('12');
    second.open();
    expect(onReconnect).toHaveBeenCalledTimes(1);
    stop();
  });

  it('waits longer after each failure (1, 2, 5, 10, then 30 s) and starts over after a stream that held', async () => {
    let isServerDown = true;
    const fetchMock = stubFetch((url, init) => {
      if (isTicketCall(url, init) && !isServerDown) return eventTicketResponse();
      return jsonResponse(503, { message: 'Layanan sedang tidak tersedia', code: 'SERVICE_UNAVAILABLE' });
    });
    const { stop } = startStream();
    await settle();
    expect(ticketCalls(fetchMock)).toHaveLength(1);

    const waits = [1_000, 2_000, 5_000, 10_000, 30_000, 30_000];
    for (const [index, wait] of waits.entries()) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      await settle();
      expect(ticketCalls(fetchMock)).toHaveLength(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      await settle();
      expect(ticketCalls(fetchMock)).toHaveLength(index + 2);
    }

    isServerDown = false;
    await vi.advanceTimersByTimeAsync(30_000);
    await settle();
    const stream = lastStream();
    stream.open();
    vi.setSystemTime(Date.now() + 60_000);
    stream.fail();
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(lastStream()).not.toBe(stream);
    stop();
  });

  it('closes for good when stopped: no new ticket, no new stream', async () => {
    const fetchMock = stubFetch((url, init) =>
      isTicketCall(url, init)
        ? eventTicketResponse()
        : jsonResponse(404, { message: 'x', code: 'NOT_FOUND' }),
    );
    const { stop } = startStream();
    await settle();
    const stream = lastStream();
    stream.open();
    stop();

    expect(stream.isClosed).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    await settle();
    expect(ticketCalls(fetchMock)).toHaveLength(1);
    expect(EventSourceClass.instances).toHaveLength(1);
  });
});
