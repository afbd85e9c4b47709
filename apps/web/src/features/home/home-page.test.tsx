import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productFixture } from '../../test-utils/catalogue-fixtures';
import { jsonResponse, landingRoute, renderRoutes, stubFetch } from '../../test-utils/render-routes';
import { shopInfoFixture } from '../../test-utils/shop-info-fixture';
import { HomePage } from './home-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function productsNamed(count: number) {
  return Array.from({ length: count }, (_, index) =>
    productFixture({ _id: `p${index + 1}`, name: `Produk ${index + 1}` }),
  );
}

const faq = [
  { question: 'Apakah akunnya legal?', answer: 'Ya, semua akun berasal dari langganan resmi.' },
  { question: 'Berapa lama akun dikirim?', answer: 'Produk Ready langsung dikirim setelah pembayaran.' },
  { question: 'Bisa refund?', answer: 'Bisa, sesuai ketentuan refund.' },
];

interface HomeAnswers {
  products?: unknown[];
  announcement?: { text: string } | null;
}

/** Answers every call of the home page, as the demo shop would. */
function stubHomeApi({
  products = productsNamed(3),
  announcement = { text: 'Promo akhir tahun!' },
}: HomeAnswers = {}) {
  const answers: Record<string, unknown> = {
    '/api/products/popular': [
      productFixture({ _id: 'pop1', name: 'Netflix Premium', categoryName: 'Streaming' }),
      productFixture({ _id: 'pop2', name: 'Spotify Family', categoryName: 'Musik' }),
    ],
    '/api/products': products,
    '/api/product-discounts': [],
    '/api/announcement': announcement,
    '/api/testimonials': [
      { name: 'Rina', role: 'Mahasiswa', rating: 5, content: 'Murah dan cepat!' },
      { name: 'Andi', role: 'Karyawan', rating: 4, content: 'Pelayanannya ramah.' },
    ],
    '/api/faq': faq,
    '/api/showcase': [
      { name: 'QRIS', image: 'uploads/demo/qris.svg' },
      { name: 'DANA', image: 'uploads/demo/dana.svg' },
    ],
    '/api/flash-cards': {
      content: [{ title: 'Netflix diskon 20%', description: 'Untuk 10 pembeli pertama.' }],
    },
    '/api/why-us': [
      { title: 'Garansi Penuh', description: 'Akun bermasalah kami ganti.' },
      { title: 'Admin responsif', description: 'Dibalas lewat WhatsApp setiap hari.' },
    ],
    '/api/shop-info': shopInfoFixture(),
  };
  return stubFetch((url) => {
    const path = url.split('?')[0]!;
    return path in answers
      ? jsonResponse(200, { data: answers[path] })
      : jsonResponse(404, { message: 'Tidak ditemukan', code: 'NOT_FOUND' });
  });
}

function renderHome() {
  return renderRoutes(
    [{ path: '/', element: <HomePage /> }, landingRoute('/product/:productId'), landingRoute('/allProduct')],
    '/',
  );
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('home page', () => {
  it('shows the hero, the announcement and the sections', async () => {
    stubHomeApi();
    renderHome();

    expect(
      screen.getByRole('heading', { level: 1, name: 'Portal Akun Premium Private Buat Kamu!' }),
    ).toBeInTheDocument();
    const announcement = await screen.findByRole('region', { name: 'Pengumuman' });
    // Twice on the track for a seamless loop; the second copy is hidden from screen readers.
    expect(within(announcement).getAllByText('Promo akhir tahun!')).toHaveLength(2);
    expect(within(announcement).getAllByText('Promo akhir tahun!')[1]).toHaveAttribute('aria-hidden', 'true');
    expect(document.getElementById('tentang')).toHaveTextContent('Tentang');
    expect(within(document.getElementById('cara-pesan')!).getAllByRole('listitem')).toHaveLength(4);
    expect(await screen.findByRole('img', { name: 'QRIS' })).toBeInTheDocument();
    expect(screen.getByText('Garansi Penuh')).toBeInTheDocument();
  });

  it("gives the admin's reasons under 'Kenapa Pilih Premium Shop?', and the flash cards as promos apart", async () => {
    stubHomeApi();
    renderHome();

    const whyUs = await screen.findByRole('region', { name: 'Kenapa Pilih Premium Shop?' });
    expect(await within(whyUs).findByRole('heading', { name: 'Garansi Penuh' })).toBeInTheDocument();
    expect(
      within(whyUs)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Garansi Penuh', 'Admin responsif']);
    expect(within(whyUs).getByText('Dibalas lewat WhatsApp setiap hari.')).toBeInTheDocument();
    expect(within(whyUs).queryByText('Netflix diskon 20%')).not.toBeInTheDocument();

    const promos = await screen.findByRole('region', { name: 'Promo Spesial' });
    expect(within(promos).getByText('Netflix diskon 20%')).toBeInTheDocument();
  });

  it('shows no announcement bar when there is none', async () => {
    stubHomeApi({ announcement: null });
    renderHome();

    await screen.findByText('Garansi Penuh');
    expect(screen.queryByRole('region', { name: 'Pengumuman' })).not.toBeInTheDocument();
  });

  it('lists the popular products as links to their pages', async () => {
    stubHomeApi();
    renderHome();

    const popular = section('Populer');
    expect(await within(popular).findByRole('link', { name: /Netflix Premium/ })).toHaveAttribute(
      'href',
      '/product/pop1',
    );
    expect(within(popular).getByRole('link', { name: /Spotify Family/ })).toHaveAttribute(
      'href',
      '/product/pop2',
    );
  });

  it('shows the testimonials with their rating', async () => {
    stubHomeApi();
    renderHome();

    const testimonials = await screen.findByRole('region', { name: 'Kata Mereka' });
    expect(within(testimonials).getByText('Rina')).toBeInTheDocument();
    expect(within(testimonials).getByRole('img', { name: 'Rating 5 dari 5' })).toBeInTheDocument();
    expect(within(testimonials).getByRole('img', { name: 'Rating 4 dari 5' })).toBeInTheDocument();
  });

  it("links 'Lihat Semua' when the preview holds exactly 16 products", async () => {
    stubHomeApi({ products: productsNamed(16) });
    renderHome();

    const products = section('Pilih Langganan Favoritmu');
    expect(await within(products).findAllByRole('article')).toHaveLength(16);
    expect(within(products).getByRole('link', { name: 'Lihat Semua' })).toHaveAttribute(
      'href',
      '/allProduct',
    );
  });

  it.each([15, 1])("does not link 'Lihat Semua' with %i products", async (count) => {
    stubHomeApi({ products: productsNamed(count) });
    renderHome();

    const products = section('Pilih Langganan Favoritmu');
    expect(await within(products).findAllByRole('article')).toHaveLength(count);
    expect(within(products).queryByRole('link', { name: 'Lihat Semua' })).not.toBeInTheDocument();
  });

  it('says so when there are no products', async () => {
    stubHomeApi({ products: [] });
    renderHome();

    expect(await screen.findByText('Produk tidak ditemukan')).toBeInTheDocument();
  });

  it('opens one FAQ answer at a time', async () => {
    stubHomeApi();
    renderHome();

    const [first, second] = await within(section('Pertanyaan yang Sering Diajukan')).findAllByRole('button');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Apakah akunnya legal?' })).not.toBeInTheDocument();

    fireEvent.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Apakah akunnya legal?' })).toHaveTextContent(
      'Ya, semua akun berasal dari langganan resmi.',
    );

    fireEvent.click(second!);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('region', { name: 'Apakah akunnya legal?' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Berapa lama akun dikirim?' })).toBeInTheDocument();

    fireEvent.click(second!);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers WhatsApp and e-mail under the FAQ', async () => {
    stubHomeApi();
    renderHome();

    const faqSection = section('Pertanyaan yang Sering Diajukan');
    const whatsapp = await within(faqSection).findByRole('link', { name: 'Tanya via WhatsApp' });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/);
    expect(within(faqSection).getByRole('link', { name: 'Kirim Email' })).toHaveAttribute(
      'href',
      'mailto:support@premiumshop.id',
    );
  });

  it('asks for no search until the visitor types one', async () => {
    const fetchMock = stubHomeApi();
    renderHome();
    await screen.findByText('Garansi Penuh');

    const urls = () => fetchMock.mock.calls.map(([url]) => url);
    expect(urls()).toContain('/api/products?limit=16');
    expect(urls().filter((url) => url.includes('search='))).toEqual([]);

    const search = screen.getByRole('combobox', { name: 'Cari produk' });
    fireEvent.focus(search);
    fireEvent.change(search, { target: { value: 'net' } });
    await vi.waitFor(() => expect(urls()).toContain('/api/products?limit=50&search=net'));
  });
});
