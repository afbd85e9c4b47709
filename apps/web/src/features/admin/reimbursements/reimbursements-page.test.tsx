import type { AdminReimbursement } from '@premium-shop/domain/admin-operations-schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  renderRoutes,
  sentBody,
  signInForTest,
  stubFetch,
} from '../../../test-utils/render-routes';
import { AdminReimbursementsPage } from './reimbursements-page';

function reimbursementFixture(overrides: Partial<AdminReimbursement> = {}): AdminReimbursement {
  return {
    _id: 'r1',
    createdAt: '2026-11-23T05:00:00.000Z',
    customer: { _id: 'u1', name: 'Sari Host', email: 'sari@gmail.com', phone: '+6281234567890' },
    group: { _id: 'item-1', name: 'Spotify Host 7', state: 'active' },
    product: { _id: 'p1', name: 'Spotify Premium Family' },
    value: 66_000,
    bank: 'BRI',
    account_number: '1234567890',
    payment_proof: '/api/files/aaaa.png',
    reimbursement_proof: null,
    status: 'Pending',
    note: null,
    order: { _id: 'o1', invoice: 'INV-HOST-1', status: 'Process' },
    updatedAt: '2026-11-23T05:00:00.000Z',
    ...overrides,
  };
}

const done = reimbursementFixture({
  status: 'Done',
  reimbursement_proof: '/api/files/bbbb.png',
  order: { _id: 'o1', invoice: 'INV-HOST-1', status: 'Paid' },
});

function stubServer(options: { completeStatus?: number; first?: AdminReimbursement } = {}) {
  let current = options.first ?? reimbursementFixture();
  const completions: FormData[] = [];
  const rejections: unknown[] = [];
  const fetchMock = stubFetch((url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://shop.test');
    if (pathname === '/api/admin/reimbursements') {
      const status = searchParams.get('status');
      const rows = status === 'All' || status === current.status ? [current] : [];
      return jsonResponse(200, {
        data: rows,
        pagination: { page: 1, limit: 20, total: rows.length, totalPages: rows.length ? 1 : 0 },
      });
    }
    if (pathname === '/api/admin/reimbursements/r1/complete') {
      completions.push(init?.body as FormData);
      if (options.completeStatus) {
        return jsonResponse(options.completeStatus, {
          message: 'Reimburse ini sudah selesai',
          code: 'INVALID_STATE',
        });
      }
      current = done;
      return jsonResponse(200, { data: done, message: 'Reimburse berhasil diselesaikan' });
    }
    if (pathname === '/api/admin/reimbursements/r1/reject') {
      rejections.push(sentBody(init));
      current = reimbursementFixture({ status: 'Rejected', note: 'Bukti buram' });
      return jsonResponse(200, { data: current, message: 'Reimburse berhasil ditolak' });
    }
    if (pathname.startsWith('/api/files/')) {
      return new Response(new Blob(['png'], { type: 'image/png' }), { status: 200 });
    }
    return jsonResponse(404, { message: 'Tidak ditemukan', code: 'NOT_FOUND' });
  });
  return { fetchMock, completions, rejections };
}

function renderPage(url = '/admin/reimburse') {
  return renderRoutes([{ path: '/admin/reimburse', element: <AdminReimbursementsPage /> }], url);
}

function proof() {
  return new File(['png'], 'transfer.png', { type: 'image/png' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('admin reimbursements', () => {
  it("lists the requests with the host's proof, filtered All / Pending / Done", async () => {
    signInForTest();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:proof');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { fetchMock } = stubServer();
    renderPage();

    const row = (await screen.findByText('Spotify Host 7')).closest('tr')!;
    expect(within(row).getByText('Rp 66.000')).toBeInTheDocument();
    expect(within(row).getByText('Sari Host')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'INV-HOST-1' })).toHaveAttribute(
      'href',
      '/admin/pesanan/INV-HOST-1',
    );
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(within(row).getByRole('button', { name: /Lihat Bukti: Bukti Pembayaran/ }));
    const preview = await screen.findByRole('dialog', { name: 'Bukti Pembayaran Spotify Host 7' });
    expect(await within(preview).findByRole('img')).toHaveAttribute('src', 'blob:proof');
    fireEvent.click(within(preview).getByRole('button', { name: 'Tutup' }));

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Tidak ada data reimburse ditemukan')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/reimbursements?status=Done&page=1', expect.anything());
  });

  it('completes a request only with a transfer proof, sending it as multipart with the note', async () => {
    signInForTest();
    const { completions } = stubServer();
    renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Tandai Selesai: Spotify Host 7' }));
    const dialog = screen.getByRole('dialog', { name: 'Selesaikan Reimburse' });
    expect(
      within(dialog).getByText(/Transfer Rp 66.000 ke BRI 1234567890 a.n. Sari Host/),
    ).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Tandai Selesai' });
    expect(submit).toBeDisabled();

    fireEvent.change(within(dialog).getByLabelText('Bukti Transfer Reimburse'), {
      target: { files: [proof()] },
    });
    expect(await within(dialog).findByAltText('Pratinjau transfer.png')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Catatan (opsional)'), { target: { value: 'BRI 23/11' } });
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);

    expect(await screen.findByText('Reimburse berhasil diselesaikan')).toBeInTheDocument();
    expect(completions).toHaveLength(1);
    const form = completions[0]!;
    expect((form.get('reimbursement_proof') as File).name).toBe('transfer.png');
    expect(form.get('note')).toBe('BRI 23/11');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const row = () => screen.getByText('Spotify Host 7').closest('tr')!;
    await waitFor(() => expect(within(row()).getByText('Done')).toBeInTheDocument());
    expect(within(row()).getByText('Paid')).toBeInTheDocument();
    expect(within(row()).getByRole('button', { name: /Lihat Bukti: Bukti Reimburse/ })).toBeInTheDocument();
    expect(within(row()).queryByRole('button', { name: /Tandai Selesai/ })).not.toBeInTheDocument();
  });

  it('asks the admin to get the bank account when the host left it empty', async () => {
    signInForTest();
    stubServer({ first: reimbursementFixture({ bank: '', account_number: '' }) });
    renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Tandai Selesai: Spotify Host 7' }));
    const dialog = screen.getByRole('dialog', { name: 'Selesaikan Reimburse' });
    expect(
      within(dialog).getByText(
        /Transfer Rp 66.000 ke rekening yang belum diisi pelanggan \(tanyakan lewat WhatsApp\) a.n. Sari Host/,
      ),
    ).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's refusal", async () => {
    signInForTest();
    stubServer({ completeStatus: 409 });
    renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Tandai Selesai: Spotify Host 7' }));
    const dialog = screen.getByRole('dialog', { name: 'Selesaikan Reimburse' });
    fireEvent.change(within(dialog).getByLabelText('Bukti Transfer Reimburse'), {
      target: { files: [proof()] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tandai Selesai' }));

    expect(await within(dialog).findByText('Reimburse ini sudah selesai')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Selesaikan Reimburse' })).toBeInTheDocument();
  });

  it('rejects a request with a reason', async () => {
    signInForTest();
    const { rejections } = stubServer();
    renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Tolak: Spotify Host 7' }));
    const dialog = screen.getByRole('dialog', { name: 'Tolak Reimburse' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    expect(await within(dialog).findByText('Alasan penolakan wajib diisi')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Alasan penolakan'), { target: { value: 'Bukti buram' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tolak' }));

    expect(await screen.findByText('Reimburse berhasil ditolak')).toBeInTheDocument();
    expect(rejections).toEqual([{ note: 'Bukti buram' }]);
  });
});
