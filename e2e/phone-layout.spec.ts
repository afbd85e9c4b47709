/**
 * On a phone (412 px, the phone project) and a desktop: the floating WhatsApp link leaves every
 * page's last lines clear (the Password copy button, the checkout's values, the cards' titles),
 * the product tiles round their corners as their cards do, and 'Akun Anda' shows the registered
 * e-mail whole. With SCREENSHOTS=<folder> the screens are also saved there, light and dark.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  findProduct,
  getOrder,
  importNetflixAccount,
  openAs,
  payInSandbox,
  placeOrder,
  registerCustomer,
  uniqueEmail,
  type Customer,
} from './support/shop-api';
import { screens } from './support/screens';

/**
 * The chat link floats and covers nothing for good: after scrolling to the page's end it sits
 * below the main content's last box, on a phone as on a desktop.
 */
async function expectChatLinkClear(page: Page): Promise<void> {
  const link = page.getByRole('link', { name: 'Chat WhatsApp' });
  await expect(link).toHaveCount(1);
  await expect(link).toBeVisible();
  // Measured again until the page stops growing: reaching the end of a listing loads its next page.
  const measure = () =>
    page.evaluate<{ inHeader: boolean; gap: number }>(`(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const link = [...document.querySelectorAll('a[aria-label="Chat WhatsApp"]')].find(
      (node) => node.getBoundingClientRect().width > 0);
    const main = document.querySelector('main');
    const content = [...main.querySelectorAll('*')].filter((node) => node.getClientRects().length > 0);
    const contentBottom = Math.max(...content.map((node) => node.getBoundingClientRect().bottom));
    return { inHeader: Boolean(link.closest('header')), gap: link.getBoundingClientRect().top - contentBottom };
  })()`);
  expect((await measure()).inHeader).toBe(false);
  await expect
    .poll(async () => (await measure()).gap, { message: 'the chat link covers the end of the page' })
    .toBeGreaterThanOrEqual(0);
}

async function paidOrder(request: APIRequestContext, customer: Customer, product: string, options = {}) {
  const order = await placeOrder(request, customer, product, options);
  await payInSandbox(request, customer, order);
  await expect.poll(async () => (await getOrder(request, customer, order.invoice)).status).toBe('Paid');
  return order;
}

test('the chat link leaves the credentials, the checkout and the cards clear; tiles and e-mails are whole', async ({
  page,
  request,
}, testInfo) => {
  const stamp = `${testInfo.project.name}${Date.now().toString(36)}`;
  await importNetflixAccount(request, stamp);
  // A long address, as customers have: 'Akun Anda' must show it whole.
  const email = uniqueEmail(testInfo, 'alamat-yang-panjang-sekali');
  const customer = await registerCustomer(request, email, 'Pelanggan Tata Letak');
  const netflix = await paidOrder(request, customer, 'Netflix Premium', { packageName: 'Sharing' });
  await paidOrder(request, customer, 'Canva Pro', { email });
  const canva = await findProduct(request, 'Canva Pro');
  const pinned = await request.post('/api/product-pins', {
    headers: { authorization: `Bearer ${customer.token}` },
    data: { product: canva._id },
  });
  expect(pinned.ok(), await pinned.text()).toBe(true);

  // The order's Password row and its copy button are never under the chat link.
  await openAs(page, customer, `/dashboard/pesanan/detail/${netflix.invoice}`);
  const copyPassword = page.getByRole('button', { name: /Salin Password/ });
  await expect(copyPassword).toBeVisible();
  await expectChatLinkClear(page);
  await screens(page, testInfo, 'order-credentials');

  // 'Akun Anda': the registered e-mail is read whole, and the last card ends above the chat link.
  await page.goto('/dashboard');
  await expect(page.getByRole('tab', { name: 'Canva Pro' })).toHaveAttribute('aria-selected', 'true');
  const registered = page.getByText(email, { exact: true }).first();
  await expect(registered).toBeVisible();
  const isCut = await page.evaluate(`(() => {
    const node = [...document.querySelectorAll('dd')].find((dd) => dd.textContent === ${JSON.stringify(email)});
    return node.scrollWidth > node.clientWidth + 1 || getComputedStyle(node).textOverflow === 'ellipsis';
  })()`);
  expect(isCut, 'the registered e-mail is cut').toBe(false);
  await expectChatLinkClear(page);
  await screens(page, testInfo, 'akun-anda');

  // The checkout's values end above the chat link.
  await page.goto('/allProduct?type=all');
  await page
    .locator('article')
    .filter({ has: page.getByRole('heading', { name: 'Netflix Premium', exact: true }) })
    .getByRole('link', { name: 'Pesan Sekarang' })
    .click();
  await page.getByRole('button', { name: 'Pesan', exact: true }).click();
  await page.getByRole('link', { name: /Konfirmasi Pembelian/ }).click();
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeVisible();
  await expectChatLinkClear(page);
  await screens(page, testInfo, 'checkout');

  // Product tiles: the image is a tile inside its card, clipped at the tiles' own corner (19% of a
  // side), so no corner of the card's other curve shows around it.
  await page.goto('/allProduct?type=all');
  const card = page
    .locator('article')
    .filter({ has: page.getByRole('heading', { name: 'Netflix Premium' }) });
  await expect(card).toBeVisible();
  const tile = await page.evaluate<{ radius: string; clips: string; inset: number }>(`(() => {
    const article = [...document.querySelectorAll('article')].find((node) =>
      [...node.querySelectorAll('h2, h3')].some((heading) => heading.textContent === 'Netflix Premium'));
    const frame = article.querySelector('[data-product-tile]');
    return {
      radius: getComputedStyle(frame).borderTopLeftRadius,
      clips: getComputedStyle(frame).overflow,
      inset: frame.getBoundingClientRect().left - article.getBoundingClientRect().left,
    };
  })()`);
  expect(tile).toMatchObject({ radius: '19%', clips: 'hidden' });
  expect(tile.inset).toBeGreaterThanOrEqual(8);
  await expectChatLinkClear(page);
  await screens(page, testInfo, 'catalogue');
  await page.goto('/');
  await screens(page, testInfo, 'home');
});
