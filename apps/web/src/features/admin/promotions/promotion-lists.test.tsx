import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, signInForTest, stubFetch } from '../../../test-utils/render-routes';
import { PromoPanel } from './promo-panel';
import { VoucherPanel } from './voucher-panel';

afterEach(() => {
  vi.unstubAllGlobals();
});

const NETFLIX = { _id: '11111111-1111-4111-8111-111111111111', name: 'Netflix Premium' };
const SPOTIFY = { _id: '22222222-2222-4222-8222-222222222222', name: 'Spotify Family' };

function voucher(code: string, used: number, product: typeof NETFLIX | null) {
  return {
    _id: `v-${code}`,
    code,
    type: 'flat',
    value: 5000,
    product,
    usageLimit: null,
    perCustomerLimit: null,
    used,
    validFrom: null,
    validUntil: null,
    isActive: true,
    createdAt: '2026-11-01T00:00:00.000Z',
  };
}

function promo(product: typeof NETFLIX, duration: number, used: number) {
  return {
    _id: `p-${product.name}-${duration}`,
    product,
    duration,
    value: '10%',
    used,
    slot: null,
    perCustomerLimit: null,
    isActive: true,
    startsAt: null,
    endsAt: null,
    createdAt: '2026-11-01T00:00:00.000Z',
  };
}

function stubLists(vouchers: () => Response, promos: () => Response = () => jsonResponse(200, { data: [] })) {
  return stubFetch((url) => {
    if (url === '/api/admin/promo-products') return jsonResponse(200, { data: [] });
    if (url === '/api/admin/vouchers') return vouchers();
    if (url === '/api/admin/product-discounts') return promos();
    return jsonResponse(404, { message: 'tidak ada', code: 'NOT_FOUND' });
  });
}

function render(element: React.ReactElement) {
  signInForTest();
  renderRoutes([{ path: '/admin/katalog', element }], '/admin/katalog');
}

const firstCells = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('voucher and promo lists', () => {
  it('sort the vouchers, all loaded, by code and by uses', async () => {
    stubLists(() =>
      jsonResponse(200, {
        data: [voucher('MURAH', 7, NETFLIX), voucher('AKHIRTAHUN', 0, null), voucher('HEMAT', 12, SPOTIFY)],
      }),
    );
    render(<VoucherPanel />);

    await screen.findByRole('rowheader', { name: 'MURAH' });
    expect(screen.getByRole('table', { name: 'Daftar voucher' })).toBeInTheDocument();
    expect(firstCells()).toEqual(['MURAH', 'AKHIRTAHUN', 'HEMAT']);

    fireEvent.click(screen.getByRole('button', { name: 'Kode' }));
    expect(firstCells()).toEqual(['AKHIRTAHUN', 'HEMAT', 'MURAH']);
    expect(screen.getByRole('columnheader', { name: 'Kode' })).toHaveAttribute('aria-sort', 'ascending');

    fireEvent.click(screen.getByRole('button', { name: 'Dipakai' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dipakai' }));
    expect(firstCells()).toEqual(['HEMAT', 'MURAH', 'AKHIRTAHUN']);
    expect(screen.getByRole('columnheader', { name: 'Dipakai' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Kode' })).toHaveAttribute('aria-sort', 'none');
    // Value and validity have no order of their own.
    expect(within(screen.getByRole('columnheader', { name: 'Nilai' })).queryByRole('button')).toBeNull();
  });

  it('sort the promos by product and by duration', async () => {
    stubLists(
      () => jsonResponse(200, { data: [] }),
      () =>
        jsonResponse(200, {
          data: [promo(SPOTIFY, 30, 1), promo(NETFLIX, 360, 4), promo(NETFLIX, 30, 2)],
        }),
    );
    render(<PromoPanel />);

    await screen.findByRole('table', { name: 'Daftar promo' });
    await screen.findAllByRole('rowheader', { name: 'Netflix Premium' });
    fireEvent.click(screen.getByRole('button', { name: 'Durasi' }));
    const durations = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(durations()).toEqual(['1 Bulan', '1 Bulan', '1 Tahun']);
    fireEvent.click(screen.getByRole('button', { name: 'Produk' }));
    expect(firstCells()).toEqual(['Netflix Premium', 'Netflix Premium', 'Spotify Family']);
  });

  it('say inside the table that there is nothing yet, or that loading failed with a retry', async () => {
    let answer = jsonResponse(500, { message: 'Server sibuk', code: 'INTERNAL' });
    stubLists(() => answer.clone());
    render(<VoucherPanel />);

    const alert = await screen.findByRole('alert');
    expect(alert.closest('td')).toHaveAttribute('colspan', '7');
    expect(alert).toHaveTextContent('Server sibuk');

    answer = jsonResponse(200, { data: [] });
    fireEvent.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    const empty = await screen.findByText('Belum ada voucher.');
    expect(empty.closest('td')).toHaveAttribute('colspan', '7');
  });
});
