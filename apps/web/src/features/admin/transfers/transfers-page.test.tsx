import type { AdminTransfer, BankAccount } from '@premium-shop/domain/bank-transfer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  renderRoutes,
  sentBody,
  signInForTest,
  stubFetch,
} from '../../../test-utils/render-routes';
import { AdminTransfersPage } from './transfers-page';

const waiting: AdminTransfer = {
  orderId: '11111111-1111-4111-8111-111111111111',
  invoice: 'INV-20261129-TRF001',
  status: 'Pending',
  total: 27_123,
  uniqueCode: 123,
  deadline: '2026-11-30T05:00:00.000Z',
  state: 'submitted',
  proof: '/api/files/aaaa.png',
  proofUploadedAt: '2026-11-29T05:00:00.000Z',
  customer: { _id: 'u1', name: 'Budi Santoso', email: 'budi@gmail.com' },
  productName: 'Netflix Premium',
};

const account: BankAccount = {
  _id: 'b1',
  bank: 'BCA',
  accountNumber: '1234567890',
  holderName: 'Premium Shop',
  isActive: true,
  createdAt: '2026-11-29T05:00:00.000Z',
  updatedAt: '2026-11-29T05:00:00.000Z',
};

function stubServer() {
  let queue = [waiting];
  let accounts = [account];
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  stubFetch((url, init) => {
    const { pathname } = new URL(url, 'http://shop.test');
    const method = init?.method ?? 'GET';
    if (method !== 'GET') calls.push({ method, path: pathname, body: init?.body ? sentBody(init) : null });
    if (pathname === '/api/admin/transfers') {
      return jsonResponse(200, { data: { transfers: queue, waiting: queue.length } });
    }
    if (pathname.startsWith('/api/admin/transfers/')) {
      queue = [];
      const isConfirm = pathname.endsWith('/confirm');
      return jsonResponse(200, {
        data: null,
        message: isConfirm ? 'Pembayaran dikonfirmasi' : 'Bukti transfer ditolak',
      });
    }
    if (pathname === '/api/admin/bank-accounts' && method === 'POST') {
      const created = { ...account, _id: 'b2', ...(sentBody(init) as object) };
      accounts = [...accounts, created];
      return jsonResponse(201, { data: created, message: 'Rekening disimpan' });
    }
    if (pathname === '/api/admin/bank-accounts') return jsonResponse(200, { data: accounts });
    if (pathname.startsWith('/api/admin/bank-accounts/') && method === 'PATCH') {
      accounts = accounts.map((row) =>
        pathname.endsWith(row._id) ? { ...row, isActive: !row.isActive } : row,
      );
      return jsonResponse(200, { data: accounts[0], message: 'Rekening disimpan' });
    }
    return jsonResponse(404, { message: 'Tidak ditemukan', code: 'NOT_FOUND' });
  });
  return calls;
}

function renderPage() {
  return renderRoutes([{ path: '/admin/transfer', element: <AdminTransfersPage /> }], '/admin/transfer');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the console's 'Transfer Bank'", { timeout: 30_000 }, () => {
  it('lists the proofs waiting with their amount and code, and confirms one', async () => {
    signInForTest();
    const calls = stubServer();
    renderPage();

    const row = await screen.findByRole('row', { name: waiting.invoice }, { timeout: 10_000 });
    expect(within(row).getByText('Rp 27.123')).toBeInTheDocument();
    expect(within(row).getByText('kode unik 123')).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: `Lihat Bukti: Bukti transfer ${waiting.invoice}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Menunggu Konfirmasi (1)' })).toBeInTheDocument();

    fireEvent.click(within(row).getByRole('button', { name: 'Konfirmasi' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Konfirmasi' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: waiting.invoice })).not.toBeInTheDocument());
    expect(calls).toContainEqual({
      method: 'POST',
      path: `/api/admin/transfers/${waiting.orderId}/confirm`,
      body: null,
    });
    expect(await screen.findByText('Tidak ada transfer yang menunggu konfirmasi')).toBeInTheDocument();
  });

  it('refuses a proof with a reason', async () => {
    signInForTest();
    const calls = stubServer();
    renderPage();

    const row = await screen.findByRole('row', { name: waiting.invoice }, { timeout: 10_000 });
    fireEvent.click(within(row).getByRole('button', { name: 'Tolak' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    expect(await within(dialog).findByText('Alasan penolakan minimal 3 karakter')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Alasan penolakan'), {
      target: { value: 'Nominal kurang' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toContainEqual({
      method: 'POST',
      path: `/api/admin/transfers/${waiting.orderId}/reject`,
      body: { reason: 'Nominal kurang' },
    });
  });

  it('adds an account, checks its number first, and switches one off', async () => {
    signInForTest();
    const calls = stubServer();
    renderPage();

    expect(await screen.findByRole('row', { name: /1234567890/ }, { timeout: 10_000 })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Tambah rekening' });
    fireEvent.change(within(form).getByLabelText('Nomor Rekening'), { target: { value: '12ab' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Tambah Rekening' }));
    expect(
      await within(form).findByText('Nomor rekening hanya angka, 6 sampai 20 digit'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Bank'), { target: { value: 'BSI' } });
    fireEvent.change(within(form).getByLabelText('Nomor Rekening'), { target: { value: '7123 4567 89' } });
    fireEvent.change(within(form).getByLabelText('Nama Pemilik'), { target: { value: 'Toko Premium' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Tambah Rekening' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/api/admin/bank-accounts',
        body: { bank: 'BSI', accountNumber: '7123456789', holderName: 'Toko Premium', isActive: true },
      }),
    );

    fireEvent.click(
      within(screen.getByRole('row', { name: /1234567890/ })).getByRole('button', {
        name: 'Nonaktifkan',
      }),
    );
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PATCH',
        path: '/api/admin/bank-accounts/b1',
        body: { isActive: false },
      }),
    );
  });
});
