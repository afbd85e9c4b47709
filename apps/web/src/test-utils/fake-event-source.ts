import type { LiveEventPayload, LiveEventType } from '@premium-shop/domain/live-events';
import { act } from '@testing-library/react';
import { createElement } from 'react';
import { Outlet, type RouteObject } from '../lib/router';
import { vi } from 'vitest';
import { LiveEventsProvider } from '../lib/live-events-provider';
import { jsonResponse } from './render-routes';

let ticketCount = 0;

/**
 * An EventSource the test drives (jsdom has none): each one the shop makes is kept in `instances`,
 * and the test opens it, sends it events and breaks it, as the server and the network would.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readonly url: string;
  readyState: number = FakeEventSource.CONNECTING;
  readonly withCredentials = false;

  constructor(url: string | URL) {
    super();
    this.url = String(url);
    FakeEventSource.instances.push(this);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  get isClosed(): boolean {
    return this.readyState === FakeEventSource.CLOSED;
  }

  /** The query the stream was opened with (ticket, lastEventId). */
  get query(): URLSearchParams {
    return new URL(this.url, 'http://shop.test').searchParams;
  }

  get pathname(): string {
    return new URL(this.url, 'http://shop.test').pathname;
  }

  /** The server accepted the stream. */
  open(): void {
    this.assertLive();
    this.readyState = FakeEventSource.OPEN;
    act(() => {
      this.dispatchEvent(new Event('open'));
    });
  }

  /** One server-sent event: `event: type`, `id: id`, `data: JSON of data`. */
  send<T extends LiveEventType>(type: T, data: LiveEventPayload<T>, id = ''): void {
    this.assertLive();
    act(() => {
      this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id }));
    });
  }

  /**
   * The connection failed or was cut. A browser would try again by itself (CONNECTING), and with a
   * used ticket fail; the shop is expected to close it first.
   */
  fail(): void {
    this.assertLive();
    this.readyState = FakeEventSource.CONNECTING;
    act(() => {
      this.dispatchEvent(new Event('error'));
    });
  }

  private assertLive(): void {
    if (this.isClosed) throw new Error(`The stream ${this.url} was closed by the shop`);
  }
}

/** Installs a fresh FakeEventSource as window.EventSource; `vi.unstubAllGlobals()` removes it. */
export function installFakeEventSource(): typeof FakeEventSource {
  FakeEventSource.instances = [];
  ticketCount = 0;
  vi.stubGlobal('EventSource', FakeEventSource);
  return FakeEventSource;
}

/** The streams the shop left open. */
export function openStreams(): FakeEventSource[] {
  return FakeEventSource.instances.filter((source) => !source.isClosed);
}

/** The last stream the shop made. */
export function lastStream(): FakeEventSource {
  const source = FakeEventSource.instances.at(-1);
  if (!source) throw new Error('The shop opened no live stream');
  return source;
}

/** POST /api/events/ticket's answer: a new ticket each time ('ticket-1', 'ticket-2', ...). */
export function eventTicketResponse(): Response {
  ticketCount += 1;
  return jsonResponse(201, { data: { ticket: `ticket-${ticketCount}` } });
}

/** Whether a stubbed call asks for a stream ticket. */
export function isTicketCall(url: string, init?: RequestInit): boolean {
  return url === '/api/events/ticket' && init?.method === 'POST';
}

/** `routes` under the tab's live stream, as the app mounts it (app/providers.tsx), for renderRoutes. */
export function withLiveStream(routes: RouteObject[]): RouteObject[] {
  return [{ element: createElement(LiveEventsProvider, null, createElement(Outlet)), children: routes }];
}

/** Lets fetches, answers and lazily loaded code finish (they wait on real I/O ticks, not on timers). */
export async function settle(rounds = 5): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
}
