import { expect, test, type Page } from '@playwright/test';
import {
  adminSession,
  getOrder,
  openAs,
  paymentToastShown,
  payInSandbox,
  placeOrder,
  registerCustomer,
  uniqueEmail,
} from './support/shop-api';

// The live stream (GET /api/events): pages that change the moment the server does, with no reload.

/** Resolves once the page's live stream is open (EventSource's answer has arrived). */
function streamOpened(page: Page) {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/events' && response.status() === 200,
  );
}

/** Marks the document, so the journey can tell later that it was never loaded again. */
async function markDocument(page: Page) {
  await page.evaluate("window.liveMark = 'same page'");
}

async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate<boolean>("window.liveMark === 'same page'");
}

test('the order detail shows Aktif, the credentials and Pembayaran berhasil once paid elsewhere, without a reload', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const customer = await registerCustomer(request, uniqueEmail(testInfo, 'live'), 'Pembeli Live');
  const order = await placeOrder(request, customer, 'ChatGPT Plus');
  expect(order.status).toBe('Pending');

  const opened = streamOpened(page);
  await openAs(page, customer, `/dashboard/pesanan/detail/${order.invoice}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Detail Pesanan' })).toBeVisible();
  await expect(page.getByText('Menunggu Pembayaran', { exact: true })).toBeVisible();
  await opened;
  await markDocument(page);

  // The customer pays on another device: the sandbox's page in a browser context of its own.
  const phone = await browser.newContext(testInfo.project.use);
  const payPage = await phone.newPage();
  await openAs(payPage, customer, order.checkout_url!);
  await expect(payPage.getByRole('heading', { name: 'Pembayaran Sandbox' })).toBeVisible();
  const toastShown = paymentToastShown(page);
  await payPage.getByRole('button', { name: 'Bayar' }).click();
  await expect(payPage).toHaveURL(/\/dashboard\/pesanan$/);
  await phone.close();

  const paid = await getOrder(request, customer, order.invoice);
  expect(paid.status).toBe('Paid');
  expect(paid.account?.password).toBeTruthy();
  expect(await toastShown, "the toast 'Pembayaran berhasil' showed").toBe(true);
  await expect(page.getByText('Aktif', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Menunggu Pembayaran', { exact: true })).toBeHidden();
  await expect(page.getByText(paid.account!.password!)).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
});

/** The count beside 'Pesanan' in the admin's menu on show (the sidebar, or the phone's row). */
async function waitingCount(page: Page): Promise<number> {
  const counts = await page.getByText(/^\d+ pesanan menunggu diproses$/).allTextContents();
  return counts.length === 0 ? 0 : Number.parseInt(counts[0]!, 10);
}

test('the admin console counts a newly paid order waiting for the admin and toasts it, without a reload', async ({
  page,
  request,
}, testInfo) => {
  const opened = streamOpened(page);
  await openAs(page, await adminSession(request), '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Ringkasan' })).toBeVisible();
  await opened;
  await markDocument(page);
  const before = await waitingCount(page);

  // A Microsoft 365 account is made by hand: once paid, the order waits for the admin (Process).
  const customer = await registerCustomer(request, uniqueEmail(testInfo, 'live-m365'), 'Pembeli M365 Live');
  const order = await placeOrder(request, customer, 'Microsoft 365 + OneDrive 1 TB', {
    email: `e2e.live.${testInfo.project.name}.${Date.now().toString(36)}`,
    domain: 'premiumshop.onmicrosoft.com',
  });
  await payInSandbox(request, customer, order);

  await expect(page.getByText(`Pesanan baru menunggu diproses: ${order.invoice}`)).toBeVisible();
  // Both devices' journeys may add theirs: at least this one more.
  await expect.poll(() => waitingCount(page)).toBeGreaterThan(before);
  expect(await isSameDocument(page)).toBe(true);

  await page
    .locator('[data-sonner-toast]')
    .filter({ hasText: order.invoice })
    .getByRole('button', { name: 'Lihat' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/pesanan/${order.invoice}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Detail Pesanan' })).toBeVisible();
});
