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

test('the pages run under the Content-Security-Policy without a single violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Portal Akun Premium Private Buat Kamu!' }),
  ).toBeVisible();
  await page.goto('/allProduct?type=all');
  await expect(page.getByRole('heading', { level: 1, name: 'Produk Kami' })).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('Email').fill('budi@gmail.com');
  await page.getByLabel('Password', { exact: true }).fill('budi12345');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Akun Anda' })).toBeVisible();
  await page.goto('/dashboard/pesanan');
  await expect(page.getByRole('heading', { level: 1, name: 'Pesanan Saya' })).toBeVisible();
  expect(violations).toEqual([]);
});
