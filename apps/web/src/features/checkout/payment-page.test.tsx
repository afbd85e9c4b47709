import { PAYMENT_METHODS } from '@premium-shop/domain/checkout';
import { offeredChannels, type ListedChannel } from '@premium-shop/domain/payment-channels';
import type { Product } from '@premium-shop/domain/product-schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildOrderDraft, getOrderDraft, saveOrderDraft, type OrderDraft } from '../../lib/order-draft';
import { productFixture } from '../../test-utils/catalogue-fixtures';
import { orderFixture } from '../../test-utils/order-fixtures';
import {
  jsonResponse,
  landingRoute,
  renderRoutes,
  sentBody,
  signInForTest,
  stubFetch,
} from '../../test-utils/render-routes';
import { PaymentPage } from './payment-page';

const netflix = productFixture({ modalFee: 186_000 });

/** Sharing, 1 month: price 25.000, admin fee 2.000, total 27.000. */
function draftFor(duration = 30, price = 25_000, product: Product = netflix): OrderDraft {
  return buildOrderDraft(product, {
    package: { _id: 'pk-sharing', name: 'Sharing' },
    item: { duration, price },
  });
}

/** The channels' fees of the fake gateway. */
const FEES: Record<string, number> = { QRIS: 939, BRIVA: 4_250 };

interface Answers {
  product?: Product;
  promos?: unknown[];
  vouchers?: Record<string, unknown>;
  /** The answer of POST /payments. */
  payment?: () => Response | Promise<Response>;
  /** The channels Tripay lists for the merchant; all of the checkout's, active, unless told. */
  listed?: ListedChannel[];
}

const ALL_ACTIVE: ListedChannel[] = PAYMENT_METHODS.map(({ code }) => ({ code, active: true }));

/** The new order as POST /payments answers it: unpaid, with the gateway's payment page. */
const createdOrder = orderFixture({
  _id: 'o1',
  invoice: 'INV-20261123-ABC123',
  status: 'Pending',
  paid_at: null,
  next_billing_at: null,
  checkout_url: '/sandbox-pay/SBX-1',
  account: null,
});

function stubShop({
  product = netflix,
  promos = [],
  vouchers = {},
  payment = () => jsonResponse(201, { data: createdOrder }),
  listed = ALL_ACTIVE,
}: Answers = {}) {
  return stubFetch((url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://shop.test');
    if (pathname === `/api/products/${product._id}`) return jsonResponse(200, { data: product });
    if (pathname === `/api/product-discounts/${product._id}`) return jsonResponse(200, { data: promos });
    if (pathname === '/api/payments/channels') {
      // The server's own rule, from the domain, on the amount asked.
      return jsonResponse(200, { data: offeredChannels(listed, Number(searchParams.get('amount'))) });
    }
    if (pathname === '/api/payments/get-tripay-admin') {
      return jsonResponse(200, { data: { fee: FEES[searchParams.get('code') ?? ''] ?? 0 } });
    }
    if (pathname.startsWith('/api/vouchers/code/')) {
      const code = decodeURIComponent(pathname.slice('/api/vouchers/code/'.length));
      return jsonResponse(200, { data: vouchers[code] ?? null });
    }
    if (pathname === '/api/payments' && init?.method === 'POST') return payment();
    return jsonResponse(404, { message: 'Tidak ada', code: 'NOT_FOUND' });
  });
}

function renderPayment(url: string) {
  return renderRoutes(
    [
      { path: '/payment', element: <PaymentPage /> },
      { path: '/dashboard/payment/:id?', element: <PaymentPage /> },
      landingRoute('/'),
      landingRoute('/login'),
      landingRoute('/dashboard/pesanan'),
    ],
    url,
  );
}

function callsTo(fetchMock: ReturnType<typeof stubShop>, prefix: string): string[] {
  return fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith(prefix));
}

/** The summary's label → value pairs, in the order shown. */
function summaryRows(): Record<string, string | null | undefined> {
  const summary = screen.getByRole('complementary', { name: 'Ringkasan pesanan' });
  return Object.fromEntries(
    within(summary)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

async function readyCheckout(name: 'Checkout' | 'Perpanjang Akun' = 'Checkout') {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

async function chooseMethod(label: string) {
  fireEvent.click(screen.getByRole('radio', { name: label }));
  await waitFor(() => expect(screen.queryByText('Menghitung...')).not.toBeInTheDocument());
}

async function applyVoucher(code: string) {
  fireEvent.change(screen.getByLabelText('Kode Voucher'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Gunakan' }));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Gunakan' })).not.toHaveAttribute('aria-busy', 'true'),
  );
}

let openSpy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  openSpy = vi.spyOn(window, 'open').mockReturnValue(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('payment page', () => {
  it('shows the methods in two groups and the summary of the draft', async () => {
    signInForTest();
    saveOrderDraft(draftFor());
    stubShop();
    renderPayment('/payment');

    expect(screen.getByRole('heading', { level: 1, name: 'Pembayaran' })).toBeInTheDocument();
    await readyCheckout();
    const ewallets = screen.getByRole('group', { name: 'E-Wallet' });
    expect(
      within(ewallets)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['QRIS', 'DANA', 'OVO', 'SHOPEEPAY']);
    const banks = screen.getByRole('group', { name: 'Virtual Account' });
    expect(
      within(banks)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['BRIVA', 'BSIVA', 'BNIVA', 'MANDIRIVA']);
    for (const label of ['Bank BRI', 'Bank BSI', 'Bank BNI', 'Bank Mandiri']) {
      expect(screen.getByRole('radio', { name: label })).not.toBeChecked();
    }

    expect(summaryRows()).toEqual({
      'Nama Paket': 'Sharing',
      'Harga Provider (termasuk pajak)': 'Rp 186.000',
      'Anggota per Grup': 'Lihat Pembagian Akun5 user per akun',
      Durasi: '1 Bulan',
      'Harga per Orang': 'Rp 25.000',
      'Biaya Admin': 'Rp 2.000',
      'Harga Paket': 'Rp 27.000',
      'Biaya Layanan': 'Rp 0',
      Total: 'Rp 27.000',
    });
    expect(screen.getByText('5 user per akun')).not.toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Lihat Pembagian Akun' }));
    expect(screen.getByText('5 user per akun')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ubah Durasi' })).not.toBeInTheDocument();
  });

  it('offers no virtual account to a cheap order and says from what amount they start', async () => {
    signInForTest();
    // Rp 5.000 + Rp 2.000 admin fee: Rp 7.000, under every virtual account's Rp 10.000.
    saveOrderDraft(draftFor(30, 5_000));
    const fetchMock = stubShop();
    renderPayment('/payment');
    await readyCheckout();

    for (const label of ['Bank BRI', 'Bank BSI', 'Bank BNI', 'Bank Mandiri']) {
      const radio = screen.getByRole('radio', { name: label });
      await waitFor(() => expect(radio).toBeDisabled());
      expect(radio).toHaveAccessibleDescription('Virtual account mulai Rp 10.000');
    }
    for (const label of ['QRIS', 'DANA', 'OVO', 'SHOPEEPAY']) {
      expect(screen.getByRole('radio', { name: label })).toBeEnabled();
    }
    expect(callsTo(fetchMock, '/api/payments/channels')).toEqual(['/api/payments/channels?amount=7000']);
  });

  it('offers no QRIS to an expensive order, and says why', async () => {
    signInForTest();
    saveOrderDraft(draftFor(30, 5_500_000));
    stubShop();
    renderPayment('/payment');
    await readyCheckout();

    const qris = screen.getByRole('radio', { name: 'QRIS' });
    await waitFor(() => expect(qris).toBeDisabled());
    expect(qris).toHaveAccessibleDescription('QRIS maksimal Rp 5.000.000');
    expect(screen.getByRole('radio', { name: 'Bank BRI' })).toBeEnabled();
  });

  it("says a channel the merchant has not switched on is not available, and the chosen one's window", async () => {
    signInForTest();
    saveOrderDraft(draftFor());
    stubShop({
      listed: ALL_ACTIVE.map((channel) =>
        channel.code === 'BSIVA' ? { ...channel, active: false } : channel,
      ),
    });
    renderPayment('/payment');
    await readyCheckout();

    const bsi = screen.getByRole('radio', { name: 'Bank BSI' });
    await waitFor(() => expect(bsi).toBeDisabled());
    expect(bsi).toHaveAccessibleDescription(
      'Metode pembayaran ini sedang tidak tersedia, silakan pilih metode lain.',
    );
    await chooseMethod('Bank BRI');
    expect(screen.getByText('Selesaikan pembayaran dalam 3 jam setelah pesanan dibuat.')).toBeInTheDocument();
    await chooseMethod('QRIS');
    expect(
      screen.getByText('Selesaikan pembayaran dalam 55 menit setelah pesanan dibuat.'),
    ).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses the channel of an order", async () => {
    signInForTest();
    saveOrderDraft(draftFor());
    const message = 'Virtual account maksimal Rp 10.000.000';
    stubShop({
      payment: () => jsonResponse(400, { code: 'VALIDATION_FAILED', message, errors: { method: message } }),
    });
    renderPayment('/payment');
    await readyCheckout();
    await chooseMethod('Bank BRI');
    fireEvent.click(await readyCheckout());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Order gagal! silahkan coba lagi.')).not.toBeInTheDocument();
  });

  it("asks for a payment method before ordering: 'Silahkan pilih metode pembayaran'", async () => {
    signInForTest();
    saveOrderDraft(draftFor());
    const fetchMock = stubShop();
    renderPayment('/dashboard/payment');

    fireEvent.click(await readyCheckout());
    expect(await screen.findByText('Silahkan pilih metode pembayaran')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('asks the gateway fee of the chosen method again when the method changes', async () => {
    signInForTest();
    saveOrderDraft(draftFor());
    const fetchMock = stubShop();
    renderPayment('/payment');
    await readyCheckout();
    expect(callsTo(fetchMock, '/api/payments/get-tripay-admin')).toEqual([]);

    await chooseMethod('QRIS');
    expect(summaryRows()['Biaya Layanan']).toBe('Rp 939');
    expect(summaryRows().Total).toBe('Rp 27.939');

    await chooseMethod('Bank BRI');
    expect(summaryRows()['Biaya Layanan']).toBe('Rp 4.250');
    expect(summaryRows().Total).toBe('Rp 31.250');
    expect(callsTo(fetchMock, '/api/payments/get-tripay-admin')).toEqual([
      '/api/payments/get-tripay-admin?amount=27000&code=QRIS',
      '/api/payments/get-tripay-admin?amount=27000&code=BRIVA',
    ]);
  });

  it('applies a found voucher as a discount line, and drops it when the code is edited', async () => {
    signInForTest();
    saveOrderDraft(draftFor());
    const fetchMock = stubShop({
      vouchers: { HEMAT10: { _id: 'vc-10', code: 'HEMAT10', type: 'percent', value: 10 } },
    });
    renderPayment('/payment');
    await readyCheckout();

    await applyVoucher('HEMAT10');
    expect(callsTo(fetchMock, '/api/vouchers/')).toEqual(['/api/vouchers/code/HEMAT10?product=p1']);
    expect(await screen.findByText('Voucher HEMAT10 digunakan')).toBeInTheDocument();
    expect(summaryRows()['Diskon Voucher']).toBe('- Rp 2.700');
    expect(summaryRows().Total).toBe('Rp 24.300');

    // SPEC §7: the fee is asked for price + admin fee, whatever the voucher takes off.
    await chooseMethod('QRIS');
    expect(callsTo(fetchMock, '/api/payments/get-tripay-admin')).toEqual([
      '/api/payments/get-tripay-admin?amount=27000&code=QRIS',
    ]);

    fireEvent.change(screen.getByLabelText('Kode Voucher'), { target: { value: 'HEMAT1' } });
    expect(summaryRows()['Diskon Voucher']).toBeUndefined();
    expect(screen.queryByText(/digunakan/)).not.toBeInTheDocument();
    await waitFor(() => expect(summaryRows().Total).toBe('Rp 27.939'));
  });

  it('shows a Dedicated Private address once in the summary: mailbox@domain', async () => {
    signInForTest();
    saveOrderDraft({ ...draftFor(), email: 'budi.kantor', domain: 'kantor.onmicrosoft.com' });
    stubShop();
    renderPayment('/payment');
    await readyCheckout();
    expect(summaryRows().Email).toBe('budi.kantor@kantor.onmicrosoft.com');
  });

  it("says 'Kode voucher tidak ditemukan' for an unknown code and keeps the total", async () => {
    signInForTest();
    saveOrderDraft(draftFor());
    stubShop();
    renderPayment('/payment');
    await readyCheckout();

    await applyVoucher('NGASAL');
    expect(await screen.findByText('Kode voucher tidak ditemukan')).toBeInTheDocument();
    expect(summaryRows()['Diskon Voucher']).toBeUndefined();
    expect(summaryRows().Total).toBe('Rp 27.000');
  });

  it("shows the server's message for a voucher the customer already used up", async () => {
    signInForTest();
    saveOrderDraft(draftFor());
    const message = 'Voucher sudah mencapai batas pemakaian untuk akunmu';
    const fetchMock = stubShop();
    const baseHandler = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      input.startsWith('/api/vouchers/code/SEKALI')
        ? jsonResponse(409, { message, code: 'VOUCHER_UNAVAILABLE', errors: { voucher: message } })
        : baseHandler(input, init),
    );
    renderPayment('/payment');
    await readyCheckout();
    await applyVoucher('SEKALI');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Diskon Voucher')).not.toBeInTheDocument();
  });

  it('waives the gateway fee with a 100% voucher', async () => {
    signInForTest();
    saveOrderDraft(draftFor());
    const fetchMock = stubShop({
      vouchers: { GRATIS: { _id: 'vc-100', code: 'GRATIS', type: 'percent', value: 100 } },
    });
    renderPayment('/payment');
    await readyCheckout();
    await chooseMethod('QRIS');
    expect(summaryRows()['Biaya Layanan']).toBe('Rp 939');

    await applyVoucher('GRATIS');
    await screen.findByText('Voucher GRATIS digunakan');
    expect(summaryRows()['Diskon Voucher']).toBe('- Rp 27.000');
    expect(summaryRows()['Biaya Layanan']).toBe('Rp 0');
    expect(summaryRows().Total).toBe('Rp 0');

    await chooseMethod('Bank BRI');
    expect(summaryRows()['Biaya Layanan']).toBe('Rp 0');
    expect(callsTo(fetchMock, '/api/payments/get-tripay-admin')).toHaveLength(1);
  });

  it('shows a running promo as its own line and sends the discount it showed', async () => {
    signInForTest();
    saveOrderDraft(draftFor());
    const fetchMock = stubShop({
      promos: [{ _id: 'd1', product: { _id: 'p1' }, duration: 30, value: '10%', used: 1, slot: 10 }],
    });
    renderPayment('/payment');
    await readyCheckout();

    expect(await screen.findByText('Diskon Promo')).toBeInTheDocument();
    expect(summaryRows()['Diskon Promo']).toBe('- Rp 2.700');
    // SPEC §7: the fee is asked for price + admin fee, before the promo.
    await chooseMethod('QRIS');
    expect(callsTo(fetchMock, '/api/payments/get-tripay-admin')).toEqual([
      '/api/payments/get-tripay-admin?amount=27000&code=QRIS',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    await screen.findByText('Halaman /dashboard/pesanan');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(sentBody(post?.[1])).toMatchObject({ discount: 2_700 });
  });

  it('places the order: the exact body, the toast, the payment page in a new tab, the orders', async () => {
    signInForTest();
    saveOrderDraft({ ...draftFor(90, 60_000), email: 'budi@gmail.com' });
    const fetchMock = stubShop({
      vouchers: { HEMAT: { _id: 'vc-flat', code: 'HEMAT', type: 'flat', value: 5_000 } },
    });
    const { router } = renderPayment('/payment');
    await readyCheckout();
    await chooseMethod('Bank BRI');
    await applyVoucher('HEMAT');
    await screen.findByText('Voucher HEMAT digunakan');
    await waitFor(() => expect(summaryRows().Total).toBe('Rp 65.250'));

    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));

    expect(await screen.findByText('Order berhasil dibuat! silahkan cek di pesanan')).toBeInTheDocument();
    expect(await screen.findByText('Halaman /dashboard/pesanan')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/pesanan');
    expect(openSpy).toHaveBeenCalledWith('/sandbox-pay/SBX-1', '_blank', 'noopener');
    expect(getOrderDraft()).toBeNull();

    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.[0]).toBe('/api/payments');
    expect(new Headers(posts[0]?.[1]?.headers).get('Authorization')).toBe('Bearer access-1');
    expect(sentBody(posts[0]?.[1])).toEqual({
      product: 'p1',
      packageId: 'pk-sharing',
      method: 'BRIVA',
      duration: 90,
      price: 60_000,
      adminFee: 6_000,
      email: 'budi@gmail.com',
      domain: '',
      credInfo: '',
      status: 'Pending',
      discount: 0,
      voucher: 'vc-flat',
    });
  });

  it('sends Preorder for a Preorder product and opens no tab without a checkout_url', async () => {
    signInForTest();
    const preorder = productFixture({ method: 'Preorder' });
    saveOrderDraft(draftFor(30, 25_000, preorder));
    const fetchMock = stubShop({
      product: preorder,
      payment: () => jsonResponse(201, { data: { ...createdOrder, checkout_url: null } }),
    });
    renderPayment('/payment');
    await readyCheckout();
    await chooseMethod('DANA');
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));

    await screen.findByText('Halaman /dashboard/pesanan');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(sentBody(post?.[1])).toMatchObject({ status: 'Preorder', method: 'DANA' });
    expect(openSpy).not.toHaveBeenCalled();
  });

  it('sends one order however often the button is pressed, and shows it is busy', async () => {
    signInForTest();
    saveOrderDraft(draftFor());
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubShop({ payment: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderPayment('/payment');
    const button = await readyCheckout();
    await chooseMethod('QRIS');

    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);

    answer(jsonResponse(201, { data: createdOrder }));
    expect(await screen.findByText('Halaman /dashboard/pesanan')).toBeInTheDocument();
  });

  it("shows the server's message on a 409 and reprices the draft from the product", async () => {
    signInForTest();
    saveOrderDraft({ ...draftFor(), email: 'budi@gmail.com' });
    const repriced = productFixture({
      modalFee: 186_000,
      variant: [
        {
          _id: 'v1',
          package: { _id: 'pk-sharing', name: 'Sharing' },
          status: 'Available',
          items: [{ _id: 'i1', enabled: true, duration: 30, price: 30_000 }],
        },
      ],
    });
    let product = netflix;
    const fetchMock = stubShop({
      payment: () => {
        product = repriced;
        return jsonResponse(409, {
          message: 'Harga telah berubah, silakan muat ulang halaman.',
          code: 'PRICE_CHANGED',
          errors: { price: '30000', adminFee: '2000' },
        });
      },
    });
    // The product answer follows the server's price change.
    const baseHandler = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      input === '/api/products/p1' ? jsonResponse(200, { data: product }) : baseHandler(input, init),
    );
    const { router } = renderPayment('/payment');
    await readyCheckout();
    await chooseMethod('QRIS');
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));

    expect(await screen.findByText('Harga telah berubah, silakan muat ulang halaman.')).toBeInTheDocument();
    await waitFor(() => expect(summaryRows()['Harga per Orang']).toBe('Rp 30.000'));
    expect(summaryRows().Total).toBe('Rp 32.939');
    expect(getOrderDraft()).toMatchObject({
      price: 30_000,
      adminFee: 2_000,
      totalPrice: 32_000,
      email: 'budi@gmail.com',
    });
    expect(router.state.location.pathname).toBe('/payment');
    expect(openSpy).not.toHaveBeenCalled();
  });

  it('drops a promo the customer used up after the 409 and orders at full price', async () => {
    signInForTest();
    saveOrderDraft(draftFor());
    const message = 'Promo sudah mencapai batas pemakaian untuk akunmu';
    let orders = 0;
    const fetchMock = stubShop({
      promos: [{ _id: 'd1', product: { _id: 'p1' }, duration: 30, value: '10%', used: 1, slot: null }],
      payment: () => {
        orders += 1;
        return orders === 1
          ? jsonResponse(409, { message, code: 'PROMO_SOLD_OUT', errors: { discount: message } })
          : jsonResponse(201, { data: createdOrder });
      },
    });
    renderPayment('/payment');
    await readyCheckout();
    await chooseMethod('QRIS');
    expect(summaryRows()['Diskon Promo']).toBe('- Rp 2.700');
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Diskon Promo')).not.toBeInTheDocument());
    fireEvent.click(await readyCheckout());
    await screen.findByText('Halaman /dashboard/pesanan');
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([, init]) => (sentBody(init) as { discount?: number }).discount)).toEqual([2_700, 0]);
  });

  it("says 'Order gagal! silahkan coba lagi.' when the order fails otherwise", async () => {
    signInForTest();
    saveOrderDraft(draftFor());
    stubShop({
      payment: () => jsonResponse(502, { message: 'Gateway mati', code: 'GATEWAY_FAILED' }),
    });
    const { router } = renderPayment('/payment');
    await readyCheckout();
    await chooseMethod('OVO');
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));

    expect(await screen.findByText('Order gagal! silahkan coba lagi.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
    expect(getOrderDraft()).not.toBeNull();
    expect(router.state.location.pathname).toBe('/payment');
  });

  it('asks a visitor on /payment to log in first', () => {
    saveOrderDraft(draftFor());
    const fetchMock = stubShop();
    renderPayment('/payment');

    expect(screen.getByRole('heading', { level: 1, name: 'Pembayaran' })).toBeInTheDocument();
    expect(screen.getByText('Login terlebih dahulu untuk melanjutkan pesanan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes to / without a draft on /payment', async () => {
    signInForTest();
    stubShop();
    const { router } = renderPayment('/payment');
    expect(await screen.findByText('Halaman /')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes to the orders without a draft on the dashboard route', async () => {
    signInForTest();
    stubShop();
    renderPayment('/dashboard/payment/acc-1');
    expect(await screen.findByText('Halaman /dashboard/pesanan')).toBeInTheDocument();
  });

  describe('renewal', () => {
    it("renews the account: 'Perpanjang', 'Ubah Durasi' and the account in the body", async () => {
      signInForTest();
      saveOrderDraft({ ...draftFor(), account: 'acc-1' });
      const fetchMock = stubShop();
      renderPayment('/dashboard/payment/acc-1');

      expect(screen.getByRole('heading', { level: 1, name: 'Perpanjang' })).toBeInTheDocument();
      await readyCheckout('Perpanjang Akun');
      fireEvent.click(await screen.findByRole('button', { name: 'Ubah Durasi' }));
      const dialog = await screen.findByRole('dialog', { name: 'Ubah Durasi' });
      const options = within(dialog)
        .getAllByRole('button')
        .filter((button) => button.hasAttribute('aria-pressed'));
      expect(options.map((button) => button.textContent)).toEqual(['1 BulanRp 25.000', '3 BulanRp 60.000']);
      expect(within(dialog).getByRole('button', { name: /^1 Bulan/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      fireEvent.click(within(dialog).getByRole('button', { name: /^3 Bulan/ }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(summaryRows()).toMatchObject({
        Durasi: '3 Bulan',
        'Harga per Orang': 'Rp 60.000',
        'Biaya Admin': 'Rp 6.000',
        'Harga Paket': 'Rp 66.000',
      });
      expect(getOrderDraft()).toMatchObject({
        duration: { value: 90 },
        totalPrice: 66_000,
        account: 'acc-1',
      });

      await chooseMethod('QRIS');
      fireEvent.click(screen.getByRole('button', { name: 'Perpanjang Akun' }));
      await screen.findByText('Halaman /dashboard/pesanan');
      const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
      // 'Ubah Durasi' changes the duration only: the seat's own package goes with it (the server refuses another).
      expect(sentBody(post?.[1])).toMatchObject({
        account: 'acc-1',
        packageId: 'pk-sharing',
        duration: 90,
        price: 60_000,
        adminFee: 6_000,
      });
    });

    it("offers no 'Ubah Durasi' when the package has one duration", async () => {
      signInForTest();
      saveOrderDraft({ ...draftFor(), account: 'acc-1' });
      stubShop({
        product: productFixture({
          variant: [
            {
              _id: 'v1',
              package: { _id: 'pk-sharing', name: 'Sharing' },
              status: 'Available',
              items: [
                { _id: 'i1', enabled: true, duration: 30, price: 25_000 },
                { _id: 'i2', enabled: false, duration: 90, price: 60_000 },
              ],
            },
          ],
        }),
      });
      renderPayment('/dashboard/payment/acc-1');
      await readyCheckout('Perpanjang Akun');
      expect(screen.queryByRole('button', { name: 'Ubah Durasi' })).not.toBeInTheDocument();
    });

    it("sends a renewal link whose draft is another account's to the orders", async () => {
      signInForTest();
      saveOrderDraft({ ...draftFor(), account: 'acc-1' });
      stubShop();
      renderPayment('/dashboard/payment/acc-2');
      expect(await screen.findByText('Halaman /dashboard/pesanan')).toBeInTheDocument();
    });
  });
});
