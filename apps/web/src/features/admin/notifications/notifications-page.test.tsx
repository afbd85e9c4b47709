import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  renderRoutes,
  sentBody,
  signInForTest,
  stubFetch,
} from '../../../test-utils/render-routes';
import { AdminNotificationsPage } from './notifications-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const categories = [
  { _id: 'c1', name: 'Info', icon: '/uploads/info.svg' },
  { _id: 'c2', name: 'Promo', icon: '/uploads/promo.svg' },
];
const siti = {
  _id: 'u2',
  name: 'Siti',
  email: 'siti@gmail.com',
  phone: '+6281200000002',
  role: 'customer',
  isActive: true,
  createdAt: '2026-01-02T03:00:00.000Z',
  ordersCount: 1,
};

function stubServer(
  sendAnswer = () => jsonResponse(201, { data: { recipients: 1523, whatsapp: 0 }, message: 'ok' }),
) {
  return stubFetch((url, init) => {
    if (url.startsWith('/api/admin/notification-categories')) return jsonResponse(200, { data: categories });
    if (url.startsWith('/api/admin/users')) {
      return jsonResponse(200, { data: [siti], pagination: { page: 1, limit: 8, total: 1, totalPages: 1 } });
    }
    if (url === '/api/admin/notifications' && init?.method === 'POST') return sendAnswer();
    return jsonResponse(404, { message: 'x', code: 'NOT_FOUND' });
  });
}

function renderPage() {
  signInForTest();
  return renderRoutes(
    [{ path: '/admin/notifikasi', element: <AdminNotificationsPage /> }],
    '/admin/notifikasi',
  );
}

function posts(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls.filter(
    ([url, init]) => url === '/api/admin/notifications' && init?.method === 'POST',
  );
}

async function fillMessage() {
  await screen.findByRole('option', { name: 'Promo' });
  fireEvent.change(screen.getByLabelText('Kategori'), { target: { value: 'Promo' } });
  fireEvent.change(screen.getByLabelText('Judul'), { target: { value: ' Promo Akhir Tahun ' } });
  fireEvent.change(screen.getByLabelText('Isi'), { target: { value: 'Diskon 20% semua produk.' } });
}

describe('admin notifications page', () => {
  it('broadcasts to every customer only after the confirmation, with WhatsApp when ticked', async () => {
    const fetchMock = stubServer(() =>
      jsonResponse(201, { data: { recipients: 1523, whatsapp: 1523 }, message: 'ok' }),
    );
    renderPage();

    fireEvent.click(screen.getByRole('radio', { name: 'Semua pelanggan' }));
    await fillMessage();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Kirim juga lewat WhatsApp' }));
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Notifikasi' }));

    const dialog = screen.getByRole('dialog', { name: 'Kirim ke Semua Pelanggan?' });
    expect(dialog).toHaveTextContent(
      '“Promo Akhir Tahun” akan dikirim ke setiap pelanggan aktif, juga lewat WhatsApp',
    );
    expect(posts(fetchMock)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(posts(fetchMock)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Kirim Notifikasi' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Kirim ke Semua Pelanggan?' })).getByRole('button', {
        name: 'Kirim ke Semua',
      }),
    );

    expect(
      await screen.findByText('Notifikasi terkirim ke 1.523 pengguna; 1.523 pesan WhatsApp masuk antrean.'),
    ).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(1);
    expect(sentBody(posts(fetchMock)[0]![1])).toEqual({
      target: { all: true },
      category: 'Promo',
      title: 'Promo Akhir Tahun',
      content: 'Diskon 20% semua produk.',
      whatsapp: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Judul')).toHaveValue('');
  });

  it('sends to one user picked by e-mail, without a confirmation', async () => {
    const fetchMock = stubServer(() =>
      jsonResponse(201, { data: { recipients: 1, whatsapp: 0 }, message: 'ok' }),
    );
    renderPage();

    fireEvent.change(screen.getByLabelText('Cari pengguna (email atau nama)'), {
      target: { value: 'siti@' },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Pilih Siti/ }));
    expect(screen.getByText('siti@gmail.com')).toBeInTheDocument();
    await fillMessage();
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Notifikasi' }));

    expect(await screen.findByText('Notifikasi terkirim ke 1 pengguna.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentBody(posts(fetchMock)[0]![1])).toEqual({
      target: { userId: 'u2' },
      category: 'Promo',
      title: 'Promo Akhir Tahun',
      content: 'Diskon 20% semua produk.',
      whatsapp: false,
    });
    const search = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/admin/users'))!;
    expect(search[0]).toContain('search=siti%40');
  });

  it('names what is missing and sends nothing', async () => {
    const fetchMock = stubServer();
    renderPage();
    await screen.findByRole('option', { name: 'Promo' });

    fireEvent.click(screen.getByRole('button', { name: 'Kirim Notifikasi' }));

    expect(screen.getByText('Pilih pengguna penerima')).toBeInTheDocument();
    expect(screen.getByText('Kategori wajib dipilih')).toBeInTheDocument();
    expect(screen.getByText('Judul wajib diisi')).toBeInTheDocument();
    expect(screen.getByText('Isi notifikasi wajib diisi')).toBeInTheDocument();
    expect(screen.getByLabelText('Judul')).toHaveAttribute('aria-invalid', 'true');
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it("shows the server's field message when it refuses", async () => {
    stubServer(() =>
      jsonResponse(400, {
        message: 'Kategori notifikasi tidak ditemukan',
        code: 'VALIDATION_FAILED',
        errors: { category: 'Kategori notifikasi tidak ditemukan' },
      }),
    );
    renderPage();
    fireEvent.click(screen.getByRole('radio', { name: 'Semua pelanggan' }));
    await fillMessage();
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Notifikasi' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Kirim ke Semua' }));

    expect(await screen.findAllByText('Kategori notifikasi tidak ditemukan')).not.toHaveLength(0);
    expect(screen.getByLabelText('Judul')).toHaveValue(' Promo Akhir Tahun ');
  });
});
