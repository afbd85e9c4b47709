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

const NETFLIX_ID = '0b6d3c9e-1f2a-4c5b-8d7e-9a0b1c2d3e4f';
const SHARING_ID = '1c7e4dae-2a3b-4d6c-9e8f-0a1b2c3d4e5f';

const netflix = productFixture({
  _id: NETFLIX_ID,
  name: 'Netflix Premium',
  variant: [{ _id: 'v1', package: { _id: SHARING_ID, name: 'Sharing' }, status: 'Available', items: [] }],
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
    fireEvent.change(screen.getByLabelText('Produk'), { target: { value: NETFLIX_ID } });

    const fileInput = screen.getByLabelText('Atau ambil dari berkas CSV');
    expect(fileInput).toHaveAccessibleDescription(/judul kolom email,password,pin,profil/);
    fireEvent.change(fileInput, { target: { files: [new File([CSV], 'akun.csv', { type: 'text/csv' })] } });
    const text = screen.getByLabelText('Data akun (satu akun per baris)');
    await vi.waitFor(() => expect(text).toHaveValue(CSV));

    fireEvent.click(screen.getByRole('button', { name: 'Impor' }));
    expect(
      await screen.findByText('Baris 2: akun satu@premiumshop.id sudah ada untuk produk ini'),
    ).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/admin/product-items/import');
    expect(sentBody(call?.[1])).toEqual({ product: NETFLIX_ID, package: SHARING_ID, lines: CSV });
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

describe('ImportTab checks', () => {
  function stubProducts() {
    return stubFetch((url) => {
      if (url.startsWith('/api/products')) return jsonResponse(200, { data: [netflix] });
      return jsonResponse(201, {
        data: { created: 0, items: [], warnings: [] },
        message: '0 akun berhasil diimpor',
      });
    });
  }
  const importCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
    fetchMock.mock.calls.filter(([url]) => url === '/api/admin/product-items/import');

  it("refuses an import without a product in the server's words, under the focused product select", async () => {
    const fetchMock = stubProducts();
    renderImport();
    await screen.findByRole('option', { name: 'Netflix Premium' });
    fireEvent.change(screen.getByLabelText('Data akun (satu akun per baris)'), {
      target: { value: 'satu@premiumshop.id|A#1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Impor' }));

    const product = screen.getByLabelText('Produk');
    expect(await screen.findByText('Produk tidak valid')).toBeInTheDocument();
    expect(product).toHaveFocus();
    expect(product).toHaveAttribute('aria-invalid', 'true');
    expect(product).toHaveAccessibleDescription('Produk tidak valid');
    expect(importCalls(fetchMock)).toEqual([]);
  });

  it('refuses a text longer than the server takes, under the focused text', async () => {
    const fetchMock = stubProducts();
    renderImport();
    await screen.findByRole('option', { name: 'Netflix Premium' });
    fireEvent.change(screen.getByLabelText('Produk'), { target: { value: NETFLIX_ID } });
    const text = screen.getByLabelText('Data akun (satu akun per baris)');
    fireEvent.change(text, { target: { value: 'x'.repeat(200_001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Impor' }));

    expect(await screen.findByText('Data impor terlalu panjang')).toBeInTheDocument();
    expect(text).toHaveFocus();
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveAccessibleDescription('Data impor terlalu panjang');
    expect(importCalls(fetchMock)).toEqual([]);
  });

  it("puts the server's message about the product under the product select", async () => {
    stubFetch((url) => {
      if (url.startsWith('/api/products')) return jsonResponse(200, { data: [netflix] });
      return jsonResponse(404, {
        code: 'NOT_FOUND',
        message: 'Produk tidak ditemukan',
        errors: { product: 'Produk tidak ditemukan' },
      });
    });
    renderImport();
    await screen.findByRole('option', { name: 'Netflix Premium' });
    fireEvent.change(screen.getByLabelText('Produk'), { target: { value: NETFLIX_ID } });
    fireEvent.change(screen.getByLabelText('Data akun (satu akun per baris)'), {
      target: { value: 'satu@premiumshop.id|A#1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Impor' }));

    await vi.waitFor(() =>
      expect(screen.getByLabelText('Produk')).toHaveAccessibleDescription('Produk tidak ditemukan'),
    );
  });
});
