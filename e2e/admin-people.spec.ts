import { expect, test } from '@playwright/test';
import { adminSession, openAs, registerCustomer, uniqueEmail } from './support/shop-api';

// Each device registers customers of its own; the demo admin signs in once per browser context.

test('the admin sends a notification to one customer, who finds it under the dashboard bell', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const customer = await registerCustomer(request, uniqueEmail(testInfo, 'notif'), 'Pelanggan Notifikasi');
  const tag = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const title = `Kabar untuk ${tag}`;
  // The bell shows a notification's content; both carry the run's tag.
  const content = `Pemeliharaan server malam ini pukul 23.00 WIB (${tag}).`;

  await openAs(page, await adminSession(request), '/admin/notifikasi');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifikasi' })).toBeVisible();
  await page.getByLabel('Cari pengguna (email atau nama)').fill(customer.email);
  await page.getByRole('button', { name: /Pilih Pelanggan Notifikasi/ }).click();
  await expect(page.getByText(customer.email)).toBeVisible();
  await page.getByLabel('Kategori').selectOption('Info');
  await page.getByLabel('Judul').fill(title);
  await page.getByLabel('Isi').fill(content);
  await page.getByRole('button', { name: 'Kirim Notifikasi' }).click();
  await expect(page.getByText('Notifikasi terkirim ke 1 pengguna.')).toBeVisible();

  // The customer, in a browser of their own.
  const customerContext = await browser.newContext(testInfo.project.use);
  const customerPage = await customerContext.newPage();
  await openAs(customerPage, customer, '/dashboard');
  const bell = customerPage.getByRole('button', { name: /^Notifikasi, \d+ belum dibaca$/ });
  await bell.click();
  const latest = customerPage.getByRole('region', { name: 'Notifikasi terbaru' });
  await expect(latest.getByText(content)).toBeVisible();
  await expect(latest.getByText('Info').first()).toBeVisible();
  await customerContext.close();

  // The send is in the audit log.
  await page.goto('/admin/log');
  await page.getByLabel('Aksi').fill('notification.send');
  await expect(page.getByRole('cell', { name: /notification\.send/ }).first()).toBeVisible();
});

test('the admin deactivates a customer, whose next page load goes to the login page', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const customer = await registerCustomer(
    request,
    uniqueEmail(testInfo, 'deactivate'),
    'Pelanggan Dinonaktifkan',
  );

  const customerContext = await browser.newContext(testInfo.project.use);
  const customerPage = await customerContext.newPage();
  await openAs(customerPage, customer, '/dashboard');
  await expect(customerPage).toHaveURL(/\/dashboard$/);

  await openAs(page, await adminSession(request), '/admin/pengguna');
  await page.getByLabel('Cari nama, email atau nomor HP').fill(customer.email);
  const row = page.getByRole('row', { name: customer.email });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await row.getByRole('button', { name: 'Nonaktifkan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nonaktifkan Pengguna?' });
  await expect(dialog).toContainText(customer.email);
  await dialog.getByRole('button', { name: 'Nonaktifkan' }).click();
  await expect(page.getByText('Pelanggan Dinonaktifkan dinonaktifkan.')).toBeVisible();
  await expect(row.getByText('Nonaktif', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Aktifkan' })).toBeVisible();

  await customerPage.reload();
  await expect(customerPage).toHaveURL(/\/login/);
  // Signing in again is refused while the account is off.
  await customerPage.getByLabel('Email').fill(customer.email);
  await customerPage.getByLabel('Password', { exact: true }).fill(customer.password);
  await customerPage.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(customerPage.getByText('Akun anda telah dinonaktifkan, silakan hubungi admin.')).toBeVisible();
  await customerContext.close();
});
