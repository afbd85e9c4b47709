import type { Notification } from '@premium-shop/domain/dashboard-schema';
import { POLL_INTERVAL_MS } from '@premium-shop/domain/constants';
import { LIVE_POLL_SLOWDOWN } from '@premium-shop/domain/live-events';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  eventTicketResponse,
  FakeEventSource,
  installFakeEventSource,
  isTicketCall,
  lastStream,
  settle,
  withLiveStream,
} from '../../test-utils/fake-event-source';
import { jsonResponse, renderRoutes, signInForTest, stubFetch } from '../../test-utils/render-routes';
import { NotificationBell } from './notification-bell';

function notification(index: number): Notification {
  return {
    _id: `n${index}`,
    title: `Judul ${index}`,
    content: `Isi notifikasi ${index}`,
    createdAt: '2026-11-21T07:30:00.000Z',
    isRead: false,
    category: { name: 'Info', icon: '/uploads/category.png' },
    product: null,
    informationId: null,
  };
}

function stubShop(unread: Notification[]) {
  return stubFetch((url, init) => {
    if (isTicketCall(url, init)) return eventTicketResponse();
    const { pathname } = new URL(url, 'http://shop.test');
    if (pathname === '/api/notifications/getUnread') {
      return jsonResponse(200, {
        data: unread,
        pagination: { page: 1, limit: 10, total: unread.length, totalPages: 1 },
      });
    }
    if (pathname === '/api/notifications') {
      return jsonResponse(200, {
        data: unread.slice(0, 3),
        pagination: { page: 1, limit: 3, total: unread.length, totalPages: 1 },
      });
    }
    return jsonResponse(404, { message: 'Tidak ada', code: 'NOT_FOUND' });
  });
}

/** Lets fetches finish and React Query tell the bell (it batches its news with a 0 ms timer). */
async function flush() {
  for (let round = 0; round < 5; round += 1) {
    await settle(1);
    await act(() => vi.advanceTimersByTimeAsync(0));
  }
}

async function passTime(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await flush();
}

async function untilStreams(count: number) {
  for (let round = 0; round < 20 && FakeEventSource.instances.length < count; round += 1) await flush();
  expect(FakeEventSource.instances).toHaveLength(count);
}

beforeAll(async () => {
  // The stream's code loads lazily; loaded once here, before the clock is faked.
  await import('../../lib/live-updates');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('notification bell with the live stream', () => {
  it('counts a new notification at once, and polls 5 times more slowly while the stream is open', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    installFakeEventSource();
    signInForTest();
    const unread = [notification(1)];
    const fetchMock = stubShop(unread);
    renderRoutes(withLiveStream([{ path: '/dashboard', element: <NotificationBell /> }]), '/dashboard');
    const unreadCalls = () =>
      fetchMock.mock.calls.filter(([url]) => url === '/api/notifications/getUnread').length;
    await untilStreams(1);
    expect(screen.getByRole('button', { name: 'Notifikasi, 1 belum dibaca' })).toBeInTheDocument();
    expect(unreadCalls()).toBe(1);

    // Not open yet: the spec's 2 minutes.
    await passTime(POLL_INTERVAL_MS);
    expect(unreadCalls()).toBe(2);

    lastStream().open();
    await flush();
    await passTime(POLL_INTERVAL_MS * LIVE_POLL_SLOWDOWN - 1_000);
    expect(unreadCalls()).toBe(2);
    await passTime(1_000);
    expect(unreadCalls()).toBe(3);

    unread.push(notification(2));
    lastStream().send(
      'notification.created',
      { notificationId: '5d0e2a52-7d3c-4b1a-9a43-0c5b8f1e2d3c' },
      '3',
    );
    await flush();
    expect(unreadCalls()).toBe(4);
    expect(screen.getByRole('button', { name: 'Notifikasi, 2 belum dibaca' })).toHaveTextContent('2');

    // The stream is lost (and not back yet): polling is the fallback again, every 2 minutes.
    lastStream().fail();
    await flush();
    await passTime(POLL_INTERVAL_MS);
    expect(unreadCalls()).toBe(5);
  });
});
