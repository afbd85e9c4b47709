/**
 * A Sharing Private account's places are its profiles: the admin imports a Netflix account with 3
 * profiles for the product's slot of 5, is warned in the import result, sees 3 places in the Stok
 * list and its detail, and the edit dialog warns until the slot matches the profiles.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { screens } from './support/screens';
import { adminSession, openAs } from './support/shop-api';

/** A long account e-mail wraps: the page never scrolls sideways (a phone would shrink it). */
async function expectNoSideScroll(page: Page): Promise<void> {
  expect(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(
    0,
  );
}

test('an imported Sharing Private account with 3 profiles counts 3 places and the admin is warned', async ({
  page,
  request,
}, testInfo) => {
  const stamp = `${testInfo.project.name}${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const email = `netflix.tiga.${stamp}@premiumshop.id`;
  await openAs(page, await adminSession(request), '/admin/stok?tab=impor');

  await page.getByLabel('Produk').selectOption({ label: 'Netflix Premium' });
  await page.getByLabel('Paket').selectOption({ label: 'Sharing' });
  await page
    .getByLabel('Data akun (satu akun per baris)')
    .fill(`${email}|Nfx#${stamp}||Kamar A:1111;Kamar B:2222;Kamar C:3333`);
  await page.getByRole('button', { name: 'Impor', exact: true }).click();

  const result = page.getByRole('region', { name: 'Hasil impor' });
  await expect(
    result.getByRole('listitem').filter({ hasText: email }).filter({ hasText: 'kursi' }),
  ).toContainText('5 kursi · 3 profil · 3 kosong');
  await expect(result.getByRole('status')).toContainText(
    `Baris 1 (${email}): Slot 5 tetapi hanya 3 profil: akun ini hanya menerima 3 pembeli. Tambah profil atau ubah slot menjadi 3.`,
  );
  await expectNoSideScroll(page);
  await screens(page, testInfo, 'stock-import');

  // The Stok list counts 3 empty places, not 5.
  await page.goto('/admin/stok?tab=akun');
  await page.getByPlaceholder('Nama, email, domain atau produk').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').filter({ hasText: /^3$/ })).toHaveCount(1);
  await row.getByRole('button', { name: /^Detail / }).click();
  const detail = page.getByRole('region', { name: `Netflix Premium ${email}` });
  await expect(detail).toContainText('0 / 5 terisi · 3 kosong');
  await expect(detail).toContainText('3 profil · 3 belum dipakai');
  await expect(detail.getByRole('status')).toContainText('Slot 5 tetapi hanya 3 profil');
  await expectNoSideScroll(page);
  await screens(page, testInfo, 'stock-detail');

  // 'Ubah Akun' warns while the slot and the profiles disagree, and stops once they agree.
  await detail.getByRole('button', { name: 'Ubah', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Ubah Akun' });
  await expect(dialog.getByRole('status')).toHaveText(
    'Slot 5 tetapi hanya 3 profil: akun ini hanya menerima 3 pembeli. Tambah profil atau ubah slot menjadi 3.',
  );
  await screens(page, testInfo, 'stock-edit-warning');
  await dialog.getByLabel('Slot').fill('3');
  await expect(dialog.getByRole('status')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
  await expect(detail).toContainText('0 / 3 terisi · 3 kosong');
  await expect(detail.getByRole('status')).toHaveCount(0);
});
