import { expect, test, type Page } from '@playwright/test';
import {
  findProduct,
  getOrder,
  openAs,
  payInSandbox,
  placeOrder,
  registerCustomer,
  uniqueEmail,
} from './support/shop-api';

const MICROSOFT_365 = 'Microsoft 365 + OneDrive 1 TB';
/** The demo stock holds Microsoft 365 groups on these two domains (demo-stock.ts). */
const OWN_DOMAINS = ['officeku.onmicrosoft.com', 'premiumshop.onmicrosoft.com'];

async function openDetail(page: Page, invoice: string) {
  await page.goto(`/dashboard/pesanan/detail/${invoice}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Detail Pesanan' })).toBeVisible();
  await expect(page.getByText(invoice, { exact: true })).toBeVisible();
}

test("a customer orders a Dedicated Private account on the product's own domain and sees the address once", async ({
  page,
  request,
}, testInfo) => {
  const customer = await registerCustomer(request, uniqueEmail(testInfo, 'dedicated'), 'Pembeli Dedicated');
  const product = await findProduct(request, MICROSOFT_365);
  await openAs(page, customer, `/product/${product._id}`);

  await page.getByRole('button', { name: 'Pesan', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Informasi Pesanan' });
  const domain = dialog.getByLabel('Domain');
  // The product's own domains, not the customers' mail domains.
  await expect(domain.locator('option')).toHaveText([
    'Pilih domain',
    ...OWN_DOMAINS.map((name) => `@${name}`),
  ]);
  await domain.selectOption('premiumshop.onmicrosoft.com');
  const mailbox = `budi.${testInfo.project.name}.${Date.now().toString(36)}`;
  await dialog.getByLabel('Nama email').fill(mailbox);
  await dialog.getByRole('button', { name: 'Lanjutkan' }).click();

  const address = `${mailbox}@premiumshop.onmicrosoft.com`;
  await expect(page).toHaveURL(/\/payment-confirmation\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Konfirmasi Pembelian PAYMENT' })).toBeVisible();
  await expect(page.getByText('Menunggu Pembayaran', { exact: true })).toBeVisible();
  await expect(page.getByText(address, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Konfirmasi Pembelian' }).click();

  const summary = page.getByRole('complementary', { name: 'Ringkasan pesanan' });
  await expect(summary.getByText(address, { exact: true })).toBeVisible();
  await page.getByText('QRIS', { exact: true }).click();
  await expect(summary.getByText('Menghitung...')).toBeHidden();
  const paymentTab = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await (await paymentTab).close();
  await expect(page.getByText('Order berhasil dibuat! silahkan cek di pesanan')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/pesanan$/);

  const card = page.locator('article').filter({ hasText: MICROSOFT_365 });
  await card.getByRole('link', { name: 'Detail Pesanan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Detail Pesanan' })).toBeVisible();
  await expect(page.getByText(address, { exact: true })).toBeVisible();
  await expect(page.getByText(`${address}@`)).toHaveCount(0);
});

test('from the detail of a Pending order the customer cancels it, and from another opens its payment page', async ({
  page,
  request,
}, testInfo) => {
  const customer = await registerCustomer(request, uniqueEmail(testInfo, 'detail'), 'Pembeli Detail');
  const first = await placeOrder(request, customer, 'Netflix Premium');
  const second = await placeOrder(request, customer, 'Netflix Premium');
  await openAs(page, customer, '/dashboard');
  await openDetail(page, first.invoice);

  await expect(page.getByText('Menunggu Pembayaran', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ke Halaman Pembayaran' })).toBeVisible();
  await page.getByRole('button', { name: 'Batalkan', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Yakin Ingin Membatalkan Pesanan?' });
  await dialog.getByRole('button', { name: 'Kembali' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Batalkan', exact: true }).click();
  await dialog.getByRole('button', { name: 'Batalkan' }).click();
  await expect(page.getByText('Produk berhasil dibatalkan!')).toBeVisible();
  // Reloaded: Canceled, and nothing left to press.
  await expect(page.getByText('Canceled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Batalkan', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ke Halaman Pembayaran' })).toHaveCount(0);
  expect((await getOrder(request, customer, first.invoice)).status).toBe('Canceled');

  await openDetail(page, second.invoice);
  const paymentTab = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Ke Halaman Pembayaran' }).click();
  const payment = await paymentTab;
  await expect(payment).toHaveURL(
    new RegExp(`${second.checkout_url!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  );
  await payment.close();
  expect((await getOrder(request, customer, second.invoice)).status).toBe('Pending');
});

test('a customer pins and unpins the product of a paid order from its detail', async ({
  page,
  request,
}, testInfo) => {
  const customer = await registerCustomer(request, uniqueEmail(testInfo, 'pin'), 'Pembeli Pin');
  const order = await placeOrder(request, customer, 'Netflix Premium');
  await payInSandbox(request, customer, order);
  await expect.poll(async () => (await getOrder(request, customer, order.invoice)).status).toBe('Paid');
  await openAs(page, customer, '/dashboard');
  await openDetail(page, order.invoice);

  await expect(page.getByText('Aktif', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Pin Produk' }).click();
  await expect(page.getByText('Produk berhasil dipin!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unpin' })).toBeEnabled();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Unpin' })).toBeEnabled();
  await page.getByRole('button', { name: 'Unpin' }).click();
  await expect(page.getByText('Produk berhasil di unpin!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pin Produk' })).toBeVisible();
});
