import type { ProviderRenewal } from '@premium-shop/domain/admin-stock-schema';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, signInForTest, stubFetch } from '../../../../test-utils/render-routes';
import { billingFixture } from '../../../../test-utils/stock-fixtures';
import { RenewalsTab } from './renewals-tab';

const overdue: ProviderRenewal = {
  _id: '1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b',
  name: 'Spotify Family Grup B',
  product: { _id: 'p1', name: 'Spotify Family', type: 'Sharing Account', method: 'Ready' },
  package: null,
  email: 'spotify.b@premiumshop.id',
  domain: null,
  state: 'full',
  slot: 6,
  seatsTaken: 2,
  freeSeats: 0,
  providerExpiresAt: '2026-11-27T17:00:00.000Z',
  host: null,
  hasSecret: true,
  isLowStock: false,
  profiles: null,
  billing: billingFixture({ cost: 86_000, renewalState: 'overdue' }),
  createdAt: '2026-10-01T00:00:00.000Z',
  members: [
    {
      _id: 's1',
      user: { _id: 'u1', name: 'Budi Santoso', email: 'budi@gmail.com' },
      status: 'Aktif',
      expireAt: '2026-12-20T00:00:00.000Z',
    },
    {
      _id: 's2',
      user: { _id: 'u2', name: 'Sari Dewi', email: 'sari@gmail.com' },
      status: 'Tenggang',
      expireAt: '2026-11-28T00:00:00.000Z',
    },
  ],
};

beforeEach(() => signInForTest());
afterEach(() => vi.unstubAllGlobals());

describe('Jatuh Tempo', () => {
  it('lists the accounts due with their members, asks the server for one kind, and opens the renewal', async () => {
    const urls: string[] = [];
    stubFetch((url) => {
      urls.push(url);
      if (url.startsWith('/api/admin/provider-renewals')) {
        return jsonResponse(200, { data: { reminderDays: 3, items: [overdue] } });
      }
      return jsonResponse(404, { message: 'x', code: 'ROUTE_NOT_FOUND' });
    });
    renderRoutes([{ path: '/admin/stok', element: <RenewalsTab /> }], '/admin/stok');

    const table = await screen.findByRole('table', { name: 'Akun jatuh tempo' });
    const row = (await within(table).findByText('Spotify Family Grup B')).closest('tr')!;
    expect(within(row).getByText('Lewat jatuh tempo')).toBeInTheDocument();
    expect(within(row).getByText('Rp 86.000 / 1 bln')).toBeInTheDocument();
    expect(within(row).getByText('Budi Santoso')).toBeInTheDocument();
    expect(within(row).getByText('Tenggang')).toBeInTheDocument();
    expect(screen.getByText(/jatuh tempo dalam 3 hari atau sudah lewat/)).toBeInTheDocument();

    fireEvent.click(within(row).getByRole('button', { name: 'Catat perpanjangan Spotify Family Grup B' }));
    const dialog = screen.getByRole('dialog', { name: 'Catat Perpanjangan Spotify Family Grup B' });
    expect(within(dialog).getByLabelText('Jumlah dibayar (Rp)')).toHaveValue(86_000);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    fireEvent.change(screen.getByLabelText('Tampilkan'), { target: { value: 'overdue' } });
    await vi.waitFor(() => expect(urls).toContain('/api/admin/provider-renewals?state=overdue'));
  });
});
