import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, signInForTest, stubFetch } from '../../../test-utils/render-routes';
import { AdminLogsPage } from './logs-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const page1 = (total: number) => ({ page: 1, limit: 20, total, totalPages: 1 });

const auditEntry = {
  _id: 'a1',
  action: 'user.update',
  entity: 'user',
  entityId: 'u2',
  actor: { _id: 'u1', name: 'Admin Toko', email: 'admin@premiumshop.id' },
  before: { role: 'customer', isActive: true },
  after: { role: 'customer', isActive: false },
  createdAt: '2026-11-23T07:30:00.000Z',
};

const failedEmail = {
  _id: 'm1',
  channel: 'email',
  recipient: 'budi@gmail.com',
  subject: 'Reset kata sandi',
  preview: 'Halo Budi, buka tautan berikut.',
  status: 'failed',
  attempts: 8,
  lastError: 'connect ECONNREFUSED',
  nextAttemptAt: '2026-11-23T07:30:00.000Z',
  sentAt: null,
  deliveryState: null,
  deliveryUpdatedAt: null,
  retryUntil: '2026-11-24T07:00:00.000Z',
  createdAt: '2026-11-23T07:00:00.000Z',
};

const waitingWhatsApp = {
  ...failedEmail,
  _id: 'm2',
  channel: 'whatsapp',
  recipient: '+6281200000001',
  subject: null,
  preview: '*Pembayaran Berhasil* ...',
  status: 'pending',
  attempts: 0,
  lastError: null,
};

function renderPage(url = '/admin/log') {
  signInForTest();
  return renderRoutes([{ path: '/admin/log', element: <AdminLogsPage /> }], url);
}

describe('admin logs page', () => {
  it('shows who did what, with before and after on demand, and filters by action', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { data: [auditEntry], pagination: page1(1) }));
    renderPage();

    expect(await screen.findByText('Admin Toko')).toBeInTheDocument();
    expect(screen.getByText('user.update')).toBeInTheDocument();
    expect(screen.queryByText('Sebelum')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Detail' }));
    expect(screen.getByRole('button', { name: 'Tutup' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Sebelum').nextElementSibling).toHaveTextContent('"isActive": true');
    expect(screen.getByText('Sesudah').nextElementSibling).toHaveTextContent('"isActive": false');

    fireEvent.change(screen.getByLabelText('Aksi'), { target: { value: 'user.update' } });
    await vi.waitFor(() => expect(fetchMock.mock.calls.at(-1)![0]).toContain('action=user.update'));
  });

  it('lists the outbox with status badges, resends a failed e-mail and marks a WhatsApp message sent', async () => {
    const fetchMock = stubFetch((url, init) => {
      if (init?.method === 'POST' && url.endsWith('/resend')) {
        return jsonResponse(200, {
          data: { ...failedEmail, status: 'pending', attempts: 0, lastError: null },
          message: 'ok',
        });
      }
      if (init?.method === 'POST' && url.endsWith('/mark-sent')) {
        return jsonResponse(200, { data: { ...waitingWhatsApp, status: 'sent' }, message: 'ok' });
      }
      if (url.startsWith('/api/admin/outbox')) {
        return jsonResponse(200, { data: [failedEmail, waitingWhatsApp], pagination: page1(2) });
      }
      return jsonResponse(200, { data: [], pagination: page1(0) });
    });
    renderPage('/admin/log?tab=outbox');

    expect(screen.getByRole('tab', { name: 'Outbox' })).toHaveAttribute('aria-selected', 'true');
    const email = await screen.findByRole('row', { name: 'budi@gmail.com Reset kata sandi' });
    // The state has a column of its own, a labelled line of the row's card on a phone.
    expect(within(email).getByText('Gagal').closest('td')).toHaveAttribute('data-label', 'Status');
    expect(within(email).getByText('8× dicoba')).toBeInTheDocument();
    expect(within(email).getByText('connect ECONNREFUSED')).toBeInTheDocument();
    expect(within(email).queryByRole('button', { name: 'Tandai Terkirim' })).not.toBeInTheDocument();
    const whatsapp = screen.getByRole('row', { name: '+6281200000001' });
    expect(within(whatsapp).getByText('Menunggu')).toBeInTheDocument();
    expect(within(whatsapp).queryByRole('button', { name: 'Kirim Ulang' })).not.toBeInTheDocument();

    fireEvent.click(within(email).getByRole('button', { name: 'Kirim Ulang' }));
    expect(await screen.findByText('Pesan dijadwalkan untuk dikirim ulang.')).toBeInTheDocument();
    fireEvent.click(within(whatsapp).getByRole('button', { name: 'Tandai Terkirim' }));
    expect(await screen.findByText('Pesan ditandai terkirim.')).toBeInTheDocument();

    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => url);
    expect(posts).toEqual(['/api/admin/outbox/m1/resend', '/api/admin/outbox/m2/mark-sent']);
  });

  it("shows a WhatsApp message's delivery as Fonnte reports it, and a failed one's 'Kirim Ulang'", async () => {
    const read = {
      ...waitingWhatsApp,
      _id: 'm3',
      recipient: '+6281200000003',
      status: 'sent',
      attempts: 1,
      sentAt: '2026-11-23T07:01:00.000Z',
      deliveryState: 'read',
    };
    const queued = { ...read, _id: 'm4', recipient: '+6281200000004', deliveryState: 'queued' };
    const expired = {
      ...read,
      _id: 'm5',
      recipient: '+6281200000005',
      status: 'failed',
      deliveryState: 'failed',
      lastError: 'Fonnte: expired',
    };
    const retrying = {
      ...waitingWhatsApp,
      _id: 'm6',
      recipient: '+6281200000006',
      attempts: 3,
      lastError: 'Fonnte refused the message (HTTP 200): device disconnected',
    };
    const fetchMock = stubFetch((url, init) => {
      if (init?.method === 'POST' && url.endsWith('/resend')) {
        return jsonResponse(200, {
          data: { ...expired, status: 'pending', deliveryState: null },
          message: 'ok',
        });
      }
      if (url.startsWith('/api/admin/outbox')) {
        return jsonResponse(200, { data: [read, queued, expired, retrying], pagination: page1(4) });
      }
      return jsonResponse(200, { data: [], pagination: page1(0) });
    });
    renderPage('/admin/log?tab=outbox');

    const readRow = await screen.findByRole('row', { name: '+6281200000003' });
    expect(within(readRow).getByText('Dibaca')).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: '+6281200000004' })).getByText('Antre di Fonnte'),
    ).toBeInTheDocument();
    const retryingRow = screen.getByRole('row', { name: '+6281200000006' });
    expect(within(retryingRow).getByText(/^Dicoba lagi sampai /)).toBeInTheDocument();
    const expiredRow = screen.getByRole('row', { name: '+6281200000005' });
    expect(within(expiredRow).getByText('Fonnte: expired')).toBeInTheDocument();
    fireEvent.click(within(expiredRow).getByRole('button', { name: 'Kirim Ulang' }));
    expect(await screen.findByText('Pesan dijadwalkan untuk dikirim ulang.')).toBeInTheDocument();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => url);
    expect(posts).toEqual(['/api/admin/outbox/m5/resend']);
  });
});
