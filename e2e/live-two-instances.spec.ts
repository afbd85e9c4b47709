import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  adminToken,
  findProduct,
  getOrder,
  openAs,
  paymentToastShown,
  placeOrder,
  registerCustomer,
  uniqueEmail,
} from './support/shop-api';
import { startTwoInstances, type Instance, type TwoInstances } from './support/two-instances';

// The live stream across instances: the browser reaches the shop through nginx only, in front of
// two instances on one database; the payment lands on the instance that does not hold the page's
// stream, and the page hears it all the same.

let shop: TwoInstances | undefined;

/** Everything goes through nginx (its self-signed certificate accepted): pages and API calls alike. */
const test = base.extend<{ twoInstances: TwoInstances }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
  twoInstances: async ({}, use) => use(shop!),
  // Hooks set up the test fixtures too, before beforeAll has started nginx: the config's until then.
  baseURL: async ({ baseURL }, use) => use(shop?.publicUrl ?? baseURL),
  ignoreHTTPSErrors: true,
});

// eslint-disable-next-line no-empty-pattern -- as above: the hook needs no fixture, only testInfo.
test.beforeAll(async ({}, testInfo) => {
  // A second shop process and nginx start on a machine the other journeys keep busy.
  testInfo.setTimeout(120_000);
  shop = await startTwoInstances(String(testInfo.project.use.baseURL));
});

test.afterAll(async () => {
  await shop?.stop();
  shop = undefined;
});

/** Resolves once the page's live stream is open (EventSource's answer has arrived). */
function streamOpened(page: Page) {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/events' && response.status() === 200,
  );
}

const PRODUCT = 'ChatGPT Plus';

/**
 * Adds a provider account of PRODUCT with five free seats (POST /api/admin/product-items), so the
 * order finds free stock whatever the other journeys bought meanwhile.
 */
async function addFreeSeats(request: APIRequestContext, label: string): Promise<void> {
  const product = await findProduct(request, PRODUCT);
  const variant = product.variant.find((candidate) => candidate.status === 'Available')!;
  const stamp = `${label}${Date.now().toString(36)}`;
  const response = await request.post('/api/admin/product-items', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: {
      product: product._id,
      package: variant.package._id,
      name: `Akun Dua Server ${stamp}`,
      email: `dua.server.${stamp}@premiumshop.id`,
      password: `DuaServer#${stamp}`,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('the order detail served through nginx shows Aktif and the credentials when the payment lands on the other instance, without a reload', async ({
  page,
  request,
  twoInstances,
}, testInfo) => {
  // Through nginx too (the test's baseURL): every call may land on either instance.
  const customer = await registerCustomer(request, uniqueEmail(testInfo, 'live-nginx'), 'Pembeli Dua Server');
  await addFreeSeats(request, `${testInfo.project.name}${testInfo.retry}`);
  const order = await placeOrder(request, customer, PRODUCT);
  expect(order.status).toBe('Pending');

  const opened = streamOpened(page);
  await openAs(page, customer, `/dashboard/pesanan/detail/${order.invoice}`);
  expect(new URL(page.url()).origin).toBe(twoInstances.publicUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Detail Pesanan' })).toBeVisible();
  await expect(page.getByText('Menunggu Pembayaran', { exact: true })).toBeVisible();
  await opened;
  await page.evaluate("window.liveMark = 'same page'");

  // The second instance serves this journey alone: its count says whether it holds the page's
  // stream (1) or the first does (0, the only other server behind nginx). Its counter moves before
  // the stream's answer is written, so it is current once the browser has the answer.
  const onSecond = await twoInstances.streamsOnSecond();
  expect([0, 1]).toContain(onSecond);
  const holding: Instance = onSecond === 1 ? twoInstances.second : twoInstances.first;
  const other: Instance = holding === twoInstances.second ? twoInstances.first : twoInstances.second;
  testInfo.annotations.push({
    type: 'instances',
    description: `stream on the ${holding.name} instance, payment on the ${other.name}`,
  });

  const toastShown = paymentToastShown(page);
  // The gateway's signed callback reaches the other instance directly, as Tripay's would.
  await twoInstances.payOn(other, order);

  const paid = await getOrder(request, customer, order.invoice);
  expect(paid.status).toBe('Paid');
  expect(paid.account?.password).toBeTruthy();
  // The event crosses instances through PostgreSQL, then the page refetches the order (through nginx).
  expect(await toastShown, "the toast 'Pembayaran berhasil' showed").toBe(true);
  await expect(page.getByText('Aktif', { exact: true }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Menunggu Pembayaran', { exact: true })).toBeHidden();
  await expect(page.getByText(paid.account!.password!)).toBeVisible();
  expect(await page.evaluate<boolean>("window.liveMark === 'same page'")).toBe(true);
  // The stream never moved: the page heard the payment on the instance it opened on.
  expect(await twoInstances.streamsOnSecond()).toBe(onSecond);
});
