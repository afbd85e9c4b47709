import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import {
  budiSession,
  findProduct,
  getOrder,
  openAs,
  payInSandbox,
  placeOrder,
  registerCustomer,
  uniqueEmail,
  type OrderAnswer,
  invoiceShownIn,
} from './support/shop-api';

/** The order card of `invoice` on 'Pesanan Saya'. */
function orderCard(page: Page, invoice: string) {
  return page.locator('article').filter({ hasText: invoice });
}

/**
 * The first order card `cards` picks out on the open 'Pesanan Saya' tab, turning its pages (10 orders
 * each, newest first) until one shows it: Budi's oldest orders are past the first page.
 */
async function findOnSomePage(page: Page, cards: Locator): Promise<Locator> {
  const list = page.getByRole('tabpanel');
  const next = page
    .getByRole('navigation', { name: 'Halaman pesanan' })
    .getByRole('button', { name: 'Next' });
  await expect(list.locator('article').first()).toBeVisible();
  for (;;) {
    await expect(list).toHaveAttribute('aria-busy', 'false');
    if ((await cards.count()) > 0) return cards.first();
    if (!(await next.isVisible()) || (await next.isDisabled())) throw new Error('No such order on any page');
    await next.click();
  }
}

/**
 * Cancels the customer's unpaid new orders (not renewals, which the other device may be paying).
 * Budi's demo orders include two unpaid ones, and both devices renew as him at once: with them he
 * could reach the cap of 3 unpaid orders (docs/decisions/022) before the other renewal is paid.
 */
async function cancelUnpaidNewOrders(request: APIRequestContext, token: string) {
  const authorization = { authorization: `Bearer ${token}` };
  for (const status of ['Pending', 'Preorder']) {
    const response = await request.get(`/api/payments?status=${status}&limit=100`, {
      headers: authorization,
    });
    expect(response.ok()).toBe(true);
    const { data } = (await response.json()) as {
      data: { _id: string; kind: string; paid_at: string | null }[];
    };
    for (const unpaid of data.filter((order) => order.kind === 'new' && order.paid_at === null)) {
      const canceled = await request.delete(`/api/payments/cancel/${unpaid._id}`, { headers: authorization });
      expect(canceled.ok(), await canceled.text()).toBe(true);
    }
  }
}

/** Checkout with QRIS, then 'Bayar' on the sandbox page the checkout opened; returns the invoice paid. */
async function checkoutAndPay(page: Page, context: BrowserContext, button: 'Checkout' | 'Perpanjang Akun') {
  await page.getByRole('radio', { name: 'QRIS' }).check();
  const payPage = context.waitForEvent('page');
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByText('Order berhasil dibuat! silahkan cek di pesanan')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/pesanan$/);
  const sandbox = await payPage;
  await expect(sandbox).toHaveURL(/\/sandbox-pay\/SBX-/);
  const invoice = await invoiceShownIn(sandbox);
  await sandbox.getByRole('button', { name: 'Bayar' }).click();
  await expect(sandbox).toHaveURL(/\/dashboard\/pesanan$/);
  await sandbox.close();
  return invoice;
}

test('a preorder waits for its group, and the order that fills the group moves it to Sedang Proses', async ({
  page,
  context,
  request,
}, testInfo) => {
  // Each device fills a group of its own product, so the two runs never share a group.
  const productName = testInfo.project.name === 'phone' ? 'Vidio Platinum' : 'Disney+ Hotstar';
  const product = await findProduct(request, productName);
  const buyer = await registerCustomer(request, uniqueEmail(testInfo, 'preorder'));

  // Other customers pay their preorders until the forming group lacks exactly two members.
  let group: OrderAnswer['productItem'] = null;
  for (let member = 0; member < 12 && !(group && group.willUser === group.slot - 2); member += 1) {
    const other = await registerCustomer(request, uniqueEmail(testInfo, `member${member}`));
    const placed = await placeOrder(request, other, productName);
    await payInSandbox(request, other, placed);
    group = (await getOrder(request, other, placed.invoice)).productItem;
  }
  expect(group).not.toBeNull();
  const slot = group!.slot;

  await openAs(page, buyer, `/product/${product._id}`);
  await page.getByRole('button', { name: 'Preorder', exact: true }).click();
  await expect(page).toHaveURL(/\/payment-confirmation\/preorder$/);
  await page.getByRole('link', { name: 'Konfirmasi Pembelian' }).click();
  const invoice = await checkoutAndPay(page, context, 'Checkout');

  await page.goto('/dashboard/pesanan?to=Preorder');
  const waiting = orderCard(page, invoice);
  await expect(waiting.getByText('Akun akan diproses setelah grup terisi penuh!')).toBeVisible();
  await expect(waiting.getByText(`${slot - 1} / ${slot}`)).toBeVisible();

  // The last member pays: the whole group goes to the admin.
  const last = await registerCustomer(request, uniqueEmail(testInfo, 'last'));
  await payInSandbox(request, last, await placeOrder(request, last, productName));

  await page.goto('/dashboard/pesanan?to=Process');
  await expect(orderCard(page, invoice).getByText('Sedang Proses')).toBeVisible();
  expect((await getOrder(request, buyer, invoice)).status).toBe('Process');
});

test('a customer cancels an unpaid order from Pesanan Saya', async ({ page, request }, testInfo) => {
  const customer = await registerCustomer(request, uniqueEmail(testInfo, 'cancel'));
  const placed = await placeOrder(request, customer, 'Netflix Premium');
  expect(placed.status).toBe('Pending');

  await openAs(page, customer, '/dashboard/pesanan?to=Pending');
  const card = orderCard(page, placed.invoice);
  await expect(card.getByText('Menunggu Pembayaran')).toBeVisible();
  await expect(card.getByText('Membayar Paling Lambat')).toBeVisible();
  await card.getByRole('button', { name: 'Batalkan' }).click();

  const dialog = page.getByRole('dialog', { name: 'Yakin Ingin Membatalkan Pesanan?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Kembali' }).click();
  await expect(dialog).toBeHidden();
  expect((await getOrder(request, customer, placed.invoice)).status).toBe('Pending');

  await card.getByRole('button', { name: 'Batalkan' }).click();
  await dialog.getByRole('button', { name: 'Batalkan' }).click();
  await expect(page.getByText('Produk berhasil dibatalkan!')).toBeVisible();
  expect((await getOrder(request, customer, placed.invoice)).status).toBe('Canceled');

  await page.getByRole('tab', { name: 'Dibatalkan' }).click();
  await expect(orderCard(page, placed.invoice).getByText('Canceled')).toBeVisible();
});

test('a paid order shows its credentials, and a renewal in grace extends the same account', async ({
  page,
  context,
  request,
}, testInfo) => {
  // Budi's demo orders include one in Tenggang (ChatGPT Plus) and one Habis (YouTube Premium):
  // each device renews one of them, so the two runs never renew the same account.
  const renewed = testInfo.project.name === 'phone' ? 'YouTube Premium' : 'ChatGPT Plus';
  const status = testInfo.project.name === 'phone' ? 'Habis' : 'Tenggang';
  const budi = await budiSession(request);
  await cancelUnpaidNewOrders(request, budi.token);
  await openAs(page, budi, '/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);

  // A paid order's detail shows its account with copy buttons.
  await page.goto('/dashboard/pesanan?to=Paid');
  const paidCard = await findOnSomePage(page, page.locator('article').filter({ hasText: 'Spotify Premium' }));
  await paidCard.getByRole('link', { name: 'Detail Pesanan' }).click();
  await expect(page).toHaveURL(/\/dashboard\/pesanan\/detail\//);
  await expect(page.getByRole('button', { name: /Salin/ }).first()).toBeVisible();

  await page.goto(`/dashboard/pesanan?to=${status === 'Tenggang' ? 'Tenggang' : 'Semua'}`);
  const card = await findOnSomePage(
    page,
    page
      .locator('article')
      .filter({ hasText: renewed })
      .filter({ has: page.getByRole('button', { name: 'Perpanjang' }) }),
  );
  const invoice = await invoiceShownIn(card);
  const before = await getOrder(request, budi, invoice);
  expect(before.status).toBe(status);
  const accountId = before.account!._id;

  await card.getByRole('button', { name: 'Perpanjang' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/payment/${accountId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Perpanjang' })).toBeVisible();
  const renewalInvoice = await checkoutAndPay(page, context, 'Perpanjang Akun');

  await expect.poll(async () => (await getOrder(request, budi, renewalInvoice)).status).toBe('Paid');
  const renewal = await getOrder(request, budi, renewalInvoice);
  expect(renewal.account!._id).toBe(accountId);
  // Renewed from now (the old expiry has passed): about 30 days ahead, and the old order is live again.
  const expiry = new Date(renewal.account!.expire_at!).getTime();
  expect(expiry).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
  const after = await getOrder(request, budi, invoice);
  expect(after.status).toBe('Paid');
  expect(new Date(after.next_billing_at!).getTime()).toBe(expiry);
});
