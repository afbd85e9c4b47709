import { expect, test } from '@playwright/test';
import {
  adminToken,
  fulfilAsAdmin,
  getOrder,
  openAs,
  payInSandbox,
  placeOrder,
  registerCustomer,
  TINY_PNG,
  uniqueEmail,
} from './support/shop-api';

test('a new customer without any order reports a payment problem: the account may stay empty', async ({
  page,
  request,
}, testInfo) => {
  const newcomer = await registerCustomer(request, uniqueEmail(testInfo, 'newcomer'), 'Pelanggan Baru');
  const noOrder = `INV-BARU-${testInfo.project.name}-${Date.now().toString(36)}`.toUpperCase();

  await openAs(page, newcomer, '/dashboard/pesanan');
  await expect(page.getByText('Tidak ada pesanan ditemukan')).toBeVisible();
  await page.getByRole('button', { name: 'Laporkan Kendala' }).first().click();
  const form = page.getByRole('dialog', { name: 'Form Pengaduan' });
  await expect(form).toBeVisible();
  await form.getByLabel('Jenis Kendala').selectOption('masalah pembayaran');
  await form.getByLabel('Nomor Pesanan').fill(noOrder);
  await form.getByLabel('Pesan', { exact: true }).fill('Saldo sudah terpotong tapi pesanan tidak muncul.');
  await form
    .getByLabel('Gambar Kendala')
    .setInputFiles({ name: 'kendala.png', mimeType: 'image/png', buffer: TINY_PNG });
  await form.getByRole('button', { name: 'Kirim Pengaduan' }).click();

  await expect(page.getByText('Pengaduan berhasil dikirim!')).toBeVisible();
  await expect(form).toBeHidden();

  // The admin sees it, with no account.
  const listed = await request.get('/api/admin/complaints?limit=100', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(listed.ok()).toBe(true);
  const { data } = (await listed.json()) as { data: { noOrder: string; group: unknown }[] };
  expect(data.find((complaint) => complaint.noOrder === noOrder)).toMatchObject({ group: null });
});

test('a host asks a reimbursement from the list with only product, account, amount and proof', async ({
  page,
  request,
}, testInfo) => {
  const host = await registerCustomer(request, uniqueEmail(testInfo, 'reimburse'), 'Host Reimburse');
  // A member seat elsewhere (Canva Pro): nothing to claim there, so it is never offered.
  const seat = await placeOrder(request, host, 'Canva Pro', { email: host.email });
  await payInSandbox(request, host, seat);
  const placed = await placeOrder(request, host, 'Spotify Premium Family', {
    packageName: 'Host',
    email: host.email,
  });
  await payInSandbox(request, host, placed);
  await expect.poll(async () => (await getOrder(request, host, placed.invoice)).status).toBe('Process');
  await expect.poll(async () => (await getOrder(request, host, seat.invoice)).status).toBe('Paid');
  const groupName = `Spotify Gate ${testInfo.project.name} ${Date.now().toString(36)}`;
  await fulfilAsAdmin(request, await adminToken(request), placed._id, {
    name: groupName,
    email: `gate.${Date.now()}@premiumshop.id`,
    password: 'Spotify#Gate1',
  });

  await openAs(page, host, '/dashboard/reimbursement');
  await page.getByRole('button', { name: 'Pengajuan Reimburse' }).click();
  const modal = page.getByRole('dialog', { name: 'Pengajuan Reimburse' });
  await expect(modal).toBeVisible();
  const submit = modal.getByRole('button', { name: 'Ajukan Reimburse' });
  const product = modal.getByLabel('Produk');
  await expect(product.getByRole('option', { name: 'Spotify Premium Family' })).toBeAttached();
  await expect(product.getByRole('option')).toHaveText(['Pilih Produk', 'Spotify Premium Family']);
  await expect(modal.getByLabel('Akun')).toBeDisabled();
  await expect(submit).toBeDisabled();

  await product.selectOption({ label: 'Spotify Premium Family' });
  const account = modal.getByLabel('Akun');
  await expect(account.getByRole('option')).toHaveText(['Pilih Akun', groupName]);
  await account.selectOption({ label: groupName });
  await modal.getByLabel('Jumlah Reimburse').fill('90000');
  await expect(submit).toBeDisabled();
  await modal
    .getByLabel('Bukti Pembayaran')
    .setInputFiles({ name: 'bukti.png', mimeType: 'image/png', buffer: TINY_PNG });
  // Bank and Nomor Rekening stay empty: the gate does not ask for them.
  await expect(modal.getByLabel('Bank')).toHaveValue('');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Reimburse request submitted successfully!')).toBeVisible();
  await expect(modal).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: groupName });
  await expect(row.getByText('Rp 90.000')).toBeVisible();
  // Every column, Status included, lies within the screen's width on a phone too (no sideways scroll).
  const status = row.getByText('Pending');
  await expect(status).toBeVisible();
  const box = await status.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);

  // The group now has a request waiting: it is no longer offered.
  await page.getByRole('button', { name: 'Pengajuan Reimburse' }).click();
  await expect(modal.getByText('Belum ada akun Host yang bisa diajukan reimburse.')).toBeVisible();
});
