import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  landingRoute,
  renderRoutes,
  signInForTest,
  stubFetch,
} from '../../../test-utils/render-routes';
import { adminOrderFixture } from './admin-order-fixtures';
import { AdminOrdersPage } from './orders-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('admin orders list', () => {
  it('searches and filters through the address, and links each invoice to its detail', async () => {
    signInForTest();
    const fetchMock = stubFetch((url) => {
      const { pathname } = new URL(url, 'http://shop.test');
      if (pathname === '/api/admin/orders') {
        return jsonResponse(200, {
          data: [adminOrderFixture()],
          pagination: { page: 1, limit: 20, total: 41, totalPages: 3 },
        });
      }
      return jsonResponse(404, { message: 'Tidak ditemukan', code: 'NOT_FOUND' });
    });
    const { router } = renderRoutes(
      [{ path: '/admin/pesanan', element: <AdminOrdersPage /> }, landingRoute('/admin/pesanan/:idOrInvoice')],
      '/admin/pesanan?status=Process',
    );

    const row = (await screen.findByRole('link', { name: 'INV-20261123-ADM001' })).closest('tr')!;
    expect(within(row).getByText('Budi Santoso')).toBeInTheDocument();
    expect(within(row).getByText('budi@gmail.com')).toBeInTheDocument();
    expect(within(row).getByText('Microsoft 365 + OneDrive 1 TB')).toBeInTheDocument();
    expect(within(row).getByText('Rp 28.439')).toBeInTheDocument();
    expect(within(row).getByText('Sedang Proses')).toHaveAttribute('data-colour', 'yellow');
    expect(screen.getByLabelText('Status')).toHaveValue('Process');
    expect(fetchMock).toHaveBeenLastCalledWith('/api/admin/orders?status=Process&page=1', expect.anything());

    fireEvent.change(screen.getByLabelText('Cari invoice, e-mail atau produk'), {
      target: { value: ' budi ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
    expect(router.state.location.search).toBe('?status=Process&search=budi');
    fireEvent.click(screen.getByRole('button', { name: 'Berikutnya' }));
    expect(router.state.location.search).toBe('?status=Process&search=budi&page=2');
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenLastCalledWith(
        '/api/admin/orders?status=Process&search=budi&page=2',
        expect.anything(),
      ),
    );

    fireEvent.click(screen.getByRole('link', { name: 'INV-20261123-ADM001' }));
    expect(await screen.findByText('Halaman /admin/pesanan/:idOrInvoice')).toBeInTheDocument();
  });

  it("marks a late payment 'Dibayar terlambat' with its reason, and filters late payments", async () => {
    signInForTest();
    const late = adminOrderFixture({
      _id: 'o2',
      invoice: 'INV-20261123-LATE01',
      paidAfter: 'Canceled',
      statusReason: 'Dibayar setelah pesanan dibatalkan; Stok akun habis, menunggu admin',
    });
    const fetchMock = stubFetch((url) => {
      const { pathname } = new URL(url, 'http://shop.test');
      if (pathname === '/api/admin/orders') {
        return jsonResponse(200, {
          data: [late, adminOrderFixture()],
          pagination: { page: 1, limit: 20, total: 2, totalPages: 1 },
        });
      }
      return jsonResponse(404, { message: 'Tidak ditemukan', code: 'NOT_FOUND' });
    });
    const { router } = renderRoutes(
      [{ path: '/admin/pesanan', element: <AdminOrdersPage /> }],
      '/admin/pesanan',
    );

    const lateRow = (await screen.findByRole('link', { name: 'INV-20261123-LATE01' })).closest('tr')!;
    expect(within(lateRow).getByText('Dibayar terlambat')).toHaveAttribute('data-colour', 'red');
    expect(
      within(lateRow).getByText('Dibayar setelah pesanan dibatalkan; Stok akun habis, menunggu admin'),
    ).toBeInTheDocument();
    const onTimeRow = screen.getByRole('link', { name: 'INV-20261123-ADM001' }).closest('tr')!;
    expect(within(onTimeRow).queryByText('Dibayar terlambat')).toBeNull();
    expect(within(onTimeRow).queryByText('Produk manual, menunggu admin')).toBeNull();

    fireEvent.change(screen.getByLabelText('Pembayaran'), { target: { value: 'true' } });
    expect(router.state.location.search).toBe('?latePayment=true');
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenLastCalledWith(
        '/api/admin/orders?latePayment=true&page=1',
        expect.anything(),
      ),
    );
  });
});
