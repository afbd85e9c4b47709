import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productFixture } from '../../test-utils/catalogue-fixtures';
import { listingAnswer } from '../../test-utils/listing-fake';
import { jsonResponse, landingRoute, renderRoutes, stubFetch } from '../../test-utils/render-routes';
import { DashboardCataloguePage } from './dashboard-catalogue-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const netflix = productFixture();
const spotify = productFixture({
  _id: 'p2',
  name: 'Spotify Family',
  method: 'Preorder',
  categoryId: 'c2',
  categoryName: 'Musik',
});
const youtube = productFixture({
  _id: 'p3',
  name: 'YouTube Premium',
  method: 'Preorder',
  status: 'Sold Out',
});

function stubCatalogue({ productsStatus = 200 }: { productsStatus?: number } = {}) {
  let productCalls = 0;
  const fetchMock = stubFetch((url) => {
    if (url.startsWith('/api/products')) {
      productCalls += 1;
      return productsStatus === 200
        ? jsonResponse(200, listingAnswer(url, [netflix, spotify, youtube]))
        : jsonResponse(productsStatus, { message: 'Gagal', code: 'INTERNAL' });
    }
    if (url === '/api/categories') {
      return jsonResponse(200, {
        data: [
          { _id: 'c1', name: 'Streaming', image: '', bg: '#000', icon: '' },
          { _id: 'c2', name: 'Musik', image: '', bg: '#000', icon: '' },
        ],
      });
    }
    if (url === '/api/product-discounts') return jsonResponse(200, { data: [] });
    return jsonResponse(404, { message: 'Tidak ada', code: 'NOT_FOUND' });
  });
  return { fetchMock, productCalls: () => productCalls };
}

function renderCatalogue(url = '/dashboard/pembelian') {
  return renderRoutes(
    [
      { path: '/dashboard/pembelian', element: <DashboardCataloguePage /> },
      landingRoute('/dashboard/detail-product/:productId'),
    ],
    url,
  );
}

function productNames() {
  return screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

describe('dashboard catalogue (pembelian)', () => {
  it('lists the whole catalogue once, with no placeholder text', async () => {
    const { fetchMock, productCalls } = stubCatalogue();
    renderCatalogue();

    expect(screen.getByRole('heading', { level: 1, name: 'Pembelian' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Netflix Premium' })).toBeInTheDocument();
    await waitFor(() =>
      expect(productNames()).toEqual(['Netflix Premium', 'Spotify Family', 'YouTube Premium']),
    );
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/products?limit=16');
    expect(productCalls()).toBe(1);
    expect(screen.queryByText('Halaman ini sedang disiapkan.')).not.toBeInTheDocument();
  });

  it("sends 'Pesan Sekarang' to the dashboard's product detail, and a sold-out product cannot be ordered", async () => {
    stubCatalogue();
    const { router } = renderCatalogue();
    await screen.findByRole('heading', { name: 'Netflix Premium' });

    const netflixCard = screen.getByRole('heading', { name: 'Netflix Premium' }).closest('article')!;
    const link = within(netflixCard).getByRole('link', { name: 'Pesan Sekarang' });
    expect(link).toHaveAttribute('href', '/dashboard/detail-product/p1');
    const youtubeCard = screen.getByRole('heading', { name: 'YouTube Premium' }).closest('article')!;
    expect(within(youtubeCard).getByRole('button', { name: 'Stok Habis' })).toBeDisabled();

    fireEvent.click(link);
    expect(await screen.findByText('Halaman /dashboard/detail-product/:productId')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/detail-product/p1');
  });

  it("searches by name with 'Cari Produk...' and says 'Produk tidak ditemukan' when nothing matches", async () => {
    stubCatalogue();
    const { router } = renderCatalogue();
    await screen.findByRole('heading', { name: 'Netflix Premium' });
    const search = screen.getByPlaceholderText('Cari Produk...');

    fireEvent.change(search, { target: { value: 'SPOTI' } });
    await waitFor(() => expect(productNames()).toEqual(['Spotify Family']));
    expect(router.state.location.search).toBe('?search=SPOTI');

    fireEvent.change(search, { target: { value: 'disney' } });
    expect(await screen.findByText('Produk tidak ditemukan')).toBeInTheDocument();
    await waitFor(() => expect(productNames()).toEqual([]));
  });

  it("filters by category from 'Semua Kategori', and the clear button undoes it", async () => {
    stubCatalogue();
    renderCatalogue();
    await screen.findByRole('heading', { name: 'Netflix Premium' });
    const category = screen.getByLabelText('Kategori');
    expect(within(category).getByRole('option', { selected: true })).toHaveTextContent('Semua Kategori');
    await within(category).findByRole('option', { name: 'Musik' });

    fireEvent.change(category, { target: { value: 'c2' } });
    await waitFor(() => expect(productNames()).toEqual(['Spotify Family']));

    fireEvent.click(screen.getByRole('button', { name: 'Hapus filter Kategori' }));
    await waitFor(() => expect(productNames()).toHaveLength(3));
  });

  it("filters by method with 'Semua Tipe', Ready or Preorder", async () => {
    stubCatalogue();
    renderCatalogue();
    await screen.findByRole('heading', { name: 'Netflix Premium' });
    const type = screen.getByLabelText('Tipe');
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Semua Tipe', 'Ready', 'Preorder']);

    fireEvent.change(type, { target: { value: 'Preorder' } });
    await waitFor(() => expect(productNames()).toEqual(['Spotify Family', 'YouTube Premium']));
    fireEvent.change(type, { target: { value: 'Ready' } });
    await waitFor(() => expect(productNames()).toEqual(['Netflix Premium']));
  });

  it('combines the filters and opens with those of the URL', async () => {
    stubCatalogue();
    renderCatalogue('/dashboard/pembelian?method=Preorder&search=youtube');
    expect(await screen.findByRole('heading', { name: 'YouTube Premium' })).toBeInTheDocument();
    await waitFor(() => expect(productNames()).toEqual(['YouTube Premium']));
    expect(screen.getByPlaceholderText('Cari Produk...')).toHaveValue('youtube');
    expect(screen.getByLabelText('Tipe')).toHaveValue('Preorder');
  });

  it('says the products failed to load, and tries again on request', async () => {
    stubCatalogue({ productsStatus: 500 });
    renderCatalogue();

    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('Gagal memuat data produk. Silakan coba kembali.');
    expect(within(alert).getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  }, 20_000);
});
