import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@premium-shop/domain/product-schema';
import { productFixture } from '../../test-utils/catalogue-fixtures';
import { listingAnswer } from '../../test-utils/listing-fake';
import { jsonResponse, landingRoute, renderRoutes, stubFetch } from '../../test-utils/render-routes';
import { AllProductPage } from './all-product-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const netflix = productFixture();
const spotify = productFixture({
  _id: 'p2',
  name: 'Spotify Family',
  type: 'Invite Sharing',
  categoryId: 'c2',
  categoryName: 'Musik',
  variant: [
    {
      _id: 'v2',
      package: { _id: 'pk-host', name: 'Host' },
      status: 'Available',
      items: [{ _id: 'i3', enabled: true, duration: 30, price: 20_000 }],
    },
  ],
});
const office = productFixture({
  _id: 'p3',
  name: 'Office 2021',
  type: 'Lisensi',
  variant: [],
  price: 150_000,
});
const ebook = productFixture({
  _id: 'd1',
  name: 'Ebook Freelance',
  type: 'Digital Product',
  link: 'https://x.id',
});

interface Answers {
  products?: unknown[];
  banners?: unknown[];
  productsStatus?: number;
}

function stubShop({
  products = [netflix, spotify, office],
  banners = [],
  productsStatus = 200,
}: Answers = {}) {
  return stubFetch((url) => {
    if (url.startsWith('/api/products')) {
      return productsStatus === 200
        ? jsonResponse(200, listingAnswer(url, products as Product[]))
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
    if (url === '/api/packages') {
      return jsonResponse(200, {
        data: [
          { _id: 'pk-sharing', name: 'Sharing', description: '' },
          { _id: 'pk-host', name: 'Host', description: '' },
          { _id: 'pk-lifetime', name: 'Lifetime', description: '' },
        ],
      });
    }
    if (url === '/api/banners') return jsonResponse(200, { data: banners });
    if (url === '/api/product-discounts')
      return jsonResponse(200, {
        data: [{ _id: 'd', product: { _id: 'p2' }, duration: 30, value: '10%', used: 0, slot: null }],
      });
    return jsonResponse(404, { message: 'Tidak ada', code: 'NOT_FOUND' });
  });
}

function renderListing(url = '/allProduct?type=all') {
  return renderRoutes(
    [{ path: '/allProduct', element: <AllProductPage /> }, landingRoute('/product/:productId')],
    url,
  );
}

function productNames() {
  return screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

describe('all product page', () => {
  it("lists every product under 'Produk Kami', asking for a page of 16, with the Promo badge from the promos", async () => {
    const fetchMock = stubShop();
    renderListing();

    expect(screen.getByRole('heading', { level: 1, name: 'Produk Kami' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Netflix Premium' })).toBeInTheDocument();
    await waitFor(() => expect(productNames()).toEqual(['Netflix Premium', 'Spotify Family', 'Office 2021']));
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/products?limit=16');
    const spotifyCard = screen.getByRole('heading', { name: 'Spotify Family' }).closest('article')!;
    expect(await within(spotifyCard).findByText('Promo')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lihat Semua' })).not.toBeInTheDocument();
  });

  it("shows a page of 16 and the next pages on 'Muat lebih banyak' until every product is listed", async () => {
    const many = Array.from({ length: 35 }, (_, index) =>
      productFixture({ _id: `m${index}`, name: `Produk ${String(index).padStart(2, '0')}` }),
    );
    const fetchMock = stubShop({ products: many });
    renderListing();

    await waitFor(() => expect(productNames()).toHaveLength(16));
    fireEvent.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    await waitFor(() => expect(productNames()).toHaveLength(32));
    fireEvent.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    await waitFor(() => expect(productNames()).toEqual(many.map((product) => product.name)));
    expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).not.toBeInTheDocument();
    const pages = fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/products'));
    expect(pages).toHaveLength(3);
    expect(pages.slice(1).every((url) => url.includes('cursor='))).toBe(true);
  });

  it('shows a spinner while loading', () => {
    stubShop();
    renderListing();
    expect(screen.getByRole('status')).toHaveTextContent('Memuat...');
  });

  it('filters by category into the query string, and the clear button undoes it', async () => {
    stubShop();
    const { router } = renderListing();
    await screen.findByRole('heading', { name: 'Netflix Premium' });
    const categorySelect = await screen.findByLabelText('Kategori');
    await within(categorySelect).findByRole('option', { name: 'Musik' });

    fireEvent.change(categorySelect, { target: { value: 'c2' } });

    expect(router.state.location.search).toBe('?type=all&category=c2');
    await waitFor(() => expect(productNames()).toEqual(['Spotify Family']));

    fireEvent.click(screen.getByRole('button', { name: 'Hapus filter Kategori' }));
    expect(router.state.location.search).toBe('?type=all');
    await waitFor(() => expect(productNames()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Hapus filter Kategori' })).not.toBeInTheDocument();
  });

  it('searches by name, keeps the text in ?search= and says when nothing matches', async () => {
    stubShop();
    const { router } = renderListing();
    await screen.findByRole('heading', { name: 'Netflix Premium' });
    const search = screen.getByPlaceholderText('Cari Produk');

    fireEvent.change(search, { target: { value: 'spoti' } });
    expect(router.state.location.search).toBe('?type=all&search=spoti');
    await waitFor(() => expect(productNames()).toEqual(['Spotify Family']));

    fireEvent.change(search, { target: { value: 'disney' } });
    expect(await screen.findByText('Produk tidak ditemukan')).toBeInTheDocument();
  });

  it('filters by type, replacing type=all, and clearing it brings type=all back', async () => {
    stubShop();
    const { router } = renderListing();
    await screen.findByRole('heading', { name: 'Netflix Premium' });

    fireEvent.change(screen.getByLabelText('Tipe'), { target: { value: 'Lisensi' } });
    expect(router.state.location.search).toBe('?type=Lisensi');
    expect(screen.getByRole('heading', { level: 1, name: 'Produk Kami' })).toBeInTheDocument();
    await waitFor(() => expect(productNames()).toEqual(['Office 2021']));

    fireEvent.click(screen.getByRole('button', { name: 'Hapus filter Tipe' }));
    expect(router.state.location.search).toBe('?type=all');
  });

  it('opens with the filters of the URL', async () => {
    stubShop();
    renderListing('/allProduct?type=all&category=c1&search=net');
    expect(await screen.findByRole('heading', { name: 'Netflix Premium' })).toBeInTheDocument();
    await waitFor(() => expect(productNames()).toEqual(['Netflix Premium']));
    expect(screen.getByPlaceholderText('Cari Produk')).toHaveValue('net');
  });

  it("shows what an address's package filter says, 'lifetime' included, as the dropdown does", async () => {
    stubShop();
    renderListing('/allProduct?type=all&package=lifetime');
    expect(await screen.findByRole('heading', { name: 'Office 2021' })).toBeInTheDocument();
    await waitFor(() => expect(productNames()).toEqual(['Office 2021']));
    const packageSelect = screen.getByLabelText('Paket');
    await within(packageSelect).findByRole('option', { name: 'Lifetime' });
    expect(packageSelect).toHaveValue('lifetime');
  });

  it("ignores package 'lifetime' while in all mode, and applies it after the first filter change", async () => {
    stubShop();
    renderListing('/allProduct?type=all');
    await screen.findByRole('heading', { name: 'Netflix Premium' });
    await waitFor(() => expect(productNames()).toHaveLength(3));

    const packageSelect = screen.getByLabelText('Paket');
    await within(packageSelect).findByRole('option', { name: 'Host' });
    fireEvent.change(packageSelect, { target: { value: 'pk-host' } });
    await waitFor(() => expect(productNames()).toEqual(['Spotify Family']));

    fireEvent.change(packageSelect, { target: { value: 'lifetime' } });
    await waitFor(() => expect(productNames()).toEqual(['Office 2021']));
  });

  it("offers 'Lifetime' once: the admin's Lifetime package and the products without variants together", async () => {
    const windows = productFixture({
      _id: 'p4',
      name: 'Windows 11 Pro',
      variant: [
        {
          _id: 'v4',
          package: { _id: 'pk-lifetime', name: 'Lifetime' },
          status: 'Available',
          items: [{ _id: 'i4', enabled: true, duration: 0, price: 129_000 }],
        },
      ],
    });
    stubShop({ products: [netflix, spotify, office, windows] });
    renderListing();
    await screen.findByRole('heading', { name: 'Netflix Premium' });
    const packageSelect = screen.getByLabelText('Paket');
    await within(packageSelect).findByRole('option', { name: 'Host' });

    expect(
      within(packageSelect)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Semua Paket', 'Sharing', 'Host', 'Lifetime']);
    fireEvent.change(packageSelect, { target: { value: 'lifetime' } });
    await waitFor(() => expect(productNames()).toEqual(['Office 2021', 'Windows 11 Pro']));
  });

  it("shows the digital view: 'Produk Digital', only the search, a page of digital products and 'Lihat Semua' at 16", async () => {
    const sixteen = Array.from({ length: 16 }, (_, index) =>
      productFixture({ ...ebook, _id: `d${index}`, name: `Ebook ${index}` }),
    );
    const fetchMock = stubShop({ products: sixteen });
    renderListing('/allProduct?type=digital');

    expect(screen.getByRole('heading', { level: 1, name: 'Produk Digital' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Ebook 0' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/products?limit=16&type=Digital+Product');
    expect(screen.queryByLabelText('Kategori')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Beli Sekarang' })).toHaveLength(16);
    expect(screen.getByRole('link', { name: 'Lihat Semua' })).toHaveAttribute('href', '/allProduct?type=all');
  });

  it("has no 'Lihat Semua' in the digital view below 16 products", async () => {
    stubShop({ products: [ebook] });
    renderListing('/allProduct?type=digital');
    await screen.findByRole('heading', { name: 'Ebook Freelance' });
    expect(screen.queryByRole('link', { name: 'Lihat Semua' })).not.toBeInTheDocument();
  });

  it("says 'Gagal memuat data produk' when the list fails", async () => {
    stubShop({ productsStatus: 500 });
    renderListing();
    expect(await screen.findByText('Gagal memuat data produk')).toBeInTheDocument();
  });

  it.each([
    [0, 'none'],
    [1, 'single'],
    [2, 'single'],
    [3, 'carousel'],
  ])('%i banners: %s', async (count, layout) => {
    const banners = Array.from({ length: count }, (_, index) => ({
      _id: `b${index}`,
      image: `uploads/banner-${index}.png`,
      link: null,
    }));
    stubShop({ banners });
    renderListing();
    await screen.findByRole('heading', { name: 'Netflix Premium' });
    await waitFor(() => {
      const bannerImages = screen.queryAllByRole('img', { name: /^Banner/ });
      expect(bannerImages).toHaveLength(layout === 'none' ? 0 : layout === 'single' ? 1 : count);
    });
    expect(screen.queryByRole('region', { name: 'Banner promo' }) !== null).toBe(layout === 'carousel');
  });
});
