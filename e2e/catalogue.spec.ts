import { expect, test, type Page, type Request } from '@playwright/test';
import { openAs, registerCustomer, uniqueEmail } from './support/shop-api';

/** The API calls a page makes from now on, by path and query. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${url.pathname}${url.search}`);
  });
  return calls;
}

function productCard(page: Page, name: string) {
  return page.locator('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

test("a customer opens 'Pembelian', filters the catalogue and opens a product's detail", async ({
  page,
}, testInfo) => {
  const customer = await registerCustomer(page.request, uniqueEmail(testInfo, 'pembelian'));
  await openAs(page, customer, '/dashboard');

  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu dashboard' })
      .getByRole('link', { name: 'Pembelian' })
      .click();
  } else {
    await page
      .getByRole('navigation', { name: 'Menu dashboard' })
      .getByRole('link', { name: 'Pembelian' })
      .click();
  }
  await expect(page).toHaveURL(/\/dashboard\/pembelian$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pembelian' })).toBeVisible();
  await expect(page.getByText('Halaman ini sedang disiapkan.')).toHaveCount(0);
  await expect(productCard(page, 'Netflix Premium')).toBeVisible();

  await page.getByLabel('Kategori').selectOption({ label: 'Streaming' });
  await page.getByLabel('Tipe').selectOption('Preorder');
  await expect(productCard(page, 'Disney+ Hotstar')).toBeVisible();
  await expect(productCard(page, 'Vidio Platinum')).toBeVisible();
  await expect(productCard(page, 'Netflix Premium')).toHaveCount(0);
  await expect(productCard(page, 'Canva Pro')).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Cari Produk' }).fill('zzz tidak ada');
  await expect(page.getByText('Produk tidak ditemukan')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Cari Produk' }).fill('disney');
  await expect(page.locator('article')).toHaveCount(1);

  await productCard(page, 'Disney+ Hotstar').getByRole('link', { name: 'Pesan Sekarang' }).click();
  await expect(page).toHaveURL(/\/dashboard\/detail-product\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Disney+ Hotstar' })).toBeVisible();
});

test('the product list and a product page ask for each resource once on first load', async ({ page }) => {
  const calls = recordApiCalls(page);
  await page.goto('/allProduct?type=all');
  await expect(productCard(page, 'Netflix Premium')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const twice = (list: string[]) => list.filter((call, index) => list.indexOf(call) !== index);
  expect(calls).toContain('/api/products?limit=16');
  expect(twice(calls)).toEqual([]);

  const href = await productCard(page, 'Netflix Premium')
    .getByRole('link', { name: 'Pesan Sekarang' })
    .getAttribute('href');
  calls.length = 0;
  await page.goto(href!);
  await expect(page.getByRole('heading', { level: 1, name: 'Netflix Premium' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls.some((call) => call.startsWith('/api/products/'))).toBe(true);
  expect(twice(calls)).toEqual([]);
});

test("the hero search's 'Lihat Semua Produk' opens the listing searching for the typed text", async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Cari produk' }).fill('netflix');
  await page.getByRole('search').getByRole('link', { name: 'Lihat Semua Produk' }).click();
  await expect(page).toHaveURL(/\/allProduct\?type=all&search=netflix$/);
  await expect(page.getByRole('searchbox', { name: 'Cari Produk' })).toHaveValue('netflix');
  await expect(productCard(page, 'Netflix Premium')).toBeVisible();
  await expect(productCard(page, 'Canva Pro')).toHaveCount(0);
});

test('the home page shows the products two to a row on a phone, more on a desktop', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const cards = page.getByRole('region', { name: 'Pilih Langganan Favoritmu' }).locator('article');
  await cards.first().scrollIntoViewIfNeeded();
  const viewport = page.viewportSize()!;
  const boxes = await Promise.all(
    Array.from({ length: 4 }, async (_, index) => (await cards.nth(index).boundingBox())!),
  );
  const first = boxes[0]!;
  // The cards on the first card's row, each to the right of the one before.
  const row = boxes.filter((box) => Math.abs(box.y - first.y) < 2);
  row.slice(1).forEach((box, index) => expect(box.x).toBeGreaterThan(row[index]!.x + row[index]!.width));
  if (testInfo.project.name === 'phone') {
    expect(row).toHaveLength(2);
    expect(first.width).toBeLessThan(viewport.width * 0.55);
  } else {
    expect(row.length).toBeGreaterThanOrEqual(3);
  }
});

test('a product card keeps its size while its image loads, so its button does not move under a finger', async ({
  page,
}) => {
  // The images wait until the page has drawn the cards, as on a slow phone connection.
  let releaseImages!: () => void;
  const imagesReleased = new Promise<void>((resolve) => (releaseImages = resolve));
  await page.route('**/uploads/**', async (route) => {
    await imagesReleased;
    await route.continue();
  });
  // Not waiting for the load event, which waits for the images.
  await page.goto('/allProduct?type=all', { waitUntil: 'domcontentloaded' });
  const card = productCard(page, 'Netflix Premium');
  const frame = card.locator('> div').first();
  const image = frame.getByRole('img', { name: 'Netflix Premium' });
  await expect(image).toBeAttached();
  // On a phone the card may sit below the fold, where its lazy image starts only once scrolled to.
  await card.scrollIntoViewIfNeeded();
  const isLoaded = () =>
    image.evaluate((element) => {
      const loaded = element as unknown as { complete: boolean; naturalWidth: number };
      return loaded.complete && loaded.naturalWidth > 0;
    });
  expect(await isLoaded()).toBe(false);
  const ratio = async () => {
    const box = (await frame.boundingBox())!;
    return box.height / box.width;
  };
  const before = await ratio();

  releaseImages();
  await expect.poll(isLoaded).toBe(true);
  expect(await ratio()).toBeCloseTo(before, 2);
  // Square, as the product images are and as the list's loading skeleton draws it.
  expect(before).toBeCloseTo(1, 2);
});
