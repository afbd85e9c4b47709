import type { AdminUser } from '@premium-shop/domain/admin-people-schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  renderRoutes,
  sentBody,
  signInForTest,
  stubFetch,
} from '../../../test-utils/render-routes';
import { AdminUsersPage } from './users-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function user(overrides: Partial<AdminUser>): AdminUser {
  return {
    _id: 'u-x',
    name: 'Pengguna',
    email: 'pengguna@gmail.com',
    phone: '+6281200000001',
    isPhoneVerified: true,
    role: 'customer',
    isActive: true,
    createdAt: '2026-01-02T03:00:00.000Z',
    ordersCount: 0,
    ...overrides,
  };
}

const me = user({ _id: 'u1', name: 'Budi Santoso', email: 'budi@gmail.com', role: 'admin' });
const siti = user({ _id: 'u2', name: 'Siti', email: 'siti@gmail.com', ordersCount: 4 });
const rudi = user({
  _id: 'u3',
  name: 'Rudi',
  email: 'rudi@gmail.com',
  role: 'admin',
  isActive: false,
  isPhoneVerified: false,
});

/** A server holding `people`, answering the list (filtered like the API) and PATCH. */
function stubServer(people: AdminUser[]) {
  return stubFetch((url, init) => {
    const parsed = new URL(url, 'http://shop.test');
    if (init?.method === 'PATCH') {
      const id = parsed.pathname.split('/').pop()!;
      const index = people.findIndex((entry) => entry._id === id);
      people[index] = { ...people[index]!, ...(sentBody(init) as Partial<AdminUser>) };
      return jsonResponse(200, { data: people[index], message: 'Data pengguna berhasil diperbarui' });
    }
    const search = parsed.searchParams.get('search')?.toLowerCase() ?? '';
    const role = parsed.searchParams.get('role');
    const found = people.filter(
      (entry) => (!role || entry.role === role) && (entry.name + entry.email).toLowerCase().includes(search),
    );
    return jsonResponse(200, {
      data: found,
      pagination: { page: 1, limit: 20, total: found.length, totalPages: 1 },
    });
  });
}

function renderPage() {
  signInForTest();
  return renderRoutes([{ path: '/admin/pengguna', element: <AdminUsersPage /> }], '/admin/pengguna');
}

describe('admin users page', () => {
  it('lists users with role, state and orders; the own row has no actions', async () => {
    stubServer([me, siti, rudi]);
    renderPage();

    const sitiRow = await screen.findByRole('row', { name: 'siti@gmail.com' });
    expect(within(sitiRow).getByText('Pelanggan')).toBeInTheDocument();
    // The count is of paid orders, and the column says so.
    expect(screen.getByRole('columnheader', { name: 'Pesanan Dibayar' })).toBeInTheDocument();
    expect(within(sitiRow).getByText('4')).toBeInTheDocument();
    // On a phone the row is a card and the count keeps its column's heading as its label.
    expect(within(sitiRow).getByRole('cell', { name: '4' })).toHaveAttribute('data-label', 'Pesanan Dibayar');
    expect(within(sitiRow).getByRole('button', { name: 'Jadikan Admin' })).toBeInTheDocument();
    expect(within(sitiRow).getByRole('button', { name: 'Nonaktifkan' })).toBeInTheDocument();

    // Whether the number was proved by a WhatsApp code, under it.
    expect(within(sitiRow).getByText('Terverifikasi')).toBeInTheDocument();

    const rudiRow = screen.getByRole('row', { name: 'rudi@gmail.com' });
    expect(within(rudiRow).getByText('Nonaktif')).toBeInTheDocument();
    expect(within(rudiRow).getByText('Belum diverifikasi')).toBeInTheDocument();
    expect(within(rudiRow).getByRole('button', { name: 'Jadikan Pelanggan' })).toBeInTheDocument();
    expect(within(rudiRow).getByRole('button', { name: 'Aktifkan' })).toBeInTheDocument();

    const ownRow = screen.getByRole('row', { name: 'budi@gmail.com' });
    expect(within(ownRow).queryByRole('button')).not.toBeInTheDocument();
    expect(within(ownRow).getByText('Akun Anda')).toBeInTheDocument();
  });

  it('asks before making a customer admin, and Batal sends nothing', async () => {
    const fetchMock = stubServer([me, { ...siti }]);
    renderPage();

    const row = await screen.findByRole('row', { name: 'siti@gmail.com' });
    fireEvent.click(within(row).getByRole('button', { name: 'Jadikan Admin' }));
    let dialog = screen.getByRole('dialog', { name: 'Jadikan Admin?' });
    expect(dialog).toHaveTextContent('Siti (siti@gmail.com) akan dapat membuka konsol admin');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    fireEvent.click(within(row).getByRole('button', { name: 'Jadikan Admin' }));
    dialog = screen.getByRole('dialog', { name: 'Jadikan Admin?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Jadikan Admin' }));

    expect(await screen.findByText('Siti sekarang admin.')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(patch[0]).toBe('/api/admin/users/u2');
    expect(sentBody(patch[1])).toEqual({ role: 'admin' });
    await waitFor(() =>
      expect(
        within(screen.getByRole('row', { name: 'siti@gmail.com' })).getByRole('button', {
          name: 'Jadikan Pelanggan',
        }),
      ).toBeInTheDocument(),
    );
  });

  it('deactivates after a warning that the user is signed out everywhere', async () => {
    const fetchMock = stubServer([me, { ...siti }]);
    renderPage();

    const row = await screen.findByRole('row', { name: 'siti@gmail.com' });
    fireEvent.click(within(row).getByRole('button', { name: 'Nonaktifkan' }));
    const dialog = screen.getByRole('dialog', { name: 'Nonaktifkan Pengguna?' });
    expect(dialog).toHaveTextContent('akan langsung keluar dari semua perangkat');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));

    expect(await screen.findByText('Siti dinonaktifkan.')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(sentBody(patch[1])).toEqual({ isActive: false });
    await waitFor(() =>
      expect(
        within(screen.getByRole('row', { name: 'siti@gmail.com' })).getByText('Nonaktif'),
      ).toBeInTheDocument(),
    );
  });

  it("shows the server's refusal", async () => {
    stubFetch((_url, init) =>
      init?.method === 'PATCH'
        ? jsonResponse(409, {
            message: 'Anda tidak dapat mengubah peran akun Anda sendiri',
            code: 'CONFLICT',
          })
        : jsonResponse(200, { data: [siti], pagination: { page: 1, limit: 20, total: 1, totalPages: 1 } }),
    );
    renderPage();

    const row = await screen.findByRole('row', { name: 'siti@gmail.com' });
    fireEvent.click(within(row).getByRole('button', { name: 'Jadikan Admin' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Jadikan Admin' }));
    expect(await screen.findByText('Anda tidak dapat mengubah peran akun Anda sendiri')).toBeInTheDocument();
  });

  it('searches and filters by role through the API', async () => {
    const fetchMock = stubServer([me, siti, rudi]);
    renderPage();
    await screen.findByRole('row', { name: 'siti@gmail.com' });

    fireEvent.change(screen.getByLabelText('Peran'), { target: { value: 'admin' } });
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: 'siti@gmail.com' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('row', { name: 'rudi@gmail.com' })).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Cari nama, email atau nomor HP'), { target: { value: 'rudi' } });
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: 'budi@gmail.com' })).not.toBeInTheDocument(),
    );
    const last = fetchMock.mock.calls.at(-1)![0];
    expect(last).toContain('search=rudi');
    expect(last).toContain('role=admin');
  });
});
