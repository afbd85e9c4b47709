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
const SITI_ID = '0b5c8f2e-6d1a-4c3b-9e7f-2a4d6c8e0f12';
const siti = {
  _id: SITI_ID,
  name: 'Siti',
  email: 'siti@gmail.com',
  phone: '+6281200000002',
  isPhoneVerified: true,
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

    const dialog = await screen.findByRole('dialog', { name: 'Kirim ke Semua Pelanggan?' });
    expect(dialog).toHaveTextContent(
      '“Promo Akhir Tahun” akan dikirim ke setiap pelanggan aktif, juga lewat WhatsApp',
    );
    expect(posts(fetchMock)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(posts(fetchMock)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Kirim Notifikasi' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Kirim ke Semua Pelanggan?' })).getByRole('button', {
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
      target: { userId: SITI_ID },
      category: 'Promo',
      title: 'Promo Akhir Tahun',
      content: 'Diskon 20% semua produk.',
      whatsapp: false,
    });
    const search = fetchMock.mock.calls.find(([url]) => url.startsWith('/api/admin/users'))!;
    expect(search[0]).toContain('search=siti%40');
  });

  it("names what is missing in the server's words, focuses the first field and sends nothing", async () => {
    const fetchMock = stubServer();
    renderPage();
    await screen.findByRole('option', { name: 'Promo' });

    fireEvent.click(screen.getByRole('button', { name: 'Kirim Notifikasi' }));

    const picker = screen.getByLabelText('Cari pengguna (email atau nama)');
    await waitFor(() => expect(picker).toHaveFocus());
    expect(picker).toHaveAccessibleDescription('Pilih penerima: satu pengguna atau semua pelanggan');
    expect(screen.getByLabelText('Kategori')).toHaveAccessibleDescription('Kategori wajib diisi');
    expect(screen.getByLabelText('Judul')).toHaveAccessibleDescription('Judul wajib diisi');
    expect(screen.getByLabelText('Isi')).toHaveAccessibleDescription('Isi notifikasi wajib diisi');
    for (const label of ['Kategori', 'Judul', 'Isi']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('refuses a title of spaces and one longer than the server takes, with its messages', async () => {
    const fetchMock = stubServer();
    renderPage();
    fireEvent.click(screen.getByRole('radio', { name: 'Semua pelanggan' }));
    await fillMessage();

    fireEvent.change(screen.getByLabelText('Judul'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Notifikasi' }));
    const title = screen.getByLabelText('Judul');
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAccessibleDescription('Judul wajib diisi');
    expect(screen.getByLabelText('Kategori')).toHaveAttribute('aria-invalid', 'false');

    fireEvent.change(title, { target: { value: 'x'.repeat(121) } });
    await waitFor(() => expect(title).toHaveAccessibleDescription('Judul maksimal 120 karakter'));
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Notifikasi' }));
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Kirim ke Semua' }),
    );

    expect(await screen.findAllByText('Kategori notifikasi tidak ditemukan')).not.toHaveLength(0);
    expect(screen.getByLabelText('Judul')).toHaveValue(' Promo Akhir Tahun ');
  });

  it("puts the server's message for one user's notification under its field and focuses it", async () => {
    stubServer(() =>
      jsonResponse(400, {
        message: 'Judul maksimal 120 karakter',
        code: 'VALIDATION_FAILED',
        errors: { title: 'Judul maksimal 120 karakter' },
      }),
    );
    renderPage();
    fireEvent.change(screen.getByLabelText('Cari pengguna (email atau nama)'), {
      target: { value: 'siti@' },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Pilih Siti/ }));
    await fillMessage();
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Notifikasi' }));

    const title = screen.getByLabelText('Judul');
    await waitFor(() => expect(title).toHaveAccessibleDescription('Judul maksimal 120 karakter'));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
  });
});
