import type { AccountEntry, AccountGroup, ProductPin } from '@premium-shop/domain/dashboard-schema';
import type { Order } from '@premium-shop/domain/order-schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { orderFixture } from '../../test-utils/order-fixtures';
import {
  jsonResponse,
  landingRoute,
  renderRoutes,
  signInForTest,
  stubFetch,
} from '../../test-utils/render-routes';
import { AccountOverviewPage } from './account-overview-page';
import { ACCOUNT_NOTES } from './components/account-notes';

function entry(overrides: Partial<AccountEntry> = {}): AccountEntry {
  return {
    _id: 'seat-1',
    status: 'Aktif',
    package: 'Sharing',
    packageId: 'pk-sharing',
    duration: '30',
    host: '',
    userEmail: 'budi@gmail.com',
    expire_at: '2026-12-23T05:00:00.000Z',
    group: 'Netflix Grup 1',
    productItemId: 'item-1',
    email: 'keluarga01',
    domain: 'gmail.com',
    password: 'rahasia123',
    profile: 'Profil 3',
    pin: '1234',
    key: null,
    link: [],
    remainingDays: 0,
    ...overrides,
  };
}

function group(overrides: Partial<AccountGroup> = {}): AccountGroup {
  return {
    _id: 'p1',
    name: 'Netflix Premium',
    icon: 'uploads/demo/netflix-icon.svg',
    type: 'Sharing Private',
    link: 'https://www.netflix.com',
    brand: 'Netflix',
    accounts: [entry()],
    ...overrides,
  };
}

function pin(productId: string): ProductPin {
  return {
    _id: `pin-${productId}`,
    product: { _id: productId, name: productId, icon: '' },
    createdAt: '2026-11-23T05:00:00.000Z',
  };
}

const netflix = group({
  accounts: [
    entry(),
    entry({
      _id: 'seat-2',
      group: 'Netflix Grup 2',
      status: 'Tenggang',
      host: 'Host Sari',
      remainingDays: 2,
      password: null,
      pin: null,
    }),
  ],
});
const spotify = group({
  _id: 'p2',
  name: 'Spotify Family',
  type: 'Invite Email',
  link: '',
  brand: 'Spotify',
  accounts: [entry({ _id: 'seat-3', group: 'Spotify Grup 1', duration: 'lifetime', expire_at: null })],
});
const youtube = group({
  _id: 'p3',
  name: 'YouTube Premium',
  brand: 'YouTube',
  accounts: [entry({ _id: 'seat-4', group: 'YouTube Grup 9', status: 'Tenggang', remainingDays: 1 })],
});

interface Answers {
  groups?: AccountGroup[];
  pins?: ProductPin[];
  orders?: Order[];
}

function stubOverview({
  groups = [netflix, spotify, youtube],
  pins = [pin('p1'), pin('p2')],
  orders = [],
}: Answers = {}) {
  return stubFetch((url) => {
    const { pathname, searchParams } = new URL(url, 'http://shop.test');
    if (pathname === '/api/accounts/my') return jsonResponse(200, { data: groups });
    if (pathname === '/api/product-pins') return jsonResponse(200, { data: pins });
    if (pathname === '/api/payments') {
      const limit = Number(searchParams.get('limit'));
      return jsonResponse(200, {
        data: orders.slice(0, limit),
        pagination: { page: 1, limit, total: orders.length, totalPages: Math.ceil(orders.length / limit) },
      });
    }
    return jsonResponse(404, { message: 'Tidak ada', code: 'NOT_FOUND' });
  });
}

function renderOverview() {
  return renderRoutes(
    [
      { path: '/dashboard', element: <AccountOverviewPage /> },
      landingRoute('/dashboard/pembelian'),
      landingRoute('/dashboard/pesanan'),
    ],
    '/dashboard',
  );
}

/** The URLs of the order lists asked for. */
function orderRequests(fetchMock: ReturnType<typeof stubOverview>): string[] {
  return fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/payments'));
}

function cardHeaders() {
  return screen.getAllByRole('button', { name: /^Link Undangan\/Akses/ });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('account overview page', () => {
  it('has one tab per pinned product owned, the first selected', async () => {
    signInForTest();
    stubOverview({ pins: [pin('p2'), pin('p1'), pin('p-not-owned')] });
    renderOverview();

    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['Netflix Premium', 'true'],
      ['Spotify Family', 'false'],
    ]);
    expect(screen.queryByRole('button', { name: 'Geser tab ke kanan' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Spotify Family' }));
    expect(screen.getByRole('tab', { name: 'Spotify Family' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('article', { name: 'Spotify Grup 1' })).toBeInTheDocument();
    expect(within(panel).queryByRole('article', { name: 'Netflix Grup 1' })).not.toBeInTheDocument();
  });

  it('moves between the product tabs with the arrow keys', async () => {
    signInForTest();
    stubOverview();
    renderOverview();

    const tablist = await screen.findByRole('tablist', { name: 'Produk yang dipin' });
    within(tablist).getByRole('tab', { selected: true }).focus();
    // The keys go to the focused tab, as in the browser.
    const press = (key: string) => fireEvent.keyDown(document.activeElement ?? tablist, { key });
    press('ArrowRight');
    expect(screen.getByRole('tab', { name: 'Spotify Family' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Spotify Family' })).toHaveFocus();
    press('ArrowRight');
    expect(screen.getByRole('tab', { name: 'Netflix Premium' })).toHaveAttribute('aria-selected', 'true');
    press('ArrowLeft');
    expect(screen.getByRole('tab', { name: 'Spotify Family' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens only the first card, shows its details, credentials and notes, and toggles cards', async () => {
    signInForTest();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    stubOverview();
    renderOverview();

    await screen.findAllByRole('tab');
    const [first, second] = cardHeaders();
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(within(first!).getByText('Aktif')).toBeInTheDocument();

    const firstCard = screen.getByRole('article', { name: 'Netflix Grup 1' });
    const details = Object.fromEntries(
      within(firstCard)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(details).toMatchObject({
      Paket: 'Sharing',
      Durasi: '1 Bulan',
      Host: 'Netflix',
      'Email Terdaftar': 'budi@gmail.com',
      'Aktif sampai': '23 Desember 2026',
      Email: 'keluarga01@gmail.com',
      Password: 'rahasia123',
      Profil: 'Profil 3',
      PIN: '1234',
    });
    expect(within(firstCard).getByText(ACCOUNT_NOTES.otp)).toBeInTheDocument();
    expect(within(firstCard).getByText(ACCOUNT_NOTES.weeklyReset)).toBeInTheDocument();
    expect(firstCard).not.toHaveAttribute('data-warning');

    fireEvent.click(within(firstCard).getByRole('button', { name: 'Salin Password' }));
    expect(await screen.findByText('Text berhasil di salin!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('rahasia123');

    const graceCard = screen.getByRole('article', { name: 'Netflix Grup 2' });
    expect(graceCard).toHaveAttribute('data-warning', 'true');
    expect(within(graceCard).queryByText('Host Sari')).not.toBeVisible();
    fireEvent.click(second!);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(within(graceCard).getByText('Host Sari')).toBeVisible();
    expect(within(graceCard).getAllByText('Akun mu sudah habis')).toHaveLength(2);

    fireEvent.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'false');

    const link = screen.getByRole('link', { name: 'Pergi ke Web Netflix Premium' });
    expect(link).toHaveAttribute('href', 'https://www.netflix.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(
      screen.getByText('Selamat! Akun Netflix Premium kamu sudah aktif dan siap digunakan.'),
    ).toBeInTheDocument();
  });

  it('leaves out the expiry of a lifetime seat and shows the Invite Email note', async () => {
    signInForTest();
    stubOverview({ pins: [pin('p2')] });
    renderOverview();

    const card = await screen.findByRole('article', { name: 'Spotify Grup 1' });
    expect(within(card).getByText('Lifetime')).toBeInTheDocument();
    expect(within(card).queryByText('Aktif sampai')).not.toBeInTheDocument();
    expect(within(card).getByText(ACCOUNT_NOTES.inviteEmail)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Pergi ke Web/ })).not.toBeInTheDocument();
  });

  it('lists the seats in their grace period with the days left', async () => {
    signInForTest();
    stubOverview();
    renderOverview();

    const panel = await screen.findByRole('region', { name: 'Akun yang memasuki Masa Tenggang' });
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(2));
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Netflix Grup 2Netflix Premium2 Hari lagi', 'YouTube Grup 9YouTube Premium1 Hari lagi']);
    expect(within(panel).queryByText('Akun anda masih aman')).not.toBeInTheDocument();
  });

  it("says 'Akun anda masih aman' without seats in grace, and opens the complaint form", async () => {
    signInForTest();
    stubOverview({ groups: [spotify], pins: [pin('p2')] });
    renderOverview();

    await screen.findAllByRole('tab');
    const panel = screen.getByRole('region', { name: 'Akun yang memasuki Masa Tenggang' });
    expect(within(panel).getByText('Akun anda masih aman')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Laporkan Kendala' }));
    expect(await screen.findByRole('dialog', { name: 'Form Pengaduan' })).toBeInTheDocument();
  });

  it("says 'Belum Ada Akun Yang Kamu Pin' with seats but no pin, linking to the paid orders", async () => {
    signInForTest();
    const fetchMock = stubOverview({ pins: [] });
    const { router } = renderOverview();

    expect(await screen.findByText('Belum Ada Akun Yang Kamu Pin')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    // A seat is an order already: the orders are not asked for.
    expect(orderRequests(fetchMock)).toEqual([]);
    fireEvent.click(screen.getByRole('link', { name: 'Pin Akun' }));
    expect(await screen.findByText('Halaman /dashboard/pesanan')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?to=Paid');
  });

  it("says 'Kamu Belum Memiliki Akun' without seats or orders, linking to the catalogue", async () => {
    signInForTest();
    const fetchMock = stubOverview({ groups: [], pins: [], orders: [] });
    renderOverview();

    expect(await screen.findByText('Kamu Belum Memiliki Akun')).toBeInTheDocument();
    expect(orderRequests(fetchMock)).toEqual(['/api/payments?page=1&limit=1']);
    fireEvent.click(screen.getByRole('link', { name: 'Beli Dulu!' }));
    expect(await screen.findByText('Halaman /dashboard/pembelian')).toBeInTheDocument();
  });

  it('asks to pin when there are orders but no seat yet, asking the server for one order only', async () => {
    signInForTest();
    const fetchMock = stubOverview({
      groups: [],
      pins: [],
      orders: [orderFixture({ _id: 'o1' }), orderFixture({ _id: 'o2', invoice: 'INV-20261123-BBB222' })],
    });
    renderOverview();
    expect(await screen.findByText('Belum Ada Akun Yang Kamu Pin')).toBeInTheDocument();
    expect(orderRequests(fetchMock)).toEqual(['/api/payments?page=1&limit=1']);
  });

  it('scrolls the tabs 200 px per arrow click when there are more than four', async () => {
    signInForTest();
    const many = Array.from({ length: 5 }, (_, index) =>
      group({
        _id: `p${index + 1}`,
        name: `Produk ${index + 1}`,
        accounts: [entry({ _id: `seat-${index}` })],
      }),
    );
    stubOverview({ groups: many, pins: many.map((owned) => pin(owned._id)) });
    // jsdom has no element scrollBy: a stand-in for this test, removed after it.
    const scrollBy = vi.fn();
    HTMLElement.prototype.scrollBy = scrollBy;
    onTestFinished(() => {
      Reflect.deleteProperty(HTMLElement.prototype, 'scrollBy');
    });
    renderOverview();

    expect(await screen.findAllByRole('tab')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Geser tab ke kanan' }));
    fireEvent.click(screen.getByRole('button', { name: 'Geser tab ke kiri' }));
    expect(scrollBy.mock.calls).toEqual([
      [{ left: 200, behavior: 'smooth' }],
      [{ left: -200, behavior: 'smooth' }],
    ]);
  });
});
