import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jsonCaller } from '../../../test/api';
import { catalogueFixtures } from '../../../test/catalogue-fixtures';
import { insertCustomer, signedInAdmin, tokenFor } from '../../../test/customers';
import { createTestApp } from '../../../test/helper';
import { postSandboxCallback } from '../../../test/sandbox-callback';
import { products, variants } from '../../db/schema/catalogue';
import { notificationCategories, notifications } from '../../db/schema/engagement';
import { orders } from '../../db/schema/orders';
import { auditLogs, outbox } from '../../db/schema/operations';
import { productItems, providerCosts } from '../../db/schema/stock';
import { users } from '../../db/schema/users';
import { AUTO_RENEWAL_NOTE, runRenewalReminders } from './renewal-reminders.service';

// Provider accounts' billing, renewal reminders and renewals (docs/decisions/051).

const { app, db, tokens } = await createTestApp({ RENEWAL_REMINDER_DAYS: '3' });
const DAY = 24 * 60 * 60 * 1000;
const days = (count: number) => new Date(Date.now() + count * DAY);

await db.insert(notificationCategories).values([{ name: 'Akun', icon: 'akun.svg' }]);
const shop = await catalogueFixtures(db, { packages: ['Sharing'], invoicePrefix: 'INV-RNW' });
const SHARING = shop.packageId('Sharing');
const admin = await signedInAdmin(db, tokens, 'Admin Satu');
const secondAdmin = await signedInAdmin(db, tokens, 'Admin Dua');
const call = jsonCaller(app, admin.token);
const budi = await insertCustomer(db, 'Budi Santoso');
const budiToken = await tokenFor(db, tokens, budi.id);

async function makeProduct(fields: Partial<typeof products.$inferInsert> = {}) {
  const product = await shop.makeProduct({ modalFee: 186_000, slot: 5, ...fields });
  await db.insert(variants).values({ productId: product.id, packageId: SHARING });
  return product;
}

function makeItem(productId: string, fields: Partial<typeof productItems.$inferInsert> = {}) {
  return shop.makeItem(productId, 5, { email: `akun-${randomUUID().slice(0, 6)}@premiumshop.id`, ...fields });
}

async function itemRow(id: string) {
  return (await db.select().from(productItems).where(eq(productItems.id, id)))[0]!;
}

async function auditsOf(entityId: string, action: string) {
  return db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entityId, entityId), eq(auditLogs.action, action)));
}

async function costsOf(itemId: string) {
  return db
    .select()
    .from(providerCosts)
    .where(eq(providerCosts.productItemId, itemId))
    .orderBy(asc(providerCosts.createdAt));
}

async function noticesFor(userId: string, itemName: string) {
  const rows = await db.select().from(notifications).where(eq(notifications.userId, userId));
  return rows.filter((row) => row.shortDescription?.includes(itemName));
}

async function whatsAppTo(phone: string, itemName: string) {
  const rows = await db.select().from(outbox).where(eq(outbox.recipient, phone));
  return rows.filter((row) => row.channel === 'whatsapp' && row.body.includes(itemName));
}

// ---------------------------------------------------------------------------------------------

describe('an account’s billing in the stock console', () => {
  it('shows the product’s provider price as the cost until the account has its own', async () => {
    const product = await makeProduct();
    const item = await makeItem(product.id);
    const { status, body } = await call('GET', `/api/admin/product-items/${item.id}`);
    expect(status).toBe(200);
    expect(body.data.billing).toEqual({
      cost: 186_000,
      isDefaultCost: true,
      cycleMonths: 1,
      autoRenews: false,
      note: null,
      renewalState: 'none',
      remindedAt: null,
    });
  });

  it('edits cost, cycle, auto-renewal and note, audited; null cost goes back to the provider price', async () => {
    const product = await makeProduct();
    const item = await makeItem(product.id);
    const edited = await call('PATCH', `/api/admin/product-items/${item.id}`, {
      billingCost: 150_000,
      billingCycleMonths: 12,
      autoRenews: true,
      billingNote: '  Kartu BCA akhiran 1234  ',
      providerExpiresAt: days(40).toISOString(),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.billing).toMatchObject({
      cost: 150_000,
      isDefaultCost: false,
      cycleMonths: 12,
      autoRenews: true,
      note: 'Kartu BCA akhiran 1234',
      renewalState: 'ok',
    });
    const [audit] = await auditsOf(item.id, 'product_item.update');
    expect(audit!.actorId).toBe(admin.user.id);
    expect(audit!.before).toMatchObject({ billingCost: null, billingCycleMonths: 1, autoRenews: false });
    expect(audit!.after).toMatchObject({ billingCost: 150_000, billingCycleMonths: 12, autoRenews: true });

    const reset = await call('PATCH', `/api/admin/product-items/${item.id}`, {
      billingCost: null,
      billingNote: '',
    });
    expect(reset.body.data.billing).toMatchObject({ cost: 186_000, isDefaultCost: true, note: null });
  });

  it('creates an account with its billing', async () => {
    const product = await makeProduct();
    const { status, body } = await call('POST', '/api/admin/product-items', {
      product: product.id,
      package: SHARING,
      name: 'Netflix Keluarga',
      billingCost: 120_000,
      billingCycleMonths: 3,
    });
    expect(status).toBe(201);
    expect(body.data.billing).toMatchObject({ cost: 120_000, cycleMonths: 3, isDefaultCost: false });
  });

  it.each([
    [{ billingCost: -5 }, 'billingCost', 'Biaya per siklus tidak boleh negatif'],
    [{ billingCost: 10.5 }, 'billingCost', 'Biaya per siklus harus bilangan bulat Rupiah'],
    [{ billingCost: 'seratus' }, 'billingCost', 'Biaya per siklus harus berupa angka Rupiah'],
    [{ billingCycleMonths: 0 }, 'billingCycleMonths', 'Siklus tagihan minimal 1 bulan'],
    [{ billingCycleMonths: 40 }, 'billingCycleMonths', 'Siklus tagihan maksimal 36 bulan'],
    [{ autoRenews: 'ya' }, 'autoRenews', 'Perpanjang otomatis tidak valid'],
    [
      { billingNote: 'x'.repeat(501) },
      'billingNote',
      'Catatan tagihan terlalu panjang (maksimal 500 karakter)',
    ],
  ])('refuses %j with a 400 naming the field', async (payload, field, message) => {
    const product = await makeProduct();
    const item = await makeItem(product.id);
    const { status, body } = await call('PATCH', `/api/admin/product-items/${item.id}`, payload);
    expect(status).toBe(400);
    expect(body.errors[field]).toBe(message);
    expect((await itemRow(item.id)).billingCost).toBeNull();
  });

  it('a new renewal date clears the reminder sent for the old one', async () => {
    const product = await makeProduct();
    const item = await makeItem(product.id, { providerExpiresAt: days(2), renewalRemindedAt: new Date() });
    await call('PATCH', `/api/admin/product-items/${item.id}`, { name: 'Nama baru' });
    expect((await itemRow(item.id)).renewalRemindedAt).not.toBeNull();
    await call('PATCH', `/api/admin/product-items/${item.id}`, { providerExpiresAt: days(30).toISOString() });
    expect((await itemRow(item.id)).renewalRemindedAt).toBeNull();
  });
});

describe('importing accounts with billing columns', () => {
  it('reads the optional columns, in any order, and leaves the defaults where a cell is empty', async () => {
    const product = await makeProduct();
    const lines = [
      'email,password,jatuh_tempo,biaya,siklus,otomatis,catatan',
      'satu@premiumshop.id,Rahasia1,2027-01-15,150.000,3,ya,Kartu BCA',
      'dua@premiumshop.id,Rahasia2,15/02/2027,,,tidak,',
      'tiga@premiumshop.id,Rahasia3,,,,,',
    ].join('\n');
    const { status, body } = await call('POST', '/api/admin/product-items/import', {
      product: product.id,
      package: SHARING,
      lines,
    });
    expect(status).toBe(201);
    expect(body.data.created).toBe(3);
    const rows = await db
      .select()
      .from(productItems)
      .where(eq(productItems.productId, product.id))
      .orderBy(asc(productItems.email));
    const byEmail = Object.fromEntries(rows.map((row) => [row.email, row]));
    expect(byEmail['satu@premiumshop.id']).toMatchObject({
      providerExpiresAt: new Date('2027-01-15T00:00:00+07:00'),
      billingCost: 150_000,
      billingCycleMonths: 3,
      autoRenews: true,
      billingNote: 'Kartu BCA',
    });
    expect(byEmail['dua@premiumshop.id']).toMatchObject({
      providerExpiresAt: new Date('2027-02-15T00:00:00+07:00'),
      billingCost: null,
      billingCycleMonths: 1,
      autoRenews: false,
      billingNote: null,
    });
    expect(byEmail['tiga@premiumshop.id']).toMatchObject({ providerExpiresAt: null, billingCost: null });
    const [audit] = await auditsOf(product.id, 'product_item.import');
    expect(audit!.after).toMatchObject({
      billing: expect.arrayContaining([
        expect.objectContaining({ email: 'satu@premiumshop.id', billingCost: 150_000 }),
      ]),
    });
  });

  it('keeps the older formats: pipe lines and the four-column CSV', async () => {
    const product = await makeProduct();
    const pipe = await call('POST', '/api/admin/product-items/import', {
      product: product.id,
      package: SHARING,
      lines: 'pipa@premiumshop.id|Rahasia1|1234',
    });
    expect(pipe.status).toBe(201);
    const csv = await call('POST', '/api/admin/product-items/import', {
      product: product.id,
      package: SHARING,
      lines: 'email;password;pin;profil\ncsv@premiumshop.id;Rahasia2;;',
    });
    expect(csv.status).toBe(201);
    expect(csv.body.data.items[0].billing).toMatchObject({
      cost: 186_000,
      isDefaultCost: true,
      cycleMonths: 1,
    });
  });

  it('refuses the whole import with a line-numbered Indonesian message for a bad billing cell', async () => {
    const product = await makeProduct();
    const lines = [
      'email,password,jatuh_tempo,biaya,siklus,otomatis',
      'a@premiumshop.id,R1,2027-02-30,,,',
      'b@premiumshop.id,R2,,15rb,,',
      'c@premiumshop.id,R3,,,0,',
      'd@premiumshop.id,R4,,,,mungkin',
      'e@premiumshop.id,R5,2027-03-01,100000,12,ya',
    ].join('\n');
    const { status, body } = await call('POST', '/api/admin/product-items/import', {
      product: product.id,
      package: SHARING,
      lines,
    });
    expect(status).toBe(400);
    expect(body.message).toBe('4 baris tidak valid, tidak ada akun yang disimpan. Perbaiki lalu impor lagi.');
    expect(body.errors).toEqual({
      'lines.2': 'Baris 2: tanggal jatuh tempo "2027-02-30" tidak valid (tulis YYYY-MM-DD atau DD/MM/YYYY)',
      'lines.3': 'Baris 3: biaya "15rb" tidak valid (tulis angka Rupiah, misalnya 150000)',
      'lines.4': 'Baris 4: siklus "0" tidak valid (1 sampai 36 bulan)',
      'lines.5': 'Baris 5: kolom otomatis "mungkin" tidak valid (tulis ya atau tidak)',
    });
    expect(await db.select().from(productItems).where(eq(productItems.productId, product.id))).toHaveLength(
      0,
    );
  });
});

describe('the renewal reminder job', () => {
  it('tells every admin once per renewal date, in the dashboard and by WhatsApp, and again after a renewal', async () => {
    const product = await makeProduct({ name: `Netflix ${randomUUID().slice(0, 4)}` });
    const item = await makeItem(product.id, { providerExpiresAt: days(2) });
    const later = await makeItem(product.id, { providerExpiresAt: days(10) });
    const member = await shop.makeSeat(item, budi.id, { status: 'Aktif', expireAt: days(20) });
    expect(member.status).toBe('Aktif');

    const first = await runRenewalReminders({ db, reminderDays: 3 });
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    for (const who of [admin.user, secondAdmin.user]) {
      const [notice] = await noticesFor(who.id, item.name);
      expect(notice).toMatchObject({ title: 'Akun Provider Segera Jatuh Tempo' });
      expect(notice!.content).toContain('1 anggota aktif');
      expect(notice!.content).toContain('Rp 186.000');
      expect(await whatsAppTo(who.phone, item.name)).toHaveLength(1);
    }
    expect(await noticesFor(admin.user.id, later.name)).toHaveLength(0);
    expect(await noticesFor(budi.id, item.name)).toHaveLength(0);

    await runRenewalReminders({ db, reminderDays: 3 });
    expect(await noticesFor(admin.user.id, item.name)).toHaveLength(1);
    expect(await whatsAppTo(admin.user.phone, item.name)).toHaveLength(1);

    const renewed = await call('POST', `/api/admin/product-items/${item.id}/renew`, {
      renewsAt: new Date(Date.now() + 2.5 * DAY).toISOString(),
    });
    expect(renewed.status).toBe(200);
    expect((await itemRow(item.id)).renewalRemindedAt).toBeNull();
    await runRenewalReminders({ db, reminderDays: 3 });
    expect(await noticesFor(admin.user.id, item.name)).toHaveLength(2);
  });

  it('reminds an account once when several processes run the job at the same moment', async () => {
    const product = await makeProduct();
    const items = await Promise.all(
      Array.from({ length: 6 }, () => makeItem(product.id, { providerExpiresAt: days(1) })),
    );
    const reports = await Promise.all(
      Array.from({ length: 4 }, () => runRenewalReminders({ db, reminderDays: 3 })),
    );
    expect(reports.reduce((sum, report) => sum + report.reminded, 0)).toBeGreaterThanOrEqual(items.length);
    for (const item of items) {
      expect(await noticesFor(admin.user.id, item.name)).toHaveLength(1);
      expect(await whatsAppTo(secondAdmin.user.phone, item.name)).toHaveLength(1);
    }
  });

  it('follows RENEWAL_REMINDER_DAYS', async () => {
    const product = await makeProduct();
    const item = await makeItem(product.id, { providerExpiresAt: days(6) });
    await runRenewalReminders({ db, reminderDays: 3 });
    expect(await noticesFor(admin.user.id, item.name)).toHaveLength(0);
    await runRenewalReminders({ db, reminderDays: 7 });
    expect(await noticesFor(admin.user.id, item.name)).toHaveLength(1);
  });

  it('tells of an overdue account that was never reminded, and skips ended accounts', async () => {
    const product = await makeProduct();
    const overdue = await makeItem(product.id, { providerExpiresAt: days(-1) });
    const ended = await makeItem(product.id, { providerExpiresAt: days(-1), state: 'ended' });
    await runRenewalReminders({ db, reminderDays: 3 });
    const [notice] = await noticesFor(admin.user.id, overdue.name);
    expect(notice!.title).toBe('Akun Provider Lewat Jatuh Tempo');
    expect(await noticesFor(admin.user.id, ended.name)).toHaveLength(0);
  });

  it('moves an auto-renewing account on by its cycle on its date and records the cost once', async () => {
    const product = await makeProduct();
    const due = new Date('2026-01-31T00:00:00+07:00');
    const item = await makeItem(product.id, {
      providerExpiresAt: new Date(Date.now() - 60_000),
      autoRenews: true,
      billingCost: 99_000,
    });
    const monthly = await makeItem(product.id, {
      providerExpiresAt: due,
      autoRenews: true,
      billingCycleMonths: 1,
    });
    await Promise.all([
      runRenewalReminders({ db, reminderDays: 3 }),
      runRenewalReminders({ db, reminderDays: 3 }),
    ]);
    const costs = await costsOf(item.id);
    expect(costs).toHaveLength(1);
    expect(costs[0]).toMatchObject({
      amount: 99_000,
      productId: product.id,
      recordedBy: null,
      note: AUTO_RENEWAL_NOTE,
    });
    const row = await itemRow(item.id);
    expect(row.providerExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
    expect(costs[0]!.coversUntil).toEqual(row.providerExpiresAt);
    // A date months behind catches up a cycle at a time (over passes when two processes meet on
    // it), each cycle's cost recorded once: the costs chain from the old date to one ahead.
    await runRenewalReminders({ db, reminderDays: 3 });
    const caughtUp = await itemRow(monthly.id);
    expect(caughtUp.providerExpiresAt!.getTime()).toBeGreaterThan(Date.now());
    const monthlyCosts = (await costsOf(monthly.id)).sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());
    expect(monthlyCosts[0]!.paidAt).toEqual(due);
    // Months count on the WIB calendar: 31 January is followed by 28 February.
    expect(monthlyCosts[0]!.coversUntil).toEqual(new Date('2026-02-28T00:00:00+07:00'));
    monthlyCosts
      .slice(1)
      .forEach((cost, index) => expect(cost.paidAt).toEqual(monthlyCosts[index]!.coversUntil));
    expect(monthlyCosts.at(-1)!.coversUntil).toEqual(caughtUp.providerExpiresAt);
    expect(monthlyCosts.every((cost) => cost.amount === 186_000)).toBe(true);
  });
});

describe('an overdue account sells no new place', () => {
  async function paidOrder(productId: string) {
    const order = await shop.makeOrder(budi.id, productId, { packageId: SHARING, total: 27_939 });
    const answer = await postSandboxCallback(app, order, 'PAID');
    expect(answer.status).toBe(200);
    return (await db.select().from(orders).where(eq(orders.id, order.id)))[0]!;
  }

  it('a paid order takes a place in an account renewed ahead, never in an overdue one', async () => {
    const product = await makeProduct();
    const overdue = await makeItem(product.id, { providerExpiresAt: days(-1) });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const current = await makeItem(product.id, { providerExpiresAt: days(20) });
    const order = await paidOrder(product.id);
    expect(order).toMatchObject({ status: 'Paid', productItemId: current.id });
    expect((await itemRow(overdue.id)).seatsTaken).toBe(0);
  });

  it('with only overdue accounts the order waits for the admin as when stock runs out, until a renewal', async () => {
    const product = await makeProduct();
    const overdue = await makeItem(product.id, { providerExpiresAt: days(-1) });
    const listed = await call('GET', `/api/admin/product-items/${overdue.id}`);
    expect(listed.body.data).toMatchObject({ freeSeats: 0, billing: { renewalState: 'overdue' } });

    const waiting = await paidOrder(product.id);
    expect(waiting).toMatchObject({ status: 'Process', statusReason: 'Stok akun habis, menunggu admin' });
    expect((await itemRow(overdue.id)).seatsTaken).toBe(0);
    // Nor does the admin place the waiting order in it by hand.
    const byHand = await call('POST', `/api/admin/orders/${waiting.id}/fulfil`, {
      productItemId: overdue.id,
    });
    expect(byHand.status).toBe(409);
    expect(byHand.body.message).toBe(
      'Akun ini lewat jatuh tempo di provider; catat perpanjangannya di Stok Akun dulu',
    );
    expect((await itemRow(overdue.id)).seatsTaken).toBe(0);

    await call('POST', `/api/admin/product-items/${overdue.id}/renew`, { renewsAt: days(30).toISOString() });
    const sold = await paidOrder(product.id);
    expect(sold).toMatchObject({ status: 'Paid', productItemId: overdue.id });
  });

  it("the summary's free seats leave an overdue account's places out", async () => {
    const product = await makeProduct();
    await makeItem(product.id, { providerExpiresAt: days(-1) });
    await makeItem(product.id, { providerExpiresAt: days(9), slot: 2 });
    const { body } = await call('GET', '/api/admin/summary');
    const row = body.data.freeSeats.find((entry: { productId: string }) => entry.productId === product.id);
    expect(row).toMatchObject({ freeSeats: 2, items: 2 });
  });

  it('an auto-renewing account past its date still sells (the job moves its date on)', async () => {
    const product = await makeProduct();
    const item = await makeItem(product.id, { providerExpiresAt: days(-1), autoRenews: true });
    const order = await paidOrder(product.id);
    expect(order).toMatchObject({ status: 'Paid', productItemId: item.id });
  });

  it('an Out of Stock product is not made Available by an overdue account, and is by its renewal', async () => {
    const product = await makeProduct({ status: 'Out of Stock' });
    const item = await makeItem(product.id, { providerExpiresAt: days(-2) });
    await call('PATCH', `/api/admin/product-items/${item.id}`, { name: 'Akun lewat tempo' });
    expect((await db.select().from(products).where(eq(products.id, product.id)))[0]!.status).toBe(
      'Out of Stock',
    );
    await call('POST', `/api/admin/product-items/${item.id}/renew`, { renewsAt: days(28).toISOString() });
    expect((await db.select().from(products).where(eq(products.id, product.id)))[0]!.status).toBe(
      'Available',
    );
  });
});

describe('renewing an account', () => {
  it('sets the date, clears the reminder, records the cost (the account’s by default) and audits it', async () => {
    const product = await makeProduct();
    const item = await makeItem(product.id, {
      providerExpiresAt: days(1),
      renewalRemindedAt: new Date(),
      billingCost: 175_000,
    });
    const renewsAt = days(31).toISOString();
    const { status, body } = await call('POST', `/api/admin/product-items/${item.id}/renew`, {
      renewsAt,
      note: 'Transfer BCA',
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Perpanjangan akun dicatat');
    expect(body.data.isNew).toBe(true);
    expect(body.data.item.providerExpiresAt).toBe(renewsAt);
    expect(body.data.item.billing).toMatchObject({ renewalState: 'ok', remindedAt: null });
    expect(body.data.cost).toMatchObject({
      amount: 175_000,
      coversUntil: renewsAt,
      note: 'Transfer BCA',
      recordedBy: { _id: admin.user.id, name: 'Admin Satu' },
    });
    const [cost] = await costsOf(item.id);
    expect(cost).toMatchObject({ productId: product.id, amount: 175_000, recordedBy: admin.user.id });
    const [audit] = await auditsOf(item.id, 'product_item.renew');
    expect(audit!.after).toMatchObject({ providerExpiresAt: renewsAt, amount: 175_000, costId: cost!.id });

    const listed = await call('GET', `/api/admin/product-items/${item.id}/costs`);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([body.data.cost]);
  });

  it('takes the amount paid and defaults to the provider price without a cost of its own', async () => {
    const product = await makeProduct({ modalFee: 54_000 });
    const item = await makeItem(product.id, { providerExpiresAt: days(2) });
    const paid = await call('POST', `/api/admin/product-items/${item.id}/renew`, {
      renewsAt: days(32).toISOString(),
      amount: 60_000,
      paidAt: new Date().toISOString(),
    });
    expect(paid.body.data.cost.amount).toBe(60_000);
    const other = await makeItem(product.id, { providerExpiresAt: days(2) });
    const defaulted = await call('POST', `/api/admin/product-items/${other.id}/renew`, {
      renewsAt: days(32).toISOString(),
    });
    expect(defaulted.body.data.cost.amount).toBe(54_000);
  });

  it('records a double submit once', async () => {
    const product = await makeProduct();
    const item = await makeItem(product.id, { providerExpiresAt: days(-3) });
    const body = { renewsAt: days(27).toISOString(), amount: 186_000 };
    const answers = await Promise.all([
      call('POST', `/api/admin/product-items/${item.id}/renew`, body),
      call('POST', `/api/admin/product-items/${item.id}/renew`, body),
      call('POST', `/api/admin/product-items/${item.id}/renew`, body),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.filter((answer) => answer.body.data.isNew)).toHaveLength(1);
    expect(
      answers.filter((answer) => answer.body.message === 'Perpanjangan ini sudah tercatat'),
    ).toHaveLength(2);
    expect(await costsOf(item.id)).toHaveLength(1);
    expect(await auditsOf(item.id, 'product_item.renew')).toHaveLength(1);
  });

  it.each([
    [{}, 'renewsAt', 'Tanggal perpanjangan berikutnya tidak valid'],
    [{ renewsAt: 'besok' }, 'renewsAt', 'Tanggal perpanjangan berikutnya tidak valid'],
    [
      { renewsAt: new Date(Date.now() - DAY).toISOString() },
      'renewsAt',
      'Tanggal perpanjangan berikutnya harus setelah hari ini',
    ],
    [
      { renewsAt: new Date(Date.now() + 30 * DAY).toISOString(), amount: -1 },
      'amount',
      'Jumlah dibayar tidak boleh negatif',
    ],
    [
      {
        renewsAt: new Date(Date.now() + 30 * DAY).toISOString(),
        paidAt: new Date(Date.now() + 3 * DAY).toISOString(),
      },
      'paidAt',
      'Tanggal bayar tidak boleh di masa depan',
    ],
  ])('refuses %j with a 400', async (payload, field, message) => {
    const product = await makeProduct();
    const item = await makeItem(product.id, { providerExpiresAt: days(1) });
    const { status, body } = await call('POST', `/api/admin/product-items/${item.id}/renew`, payload);
    expect(status).toBe(400);
    expect(body.errors[field]).toBe(message);
    expect(await costsOf(item.id)).toHaveLength(0);
  });

  it('refuses a date not after the current one, and an ended account with 409', async () => {
    const product = await makeProduct();
    const item = await makeItem(product.id, { providerExpiresAt: days(20) });
    const earlier = await call('POST', `/api/admin/product-items/${item.id}/renew`, {
      renewsAt: days(10).toISOString(),
    });
    expect(earlier.status).toBe(400);
    expect(earlier.body.errors.renewsAt).toMatch(
      /^Tanggal perpanjangan berikutnya harus setelah jatuh tempo sekarang \(/,
    );
    const ended = await makeItem(product.id, { providerExpiresAt: days(1), state: 'ended' });
    const refused = await call('POST', `/api/admin/product-items/${ended.id}/renew`, {
      renewsAt: days(30).toISOString(),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Akun ini sudah berakhir; aktifkan lagi sebelum mencatat perpanjangan');
  });

  it('answers 404 for an unknown account', async () => {
    const renew = await call('POST', `/api/admin/product-items/${randomUUID()}/renew`, {
      renewsAt: days(30).toISOString(),
    });
    expect(renew.status).toBe(404);
    expect((await call('GET', `/api/admin/product-items/${randomUUID()}/costs`)).status).toBe(404);
    expect((await call('GET', '/api/admin/product-items/bukan-id/costs')).status).toBe(404);
  });
});

describe('the accounts due and overdue', () => {
  it('lists them soonest first with the members each carries; a filter keeps one kind', async () => {
    const product = await makeProduct({ name: `Spotify ${randomUUID().slice(0, 4)}` });
    const overdue = await makeItem(product.id, { providerExpiresAt: days(-2) });
    const due = await makeItem(product.id, { providerExpiresAt: days(2) });
    const ahead = await makeItem(product.id, { providerExpiresAt: days(20) });
    await shop.makeSeat(due, budi.id, { status: 'Aktif', expireAt: days(25) });
    const sari = await insertCustomer(db, 'Sari Dewi');
    await shop.makeSeat(due, sari.id, { status: 'Tenggang', expireAt: days(-1) });
    await shop.makeSeat(due, sari.id, { status: 'Habis', expireAt: days(-9) });

    const { status, body } = await call('GET', '/api/admin/provider-renewals');
    expect(status).toBe(200);
    expect(body.data.reminderDays).toBe(3);
    const mine = body.data.items.filter(
      (item: { product: { _id: string } }) => item.product._id === product.id,
    );
    expect(mine.map((item: { _id: string }) => item._id)).toEqual([overdue.id, due.id]);
    expect(mine.map((item: { billing: { renewalState: string } }) => item.billing.renewalState)).toEqual([
      'overdue',
      'due',
    ]);
    expect(
      mine[1].members.map((member: { user: { name: string }; status: string }) => [
        member.user.name,
        member.status,
      ]),
    ).toEqual([
      ['Budi Santoso', 'Aktif'],
      ['Sari Dewi', 'Tenggang'],
    ]);
    expect(JSON.stringify(body)).not.toContain(ahead.id);

    const onlyOverdue = await call('GET', '/api/admin/provider-renewals?state=overdue');
    expect(onlyOverdue.body.data.items.some((item: { _id: string }) => item._id === due.id)).toBe(false);
    expect(onlyOverdue.body.data.items.some((item: { _id: string }) => item._id === overdue.id)).toBe(true);
    expect((await call('GET', '/api/admin/provider-renewals?state=nanti')).status).toBe(400);
  });
});

describe('who may', () => {
  it('a customer gets 403 and a stranger 401 on every renewal call; nothing is written', async () => {
    const product = await makeProduct();
    const item = await makeItem(product.id, { providerExpiresAt: days(1) });
    for (const token of [budiToken, null]) {
      const expected = token ? 403 : 401;
      const renew = await call(
        'POST',
        `/api/admin/product-items/${item.id}/renew`,
        { renewsAt: days(30).toISOString() },
        token,
      );
      expect(renew.status).toBe(expected);
      expect((await call('GET', `/api/admin/product-items/${item.id}/costs`, undefined, token)).status).toBe(
        expected,
      );
      expect((await call('GET', '/api/admin/provider-renewals', undefined, token)).status).toBe(expected);
      const edit = await call('PATCH', `/api/admin/product-items/${item.id}`, { billingCost: 1 }, token);
      expect(edit.status).toBe(expected);
    }
    expect(await costsOf(item.id)).toHaveLength(0);
    expect((await itemRow(item.id)).billingCost).toBeNull();
  });

  it('a deactivated admin is not reminded', async () => {
    const former = await signedInAdmin(db, tokens, 'Admin Lama');
    await db.update(users).set({ isActive: false }).where(eq(users.id, former.user.id));
    const product = await makeProduct();
    const item = await makeItem(product.id, { providerExpiresAt: days(1) });
    await runRenewalReminders({ db, reminderDays: 3 });
    expect(await noticesFor(admin.user.id, item.name)).toHaveLength(1);
    expect(await noticesFor(former.user.id, item.name)).toHaveLength(0);
  });
});
