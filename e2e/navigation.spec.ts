import { expect, test, type Page } from '@playwright/test';

/** How far the page is scrolled (e2e has no DOM types: the expression is the page's own). */
async function scrollTop(page: Page): Promise<number> {
  return Number(await page.evaluate('window.scrollY'));
}

/** The names of the product cards the listing shows. */
async function cardNames(page: Page): Promise<string[]> {
  await expect(page.locator('article h3, article h2').first()).toBeVisible();
  return (await page.locator('article').getByRole('heading').allTextContents()).map((name) => name.trim());
}

test('a page opened by its address starts at its top; back returns to where the list was', async ({
  page,
}) => {
  // The home page's own sections make it long enough to scroll far; its product cards are the
  // catalogue journeys' (e2e/catalogue.spec.ts), not this one's.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Pertanyaan yang Sering Diajukan' })).toBeAttached();
  await page.evaluate('window.scrollTo(0, 3000)');
  await expect.poll(() => scrollTop(page)).toBeGreaterThan(1_000);

  // Typed into the address bar, as a gateway's return arrives too: a new document, at its top.
  await page.goto('/allProduct?type=all');
  await expect(page.getByRole('heading', { level: 1, name: 'Produk Kami' })).toBeVisible();
  expect(await scrollTop(page)).toBe(0);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await scrollTop(page)).toBe(0);

  // Within the shop, back keeps the place the visitor left.
  await page.goto('/allProduct?type=all');
  await expect(page.locator('article').first()).toBeVisible();
  // The seventh card that can be opened: other journeys sell some products out, and a sold-out card has no link.
  const card = page
    .locator('article')
    .filter({ has: page.getByRole('link') })
    .nth(6);
  await card.scrollIntoViewIfNeeded();
  const left = await scrollTop(page);
  expect(left).toBeGreaterThan(200);
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\//);
  await page.goBack();
  await expect(page).toHaveURL(/\/allProduct/);
  await expect.poll(() => scrollTop(page)).toBeGreaterThan(left - 50);
});

test('a filter link reproduces what the dropdown shows, reloaded or shared', async ({ page }) => {
  await page.goto('/allProduct?type=all');
  await page.getByLabel('Paket', { exact: true }).selectOption({ label: 'Lifetime' });
  await expect(page).toHaveURL(/package=lifetime/);
  const chosen = await cardNames(page);
  const all = await page.request.get('/api/products?limit=100');
  expect(chosen.length).toBeGreaterThan(0);
  expect(chosen.length).toBeLessThan(((await all.json()) as { data: unknown[] }).data.length);

  await page.reload();
  await expect(page.getByLabel('Paket', { exact: true })).toHaveValue('lifetime');
  expect(await cardNames(page)).toEqual(chosen);

  await page.goto('/allProduct?type=all&package=lifetime');
  await expect(page.getByLabel('Paket', { exact: true })).toHaveValue('lifetime');
  expect(await cardNames(page)).toEqual(chosen);
});
