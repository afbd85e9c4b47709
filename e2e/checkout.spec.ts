import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { openAs, registerCustomer, uniqueEmail, invoiceShownIn } from './support/shop-api';

interface OrderAnswer {
  invoice: string;
  status: string;
  voucher: number;
  total: number;
  product: { name: string };
  account: { password: string | null } | null;
}

/**
 * A new customer of this device's run: Budi already has two unpaid demo orders, and with both
 * devices ordering as him at once he would reach the cap of 3 unpaid orders (docs/decisions/022).
 */
async function signInAsNewCustomer(page: Page, testInfo: TestInfo) {
  const customer = await registerCustomer(
    page.request,
    uniqueEmail(testInfo, 'checkout'),
    'Pembeli Checkout',
  );
  await openAs(page, customer, '/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** One of the customer's orders, read through the API with the session the browser holds. */
async function order(page: Page, invoice: string): Promise<OrderAnswer> {
  const stored = await page.evaluate<string>("window.localStorage.getItem('session')");
  const { accessToken } = JSON.parse(stored) as { accessToken: string };
  const response = await page.request.get(`/api/payments/${invoice}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: OrderAnswer }).data;
}

test('a customer orders a Ready product with a voucher, pays in the sandbox and gets the account', async ({
  page,
  context,
}, testInfo) => {
  await signInAsNewCustomer(page, testInfo);
  await page.goto('/allProduct?type=all&search=ChatGPT');
  await page
    .locator('article')
    .filter({ has: page.getByRole('heading', { name: 'ChatGPT Plus', exact: true }) })
    .getByRole('link', { name: 'Pesan Sekarang' })
    .click();
  await page.getByRole('button', { name: 'Pesan', exact: true }).click();
  await expect(page).toHaveURL(/\/payment-confirmation\/payment$/);
  await page.getByRole('link', { name: 'Konfirmasi Pembelian' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran' })).toBeVisible();
  // No method yet: the checkout says so and sends nothing.
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByText('Silahkan pilih metode pembayaran')).toBeVisible();

  await page.getByLabel('Kode Voucher').fill('TIDAKADA');
  await page.getByRole('button', { name: 'Gunakan' }).click();
  await expect(page.getByText('Kode voucher tidak ditemukan')).toBeVisible();
  await page.getByLabel('Kode Voucher').fill('hemat10');
  await page.getByRole('button', { name: 'Gunakan' }).click();
  await expect(page.getByText('Diskon Voucher')).toBeVisible();
  await page.getByRole('radio', { name: 'QRIS' }).check();

  const payPage = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByText('Order berhasil dibuat! silahkan cek di pesanan')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/pesanan$/);

  // The sandbox's page stands in for the gateway's: it shows the invoice and pays it; the order
  // is found by the invoice it shows.
  const sandbox = await payPage;
  await expect(sandbox).toHaveURL(/\/sandbox-pay\/SBX-/);
  const invoice = await invoiceShownIn(sandbox);
  const created = await order(page, invoice);
  expect(created.product.name).toBe('ChatGPT Plus');
  expect(created.status).toBe('Pending');
  expect(created.voucher).toBeGreaterThan(0);

  await sandbox.getByRole('button', { name: 'Bayar' }).click();
  await expect(sandbox).toHaveURL(/\/dashboard\/pesanan$/);

  await expect.poll(async () => (await order(page, invoice)).status).toBe('Paid');
  const paid = await order(page, invoice);
  expect(paid.account?.password).toBeTruthy();
});
