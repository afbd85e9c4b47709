import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { adminSession, openAs, TINY_PNG } from './support/shop-api';

/** Uploads the tiny PNG through the field's 'Unggah' input and waits for the public path it answers. */
async function uploadImage(page: Page, label: string) {
  await page
    .getByLabel(`Unggah ${label}`)
    .setInputFiles({ name: 'gambar.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByLabel(label, { exact: true })).toHaveValue(
    /^uploads\/catalogue\/[0-9a-f]{32}\.png$/,
  );
}

test('the admin creates a product in the console and a visitor finds it with its price', async ({
  page,
  request,
}, testInfo) => {
  // Both devices run on one demo shop at once: each makes names of its own.
  const tag = `${testInfo.project.name}-${randomBytes(3).toString('hex')}`;
  const categoryName = `Kategori E2E ${tag}`;
  const packageName = `Paket E2E ${tag}`;
  const productName = `Produk E2E ${tag}`;

  await openAs(page, await adminSession(request), '/admin/katalog?tab=kategori');
  await expect(page.getByRole('heading', { level: 1, name: 'Katalog' })).toBeVisible();

  // A category, with its image and icon uploaded.
  await page.getByRole('button', { name: '+ Tambah Kategori' }).click();
  const categoryDialog = page.getByRole('dialog', { name: 'Tambah Kategori' });
  await categoryDialog.getByLabel('Nama kategori').fill(categoryName);
  await uploadImage(page, 'Gambar kategori');
  await uploadImage(page, 'Ikon kategori');
  await categoryDialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Kategori berhasil ditambahkan')).toBeVisible();
  await expect(page.getByRole('cell', { name: categoryName, exact: true })).toBeVisible();

  // A package.
  await page.getByRole('tab', { name: 'Paket', exact: true }).click();
  await page.getByRole('button', { name: '+ Tambah Paket' }).click();
  const packageDialog = page.getByRole('dialog', { name: 'Tambah Paket' });
  await packageDialog.getByLabel('Nama paket').fill(packageName);
  await packageDialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Paket berhasil ditambahkan')).toBeVisible();
  await expect(page.getByRole('cell', { name: packageName, exact: true })).toBeVisible();

  // The product: its category, uploaded images, one package with one 30-day item.
  await page.getByRole('tab', { name: 'Produk', exact: true }).click();
  await page.getByRole('button', { name: '+ Tambah Produk' }).click();
  await page.getByLabel('Nama produk').fill(productName);
  await page.getByLabel('Kategori').selectOption({ label: categoryName });
  await uploadImage(page, 'Gambar produk');
  await uploadImage(page, 'Banner');
  await uploadImage(page, 'Ikon');
  await page.getByLabel('Slot (anggota per akun)').fill('4');
  await page.getByLabel('Informasi').fill('Akun dibuat oleh uji E2E.');
  await page.getByRole('button', { name: '+ Tambah paket' }).click();
  await page.getByLabel('Paket 1', { exact: true }).selectOption({ label: packageName });
  await page.getByLabel('Durasi paket 1 baris 1', { exact: true }).fill('30');
  await page.getByLabel('Harga paket 1 baris 1', { exact: true }).fill('37500');
  await page.getByRole('button', { name: 'Simpan Produk' }).click();
  await expect(page.getByText('Produk berhasil ditambahkan')).toBeVisible();

  await page.getByLabel('Cari produk').fill(productName);
  const row = page.getByRole('row').filter({ hasText: productName });
  await expect(row).toContainText(categoryName);
  await expect(row).toContainText('Rp 37.500');

  // A visitor (no session) finds it on /allProduct and opens it.
  await page.evaluate('window.localStorage.clear()');
  await page.goto('/allProduct');
  await page.getByRole('searchbox', { name: 'Cari Produk' }).fill(productName);
  const card = page.locator('article').filter({ hasText: productName });
  await expect(card).toBeVisible();
  await expect(card).toContainText(packageName);
  await expect(card).toContainText('Rp 37.500');
  // The uploaded image is served publicly and loads.
  const cardImage = card.getByRole('img', { name: productName });
  await expect(cardImage).toHaveAttribute('src', /^\/uploads\/catalogue\/[0-9a-f]{32}\.png$/);
  await expect
    .poll(() => cardImage.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0);

  await card.getByRole('link', { name: 'Pesan Sekarang' }).click();
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await expect(page.getByText('Rp 37.500').first()).toBeVisible();
  await expect(page.getByText(categoryName).first()).toBeVisible();
});
