import type { PromoProductOption } from '@premium-shop/domain/admin-promotions-schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, signInForTest, stubFetch } from '../../../test-utils/render-routes';
import { PromoFormCard } from './promo-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

const NETFLIX = '11111111-1111-4111-8111-111111111111';
const products: PromoProductOption[] = [{ _id: NETFLIX, name: 'Netflix Premium', durations: [30, 90] }];

function renderForm(answer = () => jsonResponse(500, { message: 'x', code: 'INTERNAL' })) {
  const fetchMock = stubFetch(answer);
  signInForTest();
  renderRoutes(
    [{ path: '/admin/katalog', element: <PromoFormCard products={products} onClose={() => {}} /> }],
    '/admin/katalog',
  );
  const card = screen.getByRole('region', { name: 'Tambah Promo' });
  const save = () => fireEvent.click(within(card).getByRole('button', { name: 'Simpan Promo' }));
  return { card, save, fetchMock };
}

describe('promo form: validation', () => {
  it("refuses an empty promo with the server's messages under the fields and focuses the product", async () => {
    const { card, save, fetchMock } = renderForm();
    save();

    const product = within(card).getByLabelText('Produk');
    await waitFor(() => expect(product).toHaveFocus());
    expect(product).toHaveAttribute('aria-invalid', 'true');
    expect(product).toHaveAccessibleDescription('Pilih produk');
    expect(within(card).getByLabelText('Durasi')).toHaveAccessibleDescription('Durasi tidak valid');
    expect(within(card).getByLabelText(/Nilai Diskon/)).toHaveAccessibleDescription(
      'Nilai diskon wajib diisi',
    );
    expect(within(card).getByLabelText(/Slot/)).toHaveAttribute('aria-invalid', 'false');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a percentage over 100, a slot of 0 and a window that ends before it starts', async () => {
    const { card, save, fetchMock } = renderForm();
    fireEvent.change(within(card).getByLabelText('Produk'), { target: { value: NETFLIX } });
    fireEvent.change(within(card).getByLabelText('Durasi'), { target: { value: '30' } });
    fireEvent.change(within(card).getByLabelText(/Nilai Diskon/), { target: { value: '150%' } });
    fireEvent.change(within(card).getByLabelText(/Slot/), { target: { value: '0' } });
    fireEvent.change(within(card).getByLabelText('Mulai (opsional)'), {
      target: { value: '2026-12-10T10:00' },
    });
    fireEvent.change(within(card).getByLabelText('Berakhir (opsional)'), {
      target: { value: '2026-12-01T10:00' },
    });
    save();

    const value = within(card).getByLabelText(/Nilai Diskon/);
    await waitFor(() => expect(value).toHaveFocus());
    expect(value).toHaveAccessibleDescription('Diskon persentase harus lebih dari 0% dan paling banyak 100%');
    expect(within(card).getByLabelText(/Slot/)).toHaveAccessibleDescription(
      'Slot harus bilangan bulat minimal 1',
    );
    expect(within(card).getByLabelText('Berakhir (opsional)')).toHaveAccessibleDescription(
      'Tanggal berakhir harus setelah tanggal mulai',
    );
    expect(within(card).getByLabelText('Produk')).toHaveAttribute('aria-invalid', 'false');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("focuses the field the server refused, with the server's message under it", async () => {
    const message = 'Promo untuk produk dan durasi ini sudah ada';
    const { card, save } = renderForm(() =>
      jsonResponse(409, { message, code: 'CONFLICT', errors: { duration: message } }),
    );
    fireEvent.change(within(card).getByLabelText('Produk'), { target: { value: NETFLIX } });
    fireEvent.change(within(card).getByLabelText('Durasi'), { target: { value: '90' } });
    fireEvent.change(within(card).getByLabelText(/Nilai Diskon/), { target: { value: '10%' } });
    save();

    const duration = within(card).getByLabelText('Durasi');
    await waitFor(() => expect(duration).toHaveAccessibleDescription(message));
    expect(duration).toHaveFocus();
  });
});
