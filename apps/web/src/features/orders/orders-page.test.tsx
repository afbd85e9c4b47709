import type { ProductPin } from '@premium-shop/domain/dashboard-schema';
import type { Order } from '@premium-shop/domain/order-schema';
import { ALL_TAB, matchesOrderTab } from '@premium-shop/domain/order-status';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { getOrderDraft } from '../../lib/order-draft';
import { productFixture } from '../../test-utils/catalogue-fixtures';
import {
  accountEntryFixture,
  accountGroupFixture,
  orderAccountFixture,
  orderFixture,
  pinFixture,
} from '../../test-utils/order-fixtures';
import {
  jsonResponse,
  landingRoute,
  renderRoutes,
  sentBody,
  signInForTest,
  stubFetch,
} from '../../test-utils/render-routes';
import { OrdersPage } from './orders-page';

const paid = orderFixture();
const pending = orderFixture({
  _id: 'o2',
  invoice: 'INV-20261123-BBB222',
  status: 'Pending',
  paid_at: null,
  next_billing_at: null,
  checkout_url: '/sandbox-pay/SBX-2',
  account: null,
  product: { ...paid.product, _id: 'p2', name: 'Spotify Family' },
});
const expired = orderFixture({
  _id: 'o3',
  invoice: 'INV-20261001-CCC333',
  status: 'Tenggang',
  duration: 90,
  price: 60_000,
  admin: 6_000,
  tax: 0,
  email: 'budi',
  domain: 'gmail.com',
  account: orderAccountFixture({ _id: 'seat-9', status: 'Tenggang' }),
  product: { ...paid.product, _id: 'p3', name: 'YouTube Premium', type: 'Invite Email', slot: 6 },
});
const canceled = orderFixture({
  _id: 'o4',
  invoice: 'INV-20261002-DDD444',
  status: 'Canceled',
  paid_at: null,
  account: null,
});

/** The product of the order in grace; its 3-month price went up since that order. */
const youtubeProduct = productFixture({
  _id: 'p3',
  name: 'YouTube Premium',
  type: 'Invite Email',
  method: 'Preorder',
  slot: 6,
  modalFee: 186_000,
  variant: [
    {
      _id: 'v1',
      package: { _id: 'pk-sharing', name: 'Sharing' },
      status: 'Available',
      items: [
        { _id: 'i1', enabled: true, duration: 30, price: 25_000 },
        { _id: 'i2', enabled: true, duration: 90, price: 65_000 },
      ],
    },
  ],
});

/** `count` orders (paid unless overridden), newest first, invoices INV-20261123-{prefix}001 onwards. */
function manyOrders(count: number, overrides: Partial<Order> = {}, prefix = 'N'): Order[] {
  return Array.from({ length: count }, (_, index) => {
    const number = `${prefix}${String(index + 1).padStart(3, '0')}`;
    return orderFixture({ _id: `o-${number}`, invoice: `INV-20261123-${number}`, ...overrides });
  });
}

/** One page of GET /payments?page=&limit=&status= as the server answers it: the tab's orders, in order. */
function ordersPage(all: readonly Order[], searchParams: URLSearchParams): Response {
  const page = Number(searchParams.get('page'));
  const limit = Number(searchParams.get('limit'));
  const kept = all.filter((order) => matchesOrderTab(order.status, searchParams.get('status') ?? ALL_TAB));
  return jsonResponse(200, {
    data: kept.slice((page - 1) * limit, page * limit),
    pagination: { page, limit, total: kept.length, totalPages: Math.ceil(kept.length / limit) },
  });
}

interface Answers {
  /** The caller's orders on the fake server, newest first; a cancel there makes one Canceled. */
  orders?: Order[];
  /** Replaces the fake server's answer to GET /payments. */
  listAnswer?: (searchParams: URLSearchParams) => Response | Promise<Response>;
  pins?: ProductPin[];
  pinAnswer?: () => Response | Promise<Response>;
  /** Replaces the fake server's answer to DELETE /payments/cancel/:id; gets the order as canceled. */
  cancelAnswer?: (canceled: Order) => Response;
}

function stubOrders({
  orders = [paid, pending, expired, canceled],
  listAnswer,
  pins = [],
  pinAnswer = () => jsonResponse(201, { data: pinFixture('p1', 'pin-new') }),
  cancelAnswer = (canceled) => jsonResponse(200, { data: canceled, message: 'Produk berhasil dibatalkan!' }),
}: Answers = {}) {
  let currentOrders = orders;
  let currentPins = pins;
  return stubFetch((url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://shop.test');
    const method = init?.method ?? 'GET';
    if (pathname === '/api/payments' && method === 'GET') {
      return listAnswer ? listAnswer(searchParams) : ordersPage(currentOrders, searchParams);
    }
    if (pathname === '/api/product-pins' && method === 'GET') return jsonResponse(200, { data: currentPins });
    if (pathname === '/api/product-pins' && method === 'POST') {
      const answer = pinAnswer();
      void Promise.resolve(answer).then(
        (response) => {
          if (response.ok) currentPins = [...currentPins, pinFixture('p1', 'pin-new')];
        },
        () => {},
      );
      return answer;
    }
    if (pathname.startsWith('/api/product-pins/') && method === 'DELETE') {
      const pinId = pathname.slice('/api/product-pins/'.length);
      currentPins = currentPins.filter((pin) => pin._id !== pinId);
      return jsonResponse(200, { data: { _id: pinId } });
    }
    if (pathname.startsWith('/api/payments/cancel/') && method === 'DELETE') {
      const id = pathname.slice('/api/payments/cancel/'.length);
      const order = currentOrders.find((candidate) => candidate._id === id);
      if (!order) return jsonResponse(404, { message: 'Pesanan tidak ditemukan', code: 'NOT_FOUND' });
      const canceledOrder: Order = { ...order, status: 'Canceled', account: null };
      const answer = cancelAnswer(canceledOrder);
      if (answer.ok) {
        currentOrders = currentOrders.map((candidate) => (candidate._id === id ? canceledOrder : candidate));
      }
      return answer;
    }
    if (pathname === '/api/accounts/my') {
      return jsonResponse(200, {
        data: [
          accountGroupFixture({ accounts: [accountEntryFixture({ host: 'Host Andi' })] }),
          accountGroupFixture({
            _id: 'p3',
            brand: 'YouTube',
            accounts: [accountEntryFixture({ _id: 'seat-9', host: '' })],
          }),
        ],
      });
    }
    if (pathname === '/api/products/p3') return jsonResponse(200, { data: youtubeProduct });
    return jsonResponse(404, { message: 'Tidak ada', code: 'NOT_FOUND' });
  });
}

function renderOrders(url = '/dashboard/pesanan') {
  return renderRoutes(
    [
      { path: '/dashboard/pesanan', element: <OrdersPage /> },
      landingRoute('/dashboard/pesanan/detail/:invoice'),
      landingRoute('/dashboard/payment/:id?'),
    ],
    url,
  );
}

function shownInvoices(): string[] {
  return screen
    .queryAllByRole('article')
    .map((card) => card.getAttribute('aria-label')?.replace('Pesanan ', '') ?? '');
}

function card(order: Order) {
  return screen.getByRole('article', { name: `Pesanan ${order.invoice}` });
}

/** The URLs of the order lists asked for, in order. */
function listRequests(fetchMock: ReturnType<typeof stubOrders>): string[] {
  return fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/payments?'));
}

const pagination = () => screen.getByRole('navigation', { name: 'Halaman pesanan' });

/** Stands in for the browser's scrollIntoView (jsdom has none) for one test. */
function spyScrollIntoView() {
  const scrollIntoView = vi.fn();
  HTMLElement.prototype.scrollIntoView = scrollIntoView;
  onTestFinished(() => {
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView');
  });
  return scrollIntoView;
}

let openSpy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  openSpy = vi.spyOn(window, 'open').mockReturnValue(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('orders page', () => {
  it("asks the server for the chosen tab's orders, 10 a page, and shows what it answers", async () => {
    signInForTest();
    const fetchMock = stubOrders();
    const { router } = renderOrders();

    await screen.findByRole('article', { name: `Pesanan ${paid.invoice}` });
    expect(listRequests(fetchMock)).toEqual(['/api/payments?page=1&limit=10']);
    expect(
      screen.getAllByRole('tab').map((tab) => [tab.textContent, tab.getAttribute('aria-selected')]),
    ).toEqual([
      ['Semua', 'true'],
      ['Aktif', 'false'],
      ['Preorder', 'false'],
      ['Pending', 'false'],
      ['Proses', 'false'],
      ['Kadaluarsa', 'false'],
      ['Dibatalkan', 'false'],
    ]);
    expect(shownInvoices()).toEqual([paid.invoice, pending.invoice, expired.invoice, canceled.invoice]);

    fireEvent.click(screen.getByRole('tab', { name: 'Pending' }));
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?to=Pending');
    expect(screen.getByRole('tabpanel')).toHaveClass('animate-fade-in');
    // Another tab's orders are not these: they are not kept on screen while its own load.
    expect(shownInvoices()).toEqual([]);
    await waitFor(() => expect(shownInvoices()).toEqual([pending.invoice]));
    expect(listRequests(fetchMock).at(-1)).toBe('/api/payments?page=1&limit=10&status=Pending');

    fireEvent.click(screen.getByRole('tab', { name: 'Kadaluarsa' }));
    await waitFor(() => expect(shownInvoices()).toEqual([expired.invoice]));
    expect(listRequests(fetchMock).at(-1)).toBe('/api/payments?page=1&limit=10&status=Tenggang');

    fireEvent.click(screen.getByRole('tab', { name: 'Proses' }));
    expect(await screen.findByText('Tidak ada pesanan ditemukan')).toBeInTheDocument();
    expect(listRequests(fetchMock).at(-1)).toBe('/api/payments?page=1&limit=10&status=Process');

    fireEvent.click(screen.getByRole('tab', { name: 'Semua' }));
    await waitFor(() => expect(listRequests(fetchMock).at(-1)).toBe('/api/payments?page=1&limit=10'));
    await waitFor(() => expect(shownInvoices()).toHaveLength(4));
  });

  it('shows the orders the server answers for a tab as they are, without filtering them again', async () => {
    signInForTest();
    stubOrders({
      listAnswer: () =>
        jsonResponse(200, {
          data: [paid, pending],
          pagination: { page: 1, limit: 10, total: 2, totalPages: 1 },
        }),
    });
    renderOrders('/dashboard/pesanan?to=Pending');

    await screen.findByRole('article', { name: `Pesanan ${pending.invoice}` });
    expect(shownInvoices()).toEqual([paid.invoice, pending.invoice]);
    // One page: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Halaman pesanan' })).not.toBeInTheDocument();
  });

  it('moves between the tabs with the arrow keys, Home and End', async () => {
    signInForTest();
    stubOrders();
    renderOrders();
    await screen.findByRole('article', { name: `Pesanan ${paid.invoice}` });

    const tablist = screen.getByRole('tablist', { name: 'Filter pesanan' });
    within(tablist).getByRole('tab', { name: 'Semua' }).focus();
    // The keys go to the focused tab, as in the browser.
    const press = (key: string) => fireEvent.keyDown(document.activeElement ?? tablist, { key });
    press('ArrowRight');
    expect(screen.getByRole('tab', { name: 'Aktif' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Aktif' })).toHaveFocus();
    await waitFor(() => expect(shownInvoices()).toEqual([paid.invoice]));
    press('End');
    expect(screen.getByRole('tab', { name: 'Dibatalkan' })).toHaveAttribute('aria-selected', 'true');
    press('ArrowRight');
    expect(screen.getByRole('tab', { name: 'Semua' })).toHaveAttribute('aria-selected', 'true');
    press('ArrowLeft');
    expect(screen.getByRole('tab', { name: 'Dibatalkan' })).toHaveAttribute('aria-selected', 'true');
    press('Home');
    expect(screen.getByRole('tab', { name: 'Semua' })).toHaveFocus();
  });

  it('opens on the tab named by ?to=Paid', async () => {
    signInForTest();
    const fetchMock = stubOrders();
    renderOrders('/dashboard/pesanan?to=Paid');

    await screen.findByRole('article', { name: `Pesanan ${paid.invoice}` });
    expect(screen.getByRole('tab', { name: 'Aktif' })).toHaveAttribute('aria-selected', 'true');
    expect(shownInvoices()).toEqual([paid.invoice]);
    expect(listRequests(fetchMock)).toEqual(['/api/payments?page=1&limit=10&status=Paid']);
  });

  it('shows no pagination when the tab holds one page', async () => {
    signInForTest();
    stubOrders({ orders: manyOrders(10) });
    renderOrders();

    await screen.findByRole('article', { name: 'Pesanan INV-20261123-N010' });
    expect(shownInvoices()).toHaveLength(10);
    expect(screen.queryByRole('navigation', { name: 'Halaman pesanan' })).not.toBeInTheDocument();
  });

  it('pages through more than one page, keeping the shown page until the next one arrives', async () => {
    signInForTest();
    const scrollIntoView = spyScrollIntoView();
    const all = manyOrders(23);
    let answerPage2: () => void = () => {};
    const fetchMock = stubOrders({
      orders: all,
      listAnswer: (searchParams) =>
        searchParams.get('page') === '2'
          ? new Promise<Response>((resolve) => (answerPage2 = () => resolve(ordersPage(all, searchParams))))
          : ordersPage(all, searchParams),
    });
    renderOrders();

    await screen.findByRole('article', { name: 'Pesanan INV-20261123-N001' });
    expect(shownInvoices()).toEqual(all.slice(0, 10).map((order) => order.invoice));
    expect(
      within(pagination())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Previous', '1', '2', '3', 'Next']);
    expect(within(pagination()).getByRole('button', { name: 'Halaman 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pagination()).getByRole('button', { name: 'Previous' })).toBeDisabled();

    fireEvent.click(within(pagination()).getByRole('button', { name: 'Next' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' });
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('tabpanel'));
    await waitFor(() => expect(listRequests(fetchMock).at(-1)).toBe('/api/payments?page=2&limit=10'));
    // No spinner while page 2 loads: page 1 stays, marked busy.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(shownInvoices()).toHaveLength(10);
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'true');

    answerPage2();
    expect(await screen.findByRole('article', { name: 'Pesanan INV-20261123-N011' })).toBeInTheDocument();
    expect(shownInvoices()).toEqual(all.slice(10, 20).map((order) => order.invoice));
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'false');
    expect(within(pagination()).getByRole('button', { name: 'Halaman 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    fireEvent.click(within(pagination()).getByRole('button', { name: 'Halaman 3' }));
    await waitFor(() => expect(shownInvoices()).toEqual(all.slice(20).map((order) => order.invoice)));
    expect(listRequests(fetchMock).at(-1)).toBe('/api/payments?page=3&limit=10');
    expect(within(pagination()).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('starts another tab on its first page', async () => {
    signInForTest();
    spyScrollIntoView();
    const fetchMock = stubOrders({
      orders: [...manyOrders(15), ...manyOrders(12, { status: 'Pending' }, 'P')],
    });
    const { router } = renderOrders();
    await screen.findByRole('article', { name: 'Pesanan INV-20261123-N001' });

    fireEvent.click(within(pagination()).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listRequests(fetchMock).at(-1)).toBe('/api/payments?page=2&limit=10'));
    await waitFor(() =>
      expect(within(pagination()).getByRole('button', { name: 'Halaman 2' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );

    fireEvent.click(screen.getByRole('tab', { name: 'Pending' }));
    await waitFor(() => expect(shownInvoices()).toHaveLength(10));
    expect(listRequests(fetchMock).at(-1)).toBe('/api/payments?page=1&limit=10&status=Pending');
    expect(within(pagination()).getByRole('button', { name: 'Halaman 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // A tab chosen by the address starts over too.
    fireEvent.click(within(pagination()).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(listRequests(fetchMock).at(-1)).toBe('/api/payments?page=2&limit=10&status=Pending'),
    );
    await router.navigate('/dashboard/pesanan?to=Paid');
    await waitFor(() =>
      expect(listRequests(fetchMock).at(-1)).toBe('/api/payments?page=1&limit=10&status=Paid'),
    );
  });

  it('moves to the last page left when the shown one empties', async () => {
    signInForTest();
    spyScrollIntoView();
    const waiting = manyOrders(11, { status: 'Pending', paid_at: null, account: null });
    const fetchMock = stubOrders({ orders: waiting });
    renderOrders('/dashboard/pesanan?to=Pending');
    await screen.findByRole('article', { name: 'Pesanan INV-20261123-N001' });

    fireEvent.click(within(pagination()).getByRole('button', { name: 'Halaman 2' }));
    const last = await screen.findByRole('article', { name: 'Pesanan INV-20261123-N011' });
    fireEvent.click(within(last).getByRole('button', { name: 'Batalkan' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Batalkan' }));

    await waitFor(() => expect(shownInvoices()).toHaveLength(10));
    expect(shownInvoices()[0]).toBe('INV-20261123-N001');
    expect(listRequests(fetchMock).slice(-2)).toEqual([
      '/api/payments?page=2&limit=10&status=Pending',
      '/api/payments?page=1&limit=10&status=Pending',
    ]);
    expect(screen.queryByRole('navigation', { name: 'Halaman pesanan' })).not.toBeInTheDocument();
    expect(screen.queryByText('Tidak ada pesanan ditemukan')).not.toBeInTheDocument();
  });

  it("says 'Tidak ada pesanan ditemukan' without orders", async () => {
    signInForTest();
    stubOrders({ orders: [] });
    renderOrders();
    expect(await screen.findByText('Tidak ada pesanan ditemukan')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Halaman pesanan' })).not.toBeInTheDocument();
  });

  it("says 'Gagal memuat data pesanan' when the orders cannot be loaded", async () => {
    signInForTest();
    stubOrders({ listAnswer: () => jsonResponse(500, { message: 'Rusak', code: 'INTERNAL' }) });
    renderOrders();
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memuat data pesanan');
  });

  it('shows the card: invoice with copy, badge, info line, product, duration, package, host, total', async () => {
    signInForTest();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    stubOrders();
    renderOrders();

    const paidCard = await screen.findByRole('article', { name: `Pesanan ${paid.invoice}` });
    await waitFor(() => expect(within(paidCard).getByText('Host Andi')).toBeInTheDocument());
    expect(within(paidCard).getByText('Aktif')).toBeInTheDocument();
    expect(paidCard).toHaveTextContent('Aktif Hingga 23 Desember 2026');
    expect(paidCard).toHaveTextContent('Netflix Premium');
    expect(paidCard).toHaveTextContent('Durasi1 Bulan');
    expect(paidCard).toHaveTextContent('PaketSharing');
    expect(paidCard).toHaveTextContent('Rp 27.939');

    // No host of its own: the brand stands in.
    await waitFor(() => expect(card(expired)).toHaveTextContent('HostYouTube'));
    expect(card(pending)).toHaveTextContent('Menunggu Pembayaran');
    expect(card(pending)).toHaveTextContent('Membayar Paling Lambat 24 November 2026 pukul 12.00');

    fireEvent.click(within(paidCard).getByRole('button', { name: 'Salin nomor pesanan' }));
    expect(await screen.findByText('Text berhasil di salin!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(paid.invoice);
  });

  it('shows the buttons per status and links the detail by invoice', async () => {
    signInForTest();
    stubOrders();
    const { router } = renderOrders();
    await screen.findByRole('article', { name: `Pesanan ${paid.invoice}` });

    const labels = (order: Order) =>
      [...card(order).querySelectorAll('a, button')]
        .map((element) => element.textContent)
        .filter((text) => text !== '');
    expect(labels(paid)).toEqual(['Detail Pesanan', 'Pin Produk']);
    expect(labels(pending)).toEqual(['Detail Pesanan', 'Batalkan', 'Ke Halaman Pembayaran']);
    expect(labels(expired)).toEqual(['Detail Pesanan', 'Perpanjang']);
    expect(labels(canceled)).toEqual(['Detail Pesanan']);

    fireEvent.click(within(card(pending)).getByRole('button', { name: 'Ke Halaman Pembayaran' }));
    expect(openSpy).toHaveBeenCalledWith('/sandbox-pay/SBX-2', '_blank', 'noopener');

    fireEvent.click(within(card(paid)).getByRole('link', { name: 'Detail Pesanan' }));
    expect(await screen.findByText('Halaman /dashboard/pesanan/detail/:invoice')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/dashboard/pesanan/detail/${paid.invoice}`);
  });

  it('pins at once, then keeps the pin the server made', async () => {
    signInForTest();
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubOrders({ pinAnswer: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderOrders();
    const pinButton = await within(
      await screen.findByRole('article', { name: `Pesanan ${paid.invoice}` }),
    ).findByRole('button', { name: 'Pin Produk' });

    fireEvent.click(pinButton);
    expect(await within(card(paid)).findByRole('button', { name: 'Unpin' })).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/api/product-pins');
    expect(sentBody(post?.[1])).toEqual({ product: 'p1' });

    answer(jsonResponse(201, { data: pinFixture('p1', 'pin-new') }));
    expect(await screen.findByText('Produk berhasil dipin!')).toBeInTheDocument();
    expect(within(card(paid)).getByRole('button', { name: 'Unpin' })).toBeEnabled();
  });

  it('pins the product on every card of it, and no card can unpin it before the server answers', async () => {
    signInForTest();
    const renewal = orderFixture({ _id: 'o9', invoice: 'INV-20261123-ZZZ999', kind: 'renewal' });
    let answer: (response: Response) => void = () => {};
    stubOrders({
      orders: [paid, renewal],
      pinAnswer: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderOrders();
    const paidCard = await screen.findByRole('article', { name: `Pesanan ${paid.invoice}` });
    fireEvent.click(await within(paidCard).findByRole('button', { name: 'Pin Produk' }));

    expect(await within(card(renewal)).findByRole('button', { name: 'Unpin' })).toBeDisabled();
    answer(jsonResponse(201, { data: pinFixture('p1', 'pin-new') }));
    await waitFor(() => expect(within(card(renewal)).getByRole('button', { name: 'Unpin' })).toBeEnabled());
  });

  it("rolls the pin back when the server refuses it and shows the server's message", async () => {
    signInForTest();
    let answer: (response: Response) => void = () => {};
    stubOrders({ pinAnswer: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderOrders();
    const paidCard = await screen.findByRole('article', { name: `Pesanan ${paid.invoice}` });
    fireEvent.click(await within(paidCard).findByRole('button', { name: 'Pin Produk' }));
    expect(await within(card(paid)).findByRole('button', { name: 'Unpin' })).toBeInTheDocument();

    answer(jsonResponse(409, { message: 'Produk sudah dipin', code: 'CONFLICT' }));
    expect(await screen.findByText('Produk sudah dipin')).toBeInTheDocument();
    expect(await within(card(paid)).findByRole('button', { name: 'Pin Produk' })).toBeEnabled();
  });

  it("falls back to 'Gagal mempin produk!' without a server message", async () => {
    signInForTest();
    // The server always says why; only a failed connection leaves the message to the page.
    stubOrders({ pinAnswer: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderOrders();
    const paidCard = await screen.findByRole('article', { name: `Pesanan ${paid.invoice}` });
    fireEvent.click(await within(paidCard).findByRole('button', { name: 'Pin Produk' }));
    expect(await screen.findByText('Gagal mempin produk!')).toBeInTheDocument();
    expect(await within(card(paid)).findByRole('button', { name: 'Pin Produk' })).toBeInTheDocument();
  });

  it('unpins a pinned product', async () => {
    signInForTest();
    const fetchMock = stubOrders({ pins: [pinFixture('p1', 'pin-7')] });
    renderOrders();
    const paidCard = await screen.findByRole('article', { name: `Pesanan ${paid.invoice}` });
    fireEvent.click(await within(paidCard).findByRole('button', { name: 'Unpin' }));

    expect(await screen.findByText('Produk berhasil di unpin!')).toBeInTheDocument();
    expect(within(card(paid)).getByRole('button', { name: 'Pin Produk' })).toBeInTheDocument();
    const deletes = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes.map(([url]) => url)).toEqual(['/api/product-pins/pin-7']);
  });

  it('asks before cancelling, cancels, says so and loads the orders again', async () => {
    signInForTest();
    const fetchMock = stubOrders();
    renderOrders();
    await screen.findByRole('article', { name: `Pesanan ${pending.invoice}` });

    fireEvent.click(within(card(pending)).getByRole('button', { name: 'Batalkan' }));
    let dialog = screen.getByRole('dialog', { name: 'Yakin Ingin Membatalkan Pesanan?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kembali' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    const before = listRequests(fetchMock).length;
    fireEvent.click(within(card(pending)).getByRole('button', { name: 'Batalkan' }));
    dialog = screen.getByRole('dialog', { name: 'Yakin Ingin Membatalkan Pesanan?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batalkan' }));

    expect(await screen.findByText('Produk berhasil dibatalkan!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const deletes = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes.map(([url]) => url)).toEqual(['/api/payments/cancel/o2']);
    await waitFor(() => expect(listRequests(fetchMock)).toHaveLength(before + 1));
    expect(listRequests(fetchMock).at(-1)).toBe('/api/payments?page=1&limit=10');
    await waitFor(() => expect(card(pending)).toHaveTextContent('Canceled'));
  });

  it("shows the server's message, else 'Gagal membatalkan produk!', when cancelling fails", async () => {
    signInForTest();
    stubOrders({
      cancelAnswer: () => jsonResponse(409, { message: 'Pesanan sudah dibayar', code: 'INVALID_STATE' }),
    });
    renderOrders();
    await screen.findByRole('article', { name: `Pesanan ${pending.invoice}` });
    fireEvent.click(within(card(pending)).getByRole('button', { name: 'Batalkan' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Batalkan' }));
    expect(await screen.findByText('Pesanan sudah dibayar')).toBeInTheDocument();
  });

  it("'Perpanjang' stores the renewal draft of the order at today's price and opens the renewal checkout", async () => {
    signInForTest();
    stubOrders();
    const { router } = renderOrders('/dashboard/pesanan?to=Tenggang');
    const expiredCard = await screen.findByRole('article', { name: `Pesanan ${expired.invoice}` });
    fireEvent.click(within(expiredCard).getByRole('button', { name: 'Perpanjang' }));

    expect(await screen.findByText('Halaman /dashboard/payment/:id?')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/payment/seat-9');
    expect(getOrderDraft()).toEqual({
      productId: 'p3',
      productName: 'YouTube Premium',
      method: 'Preorder',
      package: 'Sharing',
      packageId: 'pk-sharing',
      duration: { value: 90, label: '3 Bulan' },
      price: 65_000,
      orderDate: expect.any(String) as string,
      adminFee: 6_000,
      groupMembers: 6,
      tax: 0,
      providerPrice: 186_000,
      totalPrice: 71_000,
      icon: 'uploads/demo/netflix-icon.svg',
      email: 'budi',
      domain: 'gmail.com',
      credInfo: '',
      voucher: null,
      type: 'Invite Email',
      account: 'seat-9',
    });
  });

  it("opens the complaint form from 'Laporkan Kendala'", async () => {
    signInForTest();
    stubOrders();
    renderOrders();
    fireEvent.click(screen.getByRole('button', { name: 'Laporkan Kendala' }));
    expect(await screen.findByRole('dialog', { name: 'Form Pengaduan' })).toBeInTheDocument();
  });
});
