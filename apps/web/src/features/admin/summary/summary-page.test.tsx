import type { AdminSummary } from '@premium-shop/domain/admin-stock-schema';
import { ORDER_STATUSES } from '@premium-shop/domain/order-status';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, signInForTest, stubFetch } from '../../../test-utils/render-routes';
import { AdminSummaryPage } from './summary-page';

// The ledger section has tests of its own (ledger/ledger-section.test.tsx).
vi.mock('./ledger/ledger-section', () => ({ LedgerSection: () => <section aria-label="Pembukuan" /> }));

function days(): AdminSummary['revenueByDay'] {
  return Array.from({ length: 30 }, (_, index) => {
    const date = new Date(Date.UTC(2026, 9, 25 + index)).toISOString().slice(0, 10);
    return { date, total: index === 29 ? 150_000 : index === 28 ? 50_000 : 0, orders: index >= 28 ? 2 : 0 };
  });
}

const summary: AdminSummary = {
  revenueByDay: days(),
  revenueTotal: 200_000,
  ordersByStatus: ORDER_STATUSES.map((status) => ({
    status,
    count: status === 'Paid' ? 12 : status === 'Process' ? 3 : 0,
  })),
  freeSeats: [
    { productId: 'p2', name: 'ChatGPT Plus', freeSeats: 1, items: 1, isLowStock: true },
    { productId: 'p1', name: 'Netflix Premium', freeSeats: 4, items: 2, isLowStock: false },
  ],
  fillingGroups: [
    { _id: 'g1', name: 'Disney+ Grup A', productName: 'Disney+ Hotstar', willUser: 3, slot: 5 },
  ],
  complaintsOpen: 2,
  reimbursementsPending: 1,
};

beforeEach(() => signInForTest());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('AdminSummaryPage', () => {
  it('shows the numbers as cards, the revenue chart, orders by status, low stock and filling groups', async () => {
    stubFetch((url) =>
      url === '/api/admin/summary'
        ? jsonResponse(200, { data: summary })
        : jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'x' }),
    );
    renderRoutes([{ path: '/admin', element: <AdminSummaryPage /> }], '/admin');

    const revenue = await screen.findByText('Pendapatan 30 hari');
    expect(revenue.nextElementSibling).toHaveTextContent('Rp 200.000');
    const card = (label: string) => screen.getByText(label).nextElementSibling;
    expect(card('Pesanan perlu diproses')).toHaveTextContent('3');
    expect(within(card('Pesanan perlu diproses') as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/pesanan?status=Process',
    );
    expect(card('Pengaduan terbuka')).toHaveTextContent('2');
    expect(card('Reimburse menunggu')).toHaveTextContent('1');
    expect(card('Grup terisi')).toHaveTextContent('1');

    const chart = screen.getByRole('group', { name: 'Pendapatan 30 hari terakhir' });
    expect(within(chart).getAllByRole('img')).toHaveLength(30);
    expect(within(chart).getByRole('img', { name: '23 Nov: Rp 150.000, 2 pesanan' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Pendapatan per hari' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);

    const statuses = screen.getByRole('region', { name: 'Pesanan per status' });
    expect(within(statuses).getByRole('link', { name: 'Paid' })).toHaveAttribute(
      'href',
      '/admin/pesanan?status=Paid',
    );
    expect(within(statuses).getByText('12')).toBeInTheDocument();

    const lowStock = screen.getByRole('region', { name: 'Stok menipis' });
    expect(within(lowStock).getByText('1 kursi kosong')).toBeInTheDocument();
    expect(within(lowStock).queryByText('4 kursi kosong')).not.toBeInTheDocument();

    expect(await screen.findByRole('region', { name: 'Pembukuan' })).toBeInTheDocument();

    const groups = screen.getByRole('region', { name: 'Grup preorder terisi' });
    expect(within(groups).getByRole('progressbar', { name: 'Anggota Disney+ Grup A' })).toHaveAttribute(
      'aria-valuenow',
      '3',
    );
  });

  it('shows the server’s message when the summary cannot be loaded', async () => {
    stubFetch(() =>
      jsonResponse(503, { code: 'SERVICE_UNAVAILABLE', message: 'Layanan sedang tidak tersedia' }),
    );
    renderRoutes([{ path: '/admin', element: <AdminSummaryPage /> }], '/admin');
    expect(await screen.findByRole('alert')).toHaveTextContent('Layanan sedang tidak tersedia');
  });
});
