import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productFixture } from '../../../../test-utils/catalogue-fixtures';
import {
  jsonResponse,
  renderRoutes,
  sentBody,
  signInForTest,
  stubFetch,
} from '../../../../test-utils/render-routes';
import { IMPORT_FILE_MESSAGES, ImportTab } from './import-tab';

const netflix = productFixture({
  _id: 'p1',
  name: 'Netflix Premium',
  variant: [{ _id: 'v1', package: { _id: 'pk-sharing', name: 'Sharing' }, status: 'Available', items: [] }],
});

// A password the pipe format cannot carry: a '|' and spaces at its edges, kept by the quotes.
const CSV = 'email,password,pin,profil\nsatu@premiumshop.id," Rahasia|1 ",,"Profil 1:1111;Profil 2:2222"\n';

beforeEach(() => signInForTest());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderImport() {
  return renderRoutes([{ path: '/admin/stok', element: <ImportTab /> }], '/admin/stok');
}

describe('ImportTab with CSV', () => {
  it('reads a chosen CSV file into the text and sends it unchanged', async () => {
    const fetchMock = stubFetch((url) => {
      if (url.startsWith('/api/products')) return jsonResponse(200, { data: [netflix] });
      return jsonResponse(400, {
        code: 'VALIDATION_FAILED',
        message: '1 baris tidak valid, tidak ada akun yang disimpan. Perbaiki lalu impor lagi.',
        errors: { 'lines.2': 'Baris 2: akun satu@premiumshop.id sudah ada untuk produk ini' },
      });
    });
    renderImport();
    await screen.findByRole('option', { name: 'Netflix Premium' });
    fireEvent.change(screen.getByLabelText('Produk'), { target: { value: 'p1' } });

    const fileInput = screen.getByLabelText('Atau ambil dari berkas CSV');
    expect(fileInput).toHaveAccessibleDescription(/judul kolom email,password,pin,profil/);
    fireEvent.change(fileInput, { target: { files: [new File([CSV], 'akun.csv', { type: 'text/csv' })] } });
    const text = screen.getByLabelText('Data akun (satu akun per baris)');
    await vi.waitFor(() => expect(text).toHaveValue(CSV));

    fireEvent.click(screen.getByRole('button', { name: 'Impor' }));
    expect(
      await screen.findByText('Baris 2: akun satu@premiumshop.id sudah ada untuk produk ini'),
    ).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/admin/product-items/import');
    expect(sentBody(call?.[1])).toEqual({ product: 'p1', package: 'pk-sharing', lines: CSV });
  });

  it('refuses a file over the import’s limit without reading it', async () => {
    stubFetch(() => jsonResponse(200, { data: [netflix] }));
    renderImport();
    const big = new File(['x'.repeat(200_001)], 'besar.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('Atau ambil dari berkas CSV'), { target: { files: [big] } });
    expect(await screen.findByText(IMPORT_FILE_MESSAGES.tooBig)).toBeInTheDocument();
    expect(screen.getByLabelText('Data akun (satu akun per baris)')).toHaveValue('');
  });
});
