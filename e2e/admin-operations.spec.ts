import { expect, test, type Browser, type TestInfo } from '@playwright/test';
import {
  adminSession,
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

// Each device buys with customers of its own; the demo admin signs in once per journey.

/** A page of `customer`'s own, in a browser context beside the admin's. */
async function customerPage(browser: Browser, testInfo: TestInfo, customer: Customer, path: string) {
  const context = await browser.newContext(testInfo.project.use);
  const page = await context.newPage();
  await openAs(page, customer, path);
  return { page, context };
}

test('the admin finishes a Process order with new credentials and the customer sees them', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const customer = await registerCustomer(request, uniqueEmail(testInfo, 'm365'), 'Pembeli M365');
  const mailbox = `e2e.${testInfo.project.name}.${Date.now().toString(36)}`;
  const order = await placeOrder(request, customer, 'Microsoft 365 + OneDrive 1 TB', {
    email: mailbox,
    domain: 'premiumshop.onmicrosoft.com',
  });
  await payInSandbox(request, customer, order);
  await expect.poll(async () => (await getOrder(request, customer, order.invoice)).status).toBe('Process');
  const password = `M365#${testInfo.project.name}${Date.now().toString(36)}`;

  await openAs(page, await adminSession(request), '/admin/pesanan');
  await expect(page.getByRole('heading', { level: 1, name: 'Pesanan' })).toBeVisible();
  await page.getByLabel('Cari invoice, e-mail atau produk').fill(order.invoice);
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`search=${order.invoice}`));
  await page.getByLabel('Status').selectOption('Process');
  await expect(page).toHaveURL(/status=Process/);
  await page.getByRole('link', { name: order.invoice }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Detail Pesanan' })).toBeVisible();
  await expect(page.getByRole('link', { name: customer.email })).toBeVisible();
  await page.getByRole('button', { name: 'Selesaikan Pesanan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Selesaikan Pesanan' });
  // The order keeps the mailbox and the domain apart; the customer sees mailbox@domain once.
  await expect(dialog.getByLabel('Email akun')).toHaveValue(mailbox);
  await expect(dialog.getByLabel('Domain')).toHaveValue('premiumshop.onmicrosoft.com');
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: /Simpan/ }).click();
  await expect(page.getByText('Pesanan berhasil diproses')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Aksi pesanan' }).getByRole('button')).toHaveText([
    'Nonaktifkan',
  ]);
  await expect(page.getByText(password)).toBeVisible();

  const shopper = await customerPage(
    browser,
    testInfo,
    customer,
    `/dashboard/pesanan/detail/${order.invoice}`,
  );
  await expect(shopper.page.getByRole('heading', { level: 1, name: 'Detail Pesanan' })).toBeVisible();
  await expect(shopper.page.getByText(password)).toBeVisible();
  await expect(shopper.page.getByText('Aktif', { exact: true }).first()).toBeVisible();
  expect((await getOrder(request, customer, order.invoice)).status).toBe('Paid');
  await shopper.context.close();
});

test('the admin pays a host back with a transfer proof and the host order becomes Paid', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const host = await registerCustomer(request, uniqueEmail(testInfo, 'payout'), 'Host Payout');
  const placed = await placeOrder(request, host, 'Spotify Premium Family', {
    packageName: 'Host',
    email: host.email,
  });
  await payInSandbox(request, host, placed);
  await expect.poll(async () => (await getOrder(request, host, placed.invoice)).status).toBe('Process');
  const groupName = `Spotify Payout ${testInfo.project.name} ${Date.now().toString(36)}`;
  await fulfilAsAdmin(request, await adminToken(request), placed._id, {
    name: groupName,
    email: `payout.${Date.now()}@premiumshop.id`,
    password: 'Spotify#Payout1',
  });
  const processing = await getOrder(request, host, placed.invoice);
  const submitted = await request.post('/api/reimbursements/submit', {
    headers: { authorization: `Bearer ${host.token}` },
    multipart: {
      account: processing.account!._id,
      value: '120000',
      bank: 'BCA',
      account_number: '9876543210',
      payment_proof: { name: 'bukti.png', mimeType: 'image/png', buffer: TINY_PNG },
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);

  await openAs(page, await adminSession(request), '/admin/reimburse');
  await expect(page.getByRole('heading', { level: 1, name: 'Reimburse' })).toBeVisible();
  await page.getByRole('button', { name: 'Pending', exact: true }).click();
  await expect(page).toHaveURL(/status=Pending/);
  const row = page.getByRole('row').filter({ hasText: groupName });
  await expect(row.getByText('Rp 120.000')).toBeVisible();
  await expect(row.getByText(placed.invoice)).toBeVisible();
  await row.getByRole('button', { name: /Lihat Bukti: Bukti Pembayaran/ }).click();
  const preview = page.getByRole('dialog', { name: `Bukti Pembayaran ${groupName}` });
  await expect(preview.getByRole('img')).toBeVisible();
  await preview.getByRole('button', { name: 'Tutup' }).click();

  await row.getByRole('button', { name: `Tandai Selesai: ${groupName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Selesaikan Reimburse' });
  const submit = dialog.getByRole('button', { name: 'Tandai Selesai' });
  await expect(submit).toBeDisabled();
  await dialog
    .getByLabel('Bukti Transfer Reimburse')
    .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(dialog.getByAltText('Pratinjau transfer.png')).toBeVisible();
  await dialog.getByLabel('Catatan (opsional)').fill('Transfer BCA');
  await submit.click();
  await expect(page.getByText('Reimburse berhasil diselesaikan')).toBeVisible();
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  const doneRow = page.getByRole('row').filter({ hasText: groupName });
  await expect(doneRow.getByText('Done', { exact: true })).toBeVisible();
  await expect(doneRow.getByText('Paid', { exact: true })).toBeVisible();

  const shopper = await customerPage(browser, testInfo, host, '/dashboard/reimbursement');
  const hostRow = shopper.page.getByRole('row').filter({ hasText: groupName });
  await expect(hostRow.getByText('Done')).toBeVisible();
  await hostRow.getByRole('button', { name: 'Lihat Bukti' }).last().click();
  await expect(shopper.page.getByRole('dialog').getByRole('img')).toBeVisible();
  await shopper.context.close();
  expect((await getOrder(request, host, placed.invoice)).status).toBe('Paid');
});
