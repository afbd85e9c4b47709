import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

interface Listed {
  _id: string;
  name: string;
}

/** Every product the listing offers, as the API pages it (the largest page, along nextCursor). */
async function everyListedProduct(request: APIRequestContext): Promise<Listed[]> {
  const listed: Listed[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: '100' });
    if (cursor) query.set('cursor', cursor);
    const response = await request.get(`/api/products?${query.toString()}`);
    expect(response.ok()).toBe(true);
    const page = (await response.json()) as { data: Listed[]; nextCursor: string | null };
    listed.push(...page.data);
    cursor = page.nextCursor;
  } while (cursor);
  return listed;
}

function cardNames(page: Page) {
  return page.locator('main article h2').allTextContents();
}

test('/allProduct shows every product of the catalogue, page after page as the visitor scrolls, each once', async ({
  page,
}) => {
  const expected = await everyListedProduct(page.request);
  expect(expected.length).toBeGreaterThan(16);
  const productCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/products') productCalls.push(url.search);
  });

  await page.goto('/allProduct?type=all');
  await expect(page.getByRole('heading', { level: 1, name: 'Produk Kami' })).toBeVisible();
  await expect(page.locator('main article').first()).toBeVisible();

  // Scrolling to the end of the list loads the next page by itself, until there is none.
  await expect(async () => {
    await page.locator('main article').last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    await expect(page.getByRole('button', { name: /Muat lebih banyak|Memuat/ })).toHaveCount(0, {
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000 });

  const names = await cardNames(page);
  expect(names.length).toBeGreaterThanOrEqual(expected.length);
  expect(names).toEqual(expect.arrayContaining(expected.map((product) => product.name)));
  expect(new Set(names).size).toBe(names.length);
  // Every answer was one page of 16, never the whole catalogue.
  expect(productCalls.length).toBeGreaterThanOrEqual(2);
  for (const call of productCalls) expect(new URLSearchParams(call).get('limit')).toBe('16');
});

test('a filter in the address is applied by the server, page by page, as the dropdowns show it', async ({
  page,
}) => {
  // Lifetime: the products sold without variants (or through a package named Lifetime).
  await page.goto('/allProduct?type=all&package=lifetime');
  await expect(page.getByLabel('Paket', { exact: true })).toHaveValue('lifetime');
  const served = (await (await page.request.get('/api/products?limit=100&package=lifetime')).json()) as {
    data: Listed[];
  };
  const expected = served.data.map((product) => product.name).sort();
  expect(expected.length).toBeGreaterThan(0);
  await expect.poll(async () => (await cardNames(page)).sort()).toEqual(expected);

  // A name search with a type, as the hero's 'Lihat Semua Produk' and the dropdowns write them.
  await page.goto('/allProduct?type=Invite%20Email&search=premium');
  await expect(page.getByLabel('Tipe', { exact: true })).toHaveValue('Invite Email');
  await expect.poll(async () => cardNames(page)).toEqual(['YouTube Premium Family']);
});
