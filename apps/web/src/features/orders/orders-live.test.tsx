import type { Order } from '@premium-shop/domain/order-schema';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  eventTicketResponse,
  FakeEventSource,
  installFakeEventSource,
  isTicketCall,
  lastStream,
  withLiveStream,
} from '../../test-utils/fake-event-source';
import { orderAccountFixture, orderFixture } from '../../test-utils/order-fixtures';
import { jsonResponse, renderRoutes, signInForTest, stubFetch } from '../../test-utils/render-routes';
import { OrderDetailPage } from './order-detail-page';
import { OrdersPage } from './orders-page';

const ORDER_ID = '8f0e2a52-7d3c-4b1a-9a43-0c5b8f1e2d3c';

const unpaid = orderFixture({
  _id: ORDER_ID,
  status: 'Pending',
  paid_at: null,
  next_billing_at: null,
  account: null,
});
const paid = orderFixture({
  _id: ORDER_ID,
  account: orderAccountFixture({ email: 'keluarga01', domain: 'gmail.com', password: 'rahasia123' }),
});

/** The fake server: the order as it stands now (`state.order`), which the test moves as the gateway would. */
function stubShop(state: { order: Order }) {
  return stubFetch((url, init) => {
    if (isTicketCall(url, init)) return eventTicketResponse();
    const { pathname, searchParams } = new URL(url, 'http://shop.test');
    if (pathname === `/api/payments/${state.order.invoice}`) return jsonResponse(200, { data: state.order });
    if (pathname === '/api/payments') {
      const page = Number(searchParams.get('page'));
      const limit = Number(searchParams.get('limit'));
      return jsonResponse(200, {
        data: [state.order],
        pagination: { page, limit, total: 1, totalPages: 1 },
      });
    }
    if (pathname === '/api/product-pins') return jsonResponse(200, { data: [] });
    return jsonResponse(404, { message: 'Tidak ada', code: 'NOT_FOUND' });
  });
}

async function openStream() {
  await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
  lastStream().open();
}

afterEach(() => {
  vi.unstubAllGlobals();
  // The toaster's list outlives a test: without this a later test could find an earlier toast.
  toast.dismiss();
});

describe('an order that is paid while its page is open', () => {
  it('the order detail moves to Aktif, shows the credentials and says Pembayaran berhasil, without a reload', async () => {
    installFakeEventSource();
    signInForTest();
    const state = { order: unpaid };
    const fetchMock = stubShop(state);
    const { router } = renderRoutes(
      withLiveStream([{ path: '/dashboard/pesanan/detail/:invoice', element: <OrderDetailPage /> }]),
      `/dashboard/pesanan/detail/${unpaid.invoice}`,
    );
    expect(await screen.findByText('Menunggu Pembayaran')).toBeInTheDocument();
    expect(screen.queryByText('rahasia123')).not.toBeInTheDocument();
    await openStream();
    const navigations = router.state.historyAction;

    // The gateway's callback lands on the server, which moves the order and tells the stream.
    state.order = paid;
    lastStream().send(
      'order.changed',
      { orderId: ORDER_ID, invoice: paid.invoice, status: 'Paid', cause: 'paid' },
      '101',
    );

    expect(await screen.findByText('Aktif')).toBeInTheDocument();
    expect(screen.queryByText('Menunggu Pembayaran')).not.toBeInTheDocument();
    const panel = screen.getByRole('region', { name: /Akun Anda|Link Undangan \/ Akses/ });
    expect(within(panel).getByText('rahasia123')).toBeInTheDocument();
    expect(await screen.findByText('Pembayaran berhasil')).toBeInTheDocument();
    // The same page, fetched again in place: no navigation, one more read of the order.
    expect(router.state.historyAction).toBe(navigations);
    expect(router.state.location.pathname).toBe(`/dashboard/pesanan/detail/${unpaid.invoice}`);
    const reads = fetchMock.mock.calls.filter(([url]) => url === `/api/payments/${unpaid.invoice}`);
    expect(reads).toHaveLength(2);
  });

  it("'Pesanan Saya' updates the order's card in place", async () => {
    installFakeEventSource();
    signInForTest();
    const state = { order: unpaid };
    stubShop(state);
    renderRoutes(
      withLiveStream([{ path: '/dashboard/pesanan', element: <OrdersPage /> }]),
      '/dashboard/pesanan',
    );
    const card = await screen.findByRole('article', { name: `Pesanan ${unpaid.invoice}` });
    expect(within(card).getByText('Menunggu Pembayaran')).toBeInTheDocument();
    await openStream();

    state.order = paid;
    lastStream().send(
      'order.changed',
      { orderId: ORDER_ID, invoice: paid.invoice, status: 'Paid', cause: 'paid' },
      '102',
    );

    await waitFor(() => expect(within(card).getByText('Aktif')).toBeInTheDocument());
    expect(card).toBeInTheDocument();
    expect(within(card).queryByText('Menunggu Pembayaran')).not.toBeInTheDocument();
    expect(await screen.findByText('Pembayaran berhasil')).toBeInTheDocument();
  });

  it('a move that is no payment (Tenggang) updates the page without the payment toast', async () => {
    installFakeEventSource();
    signInForTest();
    const state = { order: paid };
    stubShop(state);
    renderRoutes(
      withLiveStream([{ path: '/dashboard/pesanan/detail/:invoice', element: <OrderDetailPage /> }]),
      `/dashboard/pesanan/detail/${paid.invoice}`,
    );
    expect(await screen.findByText('Aktif')).toBeInTheDocument();
    await openStream();

    state.order = { ...paid, status: 'Tenggang' };
    lastStream().send(
      'order.changed',
      { orderId: ORDER_ID, invoice: paid.invoice, status: 'Tenggang', cause: 'grace-started' },
      '103',
    );

    expect(await screen.findByText('Tenggang')).toBeInTheDocument();
    expect(screen.queryByText('Pembayaran berhasil')).not.toBeInTheDocument();
  });
});

describe("an order by 'Transfer Bank' whose proof is sent, refused and sent again", () => {
  const awaiting = orderFixture({
    _id: ORDER_ID,
    status: 'Pending',
    paid_at: null,
    next_billing_at: null,
    expired_time: '2026-11-30T05:00:00.000Z',
    account: null,
    method: 'TRANSFER',
    checkout_url: null,
    transfer: { state: 'awaiting', uniqueCode: 123, proof: null, proofUploadedAt: null, rejectReason: null },
  });
  const submitted: Order = {
    ...awaiting,
    transfer: {
      ...awaiting.transfer!,
      state: 'submitted',
      proof: '/api/files/aaaa.png',
      proofUploadedAt: '2026-11-29T05:00:00.000Z',
    },
  };
  const rejected: Order = {
    ...submitted,
    transfer: { ...submitted.transfer!, state: 'rejected', rejectReason: 'Nominal tidak sesuai' },
  };

  it("'Pesanan Saya' reads 'Menunggu Konfirmasi', then 'Bukti Ditolak' with the reason, without a reload", async () => {
    installFakeEventSource();
    signInForTest();
    const state = { order: awaiting };
    stubShop(state);
    renderRoutes(
      withLiveStream([{ path: '/dashboard/pesanan', element: <OrdersPage /> }]),
      '/dashboard/pesanan',
    );
    const card = await screen.findByRole('article', { name: `Pesanan ${awaiting.invoice}` });
    const badge = within(card).getByTestId('order-status');
    expect(badge).toHaveTextContent('Menunggu Pembayaran');
    await openStream();

    state.order = submitted;
    lastStream().send(
      'order.changed',
      { orderId: ORDER_ID, invoice: awaiting.invoice, status: 'Pending', cause: 'transfer-proof' },
      '201',
    );
    await waitFor(() =>
      expect(within(card).getByTestId('order-status')).toHaveTextContent('Menunggu Konfirmasi'),
    );
    expect(within(card).getByTestId('order-status')).toHaveAttribute('data-colour', 'yellow');
    expect(within(card).getByText('Bukti transfer sedang diperiksa admin.')).toBeInTheDocument();

    state.order = rejected;
    lastStream().send(
      'order.changed',
      { orderId: ORDER_ID, invoice: awaiting.invoice, status: 'Pending', cause: 'transfer-rejected' },
      '202',
    );
    await waitFor(() => expect(within(card).getByTestId('order-status')).toHaveTextContent('Bukti Ditolak'));
    expect(
      within(card).getByText(/Bukti transfer ditolak: Nominal tidak sesuai\. Unggah ulang paling lambat/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Pembayaran berhasil')).not.toBeInTheDocument();
  });

  it("the order's page reads 'Menunggu Konfirmasi' on its badge once the proof is sent elsewhere", async () => {
    installFakeEventSource();
    signInForTest();
    const state = { order: awaiting };
    stubShop(state);
    renderRoutes(
      withLiveStream([{ path: '/dashboard/pesanan/detail/:invoice', element: <OrderDetailPage /> }]),
      `/dashboard/pesanan/detail/${awaiting.invoice}`,
    );
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Menunggu Pembayaran');
    expect(screen.getByText('Transfer Bank')).toBeInTheDocument();
    await openStream();

    state.order = submitted;
    lastStream().send(
      'order.changed',
      { orderId: ORDER_ID, invoice: awaiting.invoice, status: 'Pending', cause: 'transfer-proof' },
      '203',
    );
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Menunggu Konfirmasi'));
  });
});
