import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { adminToken, openAs, registerCustomer, uniqueEmail } from './support/shop-api';

interface Listed {
  name: string;
  image: string;
  banner: string;
  icon: string;
  categoryId: string;
  variant: Array<{ package: { _id: string } }>;
}

/** A Ready product of its own, sold 30 days at `price` with no admin fee, modelled on a demo one. */
async function productPriced(request: APIRequestContext, testInfo: TestInfo, label: string, price: number) {
  const authorization = { authorization: `Bearer ${await adminToken(request)}` };
  const { data } = (await (await request.get('/api/products?limit=100')).json()) as { data: Listed[] };
  const model = data.find((product) => product.name === 'Disney+ Hotstar')!;
  const created = await request.post('/api/admin/products', {
    headers: authorization,
    data: {
      name: `${label} ${testInfo.project.name} ${Date.now().toString(36)}`,
      image: model.image,
      banner: model.banner,
      icon: model.icon,
      method: 'Ready',
      type: 'Sharing Account',
      categoryId: model.categoryId,
      adminFee: '0',
      slot: 5,
      variants: [{ packageId: model.variant[0]!.package._id, items: [{ duration: 30, price }] }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { _id: string } }).data._id;
}

/** From the product's page to its checkout, as a customer orders it. */
async function checkoutOf(page: Page, productId: string) {
  await page.goto(`/product/${productId}`);
  await page.getByRole('button', { name: 'Pesan', exact: true }).click();
  await expect(page).toHaveURL(/\/payment-confirmation\/payment$/);
  await page.getByRole('link', { name: 'Konfirmasi Pembelian' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran' })).toBeVisible();
}

test('a cheap order offers no virtual account and an expensive one no QRIS, each saying why', async ({
  page,
}, testInfo) => {
  // Rp 5.000: under every virtual account's Rp 10.000; Rp 5.500.000: over QRIS's Rp 5.000.000
  // (Tripay's channel table, docs/decisions/043). The sandbox gateway applies the same limits.
  const cheap = await productPriced(page.request, testInfo, 'Hemat Kanal', 5_000);
  const expensive = await productPriced(page.request, testInfo, 'Mahal Kanal', 5_500_000);
  const customer = await registerCustomer(page.request, uniqueEmail(testInfo, 'channels'), 'Pembeli Kanal');
  await openAs(page, customer, '/dashboard');

  await checkoutOf(page, cheap);
  for (const bank of ['Bank BRI', 'Bank BSI', 'Bank BNI', 'Bank Mandiri']) {
    const radio = page.getByRole('radio', { name: bank });
    await expect(radio).toBeDisabled();
    await expect(radio).toHaveAccessibleDescription('Virtual account mulai Rp 10.000');
  }
  await expect(page.getByRole('radio', { name: 'QRIS' })).toBeEnabled();
  await page.getByRole('radio', { name: 'QRIS' }).check();
  await expect(page.getByText('Selesaikan pembayaran dalam 55 menit setelah pesanan dibuat.')).toBeVisible();

  await checkoutOf(page, expensive);
  const qris = page.getByRole('radio', { name: 'QRIS' });
  await expect(qris).toBeDisabled();
  await expect(qris).toHaveAccessibleDescription('QRIS maksimal Rp 5.000.000');
  await page.getByRole('radio', { name: 'Bank BRI' }).check();
  await expect(page.getByText('Selesaikan pembayaran dalam 3 jam setelah pesanan dibuat.')).toBeVisible();
});
