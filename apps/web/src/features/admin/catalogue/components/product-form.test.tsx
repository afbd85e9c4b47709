import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  renderRoutes,
  sentBody,
  signInForTest,
  stubFetch,
} from '../../../../test-utils/render-routes';
import { AdminCataloguePage } from '../catalogue-page';

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
    productCount: 0,
  },
];
const packages = [{ _id: SHARING_ID, name: 'Sharing', description: '', variantCount: 0 }];

const savedProduct = {
  _id: PRODUCT_ID,
  name: 'Spotify Family',
  brand: 'Spotify',
  image: 'uploads/catalogue/a.png',
  banner: 'uploads/catalogue/b.png',
  icon: 'uploads/catalogue/c.png',
  method: 'Preorder',
  type: 'Invite Email',
  link: null,
  status: 'Available',
  category: categories[0],
  categoryId: CATEGORY_ID,
  adminFee: '10%',
  modalFee: 80_000,
  slot: 6,
  information: 'Info',
  note: '',
  schema: [{ _id: 's1', header: 'Pesan', description: 'Bayar dulu' }],
  benefit: [],
  price: null,
  isPopular: false,
  variant: [
    {
      _id: 'v1',
      package: { _id: SHARING_ID, name: 'Sharing' },
      status: 'Available',
      items: [{ _id: 'i1', duration: 30, price: 25_000, enabled: true, orderCount: 2 }],
    },
  ],
  orderCount: 2,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

type Handler = (url: string, init?: RequestInit) => Response | undefined;

function stubConsole(extra: Handler = () => undefined) {
  return stubFetch((url, init) => {
    const answer = extra(url, init);
    if (answer) return answer;
    if (url === '/api/admin/categories') return jsonResponse(200, { data: categories });
    if (url === '/api/admin/packages') return jsonResponse(200, { data: packages });
    if (url === `/api/admin/products/${PRODUCT_ID}`) return jsonResponse(200, { data: savedProduct });
    if (url.startsWith('/api/admin/products?')) {
      return jsonResponse(200, { data: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } });
    }
    return jsonResponse(404, { message: 'Alamat API tidak ditemukan.', code: 'ROUTE_NOT_FOUND' });
  });
}

function renderForm(productId = 'baru') {
  signInForTest();
  return renderRoutes(
    [{ path: '/admin/katalog', element: <AdminCataloguePage /> }],
    `/admin/katalog?produk=${productId}`,
  );
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function posts(fetchMock: ReturnType<typeof stubFetch>, url: string) {
  return fetchMock.mock.calls.filter(([called, init]) => called === url && init?.method === 'POST');
}

// A whole product form in jsdom takes a few seconds to fill in.
const SLOW = 30_000;

describe('product form', { timeout: SLOW }, () => {
  it('shows the shared rules on the fields and sends nothing while the form is invalid', async () => {
    const fetchMock = stubConsole();
    renderForm();
    await screen.findByLabelText('Nama produk');

    type('Slot (anggota per akun)', '0');
    type('Biaya admin (2000 atau 10%)', 'sepuluh');
    fireEvent.click(screen.getByRole('button', { name: '+ Tambah paket' }));
    type('Durasi paket 1 baris 1', '-1');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Produk' }));

    expect(await screen.findByText('Nama produk wajib diisi')).toBeInTheDocument();
    expect(screen.getByText('Pilih kategori', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Gambar produk wajib diisi')).toBeInTheDocument();
    expect(screen.getByText('Slot minimal 1')).toBeInTheDocument();
    expect(
      screen.getByText("Biaya admin harus angka (mis. 2000) atau persen (mis. '10%')"),
    ).toBeInTheDocument();
    expect(screen.getByText('Pilih paket', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Durasi minimal 0')).toBeInTheDocument();
    expect(screen.getByText('Periksa kembali isian yang ditandai merah')).toBeInTheDocument();
    expect(screen.getByLabelText('Nama produk')).toHaveAttribute('aria-invalid', 'true');
    expect(posts(fetchMock, '/api/admin/products')).toHaveLength(0);
  });

  it('uploads an image and sends every field, variant and item in the body', async () => {
    const fetchMock = stubConsole((url, init) => {
      if (url === '/api/admin/uploads/catalogue-image') {
        return jsonResponse(201, {
          data: { path: 'uploads/catalogue/abc.png' },
          message: 'Gambar berhasil diunggah',
        });
      }
      if (url === '/api/admin/products' && init?.method === 'POST') {
        return jsonResponse(201, { data: savedProduct, message: 'Produk berhasil ditambahkan' });
      }
      return undefined;
    });
    const { router } = renderForm();
    await screen.findByLabelText('Nama produk');

    type('Nama produk', 'Spotify Family');
    type('Brand', 'Spotify');
    type('Kategori', CATEGORY_ID);
    type('Tipe', 'Invite Email');
    type('Metode', 'Preorder');
    fireEvent.change(screen.getByLabelText('Unggah Gambar produk'), {
      target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' })] },
    });
    await waitFor(() =>
      expect(screen.getByLabelText('Gambar produk')).toHaveValue('uploads/catalogue/abc.png'),
    );
    type('Banner', 'uploads/catalogue/b.png');
    type('Ikon', 'uploads/catalogue/c.png');
    type('Biaya admin (2000 atau 10%)', '10%');
    type('Harga provider (Rp)', '80000');
    type('Slot (anggota per akun)', '6');
    type('Informasi', 'Info');
    fireEvent.click(screen.getByRole('button', { name: '+ Tambah langkah' }));
    type('Judul langkah 1', 'Pesan');
    type('Deskripsi langkah 1', 'Bayar dulu');
    fireEvent.click(screen.getByRole('button', { name: '+ Tambah paket' }));
    type('Paket 1', SHARING_ID);
    type('Harga paket 1 baris 1', '25000');
    expect(screen.getByText('1 Bulan')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Produk' }));

    expect(await screen.findByText('Produk berhasil ditambahkan')).toBeInTheDocument();
    const upload = posts(fetchMock, '/api/admin/uploads/catalogue-image')[0]!;
    expect(upload[1]?.body).toBeInstanceOf(FormData);
    expect((upload[1]?.body as FormData).get('file')).toBeInstanceOf(File);
    const [, init] = posts(fetchMock, '/api/admin/products')[0]!;
    expect(sentBody(init)).toEqual({
      name: 'Spotify Family',
      brand: 'Spotify',
      image: 'uploads/catalogue/abc.png',
      banner: 'uploads/catalogue/b.png',
      icon: 'uploads/catalogue/c.png',
      method: 'Preorder',
      type: 'Invite Email',
      link: null,
      status: 'Available',
      categoryId: CATEGORY_ID,
      adminFee: '10%',
      modalFee: 80_000,
      slot: 6,
      information: 'Info',
      note: '',
      schema: [{ header: 'Pesan', description: 'Bayar dulu' }],
      benefit: [],
      price: null,
      isPopular: false,
      variants: [
        {
          packageId: SHARING_ID,
          status: 'Available',
          items: [{ duration: 30, price: 25_000, enabled: true }],
        },
      ],
    });
    // Back to the list once saved.
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('loads a product into the form and saves it with PUT, showing the server field message', async () => {
    const fetchMock = stubConsole((url, init) =>
      init?.method === 'PUT'
        ? jsonResponse(409, {
            message: 'Kategori tidak ditemukan',
            code: 'VALIDATION_FAILED',
            errors: { categoryId: 'Kategori tidak ditemukan' },
          })
        : undefined,
    );
    renderForm(PRODUCT_ID);

    expect(await screen.findByDisplayValue('Spotify Family')).toBeInTheDocument();
    expect(screen.getByLabelText('Harga paket 1 baris 1')).toHaveValue('25000');
    expect(screen.getByLabelText('Judul langkah 1')).toHaveValue('Pesan');
    // The item orders used says so: removing it only disables it.
    expect(screen.getByText('2 pesanan')).toBeInTheDocument();
    type('Slot (anggota per akun)', '5');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));

    // The toast and the field's own message.
    await waitFor(() => expect(screen.getAllByText('Kategori tidak ditemukan')).toHaveLength(2));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(put[0]).toBe(`/api/admin/products/${PRODUCT_ID}`);
    expect(sentBody(put[1])).toMatchObject({
      slot: 5,
      adminFee: '10%',
      variants: [{ packageId: SHARING_ID }],
    });
  });

  it('tells the admin when a longer plan costs more per month than the monthly one, and stops once fixed', async () => {
    stubConsole();
    renderForm(PRODUCT_ID);
    expect(await screen.findByDisplayValue('Spotify Family')).toBeInTheDocument();
    type('Biaya admin (2000 atau 10%)', '5%');
    type('Harga paket 1 baris 1', '75000');
    fireEvent.click(screen.getByRole('button', { name: '+ Tambah durasi' }));
    type('Durasi paket 1 baris 2', '90');
    type('Harga paket 1 baris 2', '215000');

    // 215.000 + 5% × 3 months = 247.250, Rp 82.417 a month against 75.000 + 5% = 78.750.
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      '3 Bulan (Rp 247.250 dengan biaya admin) jatuh Rp 82.417 per bulan, lebih mahal dari 1 Bulan (Rp 78.750).',
    );
    type('Harga paket 1 baris 2', '200000');
    await waitFor(() => expect(screen.queryByRole('note')).not.toBeInTheDocument());
  });
});
