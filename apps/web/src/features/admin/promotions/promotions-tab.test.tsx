import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  renderRoutes,
  sentBody,
  signInForTest,
  stubFetch,
} from '../../../test-utils/render-routes';
import { PromotionsTab, type PromotionsTabKey } from './promotions-tab';

afterEach(() => {
  vi.unstubAllGlobals();
});

const NETFLIX = '11111111-1111-4111-8111-111111111111';
const SPOTIFY = '22222222-2222-4222-8222-222222222222';
const products = [
  { _id: NETFLIX, name: 'Netflix Premium', durations: [30, 90] },
  { _id: SPOTIFY, name: 'Spotify Family', durations: [0] },
];

const voucher = {
  _id: 'v1',
  code: 'HEMAT10',
  type: 'percent',
  value: 10,
  product: { _id: NETFLIX, name: 'Netflix Premium' },
  usageLimit: 50,
  perCustomerLimit: null,
  used: 3,
  validFrom: null,
  validUntil: null,
  isActive: true,
  createdAt: '2026-11-01T00:00:00.000Z',
};

const promo = {
  _id: 'p1',
  product: { _id: NETFLIX, name: 'Netflix Premium' },
  duration: 30,
  value: '20%',
  used: 2,
  slot: 5,
  perCustomerLimit: null,
  isActive: true,
  startsAt: null,
  endsAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
};

const CONTENT_SAVED = 'Konten berhasil disimpan';

const banners = ['/a', '/b'].map((link, index) => ({
  _id: `b${index + 1}`,
  image: `uploads/banners/${index}.png`,
  link,
  sort: index + 1,
  isActive: true,
  createdAt: '2026-11-01T00:00:00.000Z',
}));

type Handler = (url: string, init?: RequestInit) => Response | undefined;

/** Answers the lists; `write` answers the calls that change something. */
function stubAdminApi(write: Handler) {
  return stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (method !== 'GET') return write(url, init) ?? jsonResponse(500, {});
    if (url === '/api/admin/promo-products') return jsonResponse(200, { data: products });
    if (url === '/api/admin/vouchers') return jsonResponse(200, { data: [voucher] });
    if (url === '/api/admin/product-discounts') return jsonResponse(200, { data: [promo] });
    if (url === '/api/admin/site-content/announcement') return jsonResponse(200, { data: { text: 'Lama' } });
    if (url === '/api/admin/site-content/testimonials') {
      return jsonResponse(200, {
        data: [
          { name: 'Sari', role: 'Mahasiswa', rating: 5, content: 'Cepat.' },
          { name: 'Andi', role: 'Karyawan', rating: 4, content: 'Murah.' },
        ],
      });
    }
    if (url === '/api/admin/site-content/why-us') {
      return jsonResponse(200, { data: [{ title: 'Harga hemat', description: 'Hemat hingga 80%.' }] });
    }
    if (url === '/api/admin/banners') return jsonResponse(200, { data: banners });
    if (url.startsWith('/api/admin/site-content/flash-cards'))
      return jsonResponse(200, { data: { content: [] } });
    if (url.startsWith('/api/admin/site-content/')) return jsonResponse(200, { data: [] });
    return jsonResponse(404, { message: 'tidak ada', code: 'NOT_FOUND' });
  });
}

function renderTab(tab: PromotionsTabKey) {
  signInForTest();
  return renderRoutes([{ path: '/admin/katalog', element: <PromotionsTab tab={tab} /> }], '/admin/katalog');
}

/** Opens the form once the product list (which the button waits for) is there. */
async function openForm(name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
}

function writes(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET');
}

describe('voucher tab', () => {
  it('lists vouchers with their uses and creates one with an upper-cased code for a product', async () => {
    const fetchMock = stubAdminApi(() =>
      jsonResponse(201, {
        data: { ...voucher, _id: 'v2', code: 'BARU50' },
        message: 'Voucher berhasil ditambahkan',
      }),
    );
    renderTab('voucher');

    const row = (await screen.findByRole('rowheader', { name: 'HEMAT10' })).closest('tr')!;
    expect(within(row).getByText('3 / 50')).toBeInTheDocument();
    expect(within(row).getByText('10%')).toBeInTheDocument();

    await openForm('Tambah Voucher');
    const card = await screen.findByRole('region', { name: 'Tambah Voucher' });
    fireEvent.change(within(card).getByLabelText('Kode Voucher'), { target: { value: 'baru50' } });
    fireEvent.change(within(card).getByLabelText('Jenis'), { target: { value: 'flat' } });
    fireEvent.change(within(card).getByLabelText('Nilai (Rupiah)'), { target: { value: '5000' } });
    fireEvent.change(within(card).getByLabelText('Produk'), { target: { value: SPOTIFY } });
    fireEvent.change(within(card).getByLabelText(/Batas Pemakaian/), { target: { value: '20' } });
    fireEvent.change(within(card).getByLabelText(/Batas per Pelanggan/), { target: { value: '1' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Simpan Voucher' }));

    expect(await screen.findByText('Voucher berhasil ditambahkan')).toBeInTheDocument();
    const [[url, init]] = writes(fetchMock) as [[string, RequestInit]];
    expect(url).toBe('/api/admin/vouchers');
    expect(init.method).toBe('POST');
    expect(sentBody(init)).toEqual({
      code: 'BARU50',
      type: 'flat',
      value: 5000,
      productId: SPOTIFY,
      usageLimit: 20,
      perCustomerLimit: 1,
      validFrom: null,
      validUntil: null,
      isActive: true,
    });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Tambah Voucher' })).not.toBeInTheDocument(),
    );
  });

  it('checks the form before sending and shows the server message of a taken code', async () => {
    const fetchMock = stubAdminApi(() =>
      jsonResponse(409, {
        message: 'Kode voucher sudah dipakai',
        code: 'CONFLICT',
        errors: { code: 'Kode voucher sudah dipakai' },
      }),
    );
    renderTab('voucher');
    await openForm('Tambah Voucher');
    const card = await screen.findByRole('region', { name: 'Tambah Voucher' });

    fireEvent.change(within(card).getByLabelText('Kode Voucher'), { target: { value: 'ab-1' } });
    fireEvent.change(within(card).getByLabelText('Nilai (1-100%)'), { target: { value: '150' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Simpan Voucher' }));
    expect(
      await within(card).findByText('Kode voucher hanya huruf dan angka, 3 sampai 32 karakter'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Voucher persentase antara 1 dan 100')).toBeInTheDocument();
    expect(within(card).getByLabelText('Kode Voucher')).toHaveAttribute('aria-invalid', 'true');
    expect(writes(fetchMock)).toHaveLength(0);

    fireEvent.change(within(card).getByLabelText('Kode Voucher'), { target: { value: 'HEMAT10' } });
    fireEvent.change(within(card).getByLabelText('Nilai (1-100%)'), { target: { value: '10' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Simpan Voucher' }));
    expect(await within(card).findByText('Kode voucher sudah dipakai')).toBeInTheDocument();
    expect(screen.getAllByText('Kode voucher sudah dipakai').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('region', { name: 'Tambah Voucher' })).toBeInTheDocument();
  });
});

describe('promo tab', () => {
  it('offers the durations of the chosen product and saves a limited promo', async () => {
    const fetchMock = stubAdminApi(() =>
      jsonResponse(201, { data: promo, message: 'Promo berhasil ditambahkan' }),
    );
    renderTab('promo');

    const row = (await screen.findByRole('rowheader', { name: 'Netflix Premium' })).closest('tr')!;
    expect(within(row).getByText('2 / 5')).toBeInTheDocument();

    await openForm('Tambah Promo');
    const card = await screen.findByRole('region', { name: 'Tambah Promo' });
    expect(within(card).getByLabelText('Durasi')).toBeDisabled();

    fireEvent.change(within(card).getByLabelText('Produk'), { target: { value: NETFLIX } });
    const durations = within(within(card).getByLabelText('Durasi')).getAllByRole('option');
    expect(durations.map((option) => option.textContent)).toEqual(['Pilih durasi', '1 Bulan', '3 Bulan']);

    fireEvent.change(within(card).getByLabelText('Durasi'), { target: { value: '90' } });
    fireEvent.change(within(card).getByLabelText(/Nilai Diskon/), { target: { value: '10%%' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Simpan Promo' }));
    expect(await within(card).findByText('Diskon persentase tidak valid!')).toBeInTheDocument();
    expect(writes(fetchMock)).toHaveLength(0);

    fireEvent.change(within(card).getByLabelText(/Nilai Diskon/), { target: { value: '15000' } });
    fireEvent.change(within(card).getByLabelText(/Slot/), { target: { value: '10' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Simpan Promo' }));

    expect(await screen.findByText('Promo berhasil ditambahkan')).toBeInTheDocument();
    const [[url, init]] = writes(fetchMock) as [[string, RequestInit]];
    expect(url).toBe('/api/admin/product-discounts');
    expect(sentBody(init)).toEqual({
      productId: NETFLIX,
      duration: 90,
      value: '15000',
      slot: 10,
      perCustomerLimit: null,
      startsAt: null,
      endsAt: null,
      isActive: true,
    });
  });

  it('shows a promo limit per customer, refuses 0 before sending and clears it to no limit', async () => {
    const limited = { ...promo, perCustomerLimit: 2 };
    const fetchMock = stubFetch((url, init) => {
      if ((init?.method ?? 'GET') !== 'GET')
        return jsonResponse(200, { data: limited, message: 'Promo berhasil diperbarui' });
      if (url === '/api/admin/promo-products') return jsonResponse(200, { data: products });
      if (url === '/api/admin/product-discounts') return jsonResponse(200, { data: [limited] });
      return jsonResponse(404, { message: 'tidak ada', code: 'NOT_FOUND' });
    });
    renderTab('promo');
    expect(await screen.findByText('maks. 2 per pelanggan')).toBeInTheDocument();

    await openForm('Ubah promo Netflix Premium 1 Bulan');
    const card = await screen.findByRole('region', { name: 'Ubah Promo' });
    const field = within(card).getByLabelText(/Batas per Pelanggan/);
    expect(field).toHaveValue(2);
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Simpan Promo' }));
    expect(
      await within(card).findByText('Batas per pelanggan harus bilangan bulat minimal 1'),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(writes(fetchMock)).toHaveLength(0);

    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Simpan Promo' }));
    expect(await screen.findByText('Promo berhasil diperbarui')).toBeInTheDocument();
    const [[url, init]] = writes(fetchMock) as [[string, RequestInit]];
    expect([url, init.method]).toEqual(['/api/admin/product-discounts/p1', 'PUT']);
    expect(sentBody(init)).toMatchObject({ slot: 5, perCustomerLimit: null });
  });

  it('shows the server message when the slot is below the promos already used', async () => {
    stubAdminApi(() =>
      jsonResponse(409, {
        message: 'Slot tidak boleh kurang dari promo yang sudah terpakai (2)',
        code: 'CONFLICT',
        errors: { slot: 'Slot tidak boleh kurang dari promo yang sudah terpakai (2)' },
      }),
    );
    renderTab('promo');
    await openForm('Ubah promo Netflix Premium 1 Bulan');
    const card = await screen.findByRole('region', { name: 'Ubah Promo' });
    expect(within(card).getByLabelText(/Nilai Diskon/)).toHaveValue('20%');
    fireEvent.change(within(card).getByLabelText(/Slot/), { target: { value: '1' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Simpan Promo' }));
    expect(
      await within(card).findByText('Slot tidak boleh kurang dari promo yang sudah terpakai (2)'),
    ).toBeInTheDocument();
  });
});

describe('content tab', () => {
  it('saves the announcement', async () => {
    const fetchMock = stubAdminApi(() =>
      jsonResponse(200, { data: { text: 'Promo akhir tahun!' }, message: CONTENT_SAVED }),
    );
    renderTab('konten');
    const input = await screen.findByLabelText(/Teks berjalan/);
    expect(input).toHaveValue('Lama');
    fireEvent.change(input, { target: { value: 'Promo akhir tahun!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Pengumuman' }));
    expect(await screen.findByText('Pengumuman berhasil disimpan')).toBeInTheDocument();
    const [[url, init]] = writes(fetchMock) as [[string, RequestInit]];
    expect(url).toBe('/api/admin/site-content/announcement');
    expect(init.method).toBe('PUT');
    expect(sentBody(init)).toEqual({ text: 'Promo akhir tahun!' });
  });

  it('adds, reorders and removes testimonials, refusing an empty one', async () => {
    const fetchMock = stubAdminApi((_url, init) =>
      jsonResponse(200, { data: sentBody(init), message: CONTENT_SAVED }),
    );
    renderTab('konten');
    expect(await screen.findByLabelText('Nama (Testimoni 1)')).toHaveValue('Sari');

    fireEvent.click(screen.getByRole('button', { name: 'Tambah Testimoni' }));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Testimoni' }));
    expect(
      await screen.findByText('Testimoni belum lengkap, periksa isian yang ditandai.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Nama (Testimoni 3)')).toHaveAttribute('aria-invalid', 'true');
    expect(writes(fetchMock)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Nama (Testimoni 3)'), { target: { value: 'Citra' } });
    fireEvent.change(screen.getByLabelText('Peran (Testimoni 3)'), { target: { value: 'Guru' } });
    fireEvent.change(screen.getByLabelText('Rating (Testimoni 3)'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Isi (Testimoni 3)'), { target: { value: 'Lumayan.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Naikkan Testimoni 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hapus Testimoni 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Testimoni' }));

    expect(await screen.findByText('Testimoni berhasil disimpan')).toBeInTheDocument();
    const [[url, init]] = writes(fetchMock) as [[string, RequestInit]];
    expect(url).toBe('/api/admin/site-content/testimonials');
    expect(sentBody(init)).toEqual([
      { name: 'Citra', role: 'Guru', rating: 3, content: 'Lumayan.' },
      { name: 'Andi', role: 'Karyawan', rating: 4, content: 'Murah.' },
    ]);
  });
});

describe('content tab: reasons', () => {
  it("edits the reasons of 'Kenapa Pilih Premium Shop?' and saves them as a list", async () => {
    const fetchMock = stubAdminApi((_url, init) =>
      jsonResponse(200, { data: sentBody(init), message: CONTENT_SAVED }),
    );
    renderTab('konten');
    expect(await screen.findByRole('heading', { level: 2, name: 'Kenapa Pilih Kami' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Judul (Alasan 1)')).toHaveValue('Harga hemat');

    fireEvent.click(screen.getByRole('button', { name: 'Tambah Alasan' }));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Alasan' }));
    expect(await screen.findByText('Alasan belum lengkap, periksa isian yang ditandai.')).toBeInTheDocument();
    expect(writes(fetchMock)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Judul (Alasan 2)'), { target: { value: 'Admin responsif' } });
    fireEvent.change(screen.getByLabelText('Penjelasan (Alasan 2)'), {
      target: { value: 'Dibalas lewat WhatsApp.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Alasan' }));

    expect(await screen.findByText('Alasan berhasil disimpan')).toBeInTheDocument();
    const [[url, init]] = writes(fetchMock) as [[string, RequestInit]];
    expect(url).toBe('/api/admin/site-content/why-us');
    expect(init.method).toBe('PUT');
    expect(sentBody(init)).toEqual([
      { title: 'Harga hemat', description: 'Hemat hingga 80%.' },
      { title: 'Admin responsif', description: 'Dibalas lewat WhatsApp.' },
    ]);
  });
});

describe('banner tab', () => {
  it('uploads an image with its link as a form, moves a banner up and changes a link', async () => {
    const fetchMock = stubAdminApi((url) =>
      url === '/api/admin/banners'
        ? jsonResponse(201, { data: banners[0], message: 'Banner berhasil ditambahkan' })
        : url === '/api/admin/banners/order'
          ? jsonResponse(200, { data: banners, message: 'Urutan banner berhasil disimpan' })
          : jsonResponse(200, { data: { ...banners[0], link: null }, message: 'Banner berhasil diperbarui' }),
    );
    renderTab('banner');
    expect(await screen.findByText('/b')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Unggah Banner' }));
    expect(await screen.findByText('Pilih gambar banner')).toBeInTheDocument();
    expect(writes(fetchMock)).toHaveLength(0);

    const image = new File([new Uint8Array([137, 80, 78, 71])], 'promo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Gambar Banner'), { target: { files: [image] } });
    fireEvent.change(screen.getByLabelText(/^Link/), { target: { value: '/allProduct?type=all' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unggah Banner' }));
    expect(await screen.findByText('Banner berhasil ditambahkan')).toBeInTheDocument();
    const [[url, init]] = writes(fetchMock) as [[string, RequestInit]];
    expect(url).toBe('/api/admin/banners');
    const form = init.body as FormData;
    expect(form.get('link')).toBe('/allProduct?type=all');
    expect((form.get('image') as File).name).toBe('promo.png');

    expect(screen.getByRole('button', { name: 'Naikkan banner 1' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Naikkan banner 2' }));
    expect(await screen.findByText('Urutan banner berhasil disimpan')).toBeInTheDocument();
    const [orderUrl, orderInit] = writes(fetchMock)[1] as [string, RequestInit];
    expect(orderUrl).toBe('/api/admin/banners/order');
    expect(sentBody(orderInit)).toEqual({ ids: ['b2', 'b1'] });

    fireEvent.click(screen.getByRole('button', { name: 'Ubah link banner 1' }));
    fireEvent.change(screen.getByLabelText('Link banner 1'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Link' }));
    expect(await screen.findByText('Link harus diawali / atau https://')).toBeInTheDocument();
    expect(writes(fetchMock)).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Link banner 1'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Link' }));
    await waitFor(() => expect(writes(fetchMock)).toHaveLength(3));
    const [linkUrl, linkInit] = writes(fetchMock)[2] as [string, RequestInit];
    expect(linkUrl).toBe('/api/admin/banners/b1');
    expect(linkInit.method).toBe('PUT');
    expect(sentBody(linkInit)).toEqual({ link: '' });
  });
});
