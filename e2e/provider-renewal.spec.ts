import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminSession, findProduct, openAs } from './support/shop-api';

// A provider account nearing its renewal date (docs/decisions/051): the reminder job (every
// minute in the shop) tells the admin in the dashboard and by WhatsApp, the console's 'Jatuh Tempo'
// lists it, and recording its renewal moves the date on and records what was paid.

const PRODUCT = 'ChatGPT Plus';
const DAY = 24 * 60 * 60 * 1000;

/** Adds an account of PRODUCT due in two days, costing Rp 95.000 a month (POST /api/admin/product-items). */
async function addAccountDueSoon(request: APIRequestContext, token: string, name: string, stamp: string) {
  const product = await findProduct(request, PRODUCT);
  const variant = product.variant.find((candidate) => candidate.status === 'Available')!;
  const response = await request.post('/api/admin/product-items', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      product: product._id,
      package: variant.package._id,
      name,
      email: `jatuh.tempo.${stamp}@premiumshop.id`,
      password: `Tempo#${stamp}`,
      providerExpiresAt: new Date(Date.now() + 2 * DAY).toISOString(),
      billingCost: 95_000,
      billingNote: 'Kartu kantor',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

test('an account nearing renewal reaches the admin and the console, and renewing it records the cost', async ({
  page,
  request,
}, testInfo) => {
  // The reminder job runs once a minute: the notice may take that long.
  test.setTimeout(180_000);
  const stamp = `${testInfo.project.name}${testInfo.retry}${Date.now().toString(36)}`;
  const name = `Akun Tempo ${stamp}`;
  const admin = await adminSession(request);
  await addAccountDueSoon(request, admin.token, name, stamp);

  // The admin is told in the dashboard, and a WhatsApp goes to the outbox.
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/notifications?limit=50', {
          headers: { authorization: `Bearer ${admin.token}` },
        });
        const { data } = (await response.json()) as { data: Array<{ title: string; content: string }> };
        return data.some((notice) => notice.content.includes(`jatuh.tempo.${stamp}@premiumshop.id`));
      },
      { timeout: 100_000, intervals: [2_000] },
    )
    .toBe(true);
  const outbox = await request.get('/api/admin/outbox?channel=whatsapp', {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(await outbox.text()).toContain(
    `*Akun Provider Segera Jatuh Tempo* Akun ${PRODUCT} (jatuh.tempo.${stamp}@premiumshop.id)`,
  );

  await openAs(page, admin, '/dashboard/notifikasi');
  const notice = page.getByText(`jatuh.tempo.${stamp}@premiumshop.id`, { exact: false }).first();
  await expect(notice).toBeVisible();
  await expect(page.getByText('Akun Provider Segera Jatuh Tempo').first()).toBeVisible();

  // 'Jatuh Tempo' in Stok Akun lists it, due soon, with its cost.
  await page.goto('/admin/stok?tab=jatuh-tempo');
  const list = page.getByRole('tabpanel', { name: 'Jatuh Tempo' });
  const row = list.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByText('Segera jatuh tempo')).toBeVisible();
  await expect(row.getByText('Rp 95.000 / 1 bln')).toBeVisible();

  // The admin records the renewal: the next date a month on, the cost as the amount paid.
  await row.getByRole('button', { name: `Catat perpanjangan ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Catat Perpanjangan ${name}` });
  await expect(dialog.getByLabel('Jumlah dibayar (Rp)')).toHaveValue('95000');
  await expect(dialog.getByLabel('Jatuh tempo berikutnya')).not.toHaveValue('');
  await dialog.getByLabel('Catatan (opsional)').fill('Transfer BCA');
  await dialog.getByRole('button', { name: 'Simpan Perpanjangan' }).click();
  await expect(page.getByText('Perpanjangan akun dicatat')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(list.getByRole('row').filter({ hasText: name })).toHaveCount(0);

  // The account's detail shows the cost recorded, by the admin, with the note.
  await page.getByRole('tab', { name: 'Akun' }).click();
  await page.getByLabel('Cari').fill(name);
  await page.getByRole('button', { name: `Detail ${name}` }).click();
  const panel = page.getByRole('region', { name });
  const costs = panel.getByRole('table', { name: `Riwayat biaya provider ${name}` });
  const cost = costs.getByRole('row').filter({ hasText: 'Transfer BCA' });
  await expect(cost).toBeVisible();
  await expect(cost.getByText('Rp 95.000')).toBeVisible();
  await expect(panel.getByText('Segera jatuh tempo')).toHaveCount(0);
});
