import type { AdminComplaint } from '@premium-shop/domain/admin-operations-schema';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  renderRoutes,
  sentBody,
  signInForTest,
  stubFetch,
} from '../../../test-utils/render-routes';
import { AdminComplaintsPage } from './complaints-page';

function complaintFixture(overrides: Partial<AdminComplaint> = {}): AdminComplaint {
  return {
    _id: 'c1',
    createdAt: '2026-11-23T05:00:00.000Z',
    customer: { _id: 'u1', name: 'Budi Santoso', email: 'budi@gmail.com', phone: '+6281234567890' },
    issue: 'akun bermasalah',
    group: { _id: 'item-1', name: 'Netflix Grup 3', product: 'Netflix Premium' },
    noOrder: 'INV-20261123-AAA111',
    note: 'Password salah terus',
    file: '/api/files/cccc.png',
    status: 'open',
    reply: null,
    repliedAt: null,
    ...overrides,
  };
}

function stubServer(first: AdminComplaint = complaintFixture()) {
  let current = first;
  const calls: Array<{ path: string; body: unknown }> = [];
  const fetchMock = stubFetch((url, init) => {
    const { pathname } = new URL(url, 'http://shop.test');
    if (pathname === '/api/admin/complaints') {
      return jsonResponse(200, {
        data: [current],
        pagination: { page: 1, limit: 20, total: 1, totalPages: 1 },
      });
    }
    if (pathname === '/api/admin/complaints/c1/reply') {
      calls.push({ path: 'reply', body: sentBody(init) });
      current = complaintFixture({
        status: 'answered',
        reply: 'Sudah kami reset',
        repliedAt: current.createdAt,
      });
      return jsonResponse(200, { data: current, message: 'Balasan berhasil dikirim' });
    }
    if (pathname === '/api/admin/complaints/c1/resolve') {
      calls.push({ path: 'resolve', body: init?.body ?? null });
      current = complaintFixture({ ...current, status: 'resolved' });
      return jsonResponse(200, { data: current, message: 'Pengaduan ditandai selesai' });
    }
    return jsonResponse(404, { message: 'Tidak ditemukan', code: 'NOT_FOUND' });
  });
  return { fetchMock, calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('admin complaints', () => {
  it("shows '-' as the account of a complaint filed without one", async () => {
    signInForTest();
    stubServer(complaintFixture({ group: null, issue: 'masalah pembayaran' }));
    renderRoutes([{ path: '/admin/pengaduan', element: <AdminComplaintsPage /> }], '/admin/pengaduan');

    const card = await screen.findByRole('article', { name: 'Pengaduan INV-20261123-AAA111' });
    expect(within(card).getByText('Masalah Pembayaran')).toBeInTheDocument();
    expect(within(card).getByText('Akun').nextElementSibling).toHaveTextContent(/^-$/);
  });

  it('replies to an open complaint, then resolves it', async () => {
    signInForTest();
    const { fetchMock, calls } = stubServer();
    renderRoutes(
      [{ path: '/admin/pengaduan', element: <AdminComplaintsPage /> }],
      '/admin/pengaduan?status=open',
    );

    const card = await screen.findByRole('article', { name: 'Pengaduan INV-20261123-AAA111' });
    expect(within(card).getByText('Akun Bermasalah')).toBeInTheDocument();
    expect(within(card).getByText('Password salah terus')).toBeInTheDocument();
    expect(within(card).getByText('Netflix Premium · Netflix Grup 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baru' })).toHaveAttribute('aria-pressed', 'true');
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/complaints?status=open&page=1', expect.anything());

    fireEvent.click(within(card).getByRole('button', { name: 'Balas' }));
    const dialog = screen.getByRole('dialog', { name: 'Balas Pengaduan' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kirim Balasan' }));
    expect(await within(dialog).findByText('Balasan wajib diisi')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Balasan'), { target: { value: 'Sudah kami reset' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kirim Balasan' }));
    expect(await screen.findByText('Balasan berhasil dikirim')).toBeInTheDocument();
    expect(calls).toEqual([{ path: 'reply', body: { reply: 'Sudah kami reset' } }]);

    const answered = await screen.findByText('Sudah kami reset');
    const updated = answered.closest('article')!;
    expect(within(updated).queryByRole('button', { name: 'Balas' })).not.toBeInTheDocument();
    fireEvent.click(within(updated).getByRole('button', { name: 'Tandai Selesai' }));
    const confirm = screen.getByRole('dialog', { name: 'Tandai Selesai' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Tandai Selesai' }));
    expect(await screen.findByText('Pengaduan ditandai selesai')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['reply', 'resolve']);
  });
});
