import type { Reimbursement } from '@premium-shop/domain/dashboard-schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { jsonResponse, renderRoutes, signInForTest, stubFetch } from '../../test-utils/render-routes';
import { ReimbursementPage } from './reimbursement-page';

function reimbursement(id: string, overrides: Partial<Reimbursement> = {}): Reimbursement {
  return {
    _id: id,
    createdAt: '2026-11-20T03:00:00.000Z',
    productItem: { _id: `item-${id}`, name: `Grup ${id}` },
    value: 186_000,
    payment_proof: `/api/files/payment-${id}.png`,
    reimbursement_proof: null,
    status: 'Pending',
    bank: 'BRI',
    account_number: '1234567890',
    note: null,
    ...overrides,
  };
}

const LIST = [
  reimbursement('a'),
  reimbursement('b', { status: 'Done', value: 25_000, reimbursement_proof: '/api/files/refund-b.png' }),
  reimbursement('c', { status: 'Rejected' }),
];

const PRODUCT_ID = '1a2b3c4d-0000-4000-8000-000000000001';
const GROUP = { _id: '5b1c0f5e-8a0e-4c1e-9a53-0d3f2b6c7a11', name: 'Grup baru' };

function stubServer(list: () => Response = () => jsonResponse(200, { data: LIST })) {
  return stubFetch((url, init) => {
    const { pathname } = new URL(url, 'http://shop.test');
    if (pathname === '/api/reimbursements') return list();
    if (pathname === '/api/reimbursements/submit' && init?.method === 'POST') {
      return jsonResponse(201, {
        data: reimbursement('new', { productItem: GROUP }),
        message: 'Pengajuan reimburse berhasil dikirim',
      });
    }
    if (pathname === '/api/reimbursements/products') {
      return jsonResponse(200, { data: [{ _id: PRODUCT_ID, name: 'Netflix' }] });
    }
    if (pathname === '/api/accounts/my') {
      return jsonResponse(200, {
        data: [
          {
            _id: PRODUCT_ID,
            name: 'Netflix',
            icon: '',
            type: 'Host',
            link: '',
            brand: 'Netflix',
            accounts: [],
          },
        ],
      });
    }
    if (pathname === `/api/product-items/product/${PRODUCT_ID}`) return jsonResponse(200, { data: [GROUP] });
    if (pathname.startsWith('/api/files/')) {
      return new Response(new Blob(['png'], { type: 'image/png' }), { status: 200 });
    }
    return jsonResponse(404, { message: 'Tidak ada', code: 'NOT_FOUND' });
  });
}

function renderPage() {
  return renderRoutes(
    [{ path: '/dashboard/reimbursement', element: <ReimbursementPage /> }],
    '/dashboard/reimbursement',
  );
}

/** Waits for the first request's row: before the list loads, the table holds its loading row. */
const loaded = () => screen.findByRole('cell', { name: 'Grup a' });

function hosts(): string[] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');
}

let revokeObjectURL: Mock<typeof URL.revokeObjectURL>;

beforeEach(() => {
  revokeObjectURL = vi.fn();
  URL.createObjectURL = vi.fn(() => 'blob:proof');
  URL.revokeObjectURL = revokeObjectURL;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reimbursement page', () => {
  it('lists every request with date, host, amount, proofs and a coloured status', async () => {
    signInForTest();
    stubServer();
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Reimburse' })).toBeInTheDocument();
    await loaded();
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Pembelian', 'Host', 'Reimburse', 'Bukti Pembayaran', 'Bukti Reimburse', 'Status']);
    expect(hosts()).toEqual(['Grup a', 'Grup b', 'Grup c']);

    const [, first, second, third] = within(screen.getByRole('table')).getAllByRole('row');
    const cells = within(first!).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('20 November 2026');
    expect(cells[2]).toHaveTextContent('Rp 186.000');
    expect(within(cells[3]!).getByRole('button', { name: 'Lihat Bukti' })).toBeInTheDocument();
    expect(within(cells[4]!).queryByRole('button')).not.toBeInTheDocument();
    expect(cells[4]).toHaveTextContent('-');
    expect(within(first!).getByText('Pending')).toHaveAttribute('data-colour', 'yellow');
    expect(within(second!).getByText('Done')).toHaveAttribute('data-colour', 'green');
    expect(within(third!).getByText('Rejected')).toHaveAttribute('data-colour', 'grey');
    // On a phone the rows stack as cards: each cell names its column, so Status stays reachable.
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Pembelian',
      'Host',
      'Reimburse',
      'Bukti Pembayaran',
      'Bukti Reimburse',
      'Status',
    ]);
  });

  it('filters by tab: Semua, Pending, Done', async () => {
    signInForTest();
    stubServer();
    renderPage();
    await loaded();

    expect(screen.getByRole('tab', { name: 'Semua' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: 'Pending' }));
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    expect(hosts()).toEqual(['Grup a']);

    fireEvent.click(screen.getByRole('tab', { name: 'Done' }));
    expect(hosts()).toEqual(['Grup b']);

    fireEvent.click(screen.getByRole('tab', { name: 'Semua' }));
    expect(hosts()).toEqual(['Grup a', 'Grup b', 'Grup c']);
  });

  it('says when a tab has nothing', async () => {
    signInForTest();
    stubServer(() => jsonResponse(200, { data: [reimbursement('a')] }));
    renderPage();
    await loaded();

    fireEvent.click(screen.getByRole('tab', { name: 'Done' }));

    const [, only, ...rest] = within(screen.getByRole('table')).getAllByRole('row');
    expect(rest).toEqual([]);
    expect(only).toHaveTextContent('Tidak ada data reimburse ditemukan');
    expect(within(only!).getByRole('cell')).toHaveAttribute('colspan', '6');
  });

  it('says when there are no requests at all', async () => {
    signInForTest();
    stubServer(() => jsonResponse(200, { data: [] }));
    renderPage();

    expect(await screen.findByText('Tidak ada data reimburse ditemukan')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    signInForTest();
    stubServer(() => jsonResponse(500, { message: 'Rusak', code: 'INTERNAL' }));
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load reimbursements');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
  });

  it('opens a proof with the bearer token and revokes its object URL on close', async () => {
    signInForTest();
    const fetchMock = stubServer();
    renderPage();
    await loaded();

    const [, , second] = within(screen.getByRole('table')).getAllByRole('row');
    const [paymentProof, refundProof] = within(second!).getAllByRole('button', { name: 'Lihat Bukti' });
    expect(paymentProof).toBeDefined();
    fireEvent.click(refundProof!);

    const preview = screen.getByRole('dialog', { name: 'Bukti Reimburse' });
    expect(await within(preview).findByRole('img', { name: 'Bukti Reimburse' })).toHaveAttribute(
      'src',
      'blob:proof',
    );
    const fileCall = fetchMock.mock.calls.find(([url]) => url === '/api/files/refund-b.png');
    expect(new Headers(fileCall?.[1]?.headers).get('Authorization')).toBe('Bearer access-1');

    fireEvent.click(within(preview).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:proof'));
  });

  it('submits a request from the modal and shows it in the refreshed list', async () => {
    signInForTest();
    let list = [reimbursement('a')];
    stubServer(() => jsonResponse(200, { data: list }));
    renderPage();
    await loaded();

    fireEvent.click(screen.getByRole('button', { name: 'Pengajuan Reimburse' }));
    const modal = screen.getByRole('dialog', { name: 'Pengajuan Reimburse' });
    const product = within(modal).getByLabelText('Produk');
    await within(product).findByRole('option', { name: 'Netflix' });
    fireEvent.change(product, { target: { value: PRODUCT_ID } });
    const account = within(modal).getByLabelText('Akun');
    await within(account).findByRole('option', { name: 'Grup baru' });
    fireEvent.change(account, { target: { value: GROUP._id } });
    fireEvent.change(within(modal).getByLabelText('Jumlah Reimburse'), { target: { value: '50000' } });
    fireEvent.change(within(modal).getByLabelText('Bank'), { target: { value: 'BCA' } });
    fireEvent.change(within(modal).getByLabelText('Nomor Rekening'), { target: { value: '9876543210' } });
    fireEvent.change(within(modal).getByLabelText('Bukti Pembayaran'), {
      target: { files: [new File(['png'], 'bukti.png', { type: 'image/png' })] },
    });
    const submit = within(modal).getByRole('button', { name: 'Ajukan Reimburse' });
    await waitFor(() => expect(submit).toBeEnabled());
    list = [reimbursement('new', { productItem: GROUP, value: 50_000 }), ...list];
    fireEvent.click(submit);

    expect(await screen.findByText('Reimburse request submitted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(hosts()).toEqual(['Grup baru', 'Grup a']);
  });
});
