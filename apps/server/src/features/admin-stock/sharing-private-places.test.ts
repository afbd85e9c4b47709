/**
 * A Sharing Private account's places are counted by its free profiles (issue 28, item 5): an
 * account imported with slot 5 and 3 profiles takes 3 buyers, and every count says so: the import
 * result (with its warning), the Stok list, the admin's product list, the summary, whether a sold
 * out product comes back, and the seat allocation, which never gives a seat without a profile.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueFixtures } from '../../../test/catalogue-fixtures';
import { insertCustomer, signedInAdmin } from '../../../test/customers';
import { createTestApp } from '../../../test/helper';
import { rowReaders } from '../../../test/rows';
import { postSandboxCallback } from '../../../test/sandbox-callback';
import { products } from '../../db/schema/catalogue';
import { notificationCategories } from '../../db/schema/engagement';
import { accounts } from '../../db/schema/stock';

const { app, db, tokens, vault } = await createTestApp();
const DAY = 24 * 60 * 60 * 1000;

await db.insert(notificationCategories).values([
  { name: 'Akun', icon: 'akun.svg' },
  { name: 'Pesanan', icon: 'bag.svg' },
]);
const shop = await catalogueFixtures(db, {
  packages: [],
  product: () => ({ type: 'Sharing Private', slot: 5 }),
  invoicePrefix: 'INV-SPP',
});
const { orderOf, itemOf } = rowReaders(db);
const { token: adminToken } = await signedInAdmin(db, tokens);
const buyers = await Promise.all(
  ['Ani', 'Budi', 'Citra', 'Dewi', 'Eko'].map((name) => insertCustomer(db, name)),
);

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  const response = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${adminToken}` },
    ...(payload && { payload }),
  });
  return { status: response.statusCode, body: response.json() };
}

async function stockRow(productId: string, itemId: string) {
  const { body } = await call('GET', `/api/admin/product-items?product=${productId}`);
  return body.data.find((item: { _id: string }) => item._id === itemId);
}

async function productStock(productId: string, name: string) {
  const { body } = await call('GET', `/api/admin/products?search=${encodeURIComponent(name)}&limit=50`);
  return body.data.find((product: { _id: string }) => product._id === productId);
}

async function summaryFreeSeats(productId: string) {
  const { body } = await call('GET', '/api/admin/summary');
  return body.data.freeSeats.find((product: { productId: string }) => product.productId === productId);
}

/** The account imported with 3 profiles for the product's slot of 5. */
async function importThreeProfiles(productId: string, email: string) {
  return call('POST', '/api/admin/product-items/import', {
    product: productId,
    lines: `${email}|Rahasia#1|1111|Profil A:1111;Profil B:2222;Profil C:3333`,
  });
}

describe('an imported Sharing Private account with fewer profiles than its slot', () => {
  it('warns the admin in the import result and counts 3 places, not 5, everywhere', async () => {
    const product = await shop.makeProduct({ name: 'Netflix Tiga Profil' });
    const email = 'tiga.profil@premiumshop.id';
    const imported = await importThreeProfiles(product.id, email);
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body.data.warnings).toEqual([
      `Baris 1 (${email}): Slot 5 tetapi hanya 3 profil: akun ini hanya menerima 3 pembeli. Tambah profil atau ubah slot menjadi 3.`,
    ]);
    const [item] = imported.body.data.items;
    expect(item).toMatchObject({ slot: 5, seatsTaken: 0, freeSeats: 3, profiles: { total: 3, free: 3 } });

    expect(await stockRow(product.id, item._id)).toMatchObject({ freeSeats: 3, isLowStock: false });
    expect((await productStock(product.id, product.name)).seatsFree).toBe(3);
    expect(await summaryFreeSeats(product.id)).toMatchObject({ freeSeats: 3, isLowStock: false });
  });

  it('gives 3 buyers a profile each and sends the 4th to Process; the counts reach 0', async () => {
    const product = await shop.makeProduct({ name: 'Netflix Empat Pembeli' });
    const imported = await importThreeProfiles(product.id, 'empat.pembeli@premiumshop.id');
    const itemId: string = imported.body.data.items[0]._id;

    const orders = [];
    for (const buyer of buyers.slice(0, 4)) {
      const order = await shop.makeOrder(buyer.id, product.id);
      const answer = await postSandboxCallback(app, order, 'PAID');
      expect(answer.body.success).toBe(true);
      orders.push(await orderOf(order.id));
    }
    expect(orders.slice(0, 3).map((order) => order.status)).toEqual(['Paid', 'Paid', 'Paid']);
    expect(orders[3]).toMatchObject({
      status: 'Process',
      accountId: null,
      statusReason: 'Stok akun habis, menunggu admin',
    });
    const seats = await db.select().from(accounts).where(eq(accounts.productItemId, itemId));
    expect(seats.map((seat) => seat.profile).sort()).toEqual(['Profil A', 'Profil B', 'Profil C']);
    // The 4th buyer's try gave its place back: 3 taken of 5, no place without a profile.
    expect(await itemOf(itemId)).toMatchObject({ seatsTaken: 3, state: 'active' });

    expect(await stockRow(product.id, itemId)).toMatchObject({
      seatsTaken: 3,
      freeSeats: 0,
      profiles: { total: 3, free: 0 },
      isLowStock: true,
    });
    expect((await productStock(product.id, product.name)).seatsFree).toBe(0);
    expect(await summaryFreeSeats(product.id)).toMatchObject({ freeSeats: 0, isLowStock: true });
  });
});

describe('a sold out Sharing Private product comes back only with a place that has a profile', () => {
  it('stays Out of Stock while the account has no profile, and is Available once one is added', async () => {
    const product = await shop.makeProduct({ name: 'Netflix Habis', status: 'Out of Stock' });
    const created = await call('POST', '/api/admin/product-items', {
      product: product.id,
      name: 'Netflix tanpa profil',
      email: 'tanpa.profil@premiumshop.id',
      password: 'Rahasia#2',
      slot: 5,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ freeSeats: 0, profiles: { total: 0, free: 0 } });
    const [stillOut] = await db.select().from(products).where(eq(products.id, product.id));
    expect(stillOut!.status).toBe('Out of Stock');

    const edited = await call('PATCH', `/api/admin/product-items/${created.body.data._id}`, {
      profiles: [{ name: 'Profil 1', pin: '1234' }],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ freeSeats: 1, profiles: { total: 1, free: 1 } });
    const [back] = await db.select().from(products).where(eq(products.id, product.id));
    expect(back!.status).toBe('Available');
  });

  it('stays Out of Stock when a Habis seat without a profile gives its place back', async () => {
    const product = await shop.makeProduct({ name: 'Netflix Host Habis', status: 'Out of Stock' });
    const item = await shop.makeItem(product.id, 1, {
      state: 'full',
      seatsTaken: 1,
      secret: vault.seal({ password: 'Host#1' }),
    });
    await shop.makeSeat(item, buyers[0]!.id, {
      status: 'Tenggang',
      expireAt: new Date(Date.now() - 5 * DAY),
      graceEndsAt: new Date(Date.now() - DAY),
    });
    const { runAccountLifecycle } = await import('../lifecycle/seat-aging.service');
    await runAccountLifecycle({ db, graceDays: 3 }, new Date());
    expect(await itemOf(item.id)).toMatchObject({ seatsTaken: 0, state: 'active' });
    const [after] = await db.select().from(products).where(eq(products.id, product.id));
    expect(after!.status).toBe('Out of Stock');
  });
});

describe('a Habis Sharing Private seat renewed when its account has no free profile', () => {
  it('goes to Process for the admin instead of coming back without a profile', async () => {
    const product = await shop.makeProduct({ name: 'Netflix Perpanjang' });
    const item = await shop.makeItem(product.id, 5, {
      seatsTaken: 1,
      secret: vault.seal({ password: 'Grup#1', profiles: [{ name: 'Profil 1', pin: '1111' }] }),
    });
    // Budi's seat ended; Citra now holds its only profile.
    const ended = await shop.makeSeat(item, buyers[1]!.id, {
      status: 'Habis',
      profile: 'Profil 1',
      expireAt: new Date(Date.now() - 10 * DAY),
    });
    await shop.makeSeat(item, buyers[2]!.id, { status: 'Aktif', profile: 'Profil 1' });
    const renewal = await shop.makeOrder(buyers[1]!.id, product.id, {
      kind: 'renewal',
      accountId: ended.id,
      duration: 30,
    });
    const answer = await postSandboxCallback(app, renewal, 'PAID');
    expect(answer.body.success).toBe(true);
    expect(await orderOf(renewal.id)).toMatchObject({
      status: 'Process',
      statusReason: 'Perpanjangan: akun tidak punya profil kosong, perlu admin',
    });
    const [seat] = await db.select().from(accounts).where(eq(accounts.id, ended.id));
    expect(seat).toMatchObject({ status: 'Habis', profile: 'Profil 1' });
    // The place it took to try was given back.
    expect((await itemOf(item.id)).seatsTaken).toBe(1);
  });
});
