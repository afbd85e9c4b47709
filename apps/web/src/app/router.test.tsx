import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { appRoutes } from './router';

/** Renders the real route table at `url`, as the browser would after typing it in. */
function renderRoute(url: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
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
    [paths.allProduct({ type: 'all' }), 'Produk Kami'],
    [paths.allProduct({ type: 'digital' }), 'Produk Digital'],
    [paths.product('p1'), 'Detail Produk'],
    [paths.payment(), 'Pembayaran'],
    [paths.paymentConfirmation('preorder'), 'Konfirmasi Pembelian PREORDER'],
    [paths.dashboard(), 'Akun Anda'],
    [paths.orders(), 'Pesanan Saya'],
    [paths.orderDetail('INV-1'), 'Detail Pesanan'],
    [paths.reimbursement(), 'Reimburse'],
    [paths.dashboardCatalogue(), 'Pembelian'],
    [paths.dashboardProduct('p1'), 'Detail Produk'],
    [paths.dashboardPayment(), 'Pembayaran'],
    [paths.dashboardPayment('acc-1'), 'Perpanjang'],
    [paths.dashboardPaymentConfirmation('host'), 'Konfirmasi Pembelian HOST'],
    [paths.notifications(), 'Notifikasi'],
    [paths.settings(), 'Pengaturan Akun'],
    [paths.admin(), 'Panel Admin'],
  ])('routes %s to the page titled %s', async (url, title) => {
    renderRoute(url);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Halaman ini sedang disiapkan.')).toBeInTheDocument();
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
