import type { Order } from '@premium-shop/domain/order-schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  landingRoute,
  renderRoutes,
  signInForTest,
  stubFetch,
} from '../../test-utils/render-routes';
import { shopInfoFixture } from '../../test-utils/shop-info-fixture';
import {
  accountEntryFixture,
  accountGroupFixture,
  orderAccountFixture,
  orderFixture,
  pinFixture,
} from '../../test-utils/order-fixtures';
import { OrderDetailPage } from './order-detail-page';

function stubDetail(order: Order | null) {
  return stubFetch((url) => {
    const { pathname } = new URL(url, 'http://shop.test');
    if (pathname === `/api/payments/${order?.invoice ?? 'none'}` && order) {
      return jsonResponse(200, { data: order });
    }
    if (pathname === '/api/shop-info') return jsonResponse(200, { data: shopInfoFixture() });
    if (pathname === '/api/accounts/my') {
      return jsonResponse(200, {
        data: [
          accountGroupFixture({
            _id: 'p1',
            accounts: [accountEntryFixture({ _id: 'seat-1', productItemId: 'item-7', group: 'Grup Host 7' })],
          }),
        ],
      });
    }
    return jsonResponse(404, { message: 'Pesanan tidak ditemukan', code: 'NOT_FOUND' });
  });
}

function renderDetail(invoice: string) {
  return renderRoutes(
    [
      { path: '/dashboard/pesanan/detail/:invoice', element: <OrderDetailPage /> },
      landingRoute('/dashboard/pesanan'),
    ],
    `/dashboard/pesanan/detail/${invoice}`,
  );
}

function credentials() {
  return screen.queryByRole('region', {
    name: /Link Undangan \/ Akses|Akun Anda|Akun yang Perlu Diaktivasi/,
  });
}

/** The credential rows, label → value. */
function credentialRows(panel: HTMLElement): Record<string, string | null> {
  return Object.fromEntries(
    within(panel)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.firstElementChild?.textContent ?? null]),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('order detail page', () => {
  it('shows the order, its price lines and the credentials of a paid seat with copy buttons', async () => {
    signInForTest();
    const order = orderFixture({ discount: 1_000, voucher: 2_000, voucherCode: 'HEMAT', total: 24_939 });
    stubDetail(order);
    renderDetail(order.invoice);

    expect(await screen.findByRole('heading', { level: 1, name: 'Detail Pesanan' })).toBeInTheDocument();
    expect(screen.getByText(order.invoice)).toBeInTheDocument();
    expect(screen.getByText('Aktif')).toBeInTheDocument();
    expect(screen.getByText('Netflix Premium')).toBeInTheDocument();

    const prices = screen.getByRole('complementary', { name: 'Rincian harga' });
    expect(
      Object.fromEntries(
        within(prices)
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      ),
    ).toEqual({
      'Harga Paket': 'Rp 25.000',
      'Biaya Admin': 'Rp 2.000',
      'Diskon Promo': '- Rp 1.000',
      'Voucher HEMAT': '- Rp 2.000',
      'Biaya Layanan': 'Rp 939',
      Total: 'Rp 24.939',
    });

    const panel = credentials();
    expect(panel).not.toBeNull();
    expect(within(panel!).getByRole('heading', { name: 'Link Undangan / Akses' })).toBeInTheDocument();
    expect(panel).not.toHaveAttribute('data-warning');
    expect(credentialRows(panel!)).toEqual({
      Email: 'keluarga01@gmail.com',
      Password: 'rahasia123',
      Profil: 'Profil 3',
      PIN: '1234',
    });
    expect(within(panel!).getAllByRole('button', { name: /^Salin / })).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Proses Akun' })).not.toBeInTheDocument();
  });

  it('shows a Host seat only the e-mail and password: a Host never gets a profile or PIN', async () => {
    signInForTest();
    const order = orderFixture({
      package: 'Host',
      status: 'Paid',
      account: orderAccountFixture({ profile: null, pin: null }),
    });
    stubDetail(order);
    renderDetail(order.invoice);

    await screen.findByRole('heading', { level: 1, name: 'Detail Pesanan' });
    expect(credentialRows(credentials()!)).toEqual({
      Email: 'keluarga01@gmail.com',
      Password: 'rahasia123',
    });
    expect(screen.queryByText('Belum tersedia, hubungi admin')).not.toBeInTheDocument();
  });

  it("shows 'Akun mu sudah habis' for credentials the seat no longer has, on a warning tint", async () => {
    signInForTest();
    const order = orderFixture({
      status: 'Tenggang',
      account: orderAccountFixture({ status: 'Tenggang', password: null, pin: null }),
    });
    stubDetail(order);
    renderDetail(order.invoice);

    await screen.findByRole('heading', { level: 1, name: 'Detail Pesanan' });
    const panel = credentials()!;
    expect(panel).toHaveAttribute('data-warning', 'true');
    expect(credentialRows(panel)).toEqual({
      Email: 'keluarga01@gmail.com',
      Password: 'Akun mu sudah habis',
      Profil: 'Profil 3',
      PIN: 'Akun mu sudah habis',
    });
    expect(within(panel).getAllByRole('button', { name: /^Salin / })).toHaveLength(2);
  });

  it.each([
    ['Canceled', orderAccountFixture()],
    ['Habis', orderAccountFixture()],
    ['Preorder', orderAccountFixture()],
    ['Paid', null],
  ] as const)('hides the credentials for status %s (account %#)', async (status, account) => {
    signInForTest();
    const order = orderFixture({ status, account });
    stubDetail(order);
    renderDetail(order.invoice);
    await screen.findByRole('heading', { level: 1, name: 'Detail Pesanan' });
    expect(credentials()).toBeNull();
  });

  it('says under the badge that the payment went back, for a refunded order only', async () => {
    signInForTest();
    const order = orderFixture({ status: 'Canceled', account: orderAccountFixture(), refunded: true });
    stubDetail(order);
    renderDetail(order.invoice);
    await screen.findByRole('heading', { level: 1, name: 'Detail Pesanan' });
    expect(screen.getByText('Dana pembayaran pesanan ini sudah dikembalikan')).toBeInTheDocument();
    expect(credentials()).toBeNull();
  });

  it('says nothing of a refund for a canceled order whose payment never came', async () => {
    signInForTest();
    const order = orderFixture({ status: 'Canceled', refunded: false });
    stubDetail(order);
    renderDetail(order.invoice);
    await screen.findByRole('heading', { level: 1, name: 'Detail Pesanan' });
    expect(screen.queryByText('Dana pembayaran pesanan ini sudah dikembalikan')).not.toBeInTheDocument();
  });

  it("shows a Host being processed 'Akun Anda' with 'Hubungi Admin' and 'Proses Akun'", async () => {
    signInForTest();
    const order = orderFixture({
      status: 'Process',
      package: 'Host',
      paid_at: '2026-11-23T05:00:00.000Z',
    });
    stubDetail(order);
    renderDetail(order.invoice);

    await screen.findByRole('heading', { level: 1, name: 'Detail Pesanan' });
    const panel = credentials()!;
    expect(within(panel).getByRole('heading', { name: 'Akun Anda' })).toBeInTheDocument();
    const chat = await within(panel).findByRole('link', { name: 'Hubungi Admin' });
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/);
    expect(decodeURIComponent(chat.getAttribute('href') ?? '')).toContain(order.invoice);

    fireEvent.click(within(panel).getByRole('button', { name: 'Proses Akun' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pengajuan Reimburse' });
    // The modal is told which seat: the order's, as 'Akun Anda' names its group.
    expect(await within(dialog).findByDisplayValue('Grup Host 7')).toBeInTheDocument();
    expect(await within(dialog).findByDisplayValue('Netflix Premium')).toBeInTheDocument();
  });

  it("heads a pending Host order 'Akun yang Perlu Diaktivasi' without host buttons", async () => {
    signInForTest();
    const order = orderFixture({ status: 'Pending', package: 'Host', paid_at: null });
    stubDetail(order);
    renderDetail(order.invoice);

    await screen.findByRole('heading', { level: 1, name: 'Detail Pesanan' });
    expect(
      within(credentials()!).getByRole('heading', { name: 'Akun yang Perlu Diaktivasi' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proses Akun' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Hubungi Admin' })).not.toBeInTheDocument();
  });

  it('goes back to the orders when the order cannot be loaded', async () => {
    signInForTest();
    stubDetail(null);
    const { router } = renderDetail('INV-TIDAK-ADA');
    expect(await screen.findByText('Halaman /dashboard/pesanan')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/pesanan');
  });
});

describe('order detail actions: the buttons of its card (SPEC §4)', () => {
  /** A fake server holding one order and the caller's pins; a cancel makes the order Canceled. */
  function stubActions(initial: Order, pins = [pinFixture('p9', 'pin-9')]) {
    let order = initial;
    let currentPins = pins;
    return stubFetch((url, init) => {
      const { pathname } = new URL(url, 'http://shop.test');
      const method = init?.method ?? 'GET';
      if (pathname === `/api/payments/${order.invoice}`) return jsonResponse(200, { data: order });
      if (pathname === `/api/payments/cancel/${order._id}` && method === 'DELETE') {
        order = { ...order, status: 'Canceled' };
        return jsonResponse(200, { data: order, message: 'Produk berhasil dibatalkan!' });
      }
      if (pathname === '/api/product-pins' && method === 'GET')
        return jsonResponse(200, { data: currentPins });
      if (pathname === '/api/product-pins' && method === 'POST') {
        currentPins = [...currentPins, pinFixture('p1', 'pin-1')];
        return jsonResponse(201, { data: pinFixture('p1', 'pin-1') });
      }
      if (pathname.startsWith('/api/product-pins/') && method === 'DELETE') {
        const pinId = pathname.slice('/api/product-pins/'.length);
        currentPins = currentPins.filter((pin) => pin._id !== pinId);
        return jsonResponse(200, { data: { _id: pinId } });
      }
      if (pathname === '/api/shop-info') return jsonResponse(200, { data: shopInfoFixture() });
      if (pathname === '/api/accounts/my') return jsonResponse(200, { data: [] });
      return jsonResponse(404, { message: 'Tidak ada', code: 'NOT_FOUND' });
    });
  }

  function actionNames(): string[] {
    const card = screen.getByRole('heading', { level: 1, name: 'Detail Pesanan' }).parentElement!;
    return within(card)
      .queryAllByRole('button')
      .map((button) => button.textContent ?? '')
      .filter((name) =>
        ['Pin Produk', 'Unpin', 'Batalkan', 'Ke Halaman Pembayaran', 'Perpanjang'].includes(name),
      );
  }

  it("a Pending order: 'Batalkan' asks, cancels, says so and reloads; 'Ke Halaman Pembayaran' opens the payment page", async () => {
    signInForTest();
    const pending = orderFixture({ status: 'Pending', paid_at: null, account: null });
    const fetchMock = stubActions(pending);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderDetail(pending.invoice);

    await screen.findByRole('heading', { level: 1, name: 'Detail Pesanan' });
    expect(await screen.findByRole('button', { name: 'Batalkan' })).toBeInTheDocument();
    expect(actionNames()).toEqual(['Batalkan', 'Ke Halaman Pembayaran']);
    // The detail itself has no 'Detail Pesanan' button.
    expect(screen.queryByRole('link', { name: 'Detail Pesanan' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Ke Halaman Pembayaran' }));
    expect(open).toHaveBeenCalledWith('/sandbox-pay/SBX-1', '_blank', 'noopener');

    fireEvent.click(screen.getByRole('button', { name: 'Batalkan' }));
    const dialog = screen.getByRole('dialog', { name: 'Yakin Ingin Membatalkan Pesanan?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batalkan' }));
    expect(await screen.findByText('Produk berhasil dibatalkan!')).toBeInTheDocument();
    const deletes = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes.map(([url]) => url)).toEqual([`/api/payments/cancel/${pending._id}`]);
    // Reloaded: the order is Canceled and has no buttons left.
    await waitFor(() => expect(actionNames()).toEqual([]));
    expect(screen.getByText('Canceled')).toBeInTheDocument();
  });

  it("a Paid order: 'Pin Produk' pins its product, then 'Unpin' unpins it", async () => {
    signInForTest();
    const paid = orderFixture();
    const fetchMock = stubActions(paid);
    renderDetail(paid.invoice);

    fireEvent.click(await screen.findByRole('button', { name: 'Pin Produk' }));
    expect(await screen.findByText('Produk berhasil dipin!')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/api/product-pins');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unpin' })).toBeEnabled());
    expect(actionNames()).toEqual(['Unpin']);

    fireEvent.click(screen.getByRole('button', { name: 'Unpin' }));
    expect(await screen.findByText('Produk berhasil di unpin!')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pin Produk' })).toBeInTheDocument();
  });

  it("a Habis order with a seat offers 'Perpanjang' only; without a seat, nothing", async () => {
    signInForTest();
    const habis = orderFixture({ status: 'Habis' });
    stubActions(habis);
    const view = renderDetail(habis.invoice);
    expect(await screen.findByRole('button', { name: 'Perpanjang' })).toBeInTheDocument();
    expect(actionNames()).toEqual(['Perpanjang']);
    view.unmount();

    const withoutSeat = orderFixture({
      _id: 'o2',
      invoice: 'INV-20261123-BBB222',
      status: 'Habis',
      account: null,
    });
    stubActions(withoutSeat);
    renderDetail(withoutSeat.invoice);
    await screen.findByText(withoutSeat.invoice);
    expect(actionNames()).toEqual([]);
  });

  it('shows a Dedicated Private address once: mailbox and domain joined by one @', async () => {
    signInForTest();
    const dedicated = orderFixture({
      status: 'Process',
      account: null,
      email: 'budi.santoso',
      domain: 'premiumshop.onmicrosoft.com',
      product: { ...orderFixture().product, type: 'Dedicated Private' },
    });
    stubActions(dedicated);
    renderDetail(dedicated.invoice);
    expect(await screen.findByText('budi.santoso@premiumshop.onmicrosoft.com')).toBeInTheDocument();
  });
});
