import fs from 'node:fs';
import path from 'node:path';
import { randomBytes, randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import pg from 'pg';
import { formatRupiah } from '../packages/domain/src/format';
import {
  adminSession,
  findProduct,
  getOrder,
  openAs,
  registerCustomer,
  TINY_PNG,
  uniqueEmail,
  type OrderAnswer,
  importStock,
} from './support/shop-api';

// Manual bank transfer (docs/decisions/049): the customer orders by 'Transfer Bank', sends the
// proof from the order page, and the admin decides in the console; every step shows on the other
// side without a reload.

function headers(token: string): Record<string, string> {
  const bytes = randomBytes(3);
  return { 'x-forwarded-for': `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`, authorization: `Bearer ${token}` };
}

/** One active account of the shop's own, this device's run's: the checkout offers 'Transfer Bank' while one is. */
async function shopAccount(
  request: APIRequestContext,
): Promise<{ accountNumber: string; holderName: string }> {
  const admin = await adminSession(request);
  const account = {
    bank: 'BCA',
    accountNumber: String(randomInt(10 ** 9, 10 ** 10)),
    holderName: 'Premium Shop E2E',
  };
  const response = await request.post('/api/admin/bank-accounts', {
    headers: headers(admin.token),
    data: account,
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** An order by 'Transfer Bank' placed through the API (the checkout's own call), priced as the checkout prices it. */
async function orderByTransfer(request: APIRequestContext, token: string, productName: string) {
  const product = await findProduct(request, productName);
  const variant = product.variant.find((candidate) => candidate.status === 'Available')!;
  const item = variant.items[0]!;
  const body = {
    product: product._id,
    packageId: variant.package._id,
    method: 'TRANSFER',
    duration: item.duration,
    price: item.price,
    adminFee: 0,
    status: product.method === 'Ready' ? 'Pending' : 'Preorder',
  };
  let response = await request.post('/api/payments', { headers: headers(token), data: body });
  if (response.status() === 409) {
    const { errors } = (await response.json()) as { errors: { price: string; adminFee: string } };
    response = await request.post('/api/payments', {
      headers: headers(token),
      data: { ...body, price: Number(errors.price), adminFee: Number(errors.adminFee) },
    });
  }
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: OrderAnswer }).data;
}

function streamOpened(page: Page) {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/events' && response.status() === 200,
  );
}

async function markDocument(page: Page) {
  await page.evaluate("window.liveMark = 'same page'");
}

async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate<boolean>("window.liveMark === 'same page'");
}

/** The order's status badge: on its page, or on its card in 'Pesanan Saya'. */
function orderStatus(scope: Page | Locator) {
  return scope.getByTestId('order-status');
}

/** The order page's 'Transfer Bank' part. */
function transferPanel(page: Page) {
  return page.getByRole('region', { name: 'Transfer Bank' });
}

async function sendProof(page: Page) {
  await page
    .getByLabel('Bukti transfer')
    .setInputFiles({ name: 'bukti.png', mimeType: 'image/png', buffer: TINY_PNG });
  await page.getByRole('button', { name: 'Unggah Bukti Transfer' }).click();
  await expect(transferPanel(page).getByText('Menunggu Konfirmasi', { exact: true })).toBeVisible();
  // The order itself reads it too, on the same page, without a reload.
  await expect(orderStatus(page)).toHaveText('Menunggu Konfirmasi');
}

function queueRow(page: Page, invoice: string) {
  return page.getByRole('row').filter({ hasText: invoice });
}

test('an order by transfer: the proof, a refusal, a new proof and the admin’s confirmation reach both sides live', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const account = await shopAccount(request);
  await importStock(request, 'ChatGPT Plus', `tf${testInfo.project.name}${Date.now().toString(36)}`);
  const customer = await registerCustomer(request, uniqueEmail(testInfo, 'transfer'), 'Pembeli Transfer');

  // The customer orders by 'Transfer Bank' at the checkout and lands on the order's page.
  await openAs(page, customer, '/allProduct?type=all&search=ChatGPT');
  await page
    .locator('article')
    .filter({ has: page.getByRole('heading', { name: 'ChatGPT Plus', exact: true }) })
    .getByRole('link', { name: 'Pesan Sekarang' })
    .click();
  await page.getByRole('button', { name: 'Pesan', exact: true }).click();
  await page.getByRole('link', { name: 'Konfirmasi Pembelian' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran' })).toBeVisible();
  await page.getByRole('radio', { name: 'Transfer Bank' }).check();
  await expect(page.getByText('Selesaikan pembayaran dalam 24 jam setelah pesanan dibuat.')).toBeVisible();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/dashboard\/pesanan\/detail\/INV-/);
  const invoice = page.url().split('/').pop()!;
  const placed = await getOrder(request, customer, invoice);
  expect(placed.checkout_url).toBeNull();

  await expect(page.getByRole('heading', { name: 'Transfer Bank' })).toBeVisible();
  await expect(page.getByText(account.accountNumber)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salin jumlah transfer' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salin nomor rekening BCA' }).first()).toBeVisible();
  await expect(page.getByTestId('transfer-amount')).toHaveText(formatRupiah(placed.total));
  await expect(page.getByText('Bayar sebelum')).toBeVisible();
  await expect(orderStatus(page)).toHaveText('Menunggu Pembayaran');

  // The admin's transfers are open before the proof comes.
  const adminDevice = await browser.newContext(testInfo.project.use);
  const adminPage = await adminDevice.newPage();
  const adminOpened = streamOpened(adminPage);
  await openAs(adminPage, await adminSession(request), '/admin/transfer');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Transfer Bank' })).toBeVisible();
  await adminOpened;
  await markDocument(adminPage);

  const customerOpened = streamOpened(page);
  await page.reload();
  await customerOpened;
  await markDocument(page);

  // 'Pesanan Saya' is open in a second tab of the customer's: the order's card follows each step.
  const listPage = await page.context().newPage();
  const listOpened = streamOpened(listPage);
  await listPage.goto('/dashboard/pesanan');
  const card = listPage.getByRole('article', { name: `Pesanan ${invoice}` });
  await expect(orderStatus(card)).toHaveText('Menunggu Pembayaran');
  await listOpened;
  await markDocument(listPage);

  await sendProof(page);
  await expect(orderStatus(card)).toHaveText('Menunggu Konfirmasi');
  await expect(card.getByText('Bukti transfer sedang diperiksa admin.')).toBeVisible();

  // The proof reaches the admin live, with its count beside 'Pesanan' and a preview.
  await expect(queueRow(adminPage, invoice)).toBeVisible();
  await expect(adminPage.getByTestId('waiting-transfers-count').filter({ visible: true })).toBeVisible();
  await queueRow(adminPage, invoice)
    .getByRole('button', { name: `Lihat Bukti: Bukti transfer ${invoice}` })
    .click();
  await expect(
    adminPage.getByRole('dialog').getByRole('img', { name: `Bukti transfer ${invoice}` }),
  ).toBeVisible();
  await adminPage.getByRole('dialog').getByRole('button', { name: 'Tutup' }).click();

  // 'Tolak' with a reason: the customer reads it at once and may send another proof.
  await queueRow(adminPage, invoice).getByRole('button', { name: 'Tolak' }).click();
  await adminPage.getByLabel('Alasan penolakan').fill('Nominal tidak sesuai');
  await adminPage.getByRole('dialog').getByRole('button', { name: 'Tolak' }).click();
  await expect(queueRow(adminPage, invoice)).toBeHidden();
  await expect(page.getByText('Bukti transfer sebelumnya ditolak: Nominal tidak sesuai')).toBeVisible();
  await expect(transferPanel(page).getByText('Bukti Ditolak', { exact: true })).toBeVisible();
  await expect(orderStatus(page)).toHaveText('Bukti Ditolak');
  await expect(orderStatus(card)).toHaveText('Bukti Ditolak');
  await expect(card.getByText('Bukti transfer ditolak: Nominal tidak sesuai.')).toBeVisible();
  await sendProof(page);
  await expect(orderStatus(card)).toHaveText('Menunggu Konfirmasi');

  // 'Konfirmasi': the order turns Aktif on the customer's page without a reload.
  await expect(queueRow(adminPage, invoice)).toBeVisible();
  await queueRow(adminPage, invoice).getByRole('button', { name: 'Konfirmasi' }).click();
  await adminPage.getByRole('dialog').getByRole('button', { name: 'Konfirmasi' }).click();
  await expect(queueRow(adminPage, invoice)).toBeHidden();
  await expect(page.getByText('Aktif', { exact: true }).first()).toBeVisible();
  await expect(orderStatus(page)).toHaveText('Aktif');
  await expect(page.getByRole('heading', { name: 'Transfer Bank' })).toBeHidden();
  await expect(orderStatus(card)).toHaveText('Aktif');
  expect(await isSameDocument(page)).toBe(true);
  expect(await isSameDocument(listPage)).toBe(true);
  expect(await isSameDocument(adminPage)).toBe(true);

  // The admin's order names the method and shows the transfer: its state, code and proof.
  await adminPage.goto(`/admin/pesanan/${invoice}`);
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Detail Pesanan' })).toBeVisible();
  await expect(
    adminPage
      .getByRole('region', { name: 'Pesanan', exact: true })
      .getByText('Transfer Bank', { exact: true }),
  ).toBeVisible();
  const transfer = adminPage.getByRole('region', { name: 'Transfer Bank' });
  await expect(transfer.getByText('Dikonfirmasi', { exact: true })).toBeVisible();
  await expect(transfer.getByText('Kode unik')).toBeVisible();
  await expect(transfer.getByText('Alasan penolakan terakhir')).toBeVisible();
  await transfer.getByRole('button', { name: `Lihat Bukti: Bukti transfer ${invoice}` }).click();
  await expect(
    adminPage.getByRole('dialog').getByRole('img', { name: `Bukti transfer ${invoice}` }),
  ).toBeVisible();
  await adminDevice.close();

  const paid = await getOrder(request, customer, invoice);
  expect(paid.status).toBe('Paid');
  expect(paid.account?.password).toBeTruthy();
});

test('an order by transfer with no proof by its deadline expires like any unpaid order', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  await shopAccount(request);
  const customer = await registerCustomer(
    request,
    uniqueEmail(testInfo, 'transfer-late'),
    'Pembeli Terlambat',
  );
  const placed = await orderByTransfer(request, customer.token, 'ChatGPT Plus');

  const opened = streamOpened(page);
  await openAs(page, customer, `/dashboard/pesanan/detail/${placed.invoice}`);
  await expect(page.getByRole('button', { name: 'Unggah Bukti Transfer' })).toBeVisible();
  await opened;
  await markDocument(page);

  // The 24 hours pass: the order's deadline is moved into the past in the shop's database.
  const databaseUrl = fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, 'database.url'), 'utf8').trim();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("UPDATE orders SET expired_time = now() - interval '1 second' WHERE invoice = $1", [
      placed.invoice,
    ]);
  } finally {
    await client.end();
  }

  // The expiry job (every minute) ends it; the page follows without a reload.
  await expect(page.getByText('Expired', { exact: true }).first()).toBeVisible({ timeout: 100_000 });
  await expect(page.getByRole('button', { name: 'Unggah Bukti Transfer' })).toBeHidden();
  expect(await isSameDocument(page)).toBe(true);
  expect((await getOrder(request, customer, placed.invoice)).status).toBe('Expired');
});
