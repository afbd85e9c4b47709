import { expect, test } from '@playwright/test';

test('the home page greets a visitor with the hero', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Portal Akun Premium Private Buat Kamu!' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Premium Shop/);
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/halaman-yang-tidak-ada');
  await expect(page.getByRole('heading', { name: 'Halaman Tidak Ditemukan' })).toBeVisible();
  await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Portal Akun Premium Private Buat Kamu!' }),
  ).toBeVisible();
});
