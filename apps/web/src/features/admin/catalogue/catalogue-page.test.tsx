import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, signInForTest, stubFetch } from '../../../test-utils/render-routes';
import { AdminCataloguePage } from './catalogue-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CATEGORY_ID = '11111111-1111-4111-8111-111111111111';
const SHARING_ID = '22222222-2222-4222-8222-222222222222';
const PRODUCT_ID = '33333333-3333-4333-8333-333333333333';

const categories = [
  {
    _id: CATEGORY_ID,
    name: 'Streaming',
    image: 'uploads/c.png',
    bg: '#E50914',
    icon: 'uploads/c.svg',
    productCount: 1,
  },
];
const packages = [{ _id: SHARING_ID, name: 'Sharing', description: '', variantCount: 1 }];
const rows = [
  {
    _id: PRODUCT_ID,
    name: 'Netflix Premium',
    icon: 'uploads/n.png',
    categoryId: CATEGORY_ID,
    categoryName: 'Streaming',
    type: 'Sharing Account',
    method: 'Ready',
    status: 'Unavailable',
    isPopular: true,
    lowPrice: 45_000,
    highPrice: 120_000,
    variantCount: 1,
    seatsFree: 3,
    updatedAt: '2026-11-01T00:00:00.000Z',
  },
];
const pagination = { page: 1, limit: 20, total: 1, totalPages: 1 };

type Handler = (url: string, init?: RequestInit) => Response | undefined;

/** The console's API: lists answer the fixtures; `extra` answers (or overrides) anything else. */
function stubConsole(extra: Handler = () => undefined) {
  return stubFetch((url, init) => {
    const answer = extra(url, init);
    if (answer) return answer;
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.startsWith('/api/admin/products?'))
      return jsonResponse(200, { data: rows, pagination });
    if (method === 'GET' && url.startsWith('/api/admin/products'))
      return jsonResponse(200, { data: rows, pagination });
    if (url === '/api/admin/categories') return jsonResponse(200, { data: categories });
    if (url === '/api/admin/packages') return jsonResponse(200, { data: packages });
    return jsonResponse(404, { message: 'Alamat API tidak ditemukan.', code: 'ROUTE_NOT_FOUND' });
  });
}

function renderPage(url = '/admin/katalog') {
  signInForTest();
  return renderRoutes([{ path: '/admin/katalog', element: <AdminCataloguePage /> }], url);
}

function calls(fetchMock: ReturnType<typeof stubFetch>, method: string, prefix: string) {
  return fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && url.startsWith(prefix),
  );
}

describe('Katalog tabs', () => {
  it('opens on Produk and names the open tab in the URL', async () => {
    stubConsole();
    const { router } = renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Katalog' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Bagian katalog' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Produk',
      'Kategori',
      'Paket',
      'Promo',
      'Voucher',
      'Banner',
      'Konten',
    ]);
    expect(screen.getByRole('tab', { name: 'Produk' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Produk' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Paket' }));
    expect(await screen.findByRole('cell', { name: 'Sharing' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=paket');
    expect(screen.getByRole('tab', { name: 'Paket' })).toHaveAttribute('aria-selected', 'true');

    // By keyboard: the arrows and End move along the tabs, each one named in the address.
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Paket' }), { key: 'ArrowLeft' });
    expect(router.state.location.search).toBe('?tab=kategori');
    expect(screen.getByRole('tab', { name: 'Kategori' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Kategori' }), { key: 'End' });
    expect(router.state.location.search).toBe('?tab=konten');
    expect(screen.getByRole('tabpanel', { name: 'Konten' })).toBeInTheDocument();
  });

  it('hands the promotion tabs to the promotions area', () => {
    stubConsole();
    renderPage('/admin/katalog?tab=voucher');
    expect(screen.getByRole('tab', { name: 'Voucher' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('button', { name: '+ Tambah Produk' })).not.toBeInTheDocument();
  });
});

describe('product list', () => {
  it('shows each product with its category, type, method, status, price range and free seats', async () => {
    stubConsole();
    renderPage();

    const row = (await screen.findByText('Netflix Premium')).closest('tr')!;
    expect(within(row).getByText('Streaming')).toBeInTheDocument();
    expect(within(row).getByText('Sharing Account')).toBeInTheDocument();
    expect(within(row).getByText('Ready')).toBeInTheDocument();
    expect(within(row).getByText('Unavailable')).toBeInTheDocument();
    expect(within(row).getByText('Rp 45.000 - Rp 120.000')).toBeInTheDocument();
    expect(within(row).getByText('Populer')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
  });

  it('searches and filters through the API', async () => {
    const fetchMock = stubConsole();
    renderPage();
    await screen.findByText('Netflix Premium');

    fireEvent.change(screen.getByLabelText('Cari produk'), { target: { value: 'netf' } });
    await waitFor(() =>
      expect(calls(fetchMock, 'GET', '/api/admin/products?search=netf')).not.toHaveLength(0),
    );
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'Unavailable' } });
    await waitFor(() =>
      expect(
        calls(fetchMock, 'GET', '/api/admin/products?search=netf&status=Unavailable&page=1'),
      ).not.toHaveLength(0),
    );
  });

  it('says so when no product matches', async () => {
    stubConsole((url) =>
      url.startsWith('/api/admin/products?')
        ? jsonResponse(200, { data: [], pagination: { ...pagination, total: 0, totalPages: 0 } })
        : undefined,
    );
    renderPage();
    expect(await screen.findByText('Produk tidak ditemukan')).toBeInTheDocument();
  });

  it('deletes after confirmation and shows the server refusal', async () => {
    const fetchMock = stubConsole((url, init) =>
      init?.method === 'DELETE'
        ? jsonResponse(409, {
            message: 'Produk sudah punya pesanan; ubah status menjadi Unavailable',
            code: 'CONFLICT',
          })
        : undefined,
    );
    renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Hapus Netflix Premium' }));
    const dialog = screen.getByRole('dialog', { name: 'Hapus produk' });
    expect(calls(fetchMock, 'DELETE', '/api/admin/products')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));

    expect(
      await screen.findByText('Produk sudah punya pesanan; ubah status menjadi Unavailable'),
    ).toBeInTheDocument();
    expect(calls(fetchMock, 'DELETE', `/api/admin/products/${PRODUCT_ID}`)).toHaveLength(1);
  });
});
