import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, matchRoutes, RouterProvider } from '../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routePageName } from '../lib/page-title';
import { saveSession } from '../lib/session';
import { productFixture } from '../test-utils/catalogue-fixtures';
import { authAnswer, jsonResponse, renderRoutes, stubFetch, testUser } from '../test-utils/render-routes';
import { shopInfoFixture } from '../test-utils/shop-info-fixture';
import { AdminLayout } from './layouts/admin-layout';
import { MAIN_CONTENT_ID } from './navigation-focus';
import { paths } from './paths';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { appRoutes } from './router';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderRoute(url: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

function signIn(role: 'customer' | 'admin' = 'customer') {
  const answer = authAnswer();
  saveSession({ ...answer.data, user: { ...answer.data.user, role } });
}

const EMPTY_PAGE = { page: 1, limit: 10, total: 0, totalPages: 0 };

/**
 * A customer with nothing yet and a verified number: empty (paged) lists, the shop's contacts,
 * product p1 (once it arrives).
 */
function stubShop(productArrives: Promise<void> = Promise.resolve()) {
  stubFetch(async (url) => {
    if (url === '/api/users/me') return jsonResponse(200, { data: testUser });
    if (url === '/api/products/p1') {
      await productArrives;
      return jsonResponse(200, { data: productFixture() });
    }
    if (url.startsWith('/api/payments') || url.startsWith('/api/notifications')) {
      return jsonResponse(200, { data: [], pagination: EMPTY_PAGE });
    }
    if (url === '/api/shop-info') return jsonResponse(200, { data: shopInfoFixture() });
    return jsonResponse(200, { data: [] });
  });
}

/** The tab's text the route table gives a URL, before any page names itself. */
function routeTitle(url: string): string | undefined {
  const parsed = new URL(url, 'http://localhost');
  const matches = matchRoutes(appRoutes, parsed.pathname) ?? [];
  return routePageName(
    matches.map((match) => ({ params: match.params, handle: match.route.handle })),
    parsed.searchParams,
  );
}

describe('page titles', () => {
  it.each([
    ['/', undefined],
    ['/login', 'Login'],
    ['/login?to=/register', 'Daftar'],
    ['/lupa-password', 'Lupa Password'],
    ['/auth/forgot-password/abc', 'Reset Password'],
    ['/allProduct?type=all', 'Produk Kami'],
    ['/allProduct?type=digital', 'Produk Digital'],
    ['/payment-confirmation/host', 'Konfirmasi Pembelian HOST'],
    ['/sandbox-pay/ref-1', 'Pembayaran Sandbox'],
    ['/dashboard', 'Akun Anda'],
    ['/dashboard/pesanan', 'Pesanan Saya'],
    ['/dashboard/pesanan/detail/INV-1', 'Detail Pesanan'],
    ['/dashboard/reimbursement', 'Reimburse'],
    ['/dashboard/pembelian', 'Pembelian'],
    ['/dashboard/payment', 'Pembayaran'],
    ['/dashboard/payment/acc-1', 'Perpanjang'],
    ['/dashboard/notifikasi', 'Notifikasi'],
    ['/dashboard/pengaturan', 'Pengaturan Akun'],
    ['/admin', 'Ringkasan'],
    ['/admin/katalog', 'Katalog'],
    ['/admin/stok', 'Stok Akun'],
    ['/admin/pesanan', 'Pesanan'],
    ['/admin/pesanan/INV-1', 'Detail Pesanan'],
    ['/admin/pengaduan', 'Pengaduan'],
    ['/admin/reimburse', 'Reimburse'],
    ['/admin/notifikasi', 'Notifikasi'],
    ['/admin/pengguna', 'Pengguna'],
    ['/admin/log', 'Log'],
  ])('names %s after its heading', (url, name) => {
    expect(routeTitle(url)).toBe(name);
  });

  it('titles the home page with the shop name alone', async () => {
    renderRoute(paths.home());

    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe('Premium Shop'));
  });

  it("titles Pesanan Saya as '<page> · Premium Shop'", async () => {
    signIn();
    stubShop();
    renderRoute(paths.orders());

    await screen.findByRole('heading', { level: 1, name: 'Pesanan Saya' });
    await waitFor(() => expect(document.title).toBe('Pesanan Saya · Premium Shop'));
  });

  it("titles a product page with the product's name once it is loaded", async () => {
    stubShop();
    renderRoute('/product/p1');

    const name = productFixture().name;
    await screen.findByRole('heading', { level: 1, name });
    await waitFor(() => expect(document.title).toBe(`${name} · Premium Shop`));
  });

  it('titles an unknown path as the 404 page', async () => {
    stubShop();
    renderRoute('/tidak-ada');

    await screen.findByRole('heading', { level: 1, name: 'Halaman Tidak Ditemukan' });
    await waitFor(() => expect(document.title).toBe('Halaman Tidak Ditemukan · Premium Shop'));
  });
});

describe('focus on navigation', () => {
  it('leaves the focus alone on the first load', async () => {
    signIn();
    stubShop();
    renderRoute(paths.orders());

    await screen.findByRole('heading', { level: 1, name: 'Pesanan Saya' });
    expect(document.body).toHaveFocus();
  });

  it("moves the focus to the new page's h1 after following a link, and the title follows", async () => {
    signIn();
    stubShop();
    const user = userEvent.setup();
    renderRoute(paths.dashboard());
    await screen.findByRole('heading', { level: 1, name: 'Akun Anda' });

    const menu = screen.getByRole('navigation', { name: 'Menu dashboard' });
    await user.click(within(menu).getByRole('link', { name: 'Pesanan Saya' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Pesanan Saya' });
    await waitFor(() => expect(heading).toHaveFocus());
    // Focusable by script only: the heading is no Tab stop.
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(document.title).toBe('Pesanan Saya · Premium Shop');
  });

  it('keeps the focus when only the query changes (a filter or a tab)', async () => {
    signIn();
    stubShop();
    const router = renderRoute(paths.orders());
    await screen.findByRole('heading', { level: 1, name: 'Pesanan Saya' });
    const menu = screen.getByRole('navigation', { name: 'Menu dashboard' });
    const link = within(menu).getByRole('link', { name: 'Reimbursement' });
    link.focus();

    await act(() => router.navigate(`${paths.orders()}?status=paid`));

    expect(link).toHaveFocus();
  });

  it('focuses the main while the heading is still loading, then the heading once drawn', async () => {
    signIn();
    let release = () => {};
    const productArrives = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubShop(productArrives);
    const router = renderRoute(paths.dashboard());
    await screen.findByRole('heading', { level: 1, name: 'Akun Anda' });

    await act(() => router.navigate(paths.dashboardProduct('p1')));

    // The product page shows a skeleton, with no h1, until the product arrives.
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    act(() => release());
    const heading = await screen.findByRole('heading', { level: 1, name: productFixture().name });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});

describe('skip link', () => {
  it("is the public layout's first Tab stop and moves the focus to the main", async () => {
    stubShop();
    const user = userEvent.setup();
    renderRoute(paths.login());
    await screen.findByRole('heading', { level: 1, name: 'Login' });

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Langsung ke konten' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', `#${MAIN_CONTENT_ID}`);

    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', MAIN_CONTENT_ID);
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(main).toHaveFocus();
  });

  it("is the dashboard layout's first Tab stop and moves the focus to the main", async () => {
    signIn();
    stubShop();
    const user = userEvent.setup();
    renderRoute(paths.orders());
    await screen.findByRole('heading', { level: 1, name: 'Pesanan Saya' });

    await user.tab();
    expect(screen.getByRole('link', { name: 'Langsung ke konten' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it("is the admin layout's first Tab stop and moves the focus to the main", async () => {
    signIn('admin');
    stubFetch(() => jsonResponse(404, { message: 'Tidak ada', code: 'NOT_FOUND' }));
    const user = userEvent.setup();
    renderRoutes(
      [
        {
          path: '/admin',
          element: <AdminLayout />,
          children: [{ index: true, element: <h1>Ringkasan</h1> }],
        },
      ],
      '/admin',
    );

    await user.tab();
    expect(screen.getByRole('link', { name: 'Langsung ke konten' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', MAIN_CONTENT_ID);
    expect(main).toHaveFocus();
  });
});
