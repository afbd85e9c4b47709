/**
 * WCAG 2.2 AA across the shop: axe checks every public page, a new customer's dashboard pages and
 * the admin console, in the light and the dark theme on both devices, and the open dialogs (the
 * forms, confirmations and notices of the shop, the dashboard and the console, and the phone's
 * dashboard menu), finding no violation; every ARIA id reference names an element in the page. At
 * 320 CSS px wide (WCAG 1.4.10, Reflow) no admin page scrolls sideways and KELUAR stays on screen.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { routes } from '@premium-shop/domain/web-routes';
import {
  adminSession,
  adminToken,
  findProduct,
  fulfilAsAdmin,
  getOrder,
  openAs,
  payInSandbox,
  placeOrder,
  registerCustomer,
  TINY_PNG,
  uniqueEmail,
  type Customer,
} from './support/shop-api';

// A sweep opens a dozen pages and runs axe on each: longer than a journey, not a hang.
test.describe.configure({ timeout: 240_000 });

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Theme = 'light' | 'dark';
const THEMES: readonly Theme[] = ['light', 'dark'];

/** A page to check: its route pattern (what the findings name) and the address opened. */
type Stop = readonly [name: string, path: string];

interface Finding {
  key: string;
  detail: string;
}

const ID_REFERENCES = [
  'aria-controls',
  'aria-labelledby',
  'aria-describedby',
  'aria-activedescendant',
  'aria-owns',
  'aria-errormessage',
  'aria-details',
  'for',
];

/**
 * The id references (aria-controls, aria-labelledby, a label's for, ...) in the page or `scope` that
 * name no element of the page, as 'attribute="id" on <tag>'. axe lets some through (an aria-controls
 * of a collapsed control); a screen reader following one finds nothing.
 */
async function findBrokenIdReferences(page: Page, scope?: string): Promise<string[]> {
  // Run in the page (the journeys are typed without the DOM's types, hence a script).
  const script = `(({ attributes, scope }) => {
    const roots = scope ? [...document.querySelectorAll(scope)] : [document.documentElement];
    const broken = [];
    for (const root of roots) {
      for (const attribute of attributes) {
        const selector = attribute === 'for' ? 'label[for]' : '[' + attribute + ']';
        const elements = [root, ...root.querySelectorAll(selector)].filter((element) => element.matches(selector));
        for (const element of elements) {
          for (const id of (element.getAttribute(attribute) || '').split(/\\s+/).filter(Boolean)) {
            if (!document.getElementById(id)) {
              broken.push(attribute + '="' + id + '" on <' + element.tagName.toLowerCase() + '>');
            }
          }
        }
      }
    }
    return broken;
  })(${JSON.stringify({ attributes: ID_REFERENCES, scope })})`;
  return page.evaluate<string[]>(script);
}

/** The page's (or `scope`'s) WCAG A/AA violations and broken id references, one line per rule. */
async function findViolations(page: Page, where: string, scope?: string): Promise<Finding[]> {
  const theme = (await page.locator('html').getAttribute('class'))?.includes('dark') ? 'dark' : 'light';
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (scope) builder = builder.include(scope);
  const { violations } = await builder.analyze();
  const findings = violations.map((violation) => ({
    key: `${violation.id} @ ${where} (${theme})`,
    detail: `${violation.id} @ ${where} (${theme}): ${violation.nodes
      .slice(0, 5)
      .map((node) => node.target.join(' '))
      .join(' | ')}${violation.nodes.length > 5 ? ` (+${violation.nodes.length - 5})` : ''}`,
  }));
  const broken = await findBrokenIdReferences(page, scope);
  if (broken.length > 0) {
    findings.push({
      key: `id reference @ ${where} (${theme})`,
      detail: `id reference @ ${where} (${theme}): ${broken.join(' | ')}`,
    });
  }
  return findings;
}

/** Fails with the compact list of what was found: the proof is none on any page or dialog. */
function expectNoViolations(findings: Finding[]): void {
  const details = findings.map((finding) => finding.detail);
  expect(details, `axe violations:\n${details.join('\n')}`).toEqual([]);
}

/** Opens `path` in the browser's current session and waits until its data has loaded. */
async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settle(page);
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Starts the browser in `theme`, as a saved choice (lib/theme.ts keeps it under 'theme'), without motion. */
async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(`window.localStorage.setItem('theme', ${JSON.stringify(theme)})`);
}

/** Checks each stop (in the browser's current session) and returns what axe found. */
async function sweep(page: Page, stops: readonly Stop[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const [name, path] of stops) {
    await openPage(page, path);
    findings.push(...(await findViolations(page, name)));
  }
  return findings;
}

async function expectTheme(page: Page, theme: Theme): Promise<void> {
  if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
}

const READY_PRODUCT = 'ChatGPT Plus';

/** A customer of their own with one paid order. */
async function customerWithOrder(
  request: Parameters<typeof registerCustomer>[0],
  testInfo: TestInfo,
): Promise<{ customer: Customer; invoice: string }> {
  const customer = await registerCustomer(request, uniqueEmail(testInfo, 'a11y'), 'Pelanggan Aksesibel');
  const order = await placeOrder(request, customer, READY_PRODUCT);
  await payInSandbox(request, customer, order);
  return { customer, invoice: order.invoice };
}

/**
 * A host of their own whose paid Spotify 'Host' order the admin fulfilled with a new group of its own
 * (the account the host may ask a reimbursement for); with `submitted`, the request is waiting too.
 */
async function hostWithGroup(
  request: Parameters<typeof registerCustomer>[0],
  testInfo: TestInfo,
  submitted: boolean,
): Promise<{ host: Customer; groupName: string }> {
  const host = await registerCustomer(request, uniqueEmail(testInfo, 'a11y-host'), 'Host Aksesibel');
  const placed = await placeOrder(request, host, 'Spotify Premium Family', {
    packageName: 'Host',
    email: host.email,
  });
  await payInSandbox(request, host, placed);
  await expect.poll(async () => (await getOrder(request, host, placed.invoice)).status).toBe('Process');
  const groupName = `Spotify A11y ${testInfo.project.name} ${Date.now().toString(36)}`;
  await fulfilAsAdmin(request, await adminToken(request), placed._id, {
    name: groupName,
    email: `a11y.${Date.now()}@premiumshop.id`,
    password: 'Spotify#A11y1',
  });
  if (submitted) {
    const account = (await getOrder(request, host, placed.invoice)).account!._id;
    const response = await request.post('/api/reimbursements/submit', {
      headers: { authorization: `Bearer ${host.token}` },
      multipart: {
        account,
        value: '120000',
        bank: 'BCA',
        account_number: '9876543210',
        payment_proof: { name: 'bukti.png', mimeType: 'image/png', buffer: TINY_PNG },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  return { host, groupName };
}

/**
 * A Preorder product of its own (Sharing Private, a group of one, as Disney+ Hotstar looks) made
 * through the admin API, and a new customer's paid preorder that fills its first group: the group
 * waits for 'Aktifkan grup' without touching the groups of the demo's products. Returns its name.
 */
async function filledPreorderGroup(
  request: Parameters<typeof registerCustomer>[0],
  testInfo: TestInfo,
  theme: Theme,
): Promise<string> {
  const authorization = { authorization: `Bearer ${await adminToken(request)}` };
  const listed = await request.get('/api/products?limit=100');
  const { data } = (await listed.json()) as {
    data: Array<{
      name: string;
      image: string;
      banner: string;
      icon: string;
      categoryId: string;
      variant: Array<{ package: { _id: string } }>;
    }>;
  };
  const model = data.find((product) => product.name === 'Disney+ Hotstar')!;
  const name = `Preorder Aksesibel ${testInfo.project.name} ${theme} ${Date.now().toString(36)}`;
  const created = await request.post('/api/admin/products', {
    headers: authorization,
    data: {
      name,
      image: model.image,
      banner: model.banner,
      icon: model.icon,
      method: 'Preorder',
      type: 'Sharing Private',
      categoryId: model.categoryId,
      adminFee: '0',
      slot: 1,
      variants: [{ packageId: model.variant[0]!.package._id, items: [{ duration: 30, price: 15_000 }] }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const member = await registerCustomer(request, uniqueEmail(testInfo, 'a11y-preorder'), 'Anggota Grup');
  const order = await placeOrder(request, member, name);
  await payInSandbox(request, member, order);
  await expect.poll(async () => (await getOrder(request, member, order.invoice)).status).toBe('Process');
  return name;
}

/**
 * Checks the dialog named `name` once it is open (and, with `act`, again after `act` changed it, e.g.
 * a refused submit), then closes it with Escape.
 */
function dialogChecker(page: Page): {
  check: (name: string | RegExp, act?: (dialog: Locator) => Promise<void>) => Promise<void>;
  findings: Finding[];
} {
  const findings: Finding[] = [];
  const check = async (name: string | RegExp, act?: (dialog: Locator) => Promise<void>) => {
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    // The dialog's opening animation, then whatever it loads.
    await page.waitForTimeout(300);
    await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0);
    const where = `dialog ${String(name)}`;
    findings.push(...(await findViolations(page, where, '[role="dialog"]')));
    if (act) {
      await act(dialog);
      await page.waitForTimeout(300);
      findings.push(...(await findViolations(page, `${where} (refused)`, '[role="dialog"]')));
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  };
  return { check, findings };
}

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await useTheme(page, theme);
    });

    test(`public pages have no WCAG A/AA violations (${theme})`, async ({ page, request }, testInfo) => {
      const product = await findProduct(request, READY_PRODUCT);
      // The sandbox's payment page of an order not paid yet.
      const buyer = await registerCustomer(request, uniqueEmail(testInfo, 'a11y-pay'), 'Pembeli Sandbox');
      const unpaid = await placeOrder(request, buyer, READY_PRODUCT);
      const stops: Stop[] = [
        [routes.home, routes.home],
        [routes.login, routes.login],
        [`${routes.login}?to=/register`, `${routes.login}?to=/register`],
        [routes.forgotPassword, routes.forgotPassword],
        [routes.resetPassword, '/auth/forgot-password/token-tidak-sah'],
        [routes.allProduct, `${routes.allProduct}?type=all`],
        [routes.product, `/product/${product._id}`],
        [routes.paymentConfirmation, '/payment-confirmation/payment'],
        [routes.sandboxPay, new URL(unpaid.checkout_url!, 'http://shop.local').pathname],
        ['not found', '/halaman-yang-tidak-ada'],
      ];
      await page.goto(routes.home);
      await expectTheme(page, theme);
      expectNoViolations(await sweep(page, stops));
    });

    test(`a customer's dashboard pages have no WCAG A/AA violations (${theme})`, async ({
      page,
      request,
    }, testInfo) => {
      const { customer, invoice } = await customerWithOrder(request, testInfo);
      const product = await findProduct(request, READY_PRODUCT);
      await openAs(page, customer, routes.dashboard);
      await expectTheme(page, theme);
      const stops: Stop[] = [
        [routes.dashboard, routes.dashboard],
        [routes.orders, routes.orders],
        [routes.orderDetail, `/dashboard/pesanan/detail/${invoice}`],
        [routes.reimbursement, routes.reimbursement],
        [routes.dashboardCatalogue, routes.dashboardCatalogue],
        [routes.dashboardProduct, `/dashboard/detail-product/${product._id}`],
        [routes.notifications, routes.notifications],
        [routes.settings, routes.settings],
      ];
      expectNoViolations(await sweep(page, stops));
    });

    test(`admin orders, stock and catalogue have no WCAG A/AA violations (${theme})`, async ({
      page,
      request,
    }) => {
      await openAs(page, await adminSession(request), routes.adminOrders);
      await settle(page);
      await expectTheme(page, theme);
      const firstOrder = await page.getByRole('link', { name: /^INV-/ }).first().getAttribute('href');
      expect(firstOrder, 'the demo has orders').toBeTruthy();
      const stops: Stop[] = [
        [routes.adminOrders, routes.adminOrders],
        [routes.adminOrderDetail, firstOrder!],
        ...['akun', 'impor', 'grup'].map((tab): Stop => [
          `${routes.adminStock}?tab=${tab}`,
          `${routes.adminStock}?tab=${tab}`,
        ]),
        ...['produk', 'kategori', 'paket', 'promo', 'voucher', 'banner', 'konten'].map((tab): Stop => [
          `${routes.adminCatalogue}?tab=${tab}`,
          `${routes.adminCatalogue}?tab=${tab}`,
        ]),
      ];
      expectNoViolations(await sweep(page, stops));
    });

    test(`the other admin pages have no WCAG A/AA violations (${theme})`, async ({ page, request }) => {
      await openAs(page, await adminSession(request), routes.admin);
      await expectTheme(page, theme);
      const stops: Stop[] = [
        [routes.admin, routes.admin],
        [routes.adminComplaints, routes.adminComplaints],
        [routes.adminReimbursements, routes.adminReimbursements],
        [routes.adminNotifications, routes.adminNotifications],
        [routes.adminUsers, routes.adminUsers],
        [`${routes.adminLogs}?tab=audit`, routes.adminLogs],
        [`${routes.adminLogs}?tab=outbox`, `${routes.adminLogs}?tab=outbox`],
      ];
      expectNoViolations(await sweep(page, stops));
    });

    test(`open dialogs of the shop and the dashboard have no WCAG A/AA violations (${theme})`, async ({
      page,
      request,
    }, testInfo) => {
      const { check, findings } = dialogChecker(page);

      // The register form's terms, for a visitor.
      await openPage(page, `${routes.login}?to=/register`);
      await expectTheme(page, theme);
      await page.getByRole('button', { name: 'Syarat dan Ketentuan' }).click();
      await check('Syarat dan Ketentuan');

      // The customer's complaint form, empty and refused; cancelling an unpaid order.
      const { customer, invoice } = await customerWithOrder(request, testInfo);
      await placeOrder(request, customer, READY_PRODUCT);
      await openAs(page, customer, routes.orders);
      await settle(page);
      await page.getByRole('button', { name: 'Laporkan Kendala' }).first().click();
      await check('Form Pengaduan', async (dialog) => {
        await dialog.getByRole('button', { name: 'Kirim Pengaduan' }).click();
        await expect(dialog.getByLabel('Jenis Kendala')).toBeFocused();
      });
      await page
        .getByRole('button', { name: /^Batalkan/ })
        .first()
        .click();
      await check('Yakin Ingin Membatalkan Pesanan?');

      // Ordering a Dedicated Private product asks for the mailbox first (empty and refused).
      const m365 = await findProduct(request, 'Microsoft 365 + OneDrive 1 TB');
      await openPage(page, `/dashboard/detail-product/${m365._id}`);
      await page.getByRole('button', { name: 'Pesan', exact: true }).click();
      await check('Informasi Pesanan', async (dialog) => {
        await dialog.getByRole('button', { name: 'Lanjutkan' }).click();
      });

      // A Preorder product's terms, before its checkout.
      const disney = await findProduct(request, 'Disney+ Hotstar');
      await openPage(page, `/product/${disney._id}`);
      await page.getByRole('button', { name: 'Preorder', exact: true }).click();
      await expect(page).toHaveURL(/\/payment-confirmation\/preorder$/);
      await settle(page);
      await page.getByRole('button', { name: 'Baca Syarat & Ketentuan Pre-Order' }).click();
      await check('Syarat & Ketentuan Pre-Order');

      // 'Ubah Durasi' of a renewal. Only an ended seat's card offers 'Perpanjang', and a new customer's
      // seat cannot end within a run: the ChatGPT Plus order's own draft (as 'Pesan' stores it) is
      // turned into the renewal of the customer's seat, as 'Perpanjang' would, and its checkout opened.
      // With ChatGPT Plus's seats taken (Sedang Proses), the admin opens a new account for the order.
      let paid = await getOrder(request, customer, invoice);
      if (!paid.account) {
        await expect.poll(async () => (await getOrder(request, customer, invoice)).status).toBe('Process');
        await fulfilAsAdmin(request, await adminToken(request), paid._id, {
          name: `ChatGPT A11y ${testInfo.project.name} ${Date.now().toString(36)}`,
          email: `a11y.chatgpt.${Date.now()}@premiumshop.id`,
          password: 'ChatGPT#A11y1',
        });
        paid = await getOrder(request, customer, invoice);
      }
      const seat = paid.account!._id;
      const chatgpt = await findProduct(request, READY_PRODUCT);
      await openPage(page, `/dashboard/detail-product/${chatgpt._id}`);
      await page.getByRole('button', { name: 'Pesan', exact: true }).click();
      await expect(page).toHaveURL(/\/payment-confirmation\/payment$/);
      await page.evaluate(`(() => {
        const draft = JSON.parse(window.localStorage.getItem('currentOrder'));
        window.localStorage.setItem('currentOrder', JSON.stringify({ ...draft, account: ${JSON.stringify(seat)} }));
      })()`);
      await openPage(page, `/dashboard/payment/${seat}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Perpanjang' })).toBeVisible();
      await page.getByRole('button', { name: 'Ubah Durasi' }).click();
      await check('Ubah Durasi');

      // The phone's dashboard menu, a dialog while open.
      if (testInfo.project.name === 'phone') {
        await page.getByRole('button', { name: 'Buka menu' }).click();
        await check('Menu dashboard');
      }

      // A host's reimbursement request form, for the group the admin made for them.
      const { host } = await hostWithGroup(request, testInfo, false);
      await openAs(page, host, routes.reimbursement);
      await settle(page);
      await page.getByRole('button', { name: 'Pengajuan Reimburse' }).click();
      await check('Pengajuan Reimburse');
      expectNoViolations(findings);
    });

    test(`open dialogs of the admin console have no WCAG A/AA violations (${theme})`, async ({
      page,
      request,
    }, testInfo) => {
      const { check, findings } = dialogChecker(page);
      // An order waiting in Process (a Dedicated Private account made for its buyer) and an unpaid one.
      const buyer = await registerCustomer(request, uniqueEmail(testInfo, 'a11y-admin'), 'Pembeli Dialog');
      const waiting = await placeOrder(request, buyer, 'Microsoft 365 + OneDrive 1 TB', {
        email: `e2e.a11y.${testInfo.project.name}.${theme}.${Date.now().toString(36)}`,
        domain: 'premiumshop.onmicrosoft.com',
      });
      await payInSandbox(request, buyer, waiting);
      const unpaid = await placeOrder(request, buyer, READY_PRODUCT);

      // Stock: a new account (empty and refused), an account's credentials and its new password.
      await openAs(page, await adminSession(request), routes.adminStock);
      await settle(page);
      await expectTheme(page, theme);
      await page.getByRole('button', { name: 'Tambah Akun' }).click();
      await check('Tambah Akun', async (dialog) => {
        await dialog.getByRole('button', { name: 'Simpan' }).click();
        await expect(dialog.getByLabel('Produk')).toBeFocused();
      });
      await page
        .getByRole('button', { name: /^Detail / })
        .first()
        .click();
      await page.getByRole('button', { name: 'Lihat Kredensial' }).click();
      await check(/^Kredensial /);
      await page.getByRole('button', { name: 'Ganti Password' }).click();
      await check(/^Ganti Password /);

      // A full preorder group's 'Aktifkan grup' (its member's profile and PIN), empty and refused.
      const preorderProduct = await filledPreorderGroup(request, testInfo, theme);
      await openPage(page, `${routes.adminStock}?tab=grup`);
      await page
        .locator('section')
        .filter({ hasText: preorderProduct })
        .getByRole('button', { name: 'Aktifkan grup' })
        .click();
      await check(/^Aktifkan /, async (dialog) => {
        await dialog.getByRole('button', { name: 'Aktifkan grup' }).click();
      });

      // Catalogue: a new category and a new package.
      await openPage(page, `${routes.adminCatalogue}?tab=kategori`);
      await page.getByRole('button', { name: '+ Tambah Kategori' }).click();
      await check('Tambah Kategori');
      await openPage(page, `${routes.adminCatalogue}?tab=paket`);
      await page.getByRole('button', { name: '+ Tambah Paket' }).click();
      await check('Tambah Paket');

      // An order's actions: fulfilling one in Process, confirming and cancelling an unpaid one.
      await openPage(page, `/admin/pesanan/${waiting.invoice}`);
      await page.getByRole('button', { name: 'Selesaikan Pesanan' }).click();
      await check('Selesaikan Pesanan');
      await openPage(page, `/admin/pesanan/${unpaid.invoice}`);
      await page.getByRole('button', { name: 'Konfirmasi Pembayaran' }).click();
      await check('Konfirmasi Pembayaran');
      await page.getByRole('button', { name: 'Batalkan', exact: true }).click();
      await check('Batalkan Pesanan');

      // A host's waiting reimbursement: its proof in a preview, and 'Tandai Selesai'.
      const { groupName } = await hostWithGroup(request, testInfo, true);
      await openPage(page, `${routes.adminReimbursements}?status=Pending`);
      const row = page.getByRole('row').filter({ hasText: groupName });
      await row.getByRole('button', { name: /Lihat Bukti: Bukti Pembayaran/ }).click();
      await check(`Bukti Pembayaran ${groupName}`);
      await row.getByRole('button', { name: `Tandai Selesai: ${groupName}` }).click();
      await check('Selesaikan Reimburse');

      // The confirmation before signing out.
      await page.getByRole('button', { name: 'KELUAR' }).click();
      await check('Yakin Ingin Keluar');
      expectNoViolations(findings);
    });
  });
}

const ADMIN_PAGES = [
  routes.admin,
  routes.adminCatalogue,
  routes.adminStock,
  routes.adminOrders,
  routes.adminComplaints,
  routes.adminReimbursements,
  routes.adminNotifications,
  routes.adminUsers,
  routes.adminLogs,
];

test('every admin page fits 320 CSS px without scrolling sideways, KELUAR on screen (WCAG 1.4.10)', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the phone checks the narrowest width');
  await page.setViewportSize({ width: 320, height: 640 });
  await openAs(page, await adminSession(request), routes.admin);
  const tooWide: string[] = [];
  for (const path of ADMIN_PAGES) {
    await openPage(page, path);
    const keluar = page.getByRole('button', { name: 'KELUAR' });
    await expect(keluar).toBeVisible();
    const box = (await keluar.boundingBox())!;
    const scrollWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
    if (scrollWidth > 320) tooWide.push(`${path}: page ${scrollWidth} px wide`);
    if (box.x < 0 || box.x + box.width > 320)
      tooWide.push(`${path}: KELUAR at ${box.x}..${box.x + box.width}`);
  }
  expect(tooWide).toEqual([]);
});
