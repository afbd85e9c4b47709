import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  adminToken,
  budiSession,
  getOrder,
  invoiceShownIn,
  myAccounts,
  openAs,
  payInSandbox,
  placeOrder,
  registerCustomer,
  TINY_PNG,
  uniqueEmail,
} from './support/shop-api';

/** Whether the focused element is `scope` or inside it. */
async function holdsFocus(scope: Locator): Promise<boolean> {
  return (
    (await scope.locator(':focus').count()) + (await scope.and(scope.page().locator(':focus')).count()) > 0
  );
}

/** Whether the focused element has the accessible name `name` (read the way a screen reader does). */
async function focusedIsNamed(page: Page, name: string | RegExp): Promise<boolean> {
  try {
    await expect(page.locator(':focus')).toHaveAccessibleName(name, { timeout: 1 });
    return true;
  } catch {
    return false;
  }
}

/** The focused element for a failure message: its role and name as the accessibility tree has them. */
async function describeFocus(page: Page): Promise<string> {
  const focused = page.locator(':focus');
  if ((await focused.count()) === 0) return 'the page itself (<body>)';
  return (await focused.ariaSnapshot({ timeout: 1000 })).split('\n')[0]!.replace(/^- /, '');
}

/**
 * Presses Tab (Shift+Tab with `back`) until the focused element is `target`: a locator, or an
 * accessible name (exact text or a pattern), as a keyboard user walks the page to it.
 */
async function tabTo(
  page: Page,
  target: Locator | string | RegExp,
  { max = 40, back = false }: { max?: number; back?: boolean } = {},
) {
  const isThere = () =>
    typeof target === 'string' || target instanceof RegExp
      ? focusedIsNamed(page, target)
      : target
          .and(page.locator(':focus'))
          .count()
          .then((count) => count > 0);
  for (let step = 0; step < max; step += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await isThere()) return;
  }
  const key = back ? 'Shift+Tab' : 'Tab';
  throw new Error(
    `${key} did not reach ${String(target)} in ${max} presses; the focus is on ${await describeFocus(page)}`,
  );
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

  // Following a link closes it too; the next page takes the focus on its heading, as after any link.
  await page.keyboard.press('Enter');
  await expect(drawer.getByRole('button', { name: 'Tutup menu' })).toBeFocused();
  await tabTo(page, drawer.getByRole('link', { name: 'Pesanan Saya' }), { max: 6 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/pesanan$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Pesanan Saya' })).toBeFocused();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
});

/** Whether the focused element's top edge is at or below the bottom of `header` (not hidden under it). */
async function focusClearsHeader(page: Page, header: Locator): Promise<{ clear: boolean; where: string }> {
  const headerBox = await header.boundingBox();
  const focusedBox = await page.locator(':focus').boundingBox();
  if (!headerBox || !focusedBox) return { clear: true, where: 'nothing focused on screen' };
  const headerBottom = headerBox.y + headerBox.height;
  return {
    clear: focusedBox.y >= headerBottom - 1,
    where: `${await describeFocus(page)} at y=${focusedBox.y}, header bottom at ${headerBottom}`,
  };
}

test('the skip link leads to the content, a link announces the new page, and Shift+Tab stays clear of the sticky header', async ({
  page,
}, testInfo) => {
  await openAs(page, await budiSession(page.request), '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Akun Anda' })).toBeVisible();
  await expect(page).toHaveTitle('Akun Anda · Premium Shop');

  // The first Tab stop skips the header and the menus; Enter puts the focus on the main content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Langsung ke konten' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/\/dashboard$/);

  // A link to another page: its h1 takes the focus (so it is read out) and the tab names it.
  if (testInfo.project.name === 'phone') {
    await tabTo(page, 'Buka menu', { back: true });
    await page.keyboard.press('Enter');
    await tabTo(
      page,
      page.getByRole('dialog', { name: 'Menu dashboard' }).getByRole('link', { name: 'Pesanan Saya' }),
      { max: 6 },
    );
  } else {
    await tabTo(
      page,
      page.getByRole('navigation', { name: 'Menu dashboard' }).getByRole('link', { name: 'Pesanan Saya' }),
      { back: true },
    );
  }
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 1, name: 'Pesanan Saya' });
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle('Pesanan Saya · Premium Shop');

  // Down to the list's pages, then back up with Shift+Tab: the page scrolls each control into view
  // below the sticky header, never under it.
  await expect(page.getByRole('tabpanel').locator('article').first()).toBeVisible();
  await tabTo(page, page.getByRole('navigation', { name: 'Halaman pesanan' }).getByRole('button').last(), {
    max: 80,
  });
  const header = page.getByRole('banner');
  let scrolledUp = false;
  for (let step = 0; step < 12; step += 1) {
    const before = await page.evaluate<number>('window.scrollY');
    await page.keyboard.press('Shift+Tab');
    const { clear, where } = await focusClearsHeader(page, header);
    expect(clear, where).toBe(true);
    if ((await page.evaluate<number>('window.scrollY')) < before) scrolledUp = true;
  }
  // The check meant something: Shift+Tab did scroll the page back up.
  expect(scrolledUp).toBe(true);
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

/** Types `email` and `password` into the login form, reached with Tab, and sends it with Enter. */
async function logInByKeyboard(page: Page, email: string, password: string) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await tabTo(page, 'Email');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAccessibleName('Password');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

/** Follows a link of the dashboard's menu: the side bar on a desktop, the drawer behind 'Buka menu' on a phone. */
async function followDashboardLink(page: Page, isPhone: boolean, name: string) {
  if (isPhone) {
    await tabTo(page, 'Buka menu');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Menu dashboard' })).toBeVisible();
  }
  await tabTo(page, page.getByRole('link', { name, exact: true }));
  await page.keyboard.press('Enter');
}

test('a customer logs in, orders, pays in the sandbox and files a complaint with the keyboard alone', async ({
  page,
  context,
  request,
}, testInfo) => {
  const isPhone = testInfo.project.name === 'phone';
  const customer = await registerCustomer(request, uniqueEmail(testInfo, 'keyboard'), 'Pembeli Keyboard');

  await logInByKeyboard(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The order: from the dashboard's catalogue to the product, its confirmation and the payment page.
  await followDashboardLink(page, isPhone, 'Pembelian');
  await expect(page).toHaveURL(/\/dashboard\/pembelian$/);
  const card = page
    .locator('article')
    .filter({ has: page.getByRole('heading', { name: 'ChatGPT Plus', exact: true }) });
  await tabTo(page, card.getByRole('link', { name: 'Pesan Sekarang' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'ChatGPT Plus' })).toBeVisible();
  await tabTo(page, 'Pesan');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/payment-confirmation\/payment$/);
  await tabTo(page, 'Konfirmasi Pembelian');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran' })).toBeVisible();

  // The voucher is sent with Enter from its field. The payment methods, one radio group before it,
  // are reached back with Shift+Tab, which enters a group with nothing chosen at its last method;
  // Space chooses it and the arrows go round to QRIS.
  await tabTo(page, 'Kode Voucher');
  await page.keyboard.type('hemat10');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Diskon Voucher')).toBeVisible();
  await tabTo(page, page.getByRole('radio'), { back: true });
  const mandiri = page.getByRole('radio', { name: 'Bank Mandiri' });
  await expect(mandiri).toBeFocused();
  await page.keyboard.press('Space');
  await expect(mandiri).toBeChecked();
  await page.keyboard.press('ArrowDown');
  const qris = page.getByRole('radio', { name: 'QRIS' });
  await expect(qris).toBeFocused();
  await expect(qris).toBeChecked();
  await expect(mandiri).not.toBeChecked();

  // Checkout opens the sandbox's payment page in a new tab, paid there with the keyboard too.
  await tabTo(page, 'Checkout');
  const payPage = context.waitForEvent('page');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Order berhasil dibuat! silahkan cek di pesanan')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/pesanan$/);
  const sandbox = await payPage;
  await expect(sandbox).toHaveURL(/\/sandbox-pay\/SBX-/);
  const invoice = await invoiceShownIn(sandbox);
  await tabTo(sandbox, 'Bayar');
  await sandbox.keyboard.press('Enter');
  await expect(sandbox).toHaveURL(/\/dashboard\/pesanan$/);
  await sandbox.close();
  await expect.poll(async () => (await getOrder(request, customer, invoice)).status).toBe('Paid');
  const [seat] = await myAccounts(request, customer);
  expect(seat).toBeTruthy();

  // The complaint: a select moved with the arrows, the account picked from its list with the arrows
  // and Enter, text typed, and the picture chosen from the file dialog that Space opens.
  await tabTo(page, 'Laporkan Kendala');
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Form Pengaduan' });
  await expect(form).toBeFocused();
  const issue = form.getByLabel('Jenis Kendala');
  await tabTo(page, issue);
  await page.keyboard.press('ArrowDown');
  await expect(issue).toHaveValue('akun bermasalah');
  await page.keyboard.press('Tab');
  const picker = form.getByRole('combobox', { name: 'Akun' });
  await expect(picker).toBeFocused();
  await page.keyboard.type(seat!.group);
  await expect(form.getByRole('option', { name: seat!.group })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(picker).toHaveValue(seat!.group);
  await expect(form).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Nomor Pesanan')).toBeFocused();
  await page.keyboard.type(invoice);
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Pesan', { exact: true })).toBeFocused();
  await page.keyboard.type('Password akun tidak bisa dipakai login.');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Gambar Kendala')).toBeFocused();
  const fileDialog = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await fileDialog).setFiles({ name: 'kendala.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(form.getByAltText('Pratinjau kendala.png')).toBeVisible();
  await tabTo(page, 'Kirim Pengaduan');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Pengaduan berhasil dikirim!')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.locator(':focus')).toHaveAccessibleName('Laporkan Kendala');
  // With the toast still showing, Tab goes on past it at the page's end and round to the header.
  await tabTo(page, 'Ganti ke mode gelap', { max: 25 });

  const listed = await request.get('/api/admin/complaints?limit=100', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  const { data } = (await listed.json()) as {
    data: { noOrder: string; issue: string; group: { name: string } | null }[];
  };
  expect(data.find((complaint) => complaint.noOrder === invoice)).toMatchObject({
    issue: 'akun bermasalah',
    group: { name: seat!.group },
  });
});

test('the admin logs in, switches the stock tabs and fulfils a Process order with the keyboard alone', async ({
  page,
  request,
}, testInfo) => {
  // Microsoft 365 is a Dedicated Private account made for its buyer: paid, it waits in Process.
  const customer = await registerCustomer(request, uniqueEmail(testInfo, 'keyboard-m365'), 'Pembeli M365');
  const mailbox = `e2e.keyboard.${testInfo.project.name}.${Date.now().toString(36)}`;
  const order = await placeOrder(request, customer, 'Microsoft 365 + OneDrive 1 TB', {
    email: mailbox,
    domain: 'premiumshop.onmicrosoft.com',
  });
  await payInSandbox(request, customer, order);
  await expect.poll(async () => (await getOrder(request, customer, order.invoice)).status).toBe('Process');
  const password = `M365#Kb${testInfo.project.name}${Date.now().toString(36)}`;

  await logInByKeyboard(page, 'admin@premiumshop.id', 'admin12345');
  await expect(page).toHaveURL(/\/admin$/);

  // Stok Akun: only the open tab is a Tab stop; the arrows, Home and End open the others.
  await tabTo(page, page.getByRole('link', { name: 'Stok Akun' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Stok Akun' })).toBeVisible();
  const stockTabs = page.getByRole('tablist', { name: 'Bagian stok' });
  const tab = (name: string) => stockTabs.getByRole('tab', { name, exact: true });
  await tabTo(page, tab('Akun'));
  await expect(tab('Akun')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tab('Impor')).toBeFocused();
  await expect(tab('Impor')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/admin\/stok\?tab=impor$/);
  await expect(
    page.getByRole('tabpanel', { name: 'Impor' }).getByLabel('Data akun (satu akun per baris)'),
  ).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(tab('Grup Preorder')).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/stok\?tab=grup$/);
  await expect(page.getByRole('tabpanel', { name: 'Grup Preorder' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(tab('Akun')).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/stok$/);
  await page.keyboard.press('End');
  await expect(tab('Grup Preorder')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(tab('Akun')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel', { name: 'Akun' })).toBeFocused();

  // Pesanan: the menu lies before the page, back with Shift+Tab; the order is found by its invoice
  // and the status chosen by typing its name into the closed select.
  await tabTo(page, page.getByRole('link', { name: 'Pesanan', exact: true }), { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Pesanan' })).toBeVisible();
  await tabTo(page, 'Cari invoice, e-mail atau produk');
  await page.keyboard.type(order.invoice);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`search=${order.invoice}`));
  const status = page.getByLabel('Status', { exact: true });
  await tabTo(page, status);
  await page.keyboard.type('Process');
  await expect(status).toHaveValue('Process');
  await expect(page).toHaveURL(/status=Process/);
  await tabTo(page, page.getByRole('link', { name: order.invoice }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Detail Pesanan' })).toBeVisible();

  // Selesaikan Pesanan: the dialog takes the focus, Enter in a field sends it, and the focus then
  // lands on the order's actions, whose next stop is what the order now allows.
  await tabTo(page, 'Selesaikan Pesanan');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Selesaikan Pesanan' });
  await expect(dialog).toBeFocused();
  await expect(dialog.getByLabel('Email akun')).toHaveValue(mailbox);
  await tabTo(page, dialog.getByLabel('Password'));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Pesanan berhasil diproses')).toBeVisible();
  await expect(dialog).toBeHidden();
  const actions = page.getByRole('region', { name: 'Aksi pesanan' });
  await expect(actions).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(actions.getByRole('button', { name: 'Nonaktifkan' })).toBeFocused();
  await expect(page.getByText(password)).toBeVisible();
  expect((await getOrder(request, customer, order.invoice)).status).toBe('Paid');
});
