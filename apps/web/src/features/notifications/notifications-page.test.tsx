import type { Notification } from '@premium-shop/domain/dashboard-schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  landingRoute,
  renderRoutes,
  sentBody,
  signInForTest,
  stubFetch,
} from '../../test-utils/render-routes';
import { NotificationsPage } from './notifications-page';

function notification(index: number, overrides: Partial<Notification> = {}): Notification {
  return {
    _id: `00000000-0000-4000-8000-00000000000${index}`,
    title: `Judul ${index}`,
    content: `Isi notifikasi ${index}`,
    createdAt: '2026-11-22T07:30:00.000Z',
    isRead: true,
    category: { name: 'Transaksi', icon: '/uploads/category.png' },
    product: null,
    informationId: null,
    ...overrides,
  };
}

interface Answers {
  all: Notification[];
  markAsRead?: () => Response;
}

/** A fake server holding `all`; marking read flips the notifications it names. */
function stubServer({ all, markAsRead }: Answers) {
  let notifications = all;
  return stubFetch((url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://shop.test');
    if (pathname === '/api/notifications/getUnread') {
      const unread = notifications.filter((item) => !item.isRead);
      return jsonResponse(200, {
        data: unread,
        pagination: { page: 1, limit: 500, total: unread.length, totalPages: 1 },
      });
    }
    if (pathname === '/api/notifications/markAsRead' && init?.method === 'PUT') {
      if (markAsRead) return markAsRead();
      const { notificationIds } = sentBody(init) as { notificationIds: string[] };
      const updated = notifications.filter((item) => !item.isRead && notificationIds.includes(item._id));
      notifications = notifications.map((item) =>
        notificationIds.includes(item._id) ? { ...item, isRead: true } : item,
      );
      return jsonResponse(200, { data: { updated: updated.length } });
    }
    if (pathname === '/api/notifications') {
      const limit = Number(searchParams.get('limit'));
      const page = Number(searchParams.get('page'));
      return jsonResponse(200, {
        data: notifications.slice((page - 1) * limit, page * limit),
        pagination: {
          page,
          limit,
          total: notifications.length,
          totalPages: Math.max(1, Math.ceil(notifications.length / limit)),
        },
      });
    }
    return jsonResponse(404, { message: 'Tidak ada', code: 'NOT_FOUND' });
  });
}

function renderPage(url = '/dashboard/notifikasi') {
  return renderRoutes(
    [{ path: '/dashboard/notifikasi', element: <NotificationsPage /> }, landingRoute('/dashboard')],
    url,
  );
}

const markAllButton = () => screen.getByRole('button', { name: 'Tandai baca semua' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('notifications page', () => {
  it('shows 5 per page with title, short description, message, product and unread mark, without pagination on one page', async () => {
    signInForTest();
    const fetchMock = stubServer({
      all: [
        notification(1, {
          isRead: false,
          informationId: 'INV-123',
          product: { _id: 'p1', name: 'Netflix', icon: '/uploads/netflix.png' },
        }),
        notification(2),
      ],
    });
    renderPage();

    const first = await screen.findByRole('article', { name: 'Judul 1' });
    expect(fetchMock).toHaveBeenCalledWith('/api/notifications?limit=5&page=1', expect.anything());
    expect(first).toHaveTextContent('Transaksi');
    expect(first).toHaveTextContent('INV-123');
    expect(first).toHaveTextContent('Isi notifikasi 1');
    expect(first).toHaveTextContent('22 Nov, 14.30');
    expect(first).toHaveTextContent('Belum dibaca');
    expect(within(first).getByRole('img', { name: 'Netflix' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Judul 2' })).not.toHaveTextContent('Belum dibaca');
    expect(screen.queryByRole('navigation', { name: 'Halaman notifikasi' })).not.toBeInTheDocument();
  });

  it('pages through more than one page', async () => {
    signInForTest();
    const all = Array.from({ length: 7 }, (_, index) => notification(index + 1));
    stubServer({ all });
    const { router } = renderPage();

    const pagination = await screen.findByRole('navigation', { name: 'Halaman notifikasi' });
    expect(within(pagination).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pagination).getByRole('button', { name: 'Halaman 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getAllByRole('article')).toHaveLength(5);

    fireEvent.click(within(pagination).getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('article', { name: 'Judul 6' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(router.state.location.search).toBe('?page=2');
    expect(within(pagination).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(pagination).getByRole('button', { name: 'Halaman 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says so when there is nothing, with "Tandai baca semua" disabled', async () => {
    signInForTest();
    stubServer({ all: [] });
    renderPage();

    expect(await screen.findByText('Tidak ada notifikasi')).toBeInTheDocument();
    expect(markAllButton()).toBeDisabled();
  });

  it('keeps "Tandai baca semua" disabled when everything is read', async () => {
    signInForTest();
    const fetchMock = stubServer({ all: [notification(1), notification(2)] });
    renderPage();

    await screen.findByRole('article', { name: 'Judul 1' });
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/notifications/getUnread', expect.anything()),
    );
    expect(markAllButton()).toBeDisabled();
  });

  it('marks every unread notification read, then refreshes the list', async () => {
    signInForTest();
    const all = Array.from({ length: 7 }, (_, index) => notification(index + 1, { isRead: index % 2 === 0 }));
    const fetchMock = stubServer({ all });
    renderPage();

    await waitFor(() => expect(markAllButton()).toBeEnabled());
    expect(screen.getByRole('article', { name: 'Judul 2' })).toHaveTextContent('Belum dibaca');
    fireEvent.click(markAllButton());

    expect(await screen.findByText('Semua notifikasi telah dibaca.')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([url]) => url === '/api/notifications/markAsRead');
    expect(put?.[1]?.method).toBe('PUT');
    expect(sentBody(put?.[1])).toEqual({
      notificationIds: [all[1]!._id, all[3]!._id, all[5]!._id],
    });
    await waitFor(() => expect(markAllButton()).toBeDisabled());
    expect(screen.getByRole('article', { name: 'Judul 2' })).not.toHaveTextContent('Belum dibaca');
  });

  it('tells when marking read fails', async () => {
    signInForTest();
    stubServer({
      all: [notification(1, { isRead: false })],
      markAsRead: () => jsonResponse(500, { message: 'Rusak', code: 'INTERNAL' }),
    });
    renderPage();

    await waitFor(() => expect(markAllButton()).toBeEnabled());
    fireEvent.click(markAllButton());

    expect(await screen.findByText('Gagal membaca semua notifikasi.')).toBeInTheDocument();
  });

  it('goes back to the dashboard when opened directly', async () => {
    signInForTest();
    stubServer({ all: [] });
    const { router } = renderPage();

    fireEvent.click(screen.getByRole('button', { name: 'Kembali' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
