import type { AdminOrder } from '@premium-shop/domain/admin-operations-schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  renderRoutes,
  sentBody,
  signInForTest,
  stubFetch,
} from '../../../test-utils/render-routes';
import { adminOrderFixture } from './admin-order-fixtures';
import { adminOrderButtons } from './order-actions-of';
import { AdminOrderDetailPage } from './order-detail-page';
import { billingFixture } from '../../../test-utils/stock-fixtures';

type Action = { path: string; status: number; body: unknown };

/** The admin API of one order: its detail, the stock picker, and the answer of each action. */
function stubOrder(
  order: AdminOrder,
  answers: Record<string, { status: number; body: unknown }> = {},
  items: unknown[] | null = null,
) {
  let current = order;
  const actions: Action[] = [];
  const fetchMock = stubFetch((url, init) => {
    const { pathname } = new URL(url, 'http://shop.test');
    if (pathname === `/api/admin/orders/${order.invoice}` && (init?.method ?? 'GET') === 'GET') {
      return jsonResponse(200, { data: current });
    }
    if (pathname === '/api/admin/product-items') {
      if (items) {
        const pagination = { page: 1, limit: 100, total: items.length, totalPages: 1 };
        return jsonResponse(200, { data: items, pagination });
      }
      return jsonResponse(404, { message: 'Alamat API tidak ditemukan.', code: 'ROUTE_NOT_FOUND' });
    }
    const match = /^\/api\/admin\/orders\/o1\/(.+)$/.exec(pathname);
    if (match && init?.method === 'POST') {
      const kind = match[1]!;
      const answer = answers[kind] ?? { status: 200, body: { data: current, message: 'Berhasil dicatat' } };
      actions.push({ path: kind, status: answer.status, body: sentBody(init) });
      if (answer.status === 200) current = (answer.body as { data: AdminOrder }).data;
      return jsonResponse(answer.status, answer.body);
    }
    return jsonResponse(404, { message: 'Tidak ditemukan', code: 'NOT_FOUND' });
  });
  return { fetchMock, actions };
}

function renderDetail(order: AdminOrder) {
  return renderRoutes(
    [{ path: '/admin/pesanan/:idOrInvoice', element: <AdminOrderDetailPage /> }],
    `/admin/pesanan/${order.invoice}`,
  );
}

function actionButtons() {
  const region = screen.getByRole('region', { name: 'Aksi pesanan' });
  return within(region)
    .queryAllByRole('button')
    .map((button) => button.textContent);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('adminOrderButtons', () => {
  it.each([
    [{ status: 'Process' }, ['fulfil', 'refund']],
    [{ status: 'Pending', paid_at: null }, ['confirmPayment', 'cancel']],
    [{ status: 'Preorder', paid_at: null }, ['confirmPayment', 'cancel']],
    [{ status: 'Preorder' }, []],
    [{ status: 'Paid' }, ['deactivate']],
    [{ status: 'Tenggang' }, ['deactivate']],
    [{ status: 'Canceled' }, ['refund']],
    [{ status: 'Expired', paid_at: null }, []],
    [{ status: 'Canceled', statusReason: 'Dana dikembalikan: salah beli' }, []],
    [{ status: 'Nonaktif' }, []],
    [{ status: 'Process', productItemId: 'group-1' }, ['refund']],
  ] as Array<[Partial<AdminOrder>, string[]]>)('%o offers %o', (overrides, expected) => {
    expect(adminOrderButtons(adminOrderFixture(overrides))).toEqual(expected);
  });
});

describe('admin order detail', () => {
  it('shows the order, the buyer contact and status reason, and the actions of a Process order', async () => {
    signInForTest();
    const order = adminOrderFixture();
    stubOrder(order);
    renderDetail(order);

    expect(await screen.findByRole('heading', { level: 1, name: 'Detail Pesanan' })).toBeInTheDocument();
    expect(screen.getByText(order.invoice)).toBeInTheDocument();
    expect(screen.getByText('Produk manual, menunggu admin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'budi@gmail.com' })).toHaveAttribute(
      'href',
      'mailto:budi@gmail.com',
    );
    expect(screen.getByRole('link', { name: '+6281234567890' })).toHaveAttribute(
      'href',
      'https://wa.me/6281234567890',
    );
    expect(screen.getByText('Rp 28.439')).toBeInTheDocument();
    expect(actionButtons()).toEqual(['Selesaikan Pesanan', 'Refund']);
  });

  it('shows what the gateway took of the payment and what reached the shop, once it reported them', async () => {
    signInForTest();
    const order = adminOrderFixture({
      invoice: 'INV-FEES',
      gatewayCharges: {
        feeMerchant: 946,
        feeCustomer: 0,
        totalFee: 946,
        amountReceived: 26_993,
        reportedAt: '2026-11-23T05:00:00.000Z',
      },
    });
    stubOrder(order);
    renderDetail(order);
    const prices = await screen.findByRole('region', { name: 'Rincian Harga' });
    expect(within(prices).getByText('Potongan gateway').nextElementSibling).toHaveTextContent('Rp 946');
    expect(within(prices).getByText('Dana diterima').nextElementSibling).toHaveTextContent('Rp 26.993');
  });

  it('shows no gateway deduction before the gateway reported one', async () => {
    signInForTest();
    const order = adminOrderFixture({ invoice: 'INV-NOFEES' });
    stubOrder(order);
    renderDetail(order);
    const prices = await screen.findByRole('region', { name: 'Rincian Harga' });
    expect(within(prices).queryByText('Potongan gateway')).not.toBeInTheDocument();
    expect(within(prices).queryByText('Dana diterima')).not.toBeInTheDocument();
  });

  it('finishes a Process order with a new account, falling back to an id field without stock calls', async () => {
    signInForTest();
    const order = adminOrderFixture();
    const paid = adminOrderFixture({
      status: 'Paid',
      next_billing_at: '2026-12-23T05:00:00.000Z',
      account: {
        _id: 'seat-1',
        status: 'Aktif',
        username: null,
        email: 'budi@premiumshop.onmicrosoft.com',
        domain: 'premiumshop.onmicrosoft.com',
        password: 'Rahasia#365',
        pin: null,
        profile: null,
        key: null,
        link: [],
        expire_at: '2026-12-23T05:00:00.000Z',
      },
    });
    const { actions } = stubOrder(order, {
      fulfil: { status: 200, body: { data: paid, message: 'Pesanan berhasil diproses' } },
    });
    renderDetail(order);

    fireEvent.click(await screen.findByRole('button', { name: 'Selesaikan Pesanan' }));
    const dialog = screen.getByRole('dialog', { name: 'Selesaikan Pesanan' });
    expect(within(dialog).getByLabelText('Email akun')).toHaveValue('budi@premiumshop.onmicrosoft.com');
    expect(within(dialog).getByLabelText('Domain')).toHaveValue('premiumshop.onmicrosoft.com');

    fireEvent.click(within(dialog).getByLabelText('Pilih akun yang ada'));
    expect(await within(dialog).findByLabelText('ID akun')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByLabelText('Buat akun baru'));
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'Rahasia#365' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Simpan/ }));

    expect(await screen.findByText('Pesanan berhasil diproses')).toBeInTheDocument();
    expect(actions).toEqual([
      {
        path: 'fulfil',
        status: 200,
        body: {
          newItem: {
            name: `Microsoft 365 + OneDrive 1 TB ${order.invoice}`,
            email: 'budi@premiumshop.onmicrosoft.com',
            domain: 'premiumshop.onmicrosoft.com',
            password: 'Rahasia#365',
          },
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Rahasia#365')).toBeInTheDocument();
    expect(actionButtons()).toEqual(['Nonaktifkan']);
  });

  it('puts the focus on the order actions when the fulfilled order no longer has the button that opened the dialog', async () => {
    signInForTest();
    const order = adminOrderFixture();
    stubOrder(order, {
      fulfil: {
        status: 200,
        body: { data: adminOrderFixture({ status: 'Paid' }), message: 'Pesanan berhasil diproses' },
      },
    });
    renderDetail(order);
    const user = userEvent.setup();

    const fulfil = await screen.findByRole('button', { name: 'Selesaikan Pesanan' });
    fulfil.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Selesaikan Pesanan' });
    await user.click(within(dialog).getByLabelText('Buat akun baru'));
    await user.type(within(dialog).getByLabelText('Password'), 'Rahasia#365');
    within(dialog)
      .getByRole('button', { name: /Simpan/ })
      .focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(actionButtons()).toEqual(['Nonaktifkan']));
    const actions = screen.getByRole('region', { name: 'Aksi pesanan' });
    await waitFor(() => expect(actions).toHaveFocus());
    await user.tab();
    expect(within(actions).getByRole('button', { name: 'Nonaktifkan' })).toHaveFocus();
  });

  it('finishes a Process order from an account of the product with free places', async () => {
    const FREE_ITEM_ID = '590b1c2d-3e4f-4506-9718-29a3b4c5d6e7';
    signInForTest();
    const order = adminOrderFixture();
    const item = (id: string, name: string, freeSeats: number, packageId = 'pk-private') => ({
      _id: id,
      name,
      product: { _id: 'p1', name: order.product.name, type: 'Dedicated Private', method: 'Ready' },
      package: { _id: packageId, name: 'Private' },
      email: null,
      domain: 'premiumshop.onmicrosoft.com',
      state: 'active',
      slot: 5,
      seatsTaken: 5 - freeSeats,
      freeSeats,
      providerExpiresAt: null,
      host: null,
      hasSecret: true,
      isLowStock: false,
      billing: billingFixture(),
      profiles: null,
      createdAt: '2026-11-01T00:00:00.000Z',
    });
    const { actions, fetchMock } = stubOrder(order, {}, [
      item(FREE_ITEM_ID, 'M365 Tim A', 2),
      item('6a1c2d3e-4f50-4617-8829-3a4b5c6d7e8f', 'M365 Tim B', 0),
      item('7b2d3e4f-5061-4728-993a-4b5c6d7e8f90', 'M365 Paket Lain', 3, 'pk-other'),
    ]);
    renderDetail(order);

    fireEvent.click(await screen.findByRole('button', { name: 'Selesaikan Pesanan' }));
    const dialog = screen.getByRole('dialog', { name: 'Selesaikan Pesanan' });
    fireEvent.click(within(dialog).getByLabelText('Pilih akun yang ada'));
    const picker = await within(dialog).findByLabelText('Akun yang tersedia');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pilih akun', 'M365 Tim A (2 tempat kosong)']);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/product-items?product=p1&state=active&limit=100',
      expect.anything(),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: /Simpan/ }));
    expect(await within(dialog).findByText('Pilih akun yang tersedia')).toBeInTheDocument();
    expect(picker).toHaveFocus();
    expect(picker).toHaveAccessibleDescription('Pilih akun yang tersedia');
    expect(actions).toHaveLength(0);
    fireEvent.change(picker, { target: { value: FREE_ITEM_ID } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Simpan/ }));
    await waitFor(() =>
      expect(actions).toEqual([{ path: 'fulfil', status: 200, body: { productItemId: FREE_ITEM_ID } }]),
    );
  });

  it("keeps the fulfil dialog open with the server's message when it refuses", async () => {
    signInForTest();
    const order = adminOrderFixture();
    const { actions } = stubOrder(order, {
      fulfil: { status: 409, body: { message: 'Status pesanan sudah berubah', code: 'INVALID_STATE' } },
    });
    renderDetail(order);

    fireEvent.click(await screen.findByRole('button', { name: 'Selesaikan Pesanan' }));
    const dialog = screen.getByRole('dialog', { name: 'Selesaikan Pesanan' });
    fireEvent.change(within(dialog).getByLabelText('Nama akun'), { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Simpan/ }));
    expect(await within(dialog).findByText('Nama akun wajib diisi')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nama akun')).toHaveFocus();
    expect(within(dialog).getByLabelText('Nama akun')).toHaveAccessibleDescription('Nama akun wajib diisi');
    expect(actions).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Nama akun'), { target: { value: 'M365 Budi' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Simpan/ }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Status pesanan sudah berubah'),
    );
    expect(screen.getByRole('dialog', { name: 'Selesaikan Pesanan' })).toBeInTheDocument();
  });

  it("marks a late payment 'Dibayar terlambat' beside its status, with its reason, and lets the admin finish it", async () => {
    signInForTest();
    const order = adminOrderFixture({
      paidAfter: 'Expired',
      statusReason: 'Dibayar setelah pesanan kedaluwarsa; Stok akun habis, menunggu admin',
    });
    stubOrder(order);
    renderDetail(order);

    await screen.findByRole('heading', { level: 1, name: 'Detail Pesanan' });
    expect(screen.getByText('Dibayar terlambat')).toHaveAttribute('data-colour', 'red');
    expect(
      screen.getByText('Dibayar setelah pesanan kedaluwarsa; Stok akun habis, menunggu admin'),
    ).toBeInTheDocument();
    expect(actionButtons()).toEqual(['Selesaikan Pesanan', 'Refund']);
  });

  it("names a transfer order's method 'Transfer Bank' and shows its state, unique code and proof", async () => {
    signInForTest();
    const order = adminOrderFixture({
      status: 'Pending',
      paid_at: null,
      statusReason: null,
      method: 'TRANSFER',
      checkout_url: null,
      total: 28_123,
      transfer: {
        state: 'submitted',
        uniqueCode: 123,
        proof: '/api/files/aaaa.png',
        proofUploadedAt: '2026-11-23T05:10:00.000Z',
        rejectReason: 'Nominal kurang',
      },
    });
    stubOrder(order);
    renderDetail(order);

    await screen.findByRole('heading', { level: 1, name: 'Detail Pesanan' });
    expect(screen.getByText('Menunggu Konfirmasi', { selector: '[data-colour]' })).toHaveAttribute(
      'data-colour',
      'yellow',
    );
    expect(screen.queryByText('TRANSFER')).toBeNull();
    const transfer = screen.getByRole('region', { name: 'Transfer Bank' });
    expect(within(transfer).getByText('Menunggu Konfirmasi')).toBeInTheDocument();
    expect(within(transfer).getByText('Rp 123')).toBeInTheDocument();
    expect(within(transfer).getByText('Nominal kurang')).toBeInTheDocument();
    expect(within(transfer).getByRole('link', { name: /Konfirmasi atau tolak/ })).toHaveAttribute(
      'href',
      '/admin/transfer',
    );
    const pesanan = screen.getByRole('region', { name: 'Pesanan' });
    expect(within(pesanan).getByText('Transfer Bank')).toBeInTheDocument();

    fireEvent.click(
      within(transfer).getByRole('button', { name: `Lihat Bukti: Bukti transfer ${order.invoice}` }),
    );
    expect(
      await screen.findByRole('dialog', { name: `Bukti transfer ${order.invoice}` }),
    ).toBeInTheDocument();
  });

  it('shows no transfer for an order paid through the gateway', async () => {
    signInForTest();
    const order = adminOrderFixture({ method: 'QRIS', transfer: null });
    stubOrder(order);
    renderDetail(order);
    await screen.findByRole('heading', { level: 1, name: 'Detail Pesanan' });
    expect(screen.queryByRole('region', { name: 'Transfer Bank' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Pesanan' })).getByText('QRIS')).toBeInTheDocument();
  });

  it('shows no late-payment badge for an order paid in time', async () => {
    signInForTest();
    const order = adminOrderFixture();
    stubOrder(order);
    renderDetail(order);
    await screen.findByRole('heading', { level: 1, name: 'Detail Pesanan' });
    expect(screen.queryByText('Dibayar terlambat')).toBeNull();
  });

  it('confirms the payment of an unpaid order after asking', async () => {
    signInForTest();
    const order = adminOrderFixture({ status: 'Pending', paid_at: null, statusReason: null });
    const { actions } = stubOrder(order, {
      'confirm-payment': {
        status: 200,
        body: { data: adminOrderFixture({ status: 'Process' }), message: 'Pembayaran berhasil dikonfirmasi' },
      },
    });
    renderDetail(order);

    await screen.findByRole('heading', { level: 1, name: 'Detail Pesanan' });
    expect(actionButtons()).toEqual(['Konfirmasi Pembayaran', 'Batalkan']);
    fireEvent.click(screen.getByRole('button', { name: 'Konfirmasi Pembayaran' }));
    const dialog = screen.getByRole('dialog', { name: 'Konfirmasi Pembayaran' });
    expect(actions).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Konfirmasi' }));

    expect(await screen.findByText('Pembayaran berhasil dikonfirmasi')).toBeInTheDocument();
    expect(actions).toEqual([{ path: 'confirm-payment', status: 200, body: {} }]);
  });

  it('cancels an unpaid order only with a reason and shows a refusal in the dialog', async () => {
    signInForTest();
    const order = adminOrderFixture({ status: 'Pending', paid_at: null });
    const { actions } = stubOrder(order, {
      cancel: { status: 409, body: { message: 'Status pesanan sudah berubah', code: 'INVALID_STATE' } },
    });
    renderDetail(order);

    fireEvent.click(await screen.findByRole('button', { name: 'Batalkan' }));
    const dialog = screen.getByRole('dialog', { name: 'Batalkan Pesanan' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batalkan Pesanan' }));
    expect(await within(dialog).findByText('Alasan wajib diisi')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Alasan')).toHaveFocus();
    expect(actions).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Alasan'), { target: { value: ' Pembeli minta batal ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batalkan Pesanan' }));
    expect(await within(dialog).findByText('Status pesanan sudah berubah')).toBeInTheDocument();
    expect(actions).toEqual([{ path: 'cancel', status: 409, body: { reason: 'Pembeli minta batal' } }]);
  });

  it('deactivates a Paid order and refunds a late payment, each with its reason', async () => {
    signInForTest();
    const paid = adminOrderFixture({ status: 'Paid' });
    const { actions } = stubOrder(paid, {
      deactivate: {
        status: 200,
        body: { data: adminOrderFixture({ status: 'Nonaktif' }), message: 'Pesanan berhasil dinonaktifkan' },
      },
    });
    renderDetail(paid);

    fireEvent.click(await screen.findByRole('button', { name: 'Nonaktifkan' }));
    const dialog = screen.getByRole('dialog', { name: 'Nonaktifkan Pesanan' });
    fireEvent.change(within(dialog).getByLabelText('Alasan'), { target: { value: 'Melanggar aturan' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
    expect(await screen.findByText('Pesanan berhasil dinonaktifkan')).toBeInTheDocument();
    expect(actions).toEqual([{ path: 'deactivate', status: 200, body: { reason: 'Melanggar aturan' } }]);
    await waitFor(() => expect(actionButtons()).toEqual([]));
  });

  it('refunds a payment that arrived after the order was canceled', async () => {
    signInForTest();
    const late = adminOrderFixture({ status: 'Canceled', statusReason: 'Pembayaran setelah dibatalkan' });
    const { actions } = stubOrder(late);
    renderDetail(late);

    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund Pesanan' });
    fireEvent.change(within(dialog).getByLabelText('Alasan'), { target: { value: 'Transfer balik BCA' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Catat Refund' }));
    expect(await screen.findByText('Berhasil dicatat')).toBeInTheDocument();
    expect(actions).toEqual([{ path: 'refund', status: 200, body: { reason: 'Transfer balik BCA' } }]);
  });

  it('says a Host order waits for its reimbursement and offers only a refund', async () => {
    signInForTest();
    const host = adminOrderFixture({
      package: 'Host',
      account: {
        _id: 'seat-1',
        status: 'Aktif',
        username: null,
        email: 'host@premiumshop.id',
        domain: null,
        password: 'x',
        pin: null,
        profile: null,
        key: null,
        link: [],
        expire_at: null,
      },
    });
    stubOrder(host);
    renderDetail(host);

    expect(await screen.findByText(/saat reimburse host diselesaikan/)).toBeInTheDocument();
    expect(actionButtons()).toEqual(['Refund']);
  });
});
