import { expect, test, type Page, type TestInfo } from '@playwright/test';
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
  type Customer,
} from './support/shop-api';

/** A fresh customer who bought and paid a seat of Canva Pro (a group with plenty of free places). */
async function customerWithSeat(page: Page, testInfo: TestInfo, label: string) {
  const customer = await registerCustomer(page.request, uniqueEmail(testInfo, label));
  const order = await placeOrder(page.request, customer, 'Canva Pro', { email: customer.email });
  await payInSandbox(page.request, customer, order);
  await expect.poll(async () => (await getOrder(page.request, customer, order.invoice)).status).toBe('Paid');
  return { customer, order: await getOrder(page.request, customer, order.invoice) };
}

function orderCard(page: Page, invoice: string) {
  return page.locator('article').filter({ hasText: invoice });
}

test('a paid order, once pinned, shows its account in Akun Anda with working copy buttons', async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { customer, order } = await customerWithSeat(page, testInfo, 'pin');

  await openAs(page, customer, '/dashboard');
  await expect(page.getByText('Belum Ada Akun Yang Kamu Pin')).toBeVisible();
  await page.getByRole('link', { name: 'Pin Akun' }).click();
  await expect(page).toHaveURL(/\/dashboard\/pesanan\?to=Paid$/);
  await orderCard(page, order.invoice).getByRole('button', { name: 'Pin Produk' }).click();
  await expect(page.getByText('Produk berhasil dipin!')).toBeVisible();
  await expect(orderCard(page, order.invoice).getByRole('button', { name: 'Unpin' })).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByRole('tab', { name: 'Canva Pro' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Canva Pro Team A').first()).toBeVisible();
  // Canva Pro is an Invite Sharing product: its credential is the group's invitation link.
  await page.getByRole('button', { name: 'Salin Link Undangan' }).first().click();
  await expect(page.getByText('Text berhasil di salin!')).toBeVisible();
  expect(order.account!.link[0]).toBeTruthy();
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(order.account!.link[0]);
});

test('a customer files a complaint with an image about one of their accounts', async ({ page }, testInfo) => {
  const { customer, order } = await customerWithSeat(page, testInfo, 'complaint');

  await openAs(page, customer, '/dashboard/pesanan');
  await page.getByRole('button', { name: 'Laporkan Kendala' }).first().click();
  const form = page.getByRole('dialog', { name: 'Form Pengaduan' });
  await expect(form).toBeVisible();
  await form.getByLabel('Jenis Kendala').selectOption({ index: 1 });
  await form.getByLabel('Akun').fill('Canva');
  await form.getByRole('option', { name: 'Canva Pro Team A' }).click();
  await form.getByLabel('Nomor Pesanan').fill(order.invoice);
  await form.getByLabel('Pesan', { exact: true }).fill('Tidak bisa masuk ke tim Canva sejak pagi.');

  // Without an image the form says so under the file input (and in a toast) and sends nothing.
  await form.getByRole('button', { name: 'Kirim Pengaduan' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Harap unggah gambar kendala!' })).toBeVisible();

  await form
    .getByLabel('Gambar Kendala')
    .setInputFiles({ name: 'kendala.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(form.getByRole('button', { name: 'Hapus gambar' })).toBeVisible();
  await form.getByRole('button', { name: 'Kirim Pengaduan' }).click();
  await expect(page.getByText('Pengaduan berhasil dikirim!')).toBeVisible();
  await expect(form).toBeHidden();
});

test('a host submits a reimbursement for the provider account they activate', async ({ page }, testInfo) => {
  const host: Customer = await registerCustomer(page.request, uniqueEmail(testInfo, 'host'));
  const placed = await placeOrder(page.request, host, 'Spotify Premium Family', {
    packageName: 'Host',
    email: host.email,
  });
  await payInSandbox(page.request, host, placed);
  await expect.poll(async () => (await getOrder(page.request, host, placed.invoice)).status).toBe('Process');
  await fulfilAsAdmin(page.request, await adminToken(page.request), placed._id, {
    name: `Spotify Host ${testInfo.project.name}`,
    email: `host.${Date.now()}@premiumshop.id`,
    password: 'Spotify#Host1',
  });

  await openAs(page, host, `/dashboard/pesanan/detail/${placed.invoice}`);
  await expect(page.getByText('Akun Anda').first()).toBeVisible();
  await page.getByRole('button', { name: 'Proses Akun' }).click();
  const modal = page.getByRole('dialog', { name: 'Pengajuan Reimburse' });
  await expect(modal).toBeVisible();
  const submit = modal.getByRole('button', { name: 'Ajukan Reimburse' });
  await modal.getByLabel('Jumlah Reimburse').fill('100000');
  await modal.getByLabel('Bank').fill('BRI');
  await modal.getByLabel('Nomor Rekening').fill('1234567890');
  await expect(submit).toBeDisabled();
  await modal
    .getByLabel('Bukti Pembayaran')
    .setInputFiles({ name: 'bukti.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Reimburse request submitted successfully!')).toBeVisible();

  await page.goto('/dashboard/reimbursement');
  const row = page.getByRole('row').filter({ hasText: `Spotify Host ${testInfo.project.name}` });
  await expect(row.getByText('Rp 100.000')).toBeVisible();
  await expect(row.getByText('Pending')).toBeVisible();
  await row.getByRole('button', { name: 'Lihat Bukti' }).first().click();
  await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
});

test('marking every notification read empties the bell', async ({ page }, testInfo) => {
  const { customer } = await customerWithSeat(page, testInfo, 'bell');

  await openAs(page, customer, '/dashboard');
  const bell = page.getByRole('button', { name: /^Notifikasi, \d+ belum dibaca$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const latest = page.getByRole('region', { name: 'Notifikasi terbaru' });
  await expect(latest.getByText(/akunmu sudah aktif/).first()).toBeVisible();
  await latest.getByRole('link', { name: 'Lihat Selengkapnya' }).click();
  await expect(page).toHaveURL(/\/dashboard\/notifikasi/);

  await page.getByRole('button', { name: 'Tandai baca semua' }).click();
  await expect(page.getByText('Semua notifikasi telah dibaca.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifikasi', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tandai baca semua' })).toBeDisabled();
});
