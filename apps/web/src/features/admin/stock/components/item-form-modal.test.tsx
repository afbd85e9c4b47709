import type { AdminProductItem } from '@premium-shop/domain/admin-stock-schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productFixture } from '../../../../test-utils/catalogue-fixtures';
import {
  jsonResponse,
  renderRoutes,
  sentBody,
  signInForTest,
  stubFetch,
} from '../../../../test-utils/render-routes';
import { ItemFormModal } from './item-form-modal';
import { billingFixture } from '../../../../test-utils/stock-fixtures';

const NETFLIX_ID = '0b6d3c9e-1f2a-4c5b-8d7e-9a0b1c2d3e4f';
const SPOTIFY_ID = '3e9a6fc0-4c5d-4f8e-9a01-2c3d4e5f6071';
const SHARING_ID = '1c7e4dae-2a3b-4d6c-9e8f-0a1b2c3d4e5f';

const netflix = productFixture({
  _id: NETFLIX_ID,
  name: 'Netflix Premium',
  type: 'Sharing Private',
  variant: [{ _id: 'v1', package: { _id: SHARING_ID, name: 'Sharing' }, status: 'Available', items: [] }],
});
const spotify = productFixture({
  _id: SPOTIFY_ID,
  name: 'Spotify Family',
  type: 'Sharing Account',
  variant: [{ _id: 'v2', package: { _id: SHARING_ID, name: 'Sharing' }, status: 'Available', items: [] }],
});

const item: AdminProductItem = {
  _id: 'item-1',
  name: 'Spotify Grup A',
  product: { _id: SPOTIFY_ID, name: 'Spotify Family', type: 'Sharing Account', method: 'Ready' },
  package: { _id: SHARING_ID, name: 'Sharing' },
  email: 'spotify.a@premiumshop.id',
  domain: null,
  state: 'active',
  slot: 5,
  seatsTaken: 2,
  freeSeats: 3,
  profiles: null,
  providerExpiresAt: null,
  host: null,
  hasSecret: true,
  isLowStock: false,
  billing: billingFixture(),
  createdAt: '2026-10-01T00:00:00.000Z',
};

type Save = { method: string; url: string; body: unknown };

function renderForm(options: { item?: AdminProductItem; answer?: Response } = {}) {
  const saves: Save[] = [];
  stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url.startsWith('/api/products')) return jsonResponse(200, { data: [netflix, spotify] });
    if (url.startsWith('/api/admin/product-items')) {
      saves.push({ method, url, body: sentBody(init) });
      return (
        options.answer ??
        jsonResponse(method === 'POST' ? 201 : 200, { data: item, message: 'Akun disimpan' })
      );
    }
    return jsonResponse(404, { message: 'Alamat API tidak ditemukan.', code: 'ROUTE_NOT_FOUND' });
  });
  const onClose = vi.fn();
  renderRoutes(
    [{ path: '/admin/stok', element: <ItemFormModal isOpen item={options.item} onClose={onClose} /> }],
    '/admin/stok',
  );
  const dialog = screen.getByRole('dialog');
  return {
    dialog,
    saves,
    onClose,
    field: (label: string) => within(dialog).getByLabelText(label),
    type: (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } }),
    save: () => fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' })),
  };
}

beforeEach(() => signInForTest());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Tambah Akun', () => {
  it("refuses an account without product and name in the server's words, focusing the product", async () => {
    const { dialog, saves, field, save } = renderForm();
    await within(dialog).findByRole('option', { name: 'Netflix Premium' });
    save();

    expect(await within(dialog).findByText('Produk tidak valid')).toBeInTheDocument();
    expect(field('Produk')).toHaveFocus();
    expect(field('Produk')).toHaveAccessibleDescription('Produk tidak valid');
    expect(field('Nama akun')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Nama akun')).toHaveAccessibleDescription('Nama akun wajib diisi');
    expect(saves).toEqual([]);
  });

  it('refuses a bad e-mail, slot and link under their fields, focusing the first', async () => {
    const { dialog, saves, field, type, save } = renderForm();
    await within(dialog).findByRole('option', { name: 'Spotify Family' });
    type('Produk', SPOTIFY_ID);
    type('Nama akun', 'Spotify Grup C');
    type('Email akun', 'bukan-email');
    type('Slot', '0');
    type('Link (satu per baris)', 'https://spotify.com/invite/1\nbukan link');
    save();

    expect(await within(dialog).findByText('Email akun tidak valid')).toBeInTheDocument();
    expect(field('Email akun')).toHaveFocus();
    expect(field('Slot')).toHaveAccessibleDescription('Slot minimal 1');
    expect(field('Link (satu per baris)')).toHaveAccessibleDescription('Link tidak valid');
    expect(field('Link (satu per baris)')).toHaveAttribute('aria-invalid', 'true');
    expect(saves).toEqual([]);
  });

  it('refuses two profiles of the same name for a Sharing Private account', async () => {
    const { dialog, saves, type, save } = renderForm();
    await within(dialog).findByRole('option', { name: 'Netflix Premium' });
    type('Produk', NETFLIX_ID);
    type('Nama akun', 'Netflix Grup C');
    type('Nama profil 1', 'Profil 1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tambah profil' }));
    type('Nama profil 2', 'profil 1');
    save();

    expect(await within(dialog).findByText('Nama profil tidak boleh sama')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nama profil 1')).toHaveFocus();
    expect(within(dialog).getByLabelText('Nama profil 2')).toHaveAttribute('aria-invalid', 'true');
    expect(saves).toEqual([]);
  });

  it('sends the account as the server reads it and closes', async () => {
    const { dialog, saves, onClose, type, save } = renderForm();
    await within(dialog).findByRole('option', { name: 'Spotify Family' });
    type('Produk', SPOTIFY_ID);
    type('Nama akun', ' Spotify Grup C ');
    type('Email akun', 'spotify.c@premiumshop.id');
    type('Password', 'Rahasia#3');
    type('PIN', '1234');
    type('Slot', '6');
    type('Berakhir di provider', '2026-12-31');
    save();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves).toEqual([
      {
        method: 'POST',
        url: '/api/admin/product-items',
        body: {
          product: SPOTIFY_ID,
          package: SHARING_ID,
          name: 'Spotify Grup C',
          email: 'spotify.c@premiumshop.id',
          password: 'Rahasia#3',
          pin: '1234',
          slot: 6,
          providerExpiresAt: '2026-12-31T00:00:00+07:00',
        },
      },
    ]);
  });

  it("shows the server's field messages under their fields", async () => {
    const { dialog, field, type, save } = renderForm({
      answer: jsonResponse(400, {
        message: 'Email akun sudah dipakai',
        code: 'VALIDATION_FAILED',
        errors: { email: 'Email akun sudah dipakai', 'links.0': 'Link tidak valid' },
      }),
    });
    await within(dialog).findByRole('option', { name: 'Spotify Family' });
    type('Produk', SPOTIFY_ID);
    type('Nama akun', 'Spotify Grup C');
    type('Email akun', 'spotify.a@premiumshop.id');
    type('Link (satu per baris)', 'https://spotify.com/invite/1');
    save();

    await waitFor(() => expect(field('Email akun')).toHaveAccessibleDescription('Email akun sudah dipakai'));
    expect(field('Link (satu per baris)')).toHaveAccessibleDescription('Link tidak valid');
    // The first refused field takes the focus, inside the dialog.
    expect(field('Email akun')).toHaveFocus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });
});

describe('Ubah Akun', () => {
  it('refuses a cleared name and a slot below one, and sends only what changed', async () => {
    const { dialog, saves, onClose, field, type, save } = renderForm({ item });
    type('Nama akun', '  ');
    type('Slot', '0');
    save();

    expect(await within(dialog).findByText('Nama akun wajib diisi')).toBeInTheDocument();
    expect(field('Nama akun')).toHaveFocus();
    expect(field('Slot')).toHaveAccessibleDescription('Slot minimal 1');
    expect(saves).toEqual([]);

    type('Nama akun', 'Spotify Grup A');
    type('Slot', '6');
    fireEvent.change(field('Status'), { target: { value: 'ended' } });
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves).toEqual([
      { method: 'PATCH', url: '/api/admin/product-items/item-1', body: { slot: 6, state: 'ended' } },
    ]);
  });

  it("edits the billing: a cost of its own, a cycle, auto-renewal and a note; an emptied cost is the product's provider price again", async () => {
    const { dialog, saves, onClose, field, type, save } = renderForm({ item });
    expect(field('Biaya per siklus (Rp)')).toHaveAttribute('placeholder', '186000 (harga provider)');
    type('Siklus tagihan (bulan)', '0');
    save();
    expect(await within(dialog).findByText('Siklus tagihan minimal 1 bulan')).toBeInTheDocument();
    expect(saves).toEqual([]);

    type('Biaya per siklus (Rp)', '150000');
    type('Siklus tagihan (bulan)', '3');
    fireEvent.click(field('Diperpanjang otomatis oleh provider'));
    type('Catatan tagihan', ' Kartu BCA ');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves).toEqual([
      {
        method: 'PATCH',
        url: '/api/admin/product-items/item-1',
        body: { billingCost: 150_000, billingCycleMonths: 3, autoRenews: true, billingNote: 'Kartu BCA' },
      },
    ]);
  });

  it("sends a null cost when the account's own cost is emptied", async () => {
    const own = { ...item, billing: billingFixture({ cost: 150_000, isDefaultCost: false }) };
    const { saves, onClose, field, type, save } = renderForm({ item: own });
    expect(field('Biaya per siklus (Rp)')).toHaveValue(150_000);
    type('Biaya per siklus (Rp)', '');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves).toEqual([
      { method: 'PATCH', url: '/api/admin/product-items/item-1', body: { billingCost: null } },
    ]);
  });

  it('closes without a call when nothing changed', async () => {
    const { saves, onClose, save } = renderForm({ item });
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves).toEqual([]);
  });
});
