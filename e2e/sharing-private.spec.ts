import { expect, test } from '@playwright/test';
import {
  browserToken,
  importNetflixAccount,
  invoiceShownIn,
  openAs,
  registerCustomer,
  uniqueEmail,
} from './support/shop-api';

interface PaidOrder {
  status: string;
  account: { profile: string | null; pin: string | null } | null;
}

test('a customer buys a Sharing Private product and reads their own profile and PIN, never "habis"', async ({
  page,
  context,
  request,
}, testInfo) => {
  const stamp = `${testInfo.project.name}${Date.now().toString(36)}`;
  await importNetflixAccount(request, stamp);
  const customer = await registerCustomer(request, uniqueEmail(testInfo, 'sharing'), 'Pembeli Netflix');
  await openAs(page, customer, '/dashboard');

  await page.goto('/allProduct?type=all');
  await page
    .locator('article')
    .filter({ has: page.getByRole('heading', { name: 'Netflix Premium', exact: true }) })
    .getByRole('link', { name: 'Pesan Sekarang' })
    .click();
  await page.getByRole('button', { name: 'Pesan', exact: true }).click();
  await expect(page).toHaveURL(/\/payment-confirmation\/payment$/);
  await page.getByRole('link', { name: /Konfirmasi Pembelian/ }).click();
  await page.getByRole('radio', { name: 'QRIS' }).check();
  const payPage = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/dashboard\/pesanan$/);

  // The sandbox's page stands in for the gateway's.
  const sandbox = await payPage;
  await expect(sandbox).toHaveURL(/\/sandbox-pay\/SBX-/);
  const invoice = await invoiceShownIn(sandbox);
  await sandbox.getByRole('button', { name: 'Bayar' }).click();
  await sandbox.close();

  const token = await browserToken(page);
  const read = async () => {
    const response = await page.request.get(`/api/payments/${invoice}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await response.json()) as { data: PaidOrder }).data;
  };
  await expect.poll(async () => (await read()).status).toBe('Paid');
  const paid = await read();
  expect(paid.account?.profile).toBeTruthy();
  expect(paid.account?.pin).toMatch(/^\d{4}$/);

  // The order's detail shows the seat's own profile and PIN, with copy buttons.
  await page.goto(`/dashboard/pesanan/detail/${invoice}`);
  const panel = page.getByRole('region', { name: /Akun Anda|Link Undangan \/ Akses/ });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(paid.account!.profile!, { exact: true })).toBeVisible();
  await expect(panel.getByText(paid.account!.pin!, { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Salin Profil' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Salin PIN' })).toBeVisible();
  await expect(page.getByText('Akun mu sudah habis')).toHaveCount(0);
});
