import { expect, test, type Locator, type Page } from '@playwright/test';
import { budiSession, openAs } from './support/shop-api';

/** Whether the focused element is `scope` or inside it. */
async function holdsFocus(scope: Locator): Promise<boolean> {
  return (
    (await scope.locator(':focus').count()) + (await scope.and(scope.page().locator(':focus')).count()) > 0
  );
}

/** Presses Tab until `target` has the focus, as a keyboard user walks the page to it. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    if ((await target.and(page.locator(':focus')).count()) > 0) return;
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${limit} presses`);
}

test('on a phone the dashboard menu opens, keeps Tab inside and closes by keyboard', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the drawer is the phone menu');
  await openAs(page, await budiSession(page.request), '/dashboard');
  const menuButton = page.getByRole('button', { name: 'Buka menu' });
  await tabTo(page, menuButton);

  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Menu dashboard' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Tutup menu' })).toBeFocused();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');

  // Logo, close button and the five links: Tab goes round them and never reaches the page behind.
  for (let step = 0; step < 9; step += 1) {
    await page.keyboard.press('Tab');
    expect(await holdsFocus(drawer)).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await holdsFocus(drawer)).toBe(true);

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  // Following a link closes it too, on the next page, with the focus back on the menu button.
  await page.keyboard.press('Enter');
  await expect(drawer.getByRole('button', { name: 'Tutup menu' })).toBeFocused();
  await tabTo(page, drawer.getByRole('link', { name: 'Pesanan Saya' }), 6);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/pesanan$/);
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test('on a desktop the hero search is a combobox used by keyboard alone', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one keyboard walk through the search is enough');
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Cari produk' });
  await tabTo(page, search);
  await expect(search).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.type('netflix');
  const results = page.getByRole('listbox', { name: 'Hasil pencarian produk' });
  await expect(results.getByRole('option').first()).toBeVisible();
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await expect(search).toHaveAttribute('aria-controls', (await results.getAttribute('id'))!);
  await expect(page.getByRole('search').getByRole('status')).toHaveText(/\d+ produk ditemukan/);

  await page.keyboard.press('ArrowDown');
  const active = results.getByRole('option', { selected: true });
  await expect(active).toHaveCount(1);
  await expect(search).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id'))!);
  await expect(search).toBeFocused();

  // The first Escape closes the list and keeps the text; the second clears it.
  await page.keyboard.press('Escape');
  await expect(results).toBeHidden();
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await expect(search).toHaveValue('netflix');
  await page.keyboard.press('Escape');
  await expect(search).toHaveValue('');
  await expect(search).toBeFocused();

  await page.keyboard.type('netflix');
  await expect(results.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const chosen = (await results.getByRole('option', { selected: true }).innerText()).split('\n')[0]!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: chosen.trim() })).toBeVisible();
});
