import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { budiSession, openAs } from './support/shop-api';

interface ListedProduct {
  _id: string;
  name: string;
}

/** The id of a demo product, looked up the way the storefront does it. */
async function productId(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.get('/api/products?limit=100');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: ListedProduct[] };
  const product = data.find((candidate) => candidate.name === name);
  if (!product) throw new Error(`the demo shop has no product named ${name}`);
  return product._id;
}

/** Budi's session (signed in once per worker through the API: support/shop-api.ts says why). */
async function signInAsBudi(page: Page) {
  await openAs(page, await budiSession(page.request), '/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
}

function productCard(page: Page, name: string) {
  return page.locator('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

test('a visitor searches from the hero, filters the list, picks a package and is asked to log in', async ({
  page,
}) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Cari produk' });
  await search.fill('   netflix ');
  const results = page.getByRole('listbox', { name: 'Hasil pencarian produk' });
  await expect(results.getByRole('option', { name: /Netflix Premium/ })).toBeVisible();

  // An Unavailable product never shows, and a search without matches says so.
  await search.fill('Viu');
  await expect(page.getByText('Tidak ada produk yang cocok')).toBeVisible();
  await search.fill('');
  await expect(results).toBeHidden();

  await search.fill('premium');
  await page.getByRole('link', { name: 'Lihat Semua Produk' }).first().click();
  // The listing opens searching for what the visitor typed.
  await expect(page).toHaveURL(/\/allProduct\?type=all&search=premium$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Produk Kami' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Cari Produk' })).toHaveValue('premium');
  await expect(productCard(page, 'Google One 2 TB')).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Cari Produk' }).fill('');
  await expect(page).not.toHaveURL(/search=/);

  // Filters live in the address, and each has a clear button.
  await page.getByLabel('Tipe').selectOption('Invite Email');
  await expect(page).toHaveURL(/type=Invite(\+|%20)Email/);
  await expect(productCard(page, 'YouTube Premium Family')).toBeVisible();
  await expect(productCard(page, 'Google One 2 TB')).toBeVisible();
  await expect(productCard(page, 'Netflix Premium')).toHaveCount(0);
  await page.getByRole('button', { name: 'Hapus filter Tipe' }).click();
  await expect(productCard(page, 'Netflix Premium')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Cari Produk' }).fill('tidak ada produk seperti ini');
  await expect(page.getByText('Produk tidak ditemukan')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Cari Produk' }).fill('netflix');
  await expect(page).toHaveURL(/search=netflix/);

  await productCard(page, 'Netflix Premium').getByRole('link', { name: 'Pesan Sekarang' }).click();
  await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Netflix Premium' })).toBeVisible();

  const packages = page.getByRole('group', { name: 'Pilih Paket' });
  await expect(packages.getByRole('radio', { name: /Sharing/ })).toBeChecked();
  await packages.getByRole('radio', { name: /Host/ }).check();
  const durations = page.getByRole('group', { name: 'Pilih Durasi' });
  await expect(durations.getByRole('radio', { name: /1 Bulan/ })).toBeChecked();
  await durations.getByRole('radio', { name: /3 Bulan/ }).check();

  await page.getByRole('button', { name: 'Pesan', exact: true }).click();
  await expect(page.getByText('Login terlebih dahulu untuk melanjutkan pesanan')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?next=\/product\/[0-9a-f-]{36}$/);
});

test('an Unavailable product shows the 404 page', async ({ page, request }) => {
  await page.goto(`/product/${await productId(request, 'Viu Premium')}`);
  await expect(page.getByRole('heading', { name: 'Halaman Tidak Ditemukan' })).toBeVisible();
});

test('the order-info modal asks each type for what it needs, with the exact messages', async ({
  page,
  request,
}) => {
  await signInAsBudi(page);
  const dialog = page.getByRole('dialog', { name: 'Informasi Pesanan' });
  const next = dialog.getByRole('button', { name: 'Lanjutkan' });

  // Invite Email: an e-mail, or the registered one.
  await page.goto(`/product/${await productId(request, 'YouTube Premium Family')}`);
  await page.getByRole('button', { name: 'Pesan', exact: true }).click();
  await expect(dialog.getByText('Pastikan email yang kamu masukkan sudah benar ya!')).toBeVisible();
  await next.click();
  await expect(dialog.getByText('Email tidak boleh kosong')).toBeVisible();
  await dialog.getByLabel('Gunakan email yang terdaftar').check();
  await expect(dialog.getByLabel('Email', { exact: true })).toBeDisabled();
  await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue('budi@gmail.com');
  await next.click();
  await expect(page).toHaveURL(/\/payment-confirmation\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Konfirmasi Pembelian PAYMENT' })).toBeVisible();
  await expect(page.getByRole('main').getByText('YouTube Premium Family').first()).toBeVisible();

  // Invite Sharing: the same e-mail rule.
  await page.goto(`/product/${await productId(request, 'Spotify Premium Family')}`);
  await page.getByRole('button', { name: 'Pesan', exact: true }).click();
  await next.click();
  await expect(dialog.getByText('Email tidak boleh kosong')).toBeVisible();
  await dialog.getByRole('button', { name: 'Batal' }).click();
  await expect(dialog).toBeHidden();

  // Dedicated Private: a domain first, then the name of the address.
  await page.goto(`/product/${await productId(request, 'Microsoft 365 + OneDrive 1 TB')}`);
  await page.getByRole('button', { name: 'Pesan', exact: true }).click();
  await next.click();
  await expect(dialog.getByText('Silahkan pilih domain terlebih dahulu')).toBeVisible();
  await dialog.getByLabel('Domain').selectOption('premiumshop.onmicrosoft.com');
  await next.click();
  await expect(dialog.getByText('Email tidak boleh kosong')).toBeVisible();
  await dialog.getByLabel('Nama email').fill('budi.kantor');
  await next.click();
  await expect(page).toHaveURL(/\/payment-confirmation\/payment$/);

  // Lisensi: the credentials the admin needs.
  await page.goto(`/product/${await productId(request, 'Adobe Creative Cloud All Apps')}`);
  await page.getByRole('button', { name: 'Pesan', exact: true }).click();
  await next.click();
  await expect(dialog.getByText('Informasi kredensial tidak boleh kosong')).toBeVisible();
  await dialog.getByLabel('Informasi kredensial').fill('budi@gmail.com / sandi-adobe');
  await next.click();
  await expect(page).toHaveURL(/\/payment-confirmation\/payment$/);
});

test('a Preorder product goes to the preorder confirmation with its terms', async ({ page, request }) => {
  await signInAsBudi(page);
  await page.goto(`/product/${await productId(request, 'Disney+ Hotstar')}`);
  await page.getByRole('button', { name: 'Preorder', exact: true }).click();
  await expect(page).toHaveURL(/\/payment-confirmation\/preorder$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Konfirmasi Pembelian PREORDER' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Disney+ Hotstar').first()).toBeVisible();
  await page.getByRole('button', { name: 'Baca Syarat & Ketentuan Pre-Order' }).click();
  const terms = page.getByRole('dialog', { name: 'Syarat & Ketentuan Pre-Order' });
  await expect(terms).toBeVisible();
  await terms.getByRole('button', { name: 'Tutup' }).click();
  await expect(terms).toBeHidden();
  await page.getByRole('link', { name: 'Konfirmasi Pembelian' }).click();
  await expect(page).toHaveURL(/\/payment\/?$/);
});
