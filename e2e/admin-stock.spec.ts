import { expect, test } from '@playwright/test';
import {
  adminSession,
  getOrder,
  myAccounts,
  openAs,
  payInSandbox,
  placeOrder,
  registerCustomer,
  uniqueEmail,
} from './support/shop-api';

test('the admin rotates the password of an account, and its member is told and sees the new one', async ({
  page,
  request,
}, testInfo) => {
  // Each device buys into a different product's group, so the two runs never rotate the same account.
  const productName = testInfo.project.name === 'phone' ? 'ChatGPT Plus' : 'Netflix Premium';
  const stamp = `${testInfo.project.name}${Date.now().toString(36)}`;
  const newPassword = `Baru#${stamp}`;
  const memberName = `Member ${stamp}`;

  const customer = await registerCustomer(request, uniqueEmail(testInfo, 'rotate'), memberName);
  const placed = await placeOrder(request, customer, productName);
  await payInSandbox(request, customer, placed);
  await expect.poll(async () => (await getOrder(request, customer, placed.invoice)).status).toBe('Paid');
  const [seat] = await myAccounts(request, customer);
  expect(seat?.password).toBeTruthy();
  expect(seat!.password).not.toBe(newPassword);

  // The admin finds the customer's account in Stok Akun and changes its password.
  const admin = await adminSession(request);
  await openAs(page, admin, '/admin/stok');
  await expect(page.getByRole('heading', { level: 1, name: 'Stok Akun' })).toBeVisible();
  await page.getByLabel('Cari').fill(seat!.group);
  await page.getByRole('button', { name: `Detail ${seat!.group}` }).click();
  const panel = page.getByRole('region', { name: seat!.group });
  await expect(panel.getByText(memberName)).toBeVisible();

  await panel.getByRole('button', { name: 'Ganti Password' }).click();
  const rotate = page.getByRole('dialog', { name: `Ganti Password ${seat!.group}` });
  await rotate.getByLabel('Password baru').fill(newPassword);
  await rotate.getByRole('button', { name: 'Simpan & Beri Tahu' }).click();
  await expect(page.getByText(/Kredensial diperbarui, \d+ pelanggan diberi tahu/)).toBeVisible();
  await expect(rotate).toBeHidden();

  // The credentials open on demand and show the new password.
  await panel.getByRole('button', { name: 'Lihat Kredensial' }).click();
  const reveal = page.getByRole('dialog', { name: `Kredensial ${seat!.group}` });
  await expect(reveal.getByText(newPassword)).toBeVisible();
  await reveal.getByRole('button', { name: 'Tutup' }).click();
  await expect(reveal).toBeHidden();

  // The member reads the notification and the new password in the order's detail.
  await openAs(page, customer, '/dashboard/notifikasi');
  await expect(page.getByText('Password Akun Diperbarui').first()).toBeVisible();
  await page.goto(`/dashboard/pesanan/detail/${placed.invoice}`);
  await expect(page.getByText(newPassword)).toBeVisible();
  expect((await myAccounts(request, customer))[0]!.password).toBe(newPassword);
});

test('the admin adds an account in the console and it is listed with its free seats', async ({
  page,
  request,
}, testInfo) => {
  const name = `Akun E2E ${testInfo.project.name} ${Date.now().toString(36)}`;
  const admin = await adminSession(request);
  await openAs(page, admin, '/admin/stok');
  await page.getByRole('button', { name: 'Tambah Akun' }).click();
  const form = page.getByRole('dialog', { name: 'Tambah Akun' });
  await form.getByLabel('Produk').selectOption({ label: 'ChatGPT Plus' });
  await form.getByLabel('Nama akun').fill(name);
  await form
    .getByLabel('Email akun')
    .fill(`e2e.${testInfo.project.name}.${Date.now().toString(36)}@premiumshop.id`);
  await form.getByLabel('Password').fill('Rahasia#E2E');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Akun berhasil ditambahkan')).toBeVisible();
  await expect(form).toBeHidden();

  await page.getByLabel('Cari').fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByText('0/5')).toBeVisible();
});
