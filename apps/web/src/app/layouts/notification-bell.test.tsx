import type { Notification } from '@premium-shop/domain/dashboard-schema';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, useSession } from '../../lib/session';
import { AppProviders } from '../providers';
import {
  jsonResponse,
  landingRoute,
  renderRoutes,
  signInForTest,
  stubFetch,
} from '../../test-utils/render-routes';
import { NotificationBell } from './notification-bell';

function notification(index: number, overrides: Partial<Notification> = {}): Notification {
  return {
    _id: `n${index}`,
    title: `Judul ${index}`,
    content: `Isi notifikasi ${index}`,
    // 07:30 UTC is 14.30 in Jakarta.
    createdAt: `2026-11-2${index}T07:30:00.000Z`,
    isRead: false,
    category: { name: `Kategori ${index}`, icon: '/uploads/category.png' },
    product: null,
    informationId: null,
    ...overrides,
  };
}

function stubNotifications({ latest, unread }: { latest: Notification[]; unread: Notification[] }) {
  return stubFetch((url) => {
    const { pathname, searchParams } = new URL(url, 'http://shop.test');
    if (pathname === '/api/notifications/getUnread') {
      return jsonResponse(200, {
        data: unread,
        pagination: { page: 1, limit: unread.length, total: unread.length, totalPages: 1 },
      });
    }
    if (pathname === '/api/notifications') {
      const limit = Number(searchParams.get('limit'));
      return jsonResponse(200, {
        data: latest.slice(0, limit),
        pagination: { page: 1, limit, total: latest.length, totalPages: Math.ceil(latest.length / limit) },
      });
    }
    return jsonResponse(404, { message: 'Tidak ada', code: 'NOT_FOUND' });
  });
}

function renderBell() {
  return renderRoutes(
    [{ path: '/dashboard', element: <NotificationBell /> }, landingRoute('/dashboard/notifikasi')],
    '/dashboard',
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('notification bell', () => {
  it('shows the unread count as a badge', async () => {
    signInForTest();
    const unread = [notification(1), notification(2), notification(3), notification(4)];
    stubNotifications({ latest: unread, unread });
    renderBell();

    const bell = await screen.findByRole('button', { name: 'Notifikasi, 4 belum dibaca' });
    expect(bell).toHaveTextContent('4');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no badge without unread notifications', async () => {
    signInForTest();
    const fetchMock = stubNotifications({ latest: [notification(1, { isRead: true })], unread: [] });
    renderBell();

    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/notifications/getUnread', expect.anything()),
    );
    const bell = await screen.findByRole('button', { name: 'Notifikasi' });
    expect(bell.textContent).toBe('');
  });

  it('lists the 3 latest with category, content and time, unread ones marked, and links to the page', async () => {
    signInForTest();
    const latest = [
      notification(1),
      notification(2, { isRead: true }),
      notification(3, { category: null }),
      notification(4),
    ];
    const fetchMock = stubNotifications({ latest, unread: [latest[0]!, latest[2]!, latest[3]!] });
    const { router } = renderBell();

    fireEvent.click(await screen.findByRole('button', { name: 'Notifikasi, 3 belum dibaca' }));
    const panel = screen.getByRole('region', { name: 'Notifikasi terbaru' });
    const items = await within(panel).findAllByRole('listitem');

    expect(items).toHaveLength(3);
    expect(fetchMock).toHaveBeenCalledWith('/api/notifications?limit=3&page=1', expect.anything());
    expect(items[0]).toHaveTextContent('Kategori 1');
    expect(items[0]).toHaveTextContent('Isi notifikasi 1');
    expect(items[0]).toHaveTextContent('21 Nov, 14.30');
    expect(items[0]).toHaveTextContent('Belum dibaca');
    expect(items[1]).not.toHaveTextContent('Belum dibaca');
    expect(items[2]).toHaveTextContent('Notifikasi');
    expect(within(panel).queryByText('Isi notifikasi 4')).not.toBeInTheDocument();

    fireEvent.click(within(panel).getByRole('link', { name: 'Lihat Selengkapnya' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/notifikasi'));
  });

  it('says so when there are no notifications', async () => {
    signInForTest();
    stubNotifications({ latest: [], unread: [] });
    renderBell();

    fireEvent.click(screen.getByRole('button', { name: 'Notifikasi' }));

    expect(await screen.findByText('Tidak ada notifikasi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat Selengkapnya' })).toHaveAttribute(
      'href',
      '/dashboard/notifikasi',
    );
  });

  it('closes with Escape and gives the focus back to the bell', async () => {
    signInForTest();
    stubNotifications({ latest: [], unread: [] });
    renderBell();
    const bell = screen.getByRole('button', { name: 'Notifikasi' });

    fireEvent.click(bell);
    expect(await screen.findByText('Tidak ada notifikasi')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });

    expect(screen.queryByRole('region', { name: 'Notifikasi terbaru' })).not.toBeInTheDocument();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveFocus();
  });
});

describe('notification bell after signing out', () => {
  /** The top bar: it shows the session's name, so it renders again when the session ends, bell and all. */
  function TopBar() {
    const session = useSession();
    return (
      <>
        <span>{session?.userData.name ?? 'User'}</span>
        <NotificationBell />
      </>
    );
  }

  it('asks nothing more once the session is cleared (no poll goes out without a token)', async () => {
    signInForTest();
    const fetchMock = stubNotifications({ latest: [notification(1)], unread: [notification(1)] });
    const router = createMemoryRouter([{ path: '/dashboard', element: <TopBar /> }], {
      initialEntries: ['/dashboard'],
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <AppProviders queryClient={client}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await screen.findByRole('button', { name: 'Notifikasi, 1 belum dibaca' });
    const asked = () => fetchMock.mock.calls.filter(([url]) => url.includes('/api/notifications'));
    const before = asked().length;
    expect(before).toBe(2);

    // KELUAR clears the session while the dashboard is still on screen; the cache is dropped with it.
    act(() => {
      clearSession();
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(asked()).toHaveLength(before);
    expect(screen.getByRole('button', { name: 'Notifikasi' })).toBeInTheDocument();
  });
});
