import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { paymentStatusBody } from '../apps/server/src/platform/payments/callback';
import { sandboxCallbackSecret } from '../apps/server/src/platform/payments/create-gateway';
import { SandboxGateway } from '../apps/server/src/platform/payments/sandbox';
import {
  adminSession,
  getOrder,
  openAs,
  payInSandbox,
  placeOrder,
  registerCustomer,
  uniqueEmail,
  type OrderAnswer,
} from './support/shop-api';

// A payment the gateway gives back (Tripay's REFUND, docs/decisions/046), seen live by the admin
// and by the customer, without a reload.

/** The REFUND callback the gateway signs for a paid order: Tripay's body, its amounts and its paid_at. */
function signedRefund(order: OrderAnswer) {
  const folder = process.env.E2E_DATA_DIR;
  if (!folder) throw new Error('E2E_DATA_DIR is unset: run the journeys with e2e/playwright.config.ts');
  const { jwtSecret } = JSON.parse(fs.readFileSync(path.join(folder, 'secrets.json'), 'utf8')) as {
    jwtSecret: string;
  };
  const gateway = new SandboxGateway({
    secret: sandboxCallbackSecret(jwtSecret),
    lookup: () => Promise.resolve(null),
  });
  return gateway.signCallback(
    paymentStatusBody({
      reference: new URL(order.checkout_url!, 'http://shop.local').pathname.split('/').pop()!,
      merchantRef: order.invoice,
      method: 'QRIS',
      amount: order.total,
      status: 'REFUND',
      paidAt: new Date(order.paid_at!),
    }),
  );
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

/** The unread count the bell's name gives ('Notifikasi, 2 belum dibaca'); 0 without one. */
async function unreadCount(page: Page): Promise<number> {
  const bell = page.getByRole('button', { name: /^Notifikasi, \d+ belum dibaca$/ });
  if ((await bell.count()) === 0) return 0;
  const label = (await bell.first().getAttribute('aria-label')) ?? '';
  return Number(/(\d+) belum dibaca/.exec(label)?.[1] ?? 0);
}

test('a payment Tripay gives back is toasted to the admin and shown on the customer’s order at once, without a reload', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const customer = await registerCustomer(request, uniqueEmail(testInfo, 'refund'), 'Pembeli Refund');
  const placed = await placeOrder(request, customer, 'ChatGPT Plus');
  await payInSandbox(request, customer, placed);
  const paid = await getOrder(request, customer, placed.invoice);
  expect(paid.status).toBe('Paid');
  expect(paid.account?.password).toBeTruthy();

  // The admin's console is open.
  const adminOpened = streamOpened(page);
  await openAs(page, await adminSession(request), '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Ringkasan' })).toBeVisible();
  await adminOpened;
  await markDocument(page);

  // The customer's order is open on their own device, its credentials on show.
  const device = await browser.newContext(testInfo.project.use);
  const customerPage = await device.newPage();
  const customerOpened = streamOpened(customerPage);
  await openAs(customerPage, customer, `/dashboard/pesanan/detail/${paid.invoice}`);
  await expect(customerPage.getByRole('heading', { level: 1, name: 'Detail Pesanan' })).toBeVisible();
  await expect(customerPage.getByText(paid.account!.password!)).toBeVisible();
  await customerOpened;
  await markDocument(customerPage);
  const unreadBefore = await unreadCount(customerPage);

  // The merchant refunds the payment at the gateway: its signed REFUND callback reaches the shop.
  const { rawBody, headers } = signedRefund(paid);
  const answer = await request.post('/api/payments/callback', { headers, data: rawBody });
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ success: true });

  await expect(page.getByText(`Dana pesanan ${paid.invoice} dikembalikan oleh Tripay`)).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);

  await expect(customerPage.getByText('Canceled', { exact: true }).first()).toBeVisible();
  await expect(customerPage.getByText('Dana pembayaran pesanan ini sudah dikembalikan')).toBeVisible();
  await expect(customerPage.getByText(paid.account!.password!)).toBeHidden();
  await expect.poll(() => unreadCount(customerPage)).toBeGreaterThan(unreadBefore);
  expect(await isSameDocument(customerPage)).toBe(true);
  await device.close();

  // The toast opens the order, whose note says the money went back.
  await page
    .locator('[data-sonner-toast]')
    .filter({ hasText: paid.invoice })
    .getByRole('button', { name: 'Lihat' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/pesanan/${paid.invoice}$`));
  await expect(page.getByText('Dana dikembalikan: Tripay mengembalikan dana pembayaran')).toBeVisible();

  const refunded = await getOrder(request, customer, paid.invoice);
  expect(refunded.status).toBe('Canceled');
  expect((refunded as OrderAnswer & { refunded?: boolean }).refunded).toBe(true);
  expect(refunded.account?.password ?? null).toBeNull();
});
