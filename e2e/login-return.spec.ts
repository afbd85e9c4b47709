import { expect, test, type Page } from '@playwright/test';
import { findProduct, uniqueEmail, uniquePhone } from './support/shop-api';

/** The login form, filled and sent: these journeys are about where it lands (decision 028). */
async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login berhasil!')).toBeVisible();
}

/** Opens the product as a visitor and presses 'Pesan': the shop asks to log in first. */
async function orderAsVisitor(page: Page, productPath: string) {
  await page.goto(productPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Netflix Premium' })).toBeVisible();
  await page.getByRole('button', { name: 'Pesan', exact: true }).click();
  await expect(page.getByText('Login terlebih dahulu untuk melanjutkan pesanan')).toBeVisible();
  await expect(page).toHaveURL(`/login?next=${productPath}`);
}

test('a visitor who pressed Pesan logs in and is back on the product, and can order it', async ({
  page,
  request,
}) => {
  const productPath = `/product/${(await findProduct(request, 'Netflix Premium'))._id}`;
  await orderAsVisitor(page, productPath);

  await logIn(page, 'budi@gmail.com', 'budi12345');
  await expect(page).toHaveURL(productPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Netflix Premium' })).toBeVisible();

  // Signed in now, the same button goes on to the order's confirmation.
  await page.getByRole('button', { name: 'Pesan', exact: true }).click();
  await expect(page).toHaveURL(/\/payment-confirmation\/payment$/);
});

test('a visitor who pressed Pesan registers instead and is back on the product', async ({
  page,
  request,
}, testInfo) => {
  const productPath = `/product/${(await findProduct(request, 'Netflix Premium'))._id}`;
  await orderAsVisitor(page, productPath);

  await page.getByRole('link', { name: 'Daftar disini' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Daftar' })).toBeVisible();
  await page.getByLabel('Nama Lengkap').fill('Rani Kembali');
  await page.getByLabel('Email').fill(uniqueEmail(testInfo, 'kembali'));
  await page.getByLabel('Nomor Telepon').fill(uniquePhone());
  await page.getByLabel('Password', { exact: true }).fill('rahasia-rani-1');
  await page.getByLabel('Konfirmasi Password', { exact: true }).fill('rahasia-rani-1');
  await page.getByRole('checkbox', { name: /Saya telah membaca dan menyetujui/ }).check();
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();

  await expect(page.getByText('Register berhasil!')).toBeVisible();
  await expect(page).toHaveURL(productPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Netflix Premium' })).toBeVisible();
});

test('a return address off the shop is ignored: the customer lands on the dashboard', async ({ page }) => {
  await page.goto('/login?next=//example.com/product');
  await logIn(page, 'budi@gmail.com', 'budi12345');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Akun Anda' })).toBeVisible();
  // A customer's menu has no way to the console.
  await expect(page.getByRole('link', { name: 'Konsol Admin' })).toHaveCount(0);
});

test('an admin logs in to the console, and finds the way back to it from the dashboard', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await logIn(page, 'admin@premiumshop.id', 'admin12345');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ringkasan' })).toBeVisible();

  await page.goto('/dashboard');
  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu dashboard' })
      .getByRole('link', { name: 'Konsol Admin' })
      .click();
  } else {
    await page.getByRole('link', { name: 'Konsol Admin' }).click();
  }
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ringkasan' })).toBeVisible();
});
