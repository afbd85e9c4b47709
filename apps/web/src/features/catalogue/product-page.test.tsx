import type { Product } from '@premium-shop/domain/product-schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getOrderDraft } from '../../lib/order-draft';
import { productFixture } from '../../test-utils/catalogue-fixtures';
import {
  jsonResponse,
  landingRoute,
  renderRoutes,
  signInForTest,
  stubFetch,
} from '../../test-utils/render-routes';
import { ProductPage } from './product-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const netflix = productFixture({
  schema: [
    { _id: 's1', header: 'Bergabung ke grup', description: 'Kamu mendapat satu profil.' },
    { _id: 's2', header: 'Akun siap', description: 'Data akun muncul di dashboard.' },
  ],
  benefit: [{ _id: 'b1', header: 'Kualitas 4K', description: 'Nonton dengan kualitas terbaik.' }],
  variant: [
    {
      _id: 'v0',
      package: { _id: 'pk-private', name: 'Private' },
      status: 'Unavailable',
      items: [{ _id: 'i0', enabled: true, duration: 30, price: 90_000 }],
    },
    {
      _id: 'v1',
      package: { _id: 'pk-sharing', name: 'Sharing' },
      status: 'Available',
      items: [
        { _id: 'i1', enabled: true, duration: 30, price: 25_000 },
        { _id: 'i2', enabled: true, duration: 90, price: 60_000 },
        { _id: 'i3', enabled: true, duration: 360, price: 200_000 },
      ],
    },
    {
      _id: 'v2',
      package: { _id: 'pk-host', name: 'Host' },
      status: 'Available',
      items: [
        { _id: 'i4', enabled: true, duration: 0, price: 15_000 },
        { _id: 'i5', enabled: true, duration: 30, price: 10_000 },
      ],
    },
  ],
});

interface Answers {
  product?: Product;
  productStatus?: number;
  promos?: unknown[];
  related?: Product[];
}

function stubProduct({ product = netflix, productStatus = 200, promos = [], related = [] }: Answers = {}) {
  return stubFetch((url) => {
    if (url === `/api/products/${product._id}`) {
      return productStatus === 200
        ? jsonResponse(200, { data: product })
        : jsonResponse(productStatus, {
            message: 'x',
            code: productStatus === 404 ? 'NOT_FOUND' : 'INTERNAL',
          });
    }
    if (url.startsWith('/api/products/category/')) return jsonResponse(200, { data: related });
    if (url === `/api/product-discounts/${product._id}`) return jsonResponse(200, { data: promos });
    if (url === '/api/product-discounts') return jsonResponse(200, { data: [] });
    if (url === `/api/product-items/domain/${product._id}`) {
      return jsonResponse(200, { data: ['kantor.onmicrosoft.com'] });
    }
    return jsonResponse(404, { message: 'Tidak ada', code: 'NOT_FOUND' });
  });
}

function renderProduct(productId = 'p1') {
  return renderRoutes(
    [
      {
        path: '/product/:productId',
        element: <ProductPage />,
        errorElement: <p>Halaman Tidak Ditemukan</p>,
      },
      landingRoute('/login'),
      landingRoute('/payment-confirmation/:type'),
    ],
    `/product/${productId}`,
  );
}

describe('product page', () => {
  it('shows the product: name, badges, price range and its sections', async () => {
    stubProduct();
    renderProduct();

    expect(await screen.findByRole('heading', { level: 1, name: 'Netflix Premium' })).toBeInTheDocument();
    expect(screen.getByText('Rp 10.000 - Rp 200.000')).toBeInTheDocument();
    expect(screen.getByText('Ready')).toBeInTheDocument();
    for (const heading of ['Informasi', 'Catatan*', 'Model berlangganan', 'Keuntungan yang Kamu Dapatkan']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    const schema = screen.getByRole('heading', { name: 'Model berlangganan' }).parentElement!;
    expect(within(schema).getByText('1')).toBeInTheDocument();
    expect(within(schema).getByText('Bergabung ke grup')).toBeInTheDocument();
    expect(within(schema).getByText('2')).toBeInTheDocument();
  });

  it('shows one price when the range is a single price', async () => {
    stubProduct({ product: productFixture({ variant: [], price: 150_000 }) });
    renderProduct();
    expect(await screen.findByText('Rp 150.000', { selector: 'p' })).toBeInTheDocument();
  });

  it('disables an Unavailable package, preselects the first Available one and its first duration', async () => {
    stubProduct();
    renderProduct();

    expect(await screen.findByRole('radio', { name: /^Private/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Sharing' })).toBeChecked();
    const durations = screen.getByRole('group', { name: 'Pilih Durasi' });
    expect(
      within(durations)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['1 BulanRp 27.000', '3 BulanRp 66.000', '1 TahunRp 224.000']);
    expect(within(durations).getByRole('radio', { name: /1 Bulan/ })).toBeChecked();
  });

  it('switching package picks its first duration; Lifetime reads as such', async () => {
    stubProduct();
    renderProduct();

    fireEvent.click(await screen.findByRole('radio', { name: 'Host' }));

    const durations = screen.getByRole('group', { name: 'Pilih Durasi' });
    expect(within(durations).getByRole('radio', { name: /Lifetime/ })).toBeChecked();
    expect(within(durations).getByRole('radio', { name: /1 Bulan/ })).not.toBeChecked();
  });

  it('prices each duration as the checkout will: admin fee in, the promo taken off and its saving shown', async () => {
    stubProduct({
      promos: [{ _id: 'd1', product: { _id: 'p1' }, duration: 90, value: '10%', used: 3, slot: 10 }],
    });
    renderProduct();
    const durations = await screen.findByRole('group', { name: 'Pilih Durasi' });
    // 3 Bulan: 60.000 + 3 × 2.000 = 66.000, less 10% = 59.400.
    expect(await within(durations).findByText('Rp 59.400')).toBeInTheDocument();
    expect(within(durations).getByText('Rp 66.000').tagName).toBe('S');

    fireEvent.click(within(durations).getByRole('radio', { name: /3 Bulan/ }));
    expect(screen.getByText(/^Hemat Rp 6\.600 dengan promo/)).toBeInTheDocument();
    fireEvent.click(within(durations).getByRole('radio', { name: /1 Bulan/ }));
    expect(screen.queryByText(/^Hemat/)).not.toBeInTheDocument();
    expect(screen.getByText(/termasuk biaya admin, belum termasuk biaya pembayaran/)).toBeInTheDocument();
  });

  it("shows 'Promo Terbatas : used / slot' for a limited promo of the chosen duration only", async () => {
    stubProduct({
      promos: [
        { _id: 'd1', product: { _id: 'p1' }, duration: 90, value: '10%', used: 3, slot: 10 },
        { _id: 'd2', product: { _id: 'p1' }, duration: 30, value: '5000', used: 0, slot: null },
      ],
    });
    renderProduct();
    await screen.findByRole('radio', { name: 'Sharing' });
    expect(screen.queryByText(/Promo Terbatas/)).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: /3 Bulan/ }));
    expect(await screen.findByText('Promo Terbatas : 3 / 10')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: /1 Tahun/ }));
    expect(screen.queryByText(/Promo Terbatas/)).not.toBeInTheDocument();
  });

  it.each([
    ['Ready', 'Pesan'],
    ['Preorder', 'Preorder'],
  ] as const)('the order button of a %s product reads %s', async (method, label) => {
    stubProduct({ product: productFixture({ method }) });
    renderProduct();
    expect(await screen.findByRole('button', { name: label })).toBeEnabled();
  });

  it("disables ordering with 'Stok Habis' when the product is out of stock", async () => {
    stubProduct({ product: productFixture({ status: 'Habis' }) });
    renderProduct();
    expect(await screen.findByRole('button', { name: 'Stok Habis' })).toBeDisabled();
  });

  it('shows the 404 page for an Unavailable product', async () => {
    stubProduct({ product: productFixture({ status: 'Unavailable' }) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderProduct();
    expect(await screen.findByText('Halaman Tidak Ditemukan')).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown product', async () => {
    stubProduct({ productStatus: 404 });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderProduct();
    expect(await screen.findByText('Halaman Tidak Ditemukan')).toBeInTheDocument();
  });

  it("says 'Gagal memuat data produk' when loading fails", async () => {
    stubProduct({ productStatus: 500 });
    renderProduct();
    expect(await screen.findByText('Gagal memuat data produk')).toBeInTheDocument();
  });

  it("lists related products under 'Lihat juga produk lainnya'", async () => {
    const fetchMock = stubProduct({
      related: [
        productFixture({ _id: 'p9', name: 'Disney+ Hotstar' }),
        productFixture({ _id: 'p8', name: 'Hilang', status: 'Unavailable' }),
      ],
    });
    renderProduct();
    expect(await screen.findByRole('heading', { name: 'Lihat juga produk lainnya' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Disney+ Hotstar' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Hilang' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/products/category/c1?productId=p1');
  });

  it('sends a visitor to /login with a toast, and stores no draft', async () => {
    stubProduct();
    const { router } = renderProduct();

    fireEvent.click(await screen.findByRole('button', { name: 'Pesan' }));

    expect(await screen.findByText('Login terlebih dahulu untuk melanjutkan pesanan')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(getOrderDraft()).toBeNull();
  });

  it("stores a customer's choice as the draft and opens the payment confirmation", async () => {
    signInForTest();
    stubProduct();
    const { router } = renderProduct();

    fireEvent.click(await screen.findByRole('radio', { name: /3 Bulan/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Pesan' }));

    expect(router.state.location.pathname).toBe('/payment-confirmation/payment');
    expect(getOrderDraft()).toMatchObject({
      productId: 'p1',
      productName: 'Netflix Premium',
      method: 'Ready',
      package: 'Sharing',
      packageId: 'pk-sharing',
      duration: { value: 90, label: '3 Bulan' },
      price: 60_000,
      adminFee: 6_000,
      totalPrice: 66_000,
      groupMembers: 5,
      providerPrice: 0,
      tax: 0,
      voucher: null,
    });
  });

  it.each([
    ['Preorder', 'Sharing', '/payment-confirmation/preorder'],
    ['Ready', 'Host', '/payment-confirmation/host'],
  ] as const)('a %s product with package %s goes to %s', async (method, packageName, path) => {
    signInForTest();
    stubProduct({ product: { ...netflix, method, modalFee: 120_000 } });
    const { router } = renderProduct();

    fireEvent.click(await screen.findByRole('radio', { name: packageName }));
    fireEvent.click(screen.getByRole('button', { name: method === 'Ready' ? 'Pesan' : 'Preorder' }));

    expect(router.state.location.pathname).toBe(path);
    expect(getOrderDraft()).toMatchObject({ package: packageName, providerPrice: 120_000 });
  });

  it('keeps the dashboard route in the dashboard: related cards and the confirmation', async () => {
    signInForTest();
    stubProduct({ related: [productFixture({ _id: 'p9', name: 'Disney+ Hotstar' })] });
    const { router } = renderRoutes(
      [
        { path: '/dashboard/detail-product/:productId', element: <ProductPage /> },
        landingRoute('/dashboard/payment-confirmation/:type'),
      ],
      '/dashboard/detail-product/p1',
    );

    const related = await screen.findByRole('heading', { name: 'Disney+ Hotstar' });
    expect(within(related.closest('article')!).getByRole('link', { name: 'Pesan Sekarang' })).toHaveAttribute(
      'href',
      '/dashboard/detail-product/p9',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pesan' }));
    expect(router.state.location.pathname).toBe('/dashboard/payment-confirmation/payment');
  });

  describe('order info modal', () => {
    async function openModal(type: string) {
      signInForTest();
      stubProduct({ product: { ...netflix, type } });
      const view = renderProduct();
      fireEvent.click(await screen.findByRole('button', { name: 'Pesan' }));
      const dialog = await screen.findByRole('dialog', { name: 'Informasi Pesanan' });
      return { ...view, dialog };
    }

    it('Dedicated Private: asks for a domain first, then the e-mail name, and completes the address', async () => {
      const { dialog, router } = await openModal('Dedicated Private');

      fireEvent.click(within(dialog).getByRole('button', { name: 'Lanjutkan' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Silahkan pilih domain terlebih dahulu',
      );

      // The product's own domains, from GET /product-items/domain/{productId}.
      await within(dialog).findByRole('option', { name: '@kantor.onmicrosoft.com' });
      fireEvent.change(within(dialog).getByLabelText('Domain'), {
        target: { value: 'kantor.onmicrosoft.com' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Lanjutkan' }));
      await waitFor(() =>
        expect(within(dialog).getByRole('alert')).toHaveTextContent('Email tidak boleh kosong'),
      );

      fireEvent.change(within(dialog).getByLabelText('Nama email'), { target: { value: 'budi.kantor' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Lanjutkan' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/payment-confirmation/payment'));
      expect(getOrderDraft()).toMatchObject({ email: 'budi.kantor', domain: 'kantor.onmicrosoft.com' });
    });

    it.each(['Invite Sharing', 'Invite Email'])(
      '%s: needs an e-mail, reminds to check it, and can use the registered one',
      async (type) => {
        const { dialog, router } = await openModal(type);
        expect(
          within(dialog).getByText('Pastikan email yang kamu masukkan sudah benar ya!'),
        ).toBeInTheDocument();

        fireEvent.click(within(dialog).getByRole('button', { name: 'Lanjutkan' }));
        expect(await within(dialog).findByRole('alert')).toHaveTextContent('Email tidak boleh kosong');

        const email = within(dialog).getByLabelText('Email');
        fireEvent.click(within(dialog).getByLabelText('Gunakan email yang terdaftar'));
        expect(email).toBeDisabled();
        expect(email).toHaveValue('budi@gmail.com');

        fireEvent.click(within(dialog).getByLabelText('Gunakan email yang terdaftar'));
        expect(email).toBeEnabled();
        fireEvent.change(email, { target: { value: 'keluarga@gmail.com' } });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Lanjutkan' }));

        await waitFor(() => expect(router.state.location.pathname).toBe('/payment-confirmation/payment'));
        expect(getOrderDraft()).toMatchObject({ email: 'keluarga@gmail.com' });
      },
    );

    it('Lisensi: needs the credential text', async () => {
      const { dialog } = await openModal('Lisensi');

      fireEvent.change(within(dialog).getByLabelText('Informasi kredensial'), { target: { value: '   ' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Lanjutkan' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Informasi kredensial tidak boleh kosong',
      );

      fireEvent.change(within(dialog).getByLabelText('Informasi kredensial'), {
        target: { value: 'akun@outlook.com / rahasia' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Lanjutkan' }));
      await waitFor(() => expect(getOrderDraft()).toMatchObject({ credInfo: 'akun@outlook.com / rahasia' }));
    });

    it('Batal closes the modal without a draft', async () => {
      const { dialog } = await openModal('Invite Email');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(getOrderDraft()).toBeNull();
    });
  });
});
