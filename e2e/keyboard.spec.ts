import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  adminSession,
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
  importStock,
} from './support/shop-api';

/**
 * Whether the focused element is `scope` or inside it, as the document has it (document.activeElement,
 * marked for the moment): Playwright's ':focus' misses a date input entered backwards by Shift+Tab.
 */
async function holdsFocus(scope: Locator): Promise<boolean> {
  const page = scope.page();
  await page.evaluate("document.activeElement?.setAttribute('data-focus-probe', '')");
  try {
    const probe = page.locator('[data-focus-probe]');
    return (await scope.locator(probe).count()) + (await scope.and(probe).count()) > 0;
  } finally {
    await page.evaluate(
      "document.querySelectorAll('[data-focus-probe]').forEach((element) => element.removeAttribute('data-focus-probe'))",
    );
  }
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
  await importStock(request, 'ChatGPT Plus', `kb${testInfo.project.name}${Date.now().toString(36)}`);
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
  // are reached back with Shift+Tab, which enters a group with nothing chosen at its last method
  // (Bank Mandiri, or Transfer Bank once the admin has an active account); Space chooses it and the
  // arrows go round to QRIS.
  await tabTo(page, 'Kode Voucher');
  await page.keyboard.type('hemat10');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Diskon Voucher')).toBeVisible();
  await tabTo(page, page.getByRole('radio'), { back: true });
  const last = page.getByRole('radio').last();
  await expect(last).toBeFocused();
  await expect(last).toHaveAccessibleName(/^(Bank Mandiri|Transfer Bank)/);
  await page.keyboard.press('Space');
  await expect(last).toBeChecked();
  await page.keyboard.press('ArrowDown');
  const qris = page.getByRole('radio', { name: 'QRIS' });
  await expect(qris).toBeFocused();
  await expect(qris).toBeChecked();
  await expect(last).not.toBeChecked();

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
  await tabTo(page, 'Ganti ke mode gelap');

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
  await expect(tab('Jatuh Tempo')).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/stok\?tab=jatuh-tempo$/);
  await expect(page.getByRole('tabpanel', { name: 'Jatuh Tempo' })).toBeVisible();
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

/**
 * The focus is on `field`, marked invalid, and its message is an alert the field names as its
 * description (read out when it appears, and again with the field); returns the message.
 */
async function expectRefusedField(page: Page, field: Locator, message?: string | RegExp): Promise<string> {
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  expect(ids.length, 'the field names its message').toBeGreaterThan(0);
  const alert = page.locator(ids.map((id) => `[id="${id}"][role="alert"]`).join(', '));
  await expect(alert).toBeVisible();
  const text = (await alert.innerText()).trim();
  if (message) expect(text).toMatch(message);
  expect(text).not.toBe('');
  await expect(field).toHaveAccessibleDescription(new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return text;
}

test('a refused login keeps the focus on the field to fix and reads its message', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();

  // Sent empty: the server's field messages, the first field focused.
  await tabTo(page, page.getByRole('button', { name: 'Login', exact: true }));
  await page.keyboard.press('Enter');
  await expectRefusedField(page, page.getByLabel('Email'), 'Email tidak boleh kosong');

  // A wrong password: said under the password, which takes the focus to be typed again.
  await page.keyboard.type('budi@gmail.com');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type('bukan-passwordnya');
  await page.keyboard.press('Enter');
  await expectRefusedField(
    page,
    page.getByLabel('Password', { exact: true }),
    'Email atau kata sandi salah.',
  );
  await expect(page).toHaveURL(/\/login$/);
});

test('a refused complaint keeps the focus in the form, on the first field to fix, with its message read', async ({
  page,
  request,
}, testInfo) => {
  // The dashboard's own 'Laporkan Kendala': a customer may report before owning any account.
  const customer = await registerCustomer(
    request,
    uniqueEmail(testInfo, 'keyboard-refused'),
    'Pelapor Keyboard',
  );
  await openAs(page, customer, '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Akun Anda' })).toBeVisible();
  await tabTo(page, 'Laporkan Kendala');
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Form Pengaduan' });
  await expect(form).toBeFocused();

  // Sent empty: the issue, the first field, takes the focus; Tab goes on inside the dialog.
  await tabTo(page, form.getByRole('button', { name: 'Kirim Pengaduan' }));
  await page.keyboard.press('Enter');
  const issue = form.getByLabel('Jenis Kendala');
  await expectRefusedField(page, issue, 'Pilih jenis kendala');
  await page.keyboard.press('Tab');
  expect(await holdsFocus(form)).toBe(true);

  // Everything but the picture: the toast says so, and so does the file input, which takes the focus.
  await issue.focus();
  await page.keyboard.press('ArrowDown');
  await tabTo(page, form.getByLabel('Nomor Pesanan'));
  await page.keyboard.type('INV-20261127-KEY001');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Akun tidak bisa dipakai.');
  await tabTo(page, form.getByRole('button', { name: 'Kirim Pengaduan' }));
  await page.keyboard.press('Enter');
  await expectRefusedField(page, form.getByLabel('Gambar Kendala'), 'Harap unggah gambar kendala!');
  // One toast for each refused send (the empty one lacked the picture too).
  await expect(
    page.getByText('Harap unggah gambar kendala!').and(page.locator('[data-title]')).last(),
  ).toBeVisible();
  await expect(form).toBeVisible();
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press('Tab');
    expect(await holdsFocus(form), await describeFocus(page)).toBe(true);
  }
});

test("a refused 'Tambah Akun' keeps the focus inside the dialog, on the first field to fix", async ({
  page,
  request,
}) => {
  await openAs(page, await adminSession(request), '/admin/stok');
  await expect(page.getByRole('heading', { level: 1, name: 'Stok Akun' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Tambah Akun' }), { max: 60 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Tambah Akun' });
  await expect(dialog).toBeFocused();

  // Sent empty: the product, the first field, takes the focus with its message.
  await tabTo(page, dialog.getByRole('button', { name: 'Simpan' }));
  await page.keyboard.press('Enter');
  await expectRefusedField(page, dialog.getByLabel('Produk', { exact: true }));
  for (let step = 0; step < 4; step += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await holdsFocus(dialog), await describeFocus(page)).toBe(true);
  }

  // A product chosen by keyboard, the name left empty: the name takes the focus next time.
  await dialog.getByLabel('Produk', { exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await tabTo(page, dialog.getByRole('button', { name: 'Simpan' }));
  await page.keyboard.press('Enter');
  await expectRefusedField(page, dialog.getByLabel('Nama akun'));
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  expect(await holdsFocus(dialog), await describeFocus(page)).toBe(true);
});

test('on a phone the public menu closes with Escape and gives the focus back to its button', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the menu button is the phone header’s');
  await page.goto('/');
  const button = page.getByRole('banner').getByRole('button', { name: 'Buka menu' });
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  const closeButton = page.getByRole('banner').getByRole('button', { name: 'Tutup menu' });
  await expect(closeButton).toBeFocused();
  await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
  const menuId = (await closeButton.getAttribute('aria-controls'))!;
  const menu = page.locator(`[id="${menuId}"]`);
  await expect(menu).toBeVisible();
  await page.keyboard.press('Tab');
  expect(await holdsFocus(menu), await describeFocus(page)).toBe(true);

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).not.toHaveAttribute('aria-controls');
});

test('the banner carousel pauses and plays again by keyboard', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one keyboard walk through the carousel is enough');
  await page.goto('/allProduct?type=all');
  const carousel = page.getByRole('region', { name: 'Banner promo' });
  const shown = carousel.locator('button[aria-current="true"]');
  await expect(shown).toHaveCount(1);
  await tabTo(page, carousel.getByRole('button', { name: 'Jeda banner' }));
  await page.keyboard.press('Enter');
  const play = carousel.getByRole('button', { name: 'Putar banner' });
  await expect(play).toBeFocused();

  // Paused, with the focus gone past the dots: no banner changes in twice its 3 s.
  const paused = await shown.getAttribute('aria-label');
  await tabTo(page, carousel.getByRole('button').last());
  await page.keyboard.press('Tab');
  expect(await holdsFocus(carousel)).toBe(false);
  await page.waitForTimeout(6_500);
  await expect(shown).toHaveAttribute('aria-label', paused!);

  // Played again, with the focus gone: the next banner comes within 3 s.
  await tabTo(page, play, { back: true });
  await page.keyboard.press('Enter');
  await expect(carousel.getByRole('button', { name: 'Jeda banner' })).toBeFocused();
  await tabTo(page, carousel.getByRole('button').last());
  await page.keyboard.press('Tab');
  await expect(shown).not.toHaveAttribute('aria-label', paused!, { timeout: 6_000 });
});

test('Shift+Tab up the admin orders and the home FAQ never leaves the focus under the sticky header', async ({
  page,
  request,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'desktop',
    "the admin's header stays on screen beside the desktop sidebar",
  );
  const header = page.getByRole('banner');
  const walkUp = async (steps: number) => {
    let scrolledUp = false;
    for (let step = 0; step < steps; step += 1) {
      const before = await page.evaluate<number>('window.scrollY');
      await page.keyboard.press('Shift+Tab');
      const { clear, where } = await focusClearsHeader(page, header);
      expect(clear, where).toBe(true);
      if ((await page.evaluate<number>('window.scrollY')) < before) scrolledUp = true;
    }
    expect(scrolledUp, 'Shift+Tab scrolled the page back up').toBe(true);
  };

  await page.goto('/');
  const faq = page.getByRole('region', { name: 'Pertanyaan yang Sering Diajukan' });
  await faq.getByRole('button').last().focus();
  await walkUp(10);

  await openAs(page, await adminSession(request), '/admin/pesanan');
  await expect(page.getByRole('link', { name: /^INV-/ }).first()).toBeVisible();
  await page.getByRole('link', { name: /^INV-/ }).last().focus();
  await walkUp(12);
});
