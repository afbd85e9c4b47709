import type { AdminProductItem, ProductItemDetail } from '@premium-shop/domain/admin-stock-schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productFixture } from '../../../test-utils/catalogue-fixtures';
import {
  jsonResponse,
  renderRoutes,
  sentBody,
  signInForTest,
  stubFetch,
} from '../../../test-utils/render-routes';
import { adminOrderFixture } from '../orders/admin-order-fixtures';
import { AdminStockPage } from './stock-page';
import { billingFixture } from '../../../test-utils/stock-fixtures';

const NETFLIX_ID = '0b6d3c9e-1f2a-4c5b-8d7e-9a0b1c2d3e4f';
const SHARING_ID = '1c7e4dae-2a3b-4d6c-9e8f-0a1b2c3d4e5f';
const PRIVATE_ID = '2d8f5ebf-3b4c-4e7d-8f90-1b2c3d4e5f60';

const netflix = productFixture({
  _id: NETFLIX_ID,
  name: 'Netflix Premium',
  variant: [
    { _id: 'v1', package: { _id: SHARING_ID, name: 'Sharing' }, status: 'Available', items: [] },
    { _id: 'v2', package: { _id: PRIVATE_ID, name: 'Private' }, status: 'Available', items: [] },
  ],
});

const item: AdminProductItem = {
  _id: 'item-1',
  name: 'Netflix Grup A',
  product: { _id: NETFLIX_ID, name: 'Netflix Premium', type: 'Sharing Private', method: 'Ready' },
  package: { _id: SHARING_ID, name: 'Sharing' },
  email: 'netflix.grupa@premiumshop.id',
  domain: null,
  state: 'active',
  slot: 5,
  seatsTaken: 4,
  freeSeats: 1,
  profiles: { total: 5, free: 1 },
  providerExpiresAt: '2026-12-05T00:00:00.000Z',
  host: null,
  hasSecret: true,
  isLowStock: true,
  billing: billingFixture(),
  createdAt: '2026-10-01T00:00:00.000Z',
};

const detail: ProductItemDetail = {
  ...item,
  members: [
    {
      _id: 'seat-1',
      user: { _id: 'u2', name: 'Siti Aminah', email: 'siti@gmail.com', phone: '+6281200000002' },
      status: 'Aktif',
      profile: 'Profil 2',
      expireAt: '2026-12-20T00:00:00.000Z',
      createdAt: '2026-11-01T00:00:00.000Z',
    },
  ],
};

/** POST /api/admin/product-items/:id/activate's answer: the group, now active, and its orders, now Paid. */
function activatedGroup(id: string, name: string, orderIds: string[]) {
  return {
    data: {
      item: {
        _id: id,
        productId: 'p9',
        packageId: SHARING_ID,
        name,
        email: null,
        domain: null,
        state: 'full',
        slot: orderIds.length,
        seatsTaken: orderIds.length,
        hostUserId: null,
        providerExpiresAt: null,
      },
      orders: orderIds.map((orderId) =>
        adminOrderFixture({ _id: orderId, status: 'Paid', productItemId: id, statusReason: null }),
      ),
    },
    message: 'Grup preorder berhasil diaktifkan',
  };
}

function renderStock(url: string) {
  return renderRoutes([{ path: '/admin/stok', element: <AdminStockPage /> }], url);
}

beforeEach(() => signInForTest());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('AdminStockPage tabs', () => {
  it('switches Akun, Jatuh Tempo, Impor and Grup Preorder by keyboard and keeps the open one in the address', () => {
    stubFetch(() => jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'x' }));
    const { router } = renderStock('/admin/stok');

    const akun = screen.getByRole('tab', { name: 'Akun' });
    expect(akun).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);

    fireEvent.keyDown(akun, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Jatuh Tempo' })).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=jatuh-tempo');
    expect(screen.getByRole('tabpanel', { name: 'Jatuh Tempo' })).toBeInTheDocument();

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Jatuh Tempo' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Impor' })).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=impor');
    expect(screen.getByRole('tabpanel', { name: 'Impor' })).toBeInTheDocument();

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Impor' }), { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Grup Preorder' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=grup');

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Grup Preorder' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Akun' })).toHaveFocus();
    expect(router.state.location.search).toBe('');
  });
});

describe('AdminStockPage, Impor', () => {
  it('sends the lines for the chosen product and package and lists the refused lines', async () => {
    const fetchMock = stubFetch((url) => {
      if (url.startsWith('/api/products')) return jsonResponse(200, { data: [netflix] });
      if (url === '/api/admin/product-items/import') {
        return jsonResponse(400, {
          code: 'VALIDATION_FAILED',
          message: '2 baris tidak valid, tidak ada akun yang disimpan. Perbaiki lalu impor lagi.',
          errors: {
            'lines.4': 'Baris 4: password wajib diisi',
            'lines.2': 'Baris 2: email tidak valid',
          },
        });
      }
      return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'x' });
    });
    renderStock('/admin/stok?tab=impor');

    expect(screen.getByRole('tab', { name: 'Impor' })).toHaveAttribute('aria-selected', 'true');
    const productSelect = await screen.findByLabelText('Produk');
    await screen.findByRole('option', { name: 'Netflix Premium' });
    fireEvent.change(productSelect, { target: { value: NETFLIX_ID } });
    fireEvent.change(screen.getByLabelText('Paket'), { target: { value: PRIVATE_ID } });
    const lines = 'satu@premiumshop.id|A#1\nbukan-email|x\n\ntanpa@premiumshop.id';
    fireEvent.change(screen.getByLabelText('Data akun (satu akun per baris)'), { target: { value: lines } });
    fireEvent.click(screen.getByRole('button', { name: 'Impor' }));

    const alert = await screen.findByRole('alert');
    const problems = within(alert)
      .getAllByRole('listitem')
      .map((entry) => entry.textContent);
    expect(problems).toEqual(['Baris 2: email tidak valid', 'Baris 4: password wajib diisi']);
    expect(within(alert).getByText(/Tidak ada akun yang disimpan/)).toBeInTheDocument();
    expect(
      await screen.findByText('2 baris tidak valid, tidak ada akun yang disimpan. Perbaiki lalu impor lagi.'),
    ).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/admin/product-items/import');
    expect(sentBody(call?.[1])).toEqual({ product: NETFLIX_ID, package: PRIVATE_ID, lines });
    // The text stays for the admin to correct.
    expect(screen.getByLabelText('Data akun (satu akun per baris)')).toHaveValue(lines);
  });

  it('says how many accounts were imported, warns of a slot its profiles do not fill, and clears the text', async () => {
    const warning =
      'Baris 1 (satu@premiumshop.id): Slot 5 tetapi hanya 3 profil: akun ini hanya menerima 3 pembeli. Tambah profil atau ubah slot menjadi 3.';
    stubFetch((url) => {
      if (url.startsWith('/api/products')) return jsonResponse(200, { data: [netflix] });
      return jsonResponse(201, {
        data: {
          created: 1,
          items: [{ ...item, _id: 'new', email: 'satu@premiumshop.id' }],
          warnings: [warning],
        },
        message: '1 akun berhasil diimpor',
      });
    });
    renderStock('/admin/stok?tab=impor');
    await screen.findByRole('option', { name: 'Netflix Premium' });
    fireEvent.change(screen.getByLabelText('Produk'), { target: { value: NETFLIX_ID } });
    fireEvent.change(screen.getByLabelText('Data akun (satu akun per baris)'), {
      target: { value: 'satu@premiumshop.id|A#1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Impor' }));
    expect(await screen.findByText('1 akun berhasil diimpor')).toBeInTheDocument();
    expect(screen.getByText(/^satu@premiumshop.id/)).toBeInTheDocument();
    expect(screen.getByText(warning)).toBeInTheDocument();
    expect(screen.getByText(/Slot dan profil tidak sama/)).toBeInTheDocument();
    expect(screen.getByLabelText('Data akun (satu akun per baris)')).toHaveValue('');
  });
});

describe('AdminStockPage, Akun', () => {
  it('lists items with free seats and low-stock marks, and reveals credentials only while the modal is open', async () => {
    let reveals = 0;
    stubFetch((url) => {
      if (url.startsWith('/api/products')) return jsonResponse(200, { data: [netflix] });
      if (url.startsWith('/api/admin/product-items?')) {
        return jsonResponse(200, {
          data: [item],
          pagination: { page: 1, limit: 20, total: 1, totalPages: 1 },
        });
      }
      if (url === '/api/admin/product-items/item-1') return jsonResponse(200, { data: detail });
      if (url === '/api/admin/product-items/item-1/reveal') {
        reveals += 1;
        return jsonResponse(200, {
          data: {
            email: item.email,
            domain: null,
            password: `Rahasia#${reveals}`,
            pin: '4821',
            profiles: [{ name: 'Profil 1', pin: '4821' }],
            key: null,
            links: [],
          },
        });
      }
      return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'x' });
    });
    renderStock('/admin/stok');

    const row = (await screen.findByText('Netflix Grup A')).closest('tr')!;
    expect(within(row).getByText('4/5')).toBeInTheDocument();
    expect(within(row).getByText('Stok menipis')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Detail Netflix Grup A' }));

    const panel = await screen.findByRole('region', { name: 'Netflix Grup A' });
    expect(await within(panel).findByText('Siti Aminah')).toBeInTheDocument();
    expect(within(panel).queryByText(/Rahasia#/)).not.toBeInTheDocument();

    fireEvent.click(within(panel).getByRole('button', { name: 'Lihat Kredensial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kredensial Netflix Grup A' });
    expect(await within(dialog).findByText('Rahasia#1')).toBeInTheDocument();
    expect(within(dialog).getByText('4821')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Rahasia#1')).not.toBeInTheDocument();

    // Opened again: asked again (each look is audited), never served from a cache.
    fireEvent.click(within(panel).getByRole('button', { name: 'Lihat Kredensial' }));
    const again = await screen.findByRole('dialog', { name: 'Kredensial Netflix Grup A' });
    expect(await within(again).findByText('Rahasia#2')).toBeInTheDocument();
    expect(reveals).toBe(2);
  });

  it('rotates the password and says how many members were told', async () => {
    const fetchMock = stubFetch((url) => {
      if (url.startsWith('/api/products')) return jsonResponse(200, { data: [netflix] });
      if (url.startsWith('/api/admin/product-items?')) {
        return jsonResponse(200, {
          data: [item],
          pagination: { page: 1, limit: 20, total: 1, totalPages: 1 },
        });
      }
      if (url === '/api/admin/product-items/item-1') return jsonResponse(200, { data: detail });
      if (url === '/api/admin/product-items/item-1/rotate') {
        return jsonResponse(200, {
          data: { item, notified: 1 },
          message: 'Kredensial diperbarui, 1 pelanggan diberi tahu',
        });
      }
      return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'x' });
    });
    renderStock('/admin/stok');
    fireEvent.click(await screen.findByRole('button', { name: 'Detail Netflix Grup A' }));
    const panel = await screen.findByRole('region', { name: 'Netflix Grup A' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Ganti Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ganti Password Netflix Grup A' });
    expect(within(dialog).getByText(/1 pelanggan aktif/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Password baru'), { target: { value: 'Baru#2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan & Beri Tahu' }));
    expect(await screen.findByText('Kredensial diperbarui, 1 pelanggan diberi tahu')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/admin/product-items/item-1/rotate');
    expect(sentBody(call?.[1])).toEqual({ password: 'Baru#2026' });
  });
});

describe('AdminStockPage, Grup Preorder', () => {
  it('shows each group’s progress and orders, and activates a full group with its credentials', async () => {
    const order = (id: string, status: 'Preorder' | 'Process') => ({
      _id: id,
      invoice: `INV-20261123-${id.toUpperCase()}`,
      status,
      buyer: { name: `Pembeli ${id}`, email: `${id}@gmail.com` },
      paidAt: '2026-11-20T03:00:00.000Z',
    });
    const groups = [
      {
        _id: 'g-full',
        name: 'Disney+ Grup A',
        product: { _id: 'p9', name: 'Disney+ Hotstar', type: 'Sharing Account' },
        package: { _id: SHARING_ID, name: 'Sharing' },
        state: 'full',
        willUser: 2,
        slot: 2,
        createdAt: '2026-11-01T00:00:00.000Z',
        orders: [order('o1', 'Process'), order('o2', 'Process')],
      },
      {
        _id: 'g-forming',
        name: 'Vidio Grup B',
        product: { _id: 'p8', name: 'Vidio Platinum', type: 'Sharing Account' },
        package: null,
        state: 'forming',
        willUser: 1,
        slot: 4,
        createdAt: '2026-11-10T00:00:00.000Z',
        orders: [order('o3', 'Preorder')],
      },
    ];
    const fetchMock = stubFetch((url) => {
      if (url === '/api/admin/preorder-groups') return jsonResponse(200, { data: groups });
      if (url === '/api/admin/product-items/g-full/activate') {
        return jsonResponse(200, activatedGroup('g-full', 'Disney+ Grup A', ['o1', 'o2']));
      }
      return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'x' });
    });
    renderStock('/admin/stok?tab=grup');

    const full = await screen.findByRole('region', { name: 'Disney+ Grup A' });
    expect(within(full).getByRole('progressbar', { name: 'Anggota Disney+ Grup A' })).toHaveAttribute(
      'aria-valuetext',
      '2 dari 2 anggota',
    );
    expect(within(full).getByRole('link', { name: 'INV-20261123-O1' })).toHaveAttribute(
      'href',
      '/admin/pesanan/INV-20261123-O1',
    );
    const forming = screen.getByRole('region', { name: 'Vidio Grup B' });
    expect(within(forming).getByText('1 / 4')).toBeInTheDocument();
    expect(within(forming).queryByRole('button', { name: 'Aktifkan grup' })).not.toBeInTheDocument();

    fireEvent.click(within(full).getByRole('button', { name: 'Aktifkan grup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aktifkan Disney+ Grup A' });
    fireEvent.change(within(dialog).getByLabelText('Email akun'), {
      target: { value: 'disney.a@premiumshop.id' },
    });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'Disney#1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aktifkan grup' }));

    expect(await screen.findByText('Grup preorder berhasil diaktifkan')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/admin/product-items/g-full/activate');
    expect(sentBody(call?.[1])).toEqual({
      name: 'Disney+ Grup A',
      email: 'disney.a@premiumshop.id',
      password: 'Disney#1',
    });
  });

  it('asks each member of a full Sharing Private group for a profile and PIN, and sends them', async () => {
    const ORDER_IDS = {
      o1: '4fa07ad1-5d6e-4a9f-8b12-3d4e5f607182',
      o2: '50b18be2-6e7f-4ba0-9c23-4e5f60718293',
    } as const;
    const groups = [
      {
        _id: 'g-sp',
        name: 'Disney+ Grup B',
        product: { _id: 'p9', name: 'Disney+ Hotstar', type: 'Sharing Private' },
        package: { _id: SHARING_ID, name: 'Sharing' },
        state: 'full',
        willUser: 2,
        slot: 2,
        createdAt: '2026-11-01T00:00:00.000Z',
        orders: (['o1', 'o2'] as const).map((id) => ({
          _id: ORDER_IDS[id],
          invoice: `INV-${id.toUpperCase()}`,
          status: 'Process',
          buyer: { name: `Pembeli ${id}`, email: `${id}@gmail.com` },
          paidAt: '2026-11-20T03:00:00.000Z',
        })),
      },
    ];
    const fetchMock = stubFetch((url) => {
      if (url === '/api/admin/preorder-groups') return jsonResponse(200, { data: groups });
      if (url === '/api/admin/product-items/g-sp/activate') {
        return jsonResponse(200, activatedGroup('g-sp', 'Disney+ Grup B', Object.values(ORDER_IDS)));
      }
      return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'x' });
    });
    renderStock('/admin/stok?tab=grup');
    const group = await screen.findByRole('region', { name: 'Disney+ Grup B' });
    fireEvent.click(within(group).getByRole('button', { name: 'Aktifkan grup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aktifkan Disney+ Grup B' });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'Disney#2' } });
    // The account-wide PIN is not asked: each member has its own.
    expect(within(dialog).queryByLabelText('PIN')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Profil Pembeli o1')).toHaveValue('Profil 1');
    fireEvent.change(within(dialog).getByLabelText('PIN Pembeli o1'), { target: { value: '1111' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aktifkan grup' }));
    expect(
      await within(dialog).findByText('Isi profil dan PIN untuk setiap anggota grup'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url.endsWith('/activate'))).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Profil Pembeli o2'), { target: { value: 'Kamar Dua' } });
    fireEvent.change(within(dialog).getByLabelText('PIN Pembeli o2'), { target: { value: '2222' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aktifkan grup' }));
    expect(await screen.findByText('Grup preorder berhasil diaktifkan')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/admin/product-items/g-sp/activate');
    expect(sentBody(call?.[1])).toEqual({
      name: 'Disney+ Grup B',
      password: 'Disney#2',
      seats: [
        { orderId: ORDER_IDS.o1, profile: 'Profil 1', pin: '1111' },
        { orderId: ORDER_IDS.o2, profile: 'Kamar Dua', pin: '2222' },
      ],
    });
  });
});
