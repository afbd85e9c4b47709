import fs from 'node:fs';
import { expect, test, type APIRequestContext, type TestInfo } from '@playwright/test';
import { parseCsv } from '../packages/domain/src/csv';
import { formatRupiah } from '../packages/domain/src/format';
import { ledgerMonthLabel, ledgerMonthOf } from '../packages/domain/src/ledger';
import {
  adminSession,
  adminToken,
  getOrder,
  importStock,
  openAs,
  payInSandbox,
  placeOrder,
  registerCustomer,
  uniqueEmail,
} from './support/shop-api';

// The owner's ledger (issue 31, docs/decisions/052): orders paid through the sandbox show in the
// console's 'Pembukuan' for this month, per product and per provider account, with a margin that
// is their totals less what the gateway took, and the same numbers in its CSV.

interface Listed {
  name: string;
  image: string;
  banner: string;
  icon: string;
  categoryId: string;
  variant: Array<{ package: { _id: string } }>;
}

/** A Ready product of its own (so no other journey's orders land on it), 30 days at Rp 40.000. */
async function productOfItsOwn(request: APIRequestContext, testInfo: TestInfo): Promise<string> {
  const authorization = { authorization: `Bearer ${await adminToken(request)}` };
  const { data } = (await (await request.get('/api/products?limit=100')).json()) as { data: Listed[] };
  const model = data.find((product) => product.name === 'Disney+ Hotstar')!;
  const name = `Buku Besar ${testInfo.project.name} ${Date.now().toString(36)}`;
  const created = await request.post('/api/admin/products', {
    headers: authorization,
    data: {
      name,
      image: model.image,
      banner: model.banner,
      icon: model.icon,
      method: 'Ready',
      type: 'Sharing Account',
      categoryId: model.categoryId,
      adminFee: '0',
      modalFee: 60_000,
      slot: 5,
      variants: [{ packageId: model.variant[0]!.package._id, items: [{ duration: 30, price: 40_000 }] }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return name;
}

/** What the gateway reported it took of a paid order (the admin's order answer). */
async function feeTaken(request: APIRequestContext, invoice: string): Promise<number> {
  const response = await request.get(`/api/admin/orders/${invoice}`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as {
    data: { gatewayCharges: { feeMerchant: number | null } | null; gatewayFee?: number };
  };
  expect(data.gatewayCharges?.feeMerchant, `the sandbox reported the fee of ${invoice}`).toEqual(
    expect.any(Number),
  );
  return data.gatewayCharges!.feeMerchant!;
}

test('the month’s margin in the console is its paid orders less what the gateway took, per product, per account and in the CSV', async ({
  page,
  request,
}, testInfo) => {
  const productName = await productOfItsOwn(request, testInfo);
  await importStock(request, productName, `${testInfo.project.name}${Date.now().toString(36)}`);

  // Two customers buy a place and pay through the sandbox.
  const paid = [];
  for (const label of ['buku1', 'buku2']) {
    const customer = await registerCustomer(request, uniqueEmail(testInfo, label), 'Pembeli Buku');
    const placed = await placeOrder(request, customer, productName);
    await payInSandbox(request, customer, placed);
    const order = await getOrder(request, customer, placed.invoice);
    expect(order.status).toBe('Paid');
    paid.push({ total: order.total, fee: await feeTaken(request, order.invoice) });
  }
  const revenue = paid.reduce((sum, order) => sum + order.total, 0);
  const fees = paid.reduce((sum, order) => sum + order.fee, 0);
  const margin = revenue - fees;
  expect(revenue).toBeGreaterThan(80_000);

  const month = ledgerMonthOf(new Date());
  await openAs(page, await adminSession(request), `/admin?bulan=${month}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ringkasan' })).toBeVisible();
  const ledger = page.getByRole('region', { name: `Pembukuan ${ledgerMonthLabel(month)}` });
  await expect(ledger).toBeVisible();
  await expect(ledger.getByRole('group', { name: 'Pendapatan, biaya dan margin 12 bulan' })).toBeVisible();

  const products = ledger.getByRole('table', { name: `Pembukuan per produk, ${ledgerMonthLabel(month)}` });
  const row = products.getByRole('row', { name: new RegExp(productName) });
  await expect(row).toBeVisible();
  // Pesanan, Pendapatan, Biaya gateway, Refund, Reimburse host, Biaya provider, Margin.
  await expect(row.getByRole('cell')).toHaveText([
    '2',
    formatRupiah(revenue),
    formatRupiah(fees),
    formatRupiah(0),
    formatRupiah(0),
    formatRupiah(0),
    formatRupiah(margin),
  ]);

  const accounts = ledger.getByRole('table', {
    name: `Kursi terjual per akun provider, ${ledgerMonthLabel(month)}`,
  });
  const account = accounts.getByRole('row', { name: new RegExp(productName) });
  await expect(account).toContainText('2 kursi');
  await expect(account).toContainText(formatRupiah(revenue));
  // Its cost per month is the product's provider price: Rp 60.000, more than two places bring.
  await expect(account).toContainText(formatRupiah(revenue - 60_000));

  // The CSV holds the same line.
  const download = page.waitForEvent('download');
  await ledger.getByRole('button', { name: 'Ekspor CSV' }).first().click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^pembukuan-${month}-\\d{8}-\\d{4}\\.csv$`));
  const csv = fs.readFileSync(await file.path(), 'utf8');
  const records = parseCsv(csv).records!.map((record) => record.fields.map((field) => field.value));
  const line = records.find((cells) => cells[1] === productName)!;
  expect(line).toEqual([
    month,
    productName,
    '2',
    expect.stringMatching(/^\d+$/),
    expect.stringMatching(/^\d+$/),
    String(revenue),
    String(fees),
    '0',
    '0',
    '0',
    String(margin),
  ]);
  // What was paid for the goods (Rp 40.000 a place) and the payment fee passed on make the revenue.
  expect(line[3]).toBe('80000');
  expect(Number(line[3]) + Number(line[4])).toBe(revenue);
});
