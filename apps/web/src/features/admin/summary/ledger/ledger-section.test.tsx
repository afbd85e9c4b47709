import {
  shiftLedgerMonth,
  type Ledger,
  type LedgerAccounts,
  NO_LEDGER_FIGURES,
  type LedgerFigures,
} from '@premium-shop/domain/ledger';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, signInForTest, stubFetch } from '../../../../test-utils/render-routes';
import { LedgerSection } from './ledger-section';

const figures = (fields: Partial<LedgerFigures>): LedgerFigures => ({ ...NO_LEDGER_FIGURES, ...fields });

function ledgerOf(month: string): Ledger {
  const netflix = figures({
    orders: 2,
    goods: 98_000,
    feesPassedOn: 2_000,
    revenue: 100_000,
    gatewayFees: 2_100,
    providerCosts: 120_000,
    margin: -22_100,
  });
  const spotify = figures({
    orders: 1,
    goods: 30_000,
    revenue: 30_000,
    reimbursements: 10_000,
    margin: 20_000,
  });
  return {
    month,
    timeZone: 'Asia/Jakarta',
    totals: figures({
      orders: 3,
      goods: 128_000,
      feesPassedOn: 2_000,
      revenue: 130_000,
      gatewayFees: 2_100,
      unreportedFees: 1,
      reimbursements: 10_000,
      providerCosts: 120_000,
      margin: -2_100,
    }),
    products: [
      { productId: 'p1', name: 'Netflix Premium', ...netflix },
      { productId: 'p2', name: 'Spotify Family', ...spotify },
    ],
    history: Array.from({ length: 12 }, (_, index) => {
      const key = shiftLedgerMonth(month, index - 11);
      return index === 11
        ? { month: key, revenue: 130_000, costs: 132_100, margin: -2_100 }
        : { month: key, revenue: 50_000, costs: 20_000, margin: 30_000 };
    }),
  };
}

const accounts = (month: string): LedgerAccounts => ({
  month,
  accounts: [
    {
      productItemId: 'i1',
      name: 'Netflix 1',
      productId: 'p1',
      productName: 'Netflix Premium',
      state: 'active',
      slot: 5,
      seatsTaken: 4,
      seatsSold: 2,
      renewals: 1,
      revenue: 100_000,
      cycleCost: 360_000,
      cycleMonths: 3,
      monthlyCost: 120_000,
      costPaid: 360_000,
      margin: -20_000,
    },
  ],
});

beforeEach(() => signInForTest());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function stubLedger() {
  return stubFetch((url) => {
    const { pathname, searchParams } = new URL(url, 'http://shop.test');
    const month = searchParams.get('month') ?? '';
    if (pathname === '/api/admin/ledger') return jsonResponse(200, { data: ledgerOf(month) });
    if (pathname === '/api/admin/ledger/accounts') return jsonResponse(200, { data: accounts(month) });
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'x' });
  });
}

describe('LedgerSection', () => {
  it('shows the month’s figures, the 12 months’ chart with its numbers, products and accounts', async () => {
    stubLedger();
    renderRoutes([{ path: '/admin', element: <LedgerSection /> }], '/admin?bulan=2026-10');

    const section = await screen.findByRole('region', { name: 'Pembukuan Oktober 2026' });
    const totals = await within(section).findByLabelText('Ringkasan pembukuan Oktober 2026');
    expect(within(totals).getByText('Margin').nextElementSibling).toHaveTextContent('-Rp 2.100');
    expect(within(totals).getByText('Pendapatan').nextElementSibling).toHaveTextContent('Rp 130.000');
    expect(section).toHaveTextContent('Biaya gateway 1 pesanan belum dilaporkan Tripay');

    const chart = within(section).getByRole('group', { name: 'Pendapatan, biaya dan margin 12 bulan' });
    expect(within(chart).getAllByRole('img')).toHaveLength(12);
    expect(
      within(chart).getByRole('img', {
        name: 'Oktober 2026: pendapatan Rp 130.000, biaya Rp 132.100, margin -Rp 2.100',
      }),
    ).toBeInTheDocument();
    const history = within(section).getByRole('table', { name: 'Pendapatan, biaya dan margin per bulan' });
    expect(within(history).getAllByRole('row')).toHaveLength(13);

    const products = within(section).getByRole('table', { name: 'Pembukuan per produk, Oktober 2026' });
    const netflix = within(products).getByRole('row', { name: /Netflix Premium/ });
    expect(netflix).toHaveTextContent('Rp 100.000');
    expect(netflix).toHaveTextContent('-Rp 22.100');
    expect(within(products).getByRole('row', { name: /Total/ })).toHaveTextContent('Rp 130.000');

    const perAccount = within(section).getByRole('table', {
      name: 'Kursi terjual per akun provider, Oktober 2026',
    });
    const account = await within(perAccount).findByRole('row', { name: /Netflix 1/ });
    expect(account).toHaveTextContent('2 kursi · 1 perpanjangan');
    expect(account).toHaveTextContent('Rp 120.000 (Rp 360.000 / 3 bln)');
    expect(account).toHaveTextContent('-Rp 20.000');
    expect(within(section).getAllByRole('button', { name: /Ekspor CSV/ })).toHaveLength(2);
    // The first render loads the tables and the chart: slow on a busy machine.
  }, 15_000);

  it('asks for the month picked, and the one before with the arrow', async () => {
    const fetchMock = stubLedger();
    renderRoutes([{ path: '/admin', element: <LedgerSection /> }], '/admin?bulan=2026-10');
    await screen.findByRole('region', { name: 'Pembukuan Oktober 2026' });

    fireEvent.change(screen.getByLabelText('Bulan'), { target: { value: '2026-03' } });
    await screen.findByRole('region', { name: 'Pembukuan Maret 2026' });
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/admin/ledger?month=2026-03', expect.anything()),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Bulan sebelumnya' }));
    await screen.findByRole('region', { name: 'Pembukuan Februari 2026' });
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/admin/ledger/accounts?month=2026-02', expect.anything()),
    );
  });

  it('shows the server’s message when the ledger cannot be loaded', async () => {
    stubFetch(() => jsonResponse(400, { code: 'VALIDATION_FAILED', message: 'Bulan tidak valid.' }));
    renderRoutes([{ path: '/admin', element: <LedgerSection /> }], '/admin?bulan=2026-10');
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('Bulan tidak valid.');
  });
});
