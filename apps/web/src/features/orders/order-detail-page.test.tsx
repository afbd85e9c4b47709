import type { Order } from '@premium-shop/domain/order-schema';
import { fireEvent, screen, within } from '@testing-library/react';
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
} from './order-fixtures';
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
