import type { PromoProductOption } from '@premium-shop/domain/admin-promotions-schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  renderRoutes,
  sentBody,
  signInForTest,
  stubFetch,
} from '../../../test-utils/render-routes';
import { VoucherFormCard } from './voucher-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

const products: PromoProductOption[] = [
  { _id: '11111111-1111-4111-8111-111111111111', name: 'Netflix Premium', durations: [30] },
];

function renderForm(answer = () => jsonResponse(500, { message: 'x', code: 'INTERNAL' })) {
  const fetchMock = stubFetch(answer);
  signInForTest();
  renderRoutes(
    [{ path: '/admin/katalog', element: <VoucherFormCard products={products} onClose={() => {}} /> }],
    '/admin/katalog',
  );
  const card = screen.getByRole('region', { name: 'Tambah Voucher' });
  const save = () => fireEvent.click(within(card).getByRole('button', { name: 'Simpan Voucher' }));
  return { card, save, fetchMock };
}

describe('voucher form: validation', () => {
  it("refuses an empty voucher with the server's messages and focuses the code", async () => {
    const { card, save, fetchMock } = renderForm();
    save();

    const code = within(card).getByLabelText('Kode Voucher');
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription('Kode voucher wajib diisi');
    expect(within(card).getByLabelText('Nilai (1-100%)')).toHaveAccessibleDescription(
      'Nilai voucher harus bilangan bulat',
    );
    expect(within(card).getByLabelText('Produk')).toHaveAttribute('aria-invalid', 'false');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a flat voucher of Rp 0, a usage limit of 0 and a window that ends before it starts', async () => {
    const { card, save, fetchMock } = renderForm();
    fireEvent.change(within(card).getByLabelText('Kode Voucher'), { target: { value: 'hemat' } });
    fireEvent.change(within(card).getByLabelText('Jenis'), { target: { value: 'flat' } });
    fireEvent.change(within(card).getByLabelText('Nilai (Rupiah)'), { target: { value: '0' } });
    fireEvent.change(within(card).getByLabelText(/Batas Pemakaian/), { target: { value: '0' } });
    fireEvent.change(within(card).getByLabelText('Berlaku Dari (opsional)'), {
      target: { value: '2026-12-10T10:00' },
    });
    fireEvent.change(within(card).getByLabelText('Berlaku Sampai (opsional)'), {
      target: { value: '2026-12-01T10:00' },
    });
    save();

    const value = within(card).getByLabelText('Nilai (Rupiah)');
    await waitFor(() => expect(value).toHaveFocus());
    expect(value).toHaveAccessibleDescription('Potongan voucher minimal Rp 1');
    expect(within(card).getByLabelText(/Batas Pemakaian/)).toHaveAccessibleDescription(
      'Batas pemakaian harus bilangan bulat minimal 1',
    );
    expect(within(card).getByLabelText('Berlaku Sampai (opsional)')).toHaveAccessibleDescription(
      'Tanggal berakhir harus setelah tanggal mulai',
    );
    expect(within(card).getByLabelText('Kode Voucher')).toHaveAttribute('aria-invalid', 'false');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears a message once the field is corrected, and sends the code upper-cased', async () => {
    const { card, save, fetchMock } = renderForm(() =>
      jsonResponse(201, {
        data: {
          _id: 'v9',
          code: 'HEMAT',
          type: 'percent',
          value: 10,
          product: null,
          usageLimit: null,
          perCustomerLimit: null,
          used: 0,
          validFrom: null,
          validUntil: null,
          isActive: true,
          createdAt: '2026-11-01T00:00:00.000Z',
        },
        message: 'Voucher berhasil ditambahkan',
      }),
    );
    const code = within(card).getByLabelText('Kode Voucher');
    fireEvent.change(code, { target: { value: 'ab' } });
    fireEvent.change(within(card).getByLabelText('Nilai (1-100%)'), { target: { value: '10' } });
    save();
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription('Kode voucher hanya huruf dan angka, 3 sampai 32 karakter'),
    );

    fireEvent.change(code, { target: { value: 'hemat' } });
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'false'));
    save();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody(fetchMock.mock.calls[0]![1])).toMatchObject({ code: 'HEMAT', productId: null });
  });
});
