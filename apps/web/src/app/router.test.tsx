import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '../lib/api-client';
import { buildOrderDraft, saveOrderDraft } from '../lib/order-draft';
import { getSession, saveSession } from '../lib/session';
import { orderFixture } from '../test-utils/order-fixtures';
import { productFixture } from '../test-utils/catalogue-fixtures';
import { authAnswer, stubFetch, testUser } from '../test-utils/render-routes';
import { shopInfoFixture } from '../test-utils/shop-info-fixture';
import { paths } from './paths';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { appRoutes } from './router';
import { connectSessionEvents } from './session-events';

const disconnectors: (() => void)[] = [];

afterEach(() => {
  vi.unstubAllGlobals();
  for (const disconnect of disconnectors.splice(0)) disconnect();
});

/** Renders the real route table at `url`, as the browser would after typing it in. */
function renderRoute(url: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  disconnectors.push(connectSessionEvents(router));
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** A stored session, as after a login; `secondsLeft` before the access token expires. */
function signIn({
  role = 'customer',
  name = 'Budi Santoso',
  secondsLeft = 600,
  refreshToken = 'refresh-1',
}: { role?: 'customer' | 'admin'; name?: string; secondsLeft?: number; refreshToken?: string } = {}) {
  saveSession(
    {
      token: 'access-1',
      refreshToken,
      user: {
        _id: 'u1',
        name,
        email: 'budi@gmail.com',
        phone: '+6281234567890',
        isPhoneVerified: true,
        role,
        createdAt: '',
      },
      expiresIn: 900,
    },
    Date.now() - (900 - secondsLeft) * 1000,
  );
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const EMPTY_PAGE = { page: 1, limit: 10, total: 0, totalPages: 0 };

/**
 * What the dashboard's calls answer a customer with nothing yet: order INV-1, empty lists (paged
 * where the call pages), and the user with a verified number (no notice to verify it).
 */
function dashboardAnswer(url: string): Response {
  if (url === '/api/users/me') return json(200, { data: testUser });
  if (url.startsWith('/api/payments/INV-1')) return json(200, { data: orderFixture() });
  if (url.startsWith('/api/payments') || url.startsWith('/api/notifications')) {
    return json(200, { data: [], pagination: EMPTY_PAGE });
  }
  if (url === '/api/shop-info') return json(200, { data: shopInfoFixture() });
  return json(200, { data: [] });
}

/** The catalogue's answers (product p1, empty lists) and a stored order draft for the confirmation screens. */
function stubCatalogue() {
  saveOrderDraft(
    buildOrderDraft(productFixture(), {
      package: { _id: 'pk-sharing', name: 'Sharing' },
      item: { duration: 30, price: 25_000 },
    }),
  );
  const catalogueLists = [
    '/api/products',
    '/api/categories',
    '/api/packages',
    '/api/banners',
    '/api/product-discounts',
  ];
  stubFetch((url) => {
    if (url === '/api/products/p1') return json(200, { data: productFixture() });
    if (catalogueLists.some((path) => url.startsWith(path))) return json(200, { data: [] });
    return json(404, { message: 'Tidak ditemukan', code: 'NOT_FOUND' });
  });
}

describe('route table', () => {
  it('renders the home page hero at /', async () => {
    renderRoute(paths.home());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Portal Akun Premium Private Buat Kamu!' }),
    ).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Cari produk...')).toBeInTheDocument();
    expect(document.getElementById('tentang')).toHaveTextContent('Tentang');
    expect(document.getElementById('cara-pesan')).toHaveTextContent('Cara Berlangganan');
    expect(within(document.getElementById('cara-pesan')!).getAllByRole('listitem')).toHaveLength(4);
  });

  it('renders the 404 page for an unknown path', async () => {
    renderRoute('/tidak-ada/sama-sekali');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Halaman Tidak Ditemukan' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute('href', '/');
  });

  it('renders the 404 page inside the dashboard for an unknown dashboard path', async () => {
    signIn();
    renderRoute('/dashboard/tidak-ada');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Halaman Tidak Ditemukan' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu dashboard' })).toBeInTheDocument();
  });

  it.each([
    [paths.login(), 'Login'],
    [paths.register(), 'Daftar'],
    [paths.forgotPassword(), 'Lupa Password'],
    [paths.resetPassword('abc'), 'Reset Password'],
    ['/auth/forgot-password?token=abc', 'Reset Password'],
  ])('routes %s to the auth page titled %s', async (url, title) => {
    renderRoute(url);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([
    [paths.allProduct({ type: 'all' }), 'Produk Kami'],
    [paths.allProduct({ type: 'digital' }), 'Produk Digital'],
    [paths.product('p1'), 'Netflix Premium'],
    [paths.paymentConfirmation('preorder'), 'Konfirmasi Pembelian PREORDER'],
    [paths.payment(), 'Pembayaran'],
  ])('routes %s to the catalogue page titled %s', async (url, title) => {
    stubCatalogue();
    renderRoute(url);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([
    [paths.dashboard(), 'Akun Anda'],
    [paths.orders(), 'Pesanan Saya'],
    [paths.orderDetail('INV-1'), 'Detail Pesanan'],
    [paths.reimbursement(), 'Reimburse'],
    [paths.dashboardCatalogue(), 'Pembelian'],
    [paths.notifications(), 'Notifikasi'],
  ])('routes %s, signed in, to the dashboard page titled %s', async (url, title) => {
    signIn();
    stubFetch(dashboardAnswer);
    renderRoute(url);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu dashboard' })).toBeInTheDocument();
  });

  it.each([
    [paths.dashboardProduct('p1'), 'Netflix Premium'],
    [paths.dashboardPaymentConfirmation('host'), 'Konfirmasi Pembelian HOST'],
    [paths.dashboardPayment(), 'Pembayaran'],
    [paths.dashboardPayment('acc-1'), 'Perpanjang'],
  ])('routes %s, signed in, to the dashboard catalogue page titled %s', async (url, title) => {
    signIn();
    stubCatalogue();
    renderRoute(url);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu dashboard' })).toBeInTheDocument();
  });

  it('routes /admin, signed in as admin, to the admin console', async () => {
    signIn({ role: 'admin' });
    renderRoute(paths.admin());

    expect(await screen.findByRole('heading', { level: 1, name: 'Ringkasan' })).toBeInTheDocument();
  });

  it('shows the visitor links in the header', async () => {
    renderRoute(paths.home());

    const nav = await screen.findByRole('navigation', { name: 'Navigasi utama' });
    expect(within(nav).getByRole('link', { name: 'Produk Kami' })).toHaveAttribute(
      'href',
      '/allProduct?type=all',
    );
    expect(within(nav).getByRole('link', { name: 'Produk Digital' })).toHaveAttribute(
      'href',
      '/allProduct?type=digital',
    );
    expect(within(nav).getByRole('link', { name: 'Tentang' })).toHaveAttribute('href', '/#tentang');
    expect(within(nav).getByRole('link', { name: 'Cara Pesan' })).toHaveAttribute('href', '/#cara-pesan');
    expect(within(nav).getByRole('link', { name: 'DAFTAR' })).toHaveAttribute('href', '/login?to=/register');
    expect(within(nav).getByRole('link', { name: 'LOGIN' })).toHaveAttribute('href', '/login');
  });

  it('pins the header once the page scrolls beyond 40 px', async () => {
    renderRoute(paths.home());
    const header = (await screen.findByRole('navigation', { name: 'Navigasi utama' })).closest('header');
    expect(header).not.toHaveClass('fixed');

    act(() => {
      window.scrollY = 41;
      fireEvent.scroll(window);
    });
    expect(header).toHaveClass('fixed');

    act(() => {
      window.scrollY = 0;
      fireEvent.scroll(window);
    });
    expect(header).not.toHaveClass('fixed');
  });

  it('switches to dark mode from the header toggle and remembers it', async () => {
    renderRoute(paths.home());

    fireEvent.click(await screen.findByRole('button', { name: 'Ganti ke mode gelap' }));

    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(screen.getByRole('button', { name: 'Ganti ke mode terang' })).toBeInTheDocument();
  });
});

describe('session guard', () => {
  it.each([paths.dashboard(), paths.orders(), paths.settings(), paths.admin()])(
    'sends a visitor without session from %s to /login',
    async (url) => {
      const router = renderRoute(url);

      expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it('counts an expired session that cannot be refreshed as none, and clears it', async () => {
    signIn({ secondsLeft: -60 });
    stubFetch(() => json(401, { message: 'Sesi habis', code: 'TOKEN_EXPIRED' }));

    const router = renderRoute(paths.dashboard());

    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(getSession()).toBeNull();
  });

  it('lets an expired session in once the refresh succeeds', async () => {
    signIn({ secondsLeft: -60 });
    const fetchMock = stubFetch((url) =>
      url === '/api/auth/refresh'
        ? json(200, authAnswer('access-2', 'Sesi diperbarui'))
        : dashboardAnswer(url),
    );

    renderRoute(paths.dashboard());

    expect(await screen.findByRole('heading', { level: 1, name: 'Akun Anda' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/refresh', expect.anything());
    expect(getSession()?.accessToken).toBe('access-2');
  });

  it('sends a customer from /admin to their dashboard', async () => {
    signIn({ role: 'customer' });
    const router = renderRoute(paths.admin());

    expect(await screen.findByRole('heading', { level: 1, name: 'Akun Anda' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows Token expired and goes to /login when a request finds the session expired', async () => {
    signIn();
    const router = renderRoute(paths.orders());
    await screen.findByRole('heading', { level: 1, name: 'Pesanan Saya' });
    signIn({ secondsLeft: -1, refreshToken: '' });

    await act(async () => {
      await call('listOrders').catch(() => undefined);
    });

    expect(await screen.findByText('Token expired')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession()).toBeNull();
  });
});

describe('signed-in chrome', () => {
  it('shows the truncated user name and a Dashboard button instead of DAFTAR and LOGIN', async () => {
    signIn({ name: 'Bartholomew Kusuma' });
    renderRoute(paths.home());

    const nav = await screen.findByRole('navigation', { name: 'Navigasi utama' });
    expect(within(nav).getByRole('link', { name: 'Bartholome...' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).getByRole('button', { name: 'Ganti ke mode gelap' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'LOGIN' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'DAFTAR' })).not.toBeInTheDocument();
  });

  it('shows the dashboard menu, the user name, KELUAR and the WhatsApp chat link', async () => {
    signIn();
    stubFetch(dashboardAnswer);
    renderRoute(paths.dashboard());

    const menu = await screen.findByRole('navigation', { name: 'Menu dashboard' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Pesanan Saya', 'Reimbursement', 'Pembelian', 'Pengaturan Akun']);
    expect(screen.getByText('Budi Santoso')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'KELUAR' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Chat WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringContaining('https://wa.me/'),
    );
  });

  it('opens the mobile drawer with the same links', async () => {
    signIn();
    renderRoute(paths.dashboard());

    fireEvent.click(await screen.findByRole('button', { name: 'Buka menu' }));

    const drawer = screen.getByRole('dialog', { name: 'Menu dashboard' });
    expect(within(drawer).getByRole('link', { name: 'Pengaturan Akun' })).toHaveAttribute(
      'href',
      '/dashboard/pengaturan',
    );
    expect(within(drawer).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Tutup menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu dashboard' })).not.toBeInTheDocument();
  });

  it('asks before logging out, and Kembali keeps the user in', async () => {
    signIn();
    renderRoute(paths.dashboard());

    fireEvent.click(await screen.findByRole('button', { name: 'KELUAR' }));
    const dialog = screen.getByRole('dialog', { name: 'Yakin Ingin Keluar' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kembali' }));

    expect(screen.queryByRole('dialog', { name: 'Yakin Ingin Keluar' })).not.toBeInTheDocument();
    expect(getSession()).not.toBeNull();
  });

  it('logs out on the server with the bearer token, then clears the session and goes to /login', async () => {
    signIn();
    const fetchMock = stubFetch((url) =>
      url === '/api/auth/logout'
        ? json(200, { data: null, message: 'Logout berhasil' })
        : dashboardAnswer(url),
    );
    const router = renderRoute(paths.dashboard());

    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Yakin Ingin Keluar' })).getByRole('button', {
        name: 'Keluar',
      }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession()).toBeNull();
    // The bell asks for notifications too: find the logout call among them.
    const [url, init] = fetchMock.mock.calls.find(([called]) => called === '/api/auth/logout')!;
    expect(url).toBe('/api/auth/logout');
    expect(init?.method).toBe('GET');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer access-1');
  });

  it('signs out locally even when the server logout fails, with its message', async () => {
    signIn();
    stubFetch(() => json(500, { message: 'Server sedang sibuk', code: 'INTERNAL' }));
    const router = renderRoute(paths.dashboard());

    fireEvent.click(await screen.findByRole('button', { name: 'KELUAR' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keluar' }));

    expect(await screen.findByText('Server sedang sibuk')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession()).toBeNull();
  });

  it('falls back to Logout gagal when the server cannot be reached', async () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderRoute(paths.dashboard());

    fireEvent.click(await screen.findByRole('button', { name: 'KELUAR' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keluar' }));

    expect(await screen.findByText('Logout gagal')).toBeInTheDocument();
    expect(getSession()).toBeNull();
  });

  it('leaves the dashboard when another tab signs out', async () => {
    signIn();
    const router = renderRoute(paths.dashboard());
    await screen.findByRole('heading', { level: 1, name: 'Akun Anda' });

    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
