/**
 * What a customer and the owner read before they act: the product page's price is the one the
 * checkout charges (with its promo), a Host seat shows no profile or PIN row, 'Reimburse Selesai'
 * reads as a sentence without the host's bank details, and the catalogue editor names a longer plan
 * that costs more per month than the monthly one.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type Locator } from '@playwright/test';
import { screens } from './support/screens';
import {
  adminSession,
  adminToken,
  findProduct,
  fulfilAsAdmin,
  getOrder,
  openAs,
  payInSandbox,
  placeOrder,
  registerCustomer,
  TINY_PNG,
  uniqueEmail,
} from './support/shop-api';

/** 'Rp 31.013' -> 31013 (the first amount in the text). */
function rupiah(text: string | null): number {
  const match = text?.match(/Rp\s?([\d.]+)/);
  expect(match, `no amount in ${text}`).toBeTruthy();
  return Number(match![1]!.replaceAll('.', ''));
}

async function amountOf(row: Locator): Promise<number> {
  return rupiah(await row.textContent());
}

test('the product page shows the price the checkout charges, with what the promo saves', async ({
  page,
  request,
}, testInfo) => {
  const customer = await registerCustomer(request, uniqueEmail(testInfo, 'harga'));
  const netflix = await findProduct(request, 'Netflix Premium');
  await openAs(page, customer, `/product/${netflix._id}`);

  const price = page.getByText('Harga', { exact: true }).locator('xpath=..');
  await expect(price).toContainText('Rp');
  const shown = rupiah(await price.locator('span span').last().textContent());
  const note = page.getByText(/termasuk biaya\s+admin, belum termasuk biaya pembayaran/);
  await expect(note).toBeVisible();
  const saving = (await note.textContent())!.includes('Hemat') ? rupiah(await note.textContent()) : 0;
  await screens(page, testInfo, 'product-price');

  await page.getByRole('button', { name: 'Pesan', exact: true }).click();
  await expect(page).toHaveURL(/\/payment-confirmation\/payment$/);
  await expect(page.getByText('Total Harga').locator('xpath=..')).toContainText(
    `Rp ${shown.toLocaleString('id-ID')}`,
  );
  await page.getByRole('link', { name: /Konfirmasi Pembelian/ }).click();
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeVisible();
  const row = (label: string) => page.getByText(label, { exact: true }).locator('xpath=..');
  // The checkout's total less its payment fee ('Biaya Layanan', the one thing the product page leaves out).
  const charged = (await amountOf(row('Total'))) - (await amountOf(row('Biaya Layanan')));
  expect(charged).toBe(shown);
  if (saving > 0) expect(await amountOf(row('Diskon Promo'))).toBe(saving);
});

test('a Host seat shows no profile or PIN row, and its Reimburse Selesai reads as a sentence without bank details', async ({
  page,
  request,
}, testInfo) => {
  const host = await registerCustomer(request, uniqueEmail(testInfo, 'host-netflix'), 'Host Netflix');
  const placed = await placeOrder(request, host, 'Netflix Premium', { packageName: 'Host' });
  await payInSandbox(request, host, placed);
  await expect.poll(async () => (await getOrder(request, host, placed.invoice)).status).toBe('Process');
  const token = await adminToken(request);
  await fulfilAsAdmin(request, token, placed._id, {
    name: `Netflix Host ${testInfo.project.name} ${randomBytes(2).toString('hex')}`,
    email: `host.netflix.${Date.now()}@premiumshop.id`,
    password: 'Netflix#Host1',
  });

  await openAs(page, host, `/dashboard/pesanan/detail/${placed.invoice}`);
  await expect(page.getByRole('button', { name: 'Salin Password' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salin Email' })).toBeVisible();
  // A Host owns the provider account: no profile or PIN is ever given, so neither row shows.
  await expect(page.getByText('Profil', { exact: true })).toHaveCount(0);
  await expect(page.getByText('PIN', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Belum tersedia, hubungi admin')).toHaveCount(0);
  await screens(page, testInfo, 'host-seat');

  // The host asks for the reimbursement without bank details (they are optional).
  await page.getByRole('button', { name: 'Proses Akun' }).click();
  const modal = page.getByRole('dialog', { name: 'Pengajuan Reimburse' });
  const send = modal.getByRole('button', { name: 'Ajukan Reimburse' });
  // Filled again if the form was drawn anew under the fingers (seen once, right after the seat's
  // delivery reached the page live: left as a known issue).
  await expect(async () => {
    await modal.getByLabel('Jumlah Reimburse').fill('150000');
    await modal
      .getByLabel('Bukti Pembayaran')
      .setInputFiles({ name: 'bukti.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(send).toBeEnabled({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await send.click();
  await expect(page.getByText('Reimburse request submitted successfully!')).toBeVisible();

  const listed = await request.get('/api/admin/reimbursements?limit=100', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(listed.ok(), await listed.text()).toBe(true);
  const { data } = (await listed.json()) as {
    data: Array<{ _id: string; status: string; user?: { email?: string }; order?: { invoice?: string } }>;
  };
  const request_ = data.find((entry) => JSON.stringify(entry).includes(placed.invoice));
  expect(request_, 'the host reimbursement is listed for the admin').toBeTruthy();
  const done = await request.post(`/api/admin/reimbursements/${request_!._id}/complete`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { reimbursement_proof: { name: 'transfer.png', mimeType: 'image/png', buffer: TINY_PNG } },
  });
  expect(done.ok(), await done.text()).toBe(true);

  await page.goto('/dashboard/notifikasi');
  const notice = page.getByText(/^Reimburse Netflix Premium sebesar Rp 150\.000 sudah ditransfer/).first();
  await expect(notice).toHaveText(
    'Reimburse Netflix Premium sebesar Rp 150.000 sudah ditransfer ke rekeningmu. Akun host-mu kini aktif. Lihat bukti transfernya di halaman Reimburse.',
  );
  await screens(page, testInfo, 'reimburse-done-notice');

  // Activated (the order is Paid, its seat Aktif), the Host seat still has no profile or PIN row.
  await expect.poll(async () => (await getOrder(request, host, placed.invoice)).status).toBe('Paid');
  await page.goto(`/dashboard/pesanan/detail/${placed.invoice}`);
  await expect(page.getByRole('button', { name: 'Salin Password' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salin Email' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proses Akun' })).toHaveCount(0);
  await expect(page.getByText('Profil', { exact: true })).toHaveCount(0);
  await expect(page.getByText('PIN', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Belum tersedia, hubungi admin')).toHaveCount(0);
  await screens(page, testInfo, 'host-seat-active');
});

test('the catalogue editor names a 3-month plan that costs more per month than the monthly one', async ({
  page,
  request,
}, testInfo) => {
  await openAs(page, await adminSession(request), '/admin/katalog?tab=produk');
  await page.getByRole('button', { name: '+ Tambah Produk' }).click();
  await page.getByLabel('Biaya admin (2000 atau 10%)').fill('5%');
  await page.getByRole('button', { name: '+ Tambah paket' }).click();
  await page.getByLabel('Paket 1', { exact: true }).selectOption({ label: 'Sharing' });
  await page.getByLabel('Durasi paket 1 baris 1', { exact: true }).fill('30');
  await page.getByLabel('Harga paket 1 baris 1', { exact: true }).fill('75000');
  await page.getByRole('button', { name: '+ Tambah durasi' }).click();
  await page.getByLabel('Durasi paket 1 baris 2', { exact: true }).fill('90');
  await page.getByLabel('Harga paket 1 baris 2', { exact: true }).fill('215000');

  // 5% of Rp 215.000 counted for 3 months: Rp 247.250, Rp 82.417 a month against Rp 78.750.
  const note = page.getByRole('note').filter({ hasText: 'lebih mahal dari 1 Bulan' });
  await expect(note).toHaveText(
    '3 Bulan (Rp 247.250 dengan biaya admin) jatuh Rp 82.417 per bulan, lebih mahal dari 1 Bulan (Rp 78.750). Pelanggan lebih hemat memperpanjang bulanan; turunkan harganya.',
  );
  await note.scrollIntoViewIfNeeded();
  await screens(page, testInfo, 'catalogue-costlier-plan');

  // A price that keeps the 3-month plan cheaper per month takes the note away.
  await page.getByLabel('Harga paket 1 baris 2', { exact: true }).fill('200000');
  await expect(note).toHaveCount(0);
});
