/**
 * Sharing Private seats are delivered with their own profile and PIN on every path: automatic
 * delivery on payment, the admin's fulfilment of an order in Process, and a preorder group's
 * activation (decision 031).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueFixtures, type OrderFields } from '../../../test/catalogue-fixtures';
import { insertCustomer, signedInAdmin, tokenFor } from '../../../test/customers';
import { createTestApp } from '../../../test/helper';
import { rowReaders } from '../../../test/rows';
import { postSandboxCallback } from '../../../test/sandbox-callback';
import { notificationCategories } from '../../db/schema/engagement';
import { accounts } from '../../db/schema/stock';

const { app, db, tokens, vault } = await createTestApp();

await db.insert(notificationCategories).values({ name: 'Pesanan', icon: 'bag.svg' });
const shop = await catalogueFixtures(db, {
  product: () => ({ type: 'Sharing Private' }),
  invoicePrefix: 'INV-SPV',
});
const { orderOf, itemOf } = rowReaders(db);
const { token: adminToken } = await signedInAdmin(db, tokens);

const budi = await insertCustomer(db, 'Budi');
const siti = await insertCustomer(db, 'Siti');
const tokenOf = new Map([
  [budi.id, await tokenFor(db, tokens, budi.id)],
  [siti.id, await tokenFor(db, tokens, siti.id)],
]);

/** An active provider account with `profiles` (name and PIN per place). */
function makeAccount(productId: string, slot: number, profiles: Array<{ name: string; pin: string }>) {
  return shop.makeItem(productId, slot, {
    email: 'netflix.grup@premiumshop.id',
    secret: vault.seal({ password: 'Grup#1', profiles }),
  });
}

function makeOrder(userId: string, productId: string, fields: OrderFields = {}) {
  return shop.makeOrder(userId, productId, fields);
}

/** The order as its buyer reads it: GET /api/payments/:id. */
async function customerView(orderId: string, userId: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/payments/${orderId}`,
    headers: { authorization: `Bearer ${tokenOf.get(userId)}` },
  });
  return response.json().data;
}

async function adminCall(url: string, payload: object) {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${adminToken}` },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

describe('automatic delivery of a Sharing Private seat', () => {
  it('gives two buyers of one account distinct profiles, each with its own PIN', async () => {
    const product = await shop.makeProduct();
    const item = await makeAccount(product.id, 5, [
      { name: 'Profil 1', pin: '1111' },
      { name: 'Profil 2', pin: '2222' },
      { name: 'Profil 3', pin: '3333' },
    ]);
    const first = await makeOrder(budi.id, product.id);
    const second = await makeOrder(siti.id, product.id);
    // Both payments arrive at once: the item's row lock keeps their profiles apart.
    const answers = await Promise.all([
      postSandboxCallback(app, first, 'PAID'),
      postSandboxCallback(app, second, 'PAID'),
    ]);
    expect(answers.every((answer) => answer.body.success)).toBe(true);

    const views = [await customerView(first.id, budi.id), await customerView(second.id, siti.id)];
    expect(views.map((view) => view.status)).toEqual(['Paid', 'Paid']);
    const delivered = views.map((view) => [view.account.profile, view.account.pin]).sort();
    expect(delivered).toEqual([
      ['Profil 1', '1111'],
      ['Profil 2', '2222'],
    ]);
    expect(views.every((view) => view.account.password === 'Grup#1')).toBe(true);
    const seats = await db.select().from(accounts).where(eq(accounts.productItemId, item.id));
    expect(seats.every((seat) => seat.pinSecret !== null)).toBe(true);
    expect((await itemOf(item.id)).seatsTaken).toBe(2);
  });

  it('skips an account whose profiles are all used, and goes to Process when no account has one free', async () => {
    const product = await shop.makeProduct();
    const used = await makeAccount(product.id, 5, [{ name: 'Profil 1', pin: '1111' }]);
    await shop.makeSeat(used, budi.id, { status: 'Aktif', profile: 'profil 1' });
    await db.execute(`UPDATE product_items SET seats_taken = 1 WHERE id = '${used.id}'`);
    const next = await makeAccount(product.id, 5, [{ name: 'Kamar B', pin: '4242' }]);

    const order = await makeOrder(siti.id, product.id);
    await postSandboxCallback(app, order, 'PAID');
    expect(await customerView(order.id, siti.id)).toMatchObject({
      status: 'Paid',
      productItem: expect.anything(),
      account: { profile: 'Kamar B', pin: '4242' },
    });
    // The skipped account gave the place it tried back.
    expect(await itemOf(used.id)).toMatchObject({ seatsTaken: 1, state: 'active' });
    expect((await itemOf(next.id)).seatsTaken).toBe(1);

    const late = await makeOrder(budi.id, product.id);
    await postSandboxCallback(app, late, 'PAID');
    expect(await orderOf(late.id)).toMatchObject({
      status: 'Process',
      accountId: null,
      statusReason: 'Stok akun habis, menunggu admin',
    });
    expect((await itemOf(next.id)).seatsTaken).toBe(1);
  });
});

describe('the admin delivering a Sharing Private seat', () => {
  it('fulfils from an account with a free profile without typing one, and asks for one when none is free', async () => {
    const product = await shop.makeProduct();
    const item = await makeAccount(product.id, 5, [{ name: 'Profil 1', pin: '1111' }]);
    const process = (userId: string) =>
      makeOrder(userId, product.id, { status: 'Process', paidAt: new Date(), reference: null });

    const first = await process(budi.id);
    const done = await adminCall(`/api/admin/orders/${first.id}/fulfil`, { productItemId: item.id });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await customerView(first.id, budi.id)).toMatchObject({
      status: 'Paid',
      account: { profile: 'Profil 1', pin: '1111' },
    });

    const second = await process(siti.id);
    const refused = await adminCall(`/api/admin/orders/${second.id}/fulfil`, { productItemId: item.id });
    expect(refused).toMatchObject({
      status: 400,
      body: { errors: { profile: 'Akun ini tidak punya profil kosong: isi profil dan PIN pelanggan' } },
    });
    expect((await itemOf(item.id)).seatsTaken).toBe(1);
    const taken = await adminCall(`/api/admin/orders/${second.id}/fulfil`, {
      productItemId: item.id,
      profile: 'PROFIL 1',
      pin: '9999',
    });
    expect(taken).toMatchObject({
      status: 409,
      body: { message: 'Profil PROFIL 1 sudah dipakai pelanggan lain di akun ini' },
    });
    const typed = await adminCall(`/api/admin/orders/${second.id}/fulfil`, {
      productItemId: item.id,
      profile: 'Profil 2',
      pin: '2222',
    });
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
    expect(await customerView(second.id, siti.id)).toMatchObject({
      account: { profile: 'Profil 2', pin: '2222' },
    });
    // The typed profile joins the account's list.
    expect(vault.open<{ profiles: unknown[] }>((await itemOf(item.id)).secret!).profiles).toEqual([
      { name: 'Profil 1', pin: '1111' },
      { name: 'Profil 2', pin: '2222' },
    ]);
  });

  it('prepares a Host’s own provider account without asking for a profile', async () => {
    const product = await shop.makeProduct();
    const order = await makeOrder(budi.id, product.id, {
      status: 'Process',
      paidAt: new Date(),
      reference: null,
      packageId: shop.packageId('Host'),
    });
    const answer = await adminCall(`/api/admin/orders/${order.id}/fulfil`, {
      newItem: { name: 'Akun Host Budi', email: 'host.budi@premiumshop.id', password: 'Host#1' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await orderOf(order.id)).toMatchObject({ status: 'Process', accountId: expect.any(String) });
  });

  it('activates a full preorder group only with a profile and PIN for each member', async () => {
    const product = await shop.makeProduct({ method: 'Preorder', slot: 2 });
    const placed = [
      await makeOrder(budi.id, product.id, { status: 'Preorder' }),
      await makeOrder(siti.id, product.id, { status: 'Preorder' }),
    ];
    for (const order of placed) await postSandboxCallback(app, order, 'PAID');
    const groupId = (await orderOf(placed[0]!.id)).productItemId!;
    const credentials = { email: 'grup.po@premiumshop.id', password: 'Grup#PO' };

    const missing = await adminCall(`/api/admin/product-items/${groupId}/activate`, {
      ...credentials,
      seats: [{ orderId: placed[0]!.id, profile: 'Profil 1', pin: '1111' }],
    });
    expect(missing).toMatchObject({
      status: 400,
      body: { errors: { seats: 'Isi profil dan PIN untuk setiap anggota grup' } },
    });
    expect(await orderOf(placed[0]!.id)).toMatchObject({ status: 'Process', accountId: null });

    const activated = await adminCall(`/api/admin/product-items/${groupId}/activate`, {
      ...credentials,
      seats: [
        { orderId: placed[0]!.id, profile: 'Profil 1', pin: '1111' },
        { orderId: placed[1]!.id, profile: 'Profil 2', pin: '2222' },
      ],
    });
    expect(activated.status, JSON.stringify(activated.body)).toBe(200);
    expect(await customerView(placed[0]!.id, budi.id)).toMatchObject({
      status: 'Paid',
      account: { email: 'grup.po@premiumshop.id', profile: 'Profil 1', pin: '1111' },
    });
    expect(await customerView(placed[1]!.id, siti.id)).toMatchObject({
      status: 'Paid',
      account: { profile: 'Profil 2', pin: '2222' },
    });
  });
});

describe('an Out of Stock product when a seat gives its place back', () => {
  it('is Available again once the admin deactivates a seat of its full account', async () => {
    const product = await shop.makeProduct({ status: 'Out of Stock' });
    const item = await makeAccount(product.id, 1, [{ name: 'Profil 1', pin: '1111' }]);
    await db.execute(`UPDATE product_items SET seats_taken = 1, state = 'full' WHERE id = '${item.id}'`);
    const seat = await shop.makeSeat(item, budi.id, { status: 'Aktif', profile: 'Profil 1' });
    const order = await makeOrder(budi.id, product.id, {
      status: 'Paid',
      paidAt: new Date(),
      productItemId: item.id,
      accountId: seat.id,
    });
    const answer = await adminCall(`/api/admin/orders/${order.id}/deactivate`, { reason: 'Akun dipindah' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await itemOf(item.id)).toMatchObject({ seatsTaken: 0, state: 'active' });
    const shown = await app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(shown.json().data.status).toBe('Available');
  });
});
