import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueFixtures, type OrderFields } from '../../../test/catalogue-fixtures';
import { insertCustomer, signedInAdmin, tokenFor } from '../../../test/customers';
import { jsonCaller } from '../../../test/api';
import { createTestApp } from '../../../test/helper';
import { rowReaders } from '../../../test/rows';
import { postSandboxCallback, type CallbackOrder } from '../../../test/sandbox-callback';
import { productDiscounts, vouchers } from '../../db/schema/catalogue';
import { notificationCategories, notifications } from '../../db/schema/engagement';
import { gatewayEvents, outbox } from '../../db/schema/operations';
import { orders } from '../../db/schema/orders';
import { accounts } from '../../db/schema/stock';
import type { GatewayStatus } from '../../platform/payments/gateway';

const { app, db, tokens, vault } = await createTestApp();
const DAY = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// Fixtures

await db.insert(notificationCategories).values({ name: 'Pesanan', icon: 'bag.svg' });
const shop = await catalogueFixtures(db, {
  item: () => ({ email: 'grup@premiumshop.id', secret: vault.seal({ password: 'Rahasia#1' }) }),
  invoicePrefix: 'INV-ADM',
});
const SHARING = shop.packageId('Sharing');
const HOST = shop.packageId('Host');
const { makeProduct, makeItem } = shop;

const budi = await insertCustomer(db, 'Budi Santoso');
const budiToken = await tokenFor(db, tokens, budi.id);
const { user: adminUser, token: adminToken } = await signedInAdmin(db, tokens);

function makeOrder(productId: string, fields: OrderFields = {}) {
  return shop.makeOrder(budi.id, productId, fields);
}

/** An order paid by the gateway that waits for the admin. */
function makeProcessOrder(productId: string, fields: Partial<typeof orders.$inferInsert> = {}) {
  return makeOrder(productId, {
    status: 'Process',
    paidAt: new Date(),
    statusReason: 'Stok akun habis, menunggu admin',
    ...fields,
  });
}

const { orderOf, itemOf, seatOf, auditOf } = rowReaders(db);

async function titlesOf(orderId: string) {
  const rows = await db.select().from(notifications).where(eq(notifications.orderId, orderId));
  return rows.map((row) => row.title);
}

const call = jsonCaller(app, adminToken);

/** The order as its buyer reads it through the customer API. */
async function customerView(orderId: string) {
  const answer = await call('GET', `/api/payments/${orderId}`, undefined, budiToken);
  expect(answer.status).toBe(200);
  return answer.body.data;
}

function callback(order: CallbackOrder, status: GatewayStatus) {
  return postSandboxCallback(app, order, status);
}

const STATUS_CHANGED = 'Status pesanan sudah berubah';

/** Every /api/admin route with its methods, read from Fastify's route tree. */
function adminRoutes(): Array<{ method: string; url: string }> {
  const found: Array<{ method: string; url: string }> = [];
  const path: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    path.length = match[1]!.length / 4;
    path.push(match[2]!.split('|')[0]!);
    const url = path.join('');
    if (!match[3] || !url.startsWith('/api/admin/')) continue;
    for (const method of match[3].split(', ')) {
      if (method !== 'HEAD') found.push({ method, url: url.replace(/:[A-Za-z]+/g, randomUUID()) });
    }
  }
  return found;
}

// ---------------------------------------------------------------------------------------------

describe('access to /api/admin', () => {
  it('answers every admin route 401 without a token and 403 to a customer, before reading the body', async () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(8);
    for (const route of routes) {
      for (const [token, status] of [
        [null, 401],
        [budiToken, 403],
      ] as const) {
        const response = await app.inject({
          method: route.method as 'GET' | 'POST',
          url: route.url,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(route.method === 'POST' && { payload: { unexpected: true } }),
        });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(status);
      }
    }
  });
});

describe('GET /api/admin/orders', () => {
  it('lists every order newest first, filtered by status and searched by invoice, e-mail or product', async () => {
    const product = await makeProduct({ name: `Cari Produk ${randomUUID().slice(0, 6)}` });
    const other = await insertCustomer(db, 'Siti');
    const first = await makeOrder(product.id, { createdAt: new Date(Date.now() - 2000) });
    const second = await makeProcessOrder(product.id, {
      userId: other.id,
      createdAt: new Date(Date.now() - 1000),
    });
    const third = await makeOrder(product.id);

    const all = await call('GET', `/api/admin/orders?search=${encodeURIComponent(product.name)}`);
    expect(all.status).toBe(200);
    expect(all.body.data.map((order: { _id: string }) => order._id)).toEqual([third.id, second.id, first.id]);
    expect(all.body.pagination).toEqual({ page: 1, limit: 20, total: 3, totalPages: 1 });
    expect(all.body.data[1]).toMatchObject({
      buyer: { _id: other.id, name: 'Siti', email: other.email },
      statusReason: 'Stok akun habis, menunggu admin',
      product: { name: product.name },
      package: 'Sharing',
    });

    const processing = await call(
      'GET',
      `/api/admin/orders?status=Process&search=${encodeURIComponent(product.name)}`,
    );
    expect(processing.body.data.map((order: { _id: string }) => order._id)).toEqual([second.id]);
    const byInvoice = await call('GET', `/api/admin/orders?search=${first.invoice.toLowerCase()}`);
    expect(byInvoice.body.data.map((order: { _id: string }) => order._id)).toEqual([first.id]);
    const byEmail = await call(
      'GET',
      `/api/admin/orders?search=${encodeURIComponent(other.email.toUpperCase())}`,
    );
    expect(byEmail.body.data.map((order: { _id: string }) => order._id)).toEqual([second.id]);
    const paged = await call(
      'GET',
      `/api/admin/orders?search=${encodeURIComponent(product.name)}&page=2&limit=2`,
    );
    expect(paged.body.data.map((order: { _id: string }) => order._id)).toEqual([first.id]);
    expect(paged.body.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
    const literal = await call('GET', '/api/admin/orders?search=%25');
    expect(literal.body.pagination.total).toBe(0);
  });

  it('refuses a bad filter with 400', async () => {
    for (const query of ['status=Lunas', 'page=0', 'limit=1000', `search=${'x'.repeat(101)}`]) {
      const answer = await call('GET', `/api/admin/orders?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('answers one order by id or invoice with its buyer, and 404 for an unknown one', async () => {
    const product = await makeProduct();
    const order = await makeProcessOrder(product.id);
    for (const key of [order.id, order.invoice]) {
      const answer = await call('GET', `/api/admin/orders/${key}`);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({
        _id: order.id,
        invoice: order.invoice,
        status: 'Process',
        buyer: { _id: budi.id, name: 'Budi Santoso', email: budi.email, phone: budi.phone },
        product: { _id: product.id, name: product.name },
        package: 'Sharing',
        statusReason: 'Stok akun habis, menunggu admin',
        reference: order.reference,
      });
    }
    for (const key of [randomUUID(), 'INV-NOPE']) {
      const answer = await call('GET', `/api/admin/orders/${key}`);
      expect(answer).toMatchObject({ status: 404, body: { message: 'Pesanan tidak ditemukan' } });
    }
  });
});

describe('POST /api/admin/orders/:id/fulfil', () => {
  it('delivers a Process order from an existing item: Paid, seat, credentials, notice and audit', async () => {
    const product = await makeProduct();
    const item = await makeItem(product.id, 3, { seatsTaken: 1 });
    const order = await makeProcessOrder(product.id);

    const answer = await call('POST', `/api/admin/orders/${order.id}/fulfil`, {
      productItemId: item.id,
      profile: 'Profil 2',
      pin: '7788',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ message: 'Pesanan berhasil diproses', data: { status: 'Paid' } });

    const after = await orderOf(order.id);
    expect(after).toMatchObject({ status: 'Paid', productItemId: item.id });
    const seat = await seatOf(after.accountId!);
    expect(seat).toMatchObject({ productItemId: item.id, userId: budi.id, status: 'Aktif', duration: 30 });
    expect(Math.abs(seat.expireAt!.getTime() - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
    expect(after.nextBillingAt).toEqual(seat.expireAt);
    expect((await itemOf(item.id)).seatsTaken).toBe(2);

    expect(await customerView(order.id)).toMatchObject({
      status: 'Paid',
      account: {
        _id: seat.id,
        email: 'grup@premiumshop.id',
        password: 'Rahasia#1',
        profile: 'Profil 2',
        pin: '7788',
      },
    });
    // The admin's order page shows the credentials; the admin's list, like the customer's, does not.
    const detail = await call('GET', `/api/admin/orders/${order.id}`);
    expect(detail.body.data.account).toMatchObject({ password: 'Rahasia#1', pin: '7788' });
    const list = await call('GET', `/api/admin/orders?search=${order.invoice}`);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0].account).toMatchObject({ _id: seat.id, password: null, pin: null, email: null });
    expect(JSON.stringify(list.body)).not.toContain('Rahasia#1');
    expect(await titlesOf(order.id)).toEqual(['Pembayaran Berhasil']);
    const whatsapp = await db.select().from(outbox).where(eq(outbox.channel, 'whatsapp'));
    expect(whatsapp.some((message) => message.body.includes(order.invoice))).toBe(true);
    const [log] = await auditOf(order.id);
    expect(log).toMatchObject({
      actorId: adminUser.id,
      action: 'order.fulfil',
      entity: 'order',
      before: { status: 'Process', accountId: null },
      after: { status: 'Paid', accountId: seat.id, productItemId: item.id, seatId: seat.id },
    });

    // Once delivered, the order is no longer in Process.
    const again = await call('POST', `/api/admin/orders/${order.id}/fulfil`, { productItemId: item.id });
    expect(again).toMatchObject({ status: 409, body: { message: STATUS_CHANGED } });
    expect((await itemOf(item.id)).seatsTaken).toBe(2);
  });

  it('creates a new item with sealed credentials and delivers from it', async () => {
    const product = await makeProduct({ type: 'Sharing Private', slot: 4 });
    const order = await makeProcessOrder(product.id, { duration: 0 });
    const answer = await call('POST', `/api/admin/orders/${order.id}/fulfil`, {
      newItem: {
        name: 'Grup Baru',
        email: 'baru@premiumshop.id',
        password: 'Baru#123',
        pin: '1111',
        link: ['https://contoh.id/undangan'],
        providerExpiresAt: new Date(Date.now() + 30 * DAY).toISOString(),
      },
      profile: 'Profil 1',
      pin: '2222',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const after = await orderOf(order.id);
    const item = await itemOf(after.productItemId!);
    expect(item).toMatchObject({
      productId: product.id,
      packageId: SHARING,
      name: 'Grup Baru',
      email: 'baru@premiumshop.id',
      state: 'active',
      slot: 4,
      seatsTaken: 1,
      hostUserId: null,
    });
    expect(item.secret!.toString('utf8')).not.toContain('Baru#123');
    // The seat's profile and PIN are kept as the new account's first profile.
    expect(vault.open(item.secret!)).toEqual({
      password: 'Baru#123',
      pin: '1111',
      links: ['https://contoh.id/undangan'],
      profiles: [{ name: 'Profil 1', pin: '2222' }],
    });
    const seat = await seatOf(after.accountId!);
    expect(seat.expireAt).toBeNull();
    expect(after.nextBillingAt).toBeNull();
    expect(await customerView(order.id)).toMatchObject({
      status: 'Paid',
      account: {
        email: 'baru@premiumshop.id',
        password: 'Baru#123',
        pin: '2222',
        profile: 'Profil 1',
        link: ['https://contoh.id/undangan'],
        expire_at: null,
      },
    });
  });

  it('refuses a full item with 409 and changes nothing', async () => {
    const product = await makeProduct();
    const item = await makeItem(product.id, 2, { seatsTaken: 2, state: 'full' });
    const order = await makeProcessOrder(product.id);
    const answer = await call('POST', `/api/admin/orders/${order.id}/fulfil`, { productItemId: item.id });
    expect(answer).toMatchObject({
      status: 409,
      body: { code: 'SEAT_UNAVAILABLE', message: 'Akun sudah penuh' },
    });
    expect(await orderOf(order.id)).toMatchObject({
      status: 'Process',
      accountId: null,
      productItemId: null,
    });
    expect((await itemOf(item.id)).seatsTaken).toBe(2);
    const [seats] = await db
      .select({ total: count() })
      .from(accounts)
      .where(eq(accounts.productItemId, item.id));
    expect(seats!.total).toBe(0);
    expect(await auditOf(order.id)).toHaveLength(0);
  });

  it('refuses bad input and wrong states without changing anything', async () => {
    const product = await makeProduct();
    const otherProduct = await makeProduct();
    const item = await makeItem(product.id, 5);
    const foreign = await makeItem(otherProduct.id, 5);
    const forming = await makeItem(product.id, 5, { state: 'forming', secret: null });
    const order = await makeProcessOrder(product.id);
    const pending = await makeOrder(product.id);
    const url = `/api/admin/orders/${order.id}/fulfil`;

    const cases: Array<[string, object, number, string]> = [
      [url, {}, 400, 'Pilih akun yang tersedia atau isi data akun baru'],
      [
        url,
        { productItemId: item.id, newItem: { name: 'X' } },
        400,
        'Pilih salah satu: akun yang tersedia atau akun baru',
      ],
      [url, { productItemId: 'bukan-uuid' }, 400, 'Akun tidak valid'],
      [url, { newItem: { email: 'a@b.id' } }, 400, 'Nama akun wajib diisi'],
      [url, { newItem: { name: 'X', link: ['bukan link'] } }, 400, 'Link tidak valid'],
      [url, { productItemId: foreign.id }, 400, 'Akun ini bukan untuk produk atau paket pesanan ini'],
      [url, { productItemId: forming.id }, 409, 'Akun belum aktif atau sudah berakhir'],
      [url, { productItemId: randomUUID() }, 404, 'Akun tidak ditemukan'],
      [url, { productItemId: item.id, license: 'KEY-1' }, 400, 'Lisensi hanya untuk produk tipe Lisensi'],
      [
        url,
        { productItemId: item.id, inviteLink: 'https://contoh.id/x' },
        400,
        'Link undangan hanya untuk produk tipe Invite Email',
      ],
      [`/api/admin/orders/${pending.id}/fulfil`, { productItemId: item.id }, 409, STATUS_CHANGED],
      [
        `/api/admin/orders/${randomUUID()}/fulfil`,
        { productItemId: item.id },
        404,
        'Pesanan tidak ditemukan',
      ],
      ['/api/admin/orders/INV-NOPE/fulfil', { productItemId: item.id }, 404, 'Pesanan tidak ditemukan'],
    ];
    for (const [target, body, status, message] of cases) {
      const answer = await call('POST', target, body);
      expect(answer, JSON.stringify(body)).toMatchObject({ status, body: { message } });
    }
    expect(await orderOf(order.id)).toMatchObject({ status: 'Process', accountId: null });
    expect((await itemOf(item.id)).seatsTaken).toBe(0);
    expect(await orderOf(pending.id)).toMatchObject({ status: 'Pending' });
  });

  it('gives a Host its provider account and keeps the order in Process', async () => {
    const product = await makeProduct();
    const order = await makeProcessOrder(product.id, { packageId: HOST });
    const answer = await call('POST', `/api/admin/orders/${order.id}/fulfil`, {
      newItem: { name: 'Akun Host Budi', email: 'host@provider.id', password: 'Host#1' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const after = await orderOf(order.id);
    expect(after.status).toBe('Process');
    expect(after.accountId).not.toBeNull();
    const item = await itemOf(after.productItemId!);
    expect(item).toMatchObject({ hostUserId: budi.id, packageId: HOST, seatsTaken: 1 });
    expect(await customerView(order.id)).toMatchObject({
      status: 'Process',
      package: 'Host',
      account: { email: 'host@provider.id', password: 'Host#1' },
    });
    expect(await titlesOf(order.id)).toEqual(['Akun Host Siap Diaktivasi']);

    const again = await call('POST', `/api/admin/orders/${order.id}/fulfil`, {
      newItem: { name: 'Akun Lain', password: 'x' },
    });
    expect(again).toMatchObject({ status: 409, body: { message: 'Akun host pesanan ini sudah disiapkan' } });
  });

  it("stores an Invite Email customer's own link where only that customer sees it", async () => {
    const product = await makeProduct({ type: 'Invite Email' });
    const shared = await makeItem(product.id, 5, { seatsTaken: 1 });
    const order = await makeProcessOrder(product.id, { email: 'budi@gmail.com' });
    const refused = await call('POST', `/api/admin/orders/${order.id}/fulfil`, {
      productItemId: shared.id,
      inviteLink: 'https://contoh.id/undang/budi',
    });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        message: 'Link undangan atau lisensi pelanggan hanya untuk akun baru atau akun yang belum dipakai',
      },
    });
    expect((await itemOf(shared.id)).seatsTaken).toBe(1);

    const answer = await call('POST', `/api/admin/orders/${order.id}/fulfil`, {
      newItem: { name: 'Undangan Budi', email: 'keluarga@provider.id' },
      inviteLink: 'https://contoh.id/undang/budi',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await customerView(order.id)).toMatchObject({
      status: 'Paid',
      account: { email: 'keluarga@provider.id', link: ['https://contoh.id/undang/budi'] },
    });
  });

  it('re-activates the seat of a renewal in Process and extends it', async () => {
    const product = await makeProduct();
    const item = await makeItem(product.id, 2, { seatsTaken: 1 });
    const seat = await shop.makeSeat(item, budi.id, {
      status: 'Nonaktif',
      expireAt: new Date(Date.now() - 10 * DAY),
    });
    const order = await makeProcessOrder(product.id, { kind: 'renewal', accountId: seat.id, duration: 90 });
    const answer = await call('POST', `/api/admin/orders/${order.id}/fulfil`, {});
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const renewed = await seatOf(seat.id);
    expect(renewed.status).toBe('Aktif');
    expect(Math.abs(renewed.expireAt!.getTime() - (Date.now() + 90 * DAY))).toBeLessThan(60_000);
    expect(await itemOf(item.id)).toMatchObject({ seatsTaken: 2, state: 'full' });
    expect(await orderOf(order.id)).toMatchObject({ status: 'Paid', nextBillingAt: renewed.expireAt });
    expect(await titlesOf(order.id)).toEqual(['Perpanjangan Berhasil']);
  });

  it('lets exactly one of two simultaneous fulfils take the last free place', async () => {
    const product = await makeProduct();
    const item = await makeItem(product.id, 3, { seatsTaken: 2 });
    const placed = [await makeProcessOrder(product.id), await makeProcessOrder(product.id)];
    const answers = await Promise.all(
      placed.map((order) => call('POST', `/api/admin/orders/${order.id}/fulfil`, { productItemId: item.id })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe('Akun sudah penuh');
    expect(await itemOf(item.id)).toMatchObject({ seatsTaken: 3, state: 'full' });
    const rows = await db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          placed.map((order) => order.id),
        ),
      );
    expect(rows.map((row) => row.status).sort()).toEqual(['Paid', 'Process']);
    const [seats] = await db
      .select({ total: count() })
      .from(accounts)
      .where(eq(accounts.productItemId, item.id));
    expect(seats!.total).toBe(1);
  });
});

describe('POST /api/admin/product-items/:id/activate', () => {
  async function fullGroup(slot: number) {
    const product = await makeProduct({ method: 'Preorder', type: 'Sharing Private', slot });
    const placed = await Promise.all(
      Array.from({ length: slot }, () => makeOrder(product.id, { status: 'Preorder' })),
    );
    for (const order of placed) expect((await callback(order, 'PAID')).body.success).toBe(true);
    const groupId = (await orderOf(placed[0]!.id)).productItemId!;
    return { product, placed, groupId };
  }

  it('gives every order of a full group its seat and Paid, without counting them twice', async () => {
    const { placed, groupId } = await fullGroup(3);
    expect(await itemOf(groupId)).toMatchObject({ state: 'full', seatsTaken: 3, secret: null });
    const answer = await call('POST', `/api/admin/product-items/${groupId}/activate`, {
      name: 'Grup Preorder Aktif',
      email: 'grup.po@premiumshop.id',
      password: 'Grup#PO1',
      seats: [
        { orderId: placed[0]!.id, profile: 'Profil 1', pin: '1357' },
        { orderId: placed[1]!.id, profile: 'Profil 2', pin: '2468' },
        { orderId: placed[2]!.id, profile: 'Profil 3', pin: '3579' },
      ],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.item).toMatchObject({ _id: groupId, state: 'full', seatsTaken: 3, slot: 3 });
    expect(answer.body.data.orders).toHaveLength(3);

    const item = await itemOf(groupId);
    expect(item).toMatchObject({
      name: 'Grup Preorder Aktif',
      email: 'grup.po@premiumshop.id',
      seatsTaken: 3,
    });
    expect(item.seatsTaken).toBe(item.slot);
    const rows = await db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          placed.map((order) => order.id),
        ),
      );
    expect(rows.every((row) => row.status === 'Paid' && row.accountId !== null)).toBe(true);
    const seats = await db.select().from(accounts).where(eq(accounts.productItemId, groupId));
    expect(seats).toHaveLength(3);
    expect(new Set(seats.map((seat) => seat.id))).toEqual(new Set(rows.map((row) => row.accountId)));
    expect(await customerView(placed[1]!.id)).toMatchObject({
      status: 'Paid',
      account: { email: 'grup.po@premiumshop.id', password: 'Grup#PO1', profile: 'Profil 2', pin: '2468' },
    });
    for (const order of placed) expect(await titlesOf(order.id)).toContain('Pembayaran Berhasil');
    expect((await auditOf(groupId))[0]).toMatchObject({
      action: 'product_item.activate',
      entity: 'product_item',
    });

    const again = await call('POST', `/api/admin/product-items/${groupId}/activate`, { password: 'x' });
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'Akun ini bukan grup preorder yang menunggu aktivasi' },
    });
    expect(await db.select().from(accounts).where(eq(accounts.productItemId, groupId))).toHaveLength(3);
  });

  it('refuses a group that is not full, an unknown item, a stranger seat and missing credentials', async () => {
    const product = await makeProduct({ method: 'Preorder', slot: 3 });
    const order = await makeOrder(product.id, { status: 'Preorder' });
    await callback(order, 'PAID');
    const groupId = (await orderOf(order.id)).productItemId!;
    const notFull = await call('POST', `/api/admin/product-items/${groupId}/activate`, { password: 'x' });
    expect(notFull).toMatchObject({
      status: 409,
      body: { message: 'Akun ini bukan grup preorder yang menunggu aktivasi' },
    });

    const { groupId: full } = await fullGroup(2);
    const noCredentials = await call('POST', `/api/admin/product-items/${full}/activate`, { name: 'X' });
    expect(noCredentials).toMatchObject({
      status: 400,
      body: { message: 'Isi data akun: email, domain, password, key atau link' },
    });
    const stranger = await call('POST', `/api/admin/product-items/${full}/activate`, {
      password: 'x',
      seats: [{ orderId: order.id, pin: '1' }],
    });
    expect(stranger).toMatchObject({
      status: 400,
      body: { message: 'Pesanan ini tidak termasuk grup yang diaktifkan' },
    });
    const unknown = await call('POST', `/api/admin/product-items/${randomUUID()}/activate`, {
      password: 'x',
    });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Akun tidak ditemukan' } });
    expect(await itemOf(full)).toMatchObject({ state: 'full', secret: null });
  });
});

describe('POST /api/admin/orders/:id/confirm-payment', () => {
  it('pays through the gateway path once; a later gateway callback is a harmless duplicate', async () => {
    const product = await makeProduct();
    const item = await makeItem(product.id, 5);
    const order = await makeOrder(product.id);

    const answer = await call('POST', `/api/admin/orders/${order.id}/confirm-payment`, {
      note: 'Transfer BCA',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      message: 'Pembayaran berhasil dikonfirmasi',
      data: { status: 'Paid' },
    });
    const paid = await orderOf(order.id);
    expect(paid.paidAt).not.toBeNull();
    expect((await itemOf(item.id)).seatsTaken).toBe(1);
    const events = await db.select().from(gatewayEvents).where(eq(gatewayEvents.merchantRef, order.invoice));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      provider: 'admin',
      status: 'PAID',
      dedupeKey: `${order.reference}:PAID`,
    });
    expect(events[0]!.processedAt).not.toBeNull();
    expect((await auditOf(order.id))[0]).toMatchObject({
      action: 'order.confirm_payment',
      before: { status: 'Pending', paidAt: null },
      after: { status: 'Paid', note: 'Transfer BCA', amount: order.total },
    });

    const again = await call('POST', `/api/admin/orders/${order.id}/confirm-payment`);
    expect(again).toMatchObject({ status: 409, body: { message: 'Pesanan sudah dibayar' } });
    expect(await callback(order, 'PAID')).toEqual({ status: 200, body: { success: true } });

    // The duplicate changes nothing but what the gateway reports it took (docs/decisions/045).
    expect(await orderOf(order.id)).toEqual({
      ...paid,
      gatewayFeeMerchant: 0,
      gatewayFeeCustomer: 0,
      gatewayTotalFee: 0,
      gatewayAmountReceived: order.total,
      gatewayFeesReportedAt: expect.any(Date) as Date,
      updatedAt: expect.any(Date) as Date,
    });
    expect((await itemOf(item.id)).seatsTaken).toBe(1);
    const [seats] = await db
      .select({ total: count() })
      .from(accounts)
      .where(eq(accounts.productItemId, item.id));
    expect(seats!.total).toBe(1);
    expect(
      await db.select().from(gatewayEvents).where(eq(gatewayEvents.merchantRef, order.invoice)),
    ).toHaveLength(1);
    expect(await auditOf(order.id)).toHaveLength(1);
  });

  it('applies exactly one PAID when the admin and the gateway confirm at the same moment', async () => {
    const product = await makeProduct();
    const item = await makeItem(product.id, 5);
    const placed = await Promise.all(Array.from({ length: 10 }, () => makeOrder(product.id)));
    const answers = await Promise.all(
      placed.flatMap((order) => [
        call('POST', `/api/admin/orders/${order.id}/confirm-payment`, {}),
        callback(order, 'PAID'),
      ]),
    );
    for (let index = 0; index < placed.length; index += 1) {
      const [admin, gateway] = [answers[2 * index]!, answers[2 * index + 1]!];
      expect([200, 409]).toContain(admin.status);
      expect(gateway).toEqual({ status: 200, body: { success: true } });
    }
    const rows = await db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          placed.map((order) => order.id),
        ),
      );
    expect(rows.filter((row) => row.status === 'Paid')).toHaveLength(5);
    expect(rows.filter((row) => row.status === 'Process')).toHaveLength(5);
    const [seats] = await db
      .select({ total: count() })
      .from(accounts)
      .where(eq(accounts.productItemId, item.id));
    expect(seats!.total).toBe(5);
    expect(await itemOf(item.id)).toMatchObject({ seatsTaken: 5, state: 'full' });
    const events = await db
      .select()
      .from(gatewayEvents)
      .where(
        inArray(
          gatewayEvents.merchantRef,
          placed.map((order) => order.invoice),
        ),
      );
    expect(events).toHaveLength(10);
  });

  it('answers 409 after the gateway already paid it, and for orders that are not unpaid', async () => {
    const product = await makeProduct();
    await makeItem(product.id, 5);
    const order = await makeOrder(product.id);
    await callback(order, 'PAID');
    const paid = await call('POST', `/api/admin/orders/${order.id}/confirm-payment`, {});
    expect(paid).toMatchObject({ status: 409, body: { message: 'Pesanan sudah dibayar' } });

    const canceled = await makeOrder(product.id, { status: 'Canceled' });
    const refused = await call('POST', `/api/admin/orders/${canceled.id}/confirm-payment`, {});
    expect(refused).toMatchObject({ status: 409, body: { message: STATUS_CHANGED } });
    expect(await orderOf(canceled.id)).toMatchObject({ status: 'Canceled', paidAt: null });
    expect(
      await db.select().from(gatewayEvents).where(eq(gatewayEvents.merchantRef, canceled.invoice)),
    ).toHaveLength(0);
    const unknown = await call('POST', `/api/admin/orders/${randomUUID()}/confirm-payment`, {});
    expect(unknown.status).toBe(404);
  });

  it('confirms an order whose gateway PAID was refused for its amount', async () => {
    const product = await makeProduct({ method: 'Preorder', slot: 3 });
    const order = await makeOrder(product.id, { status: 'Preorder' });
    await postSandboxCallback(app, order, 'PAID', order.total - 1);
    expect((await orderOf(order.id)).paidAt).toBeNull();
    const answer = await call('POST', `/api/admin/orders/${order.id}/confirm-payment`, {});
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const after = await orderOf(order.id);
    expect(after.status).toBe('Preorder');
    expect(after.paidAt).not.toBeNull();
    expect(after.productItemId).not.toBeNull();
    const events = await db.select().from(gatewayEvents).where(eq(gatewayEvents.merchantRef, order.invoice));
    // The refused PAID gave the key up; the admin's event holds the key a gateway PAID has.
    expect(events.map((event) => [event.provider, event.dedupeKey])).toEqual([
      ['sandbox', null],
      ['admin', `${order.reference}:PAID`],
    ]);
  });
});

describe('POST /api/admin/orders/:id/refund', () => {
  it('records the refund of a late payment once', async () => {
    const product = await makeProduct();
    // Paid after it was canceled, before this shop delivered late payments (kept as the migration marks it).
    const order = await makeOrder(product.id, {
      status: 'Canceled',
      paidAt: new Date(),
      paidAfter: 'Canceled',
    });
    const answer = await call('POST', `/api/admin/orders/${order.id}/refund`, {
      reason: 'Transfer balik ke BCA',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      status: 'Canceled',
      statusReason: 'Dana dikembalikan: Transfer balik ke BCA',
    });
    expect(await titlesOf(order.id)).toContain('Dana Dikembalikan');
    expect((await auditOf(order.id))[0]).toMatchObject({
      action: 'order.refund',
      after: { reason: 'Transfer balik ke BCA' },
    });

    const again = await call('POST', `/api/admin/orders/${order.id}/refund`, { reason: 'lagi' });
    expect(again).toMatchObject({ status: 409, body: { message: 'Dana pesanan ini sudah dikembalikan' } });
    expect((await orderOf(order.id)).statusReason).toBe('Dana dikembalikan: Transfer balik ke BCA');
  });

  it('cancels a Process order and gives its promo and voucher back', async () => {
    const product = await makeProduct();
    const [promo] = await db
      .insert(productDiscounts)
      .values({ productId: product.id, duration: 30, value: '10%', slot: 5, used: 2 })
      .returning();
    const [voucher] = await db
      .insert(vouchers)
      .values({
        code: `V${randomUUID().slice(0, 6).toUpperCase()}`,
        type: 'flat',
        value: 1000,
        usageLimit: 5,
        used: 1,
      })
      .returning();
    const order = await makeProcessOrder(product.id, {
      productDiscountId: promo!.id,
      voucherId: voucher!.id,
    });
    const answer = await call('POST', `/api/admin/orders/${order.id}/refund`, { reason: 'Stok tidak ada' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await orderOf(order.id)).toMatchObject({
      status: 'Canceled',
      statusReason: 'Dana dikembalikan: Stok tidak ada',
    });
    expect(
      (await db.select().from(productDiscounts).where(eq(productDiscounts.id, promo!.id)))[0]!.used,
    ).toBe(1);
    expect((await db.select().from(vouchers).where(eq(vouchers.id, voucher!.id)))[0]!.used).toBe(0);
  });

  it("gives a refunded preorder's place in its group back", async () => {
    const product = await makeProduct({ method: 'Preorder', slot: 2 });
    const placed = [
      await makeOrder(product.id, { status: 'Preorder' }),
      await makeOrder(product.id, { status: 'Preorder' }),
    ];
    for (const order of placed) await callback(order, 'PAID');
    const groupId = (await orderOf(placed[0]!.id)).productItemId!;
    expect(await itemOf(groupId)).toMatchObject({ state: 'full', seatsTaken: 2 });
    const answer = await call('POST', `/api/admin/orders/${placed[0]!.id}/refund`, { reason: 'Batal ikut' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await itemOf(groupId)).toMatchObject({ state: 'forming', seatsTaken: 1 });
    expect(await orderOf(placed[0]!.id)).toMatchObject({ status: 'Canceled', productItemId: null });
    // The next paid preorder fills the group again.
    const next = await makeOrder(product.id, { status: 'Preorder' });
    await callback(next, 'PAID');
    expect(await itemOf(groupId)).toMatchObject({ state: 'full', seatsTaken: 2 });
    expect(await orderOf(next.id)).toMatchObject({ status: 'Process', productItemId: groupId });
  });

  it('refuses unpaid and delivered orders', async () => {
    const product = await makeProduct();
    for (const fields of [
      {},
      { status: 'Paid' as const, paidAt: new Date() },
      { status: 'Canceled' as const },
    ]) {
      const order = await makeOrder(product.id, fields);
      const answer = await call('POST', `/api/admin/orders/${order.id}/refund`, { reason: 'x' });
      expect(answer, JSON.stringify(fields)).toMatchObject({
        status: 409,
        body: { message: 'Pesanan ini belum dibayar atau sudah dikirim, dananya tidak dapat dikembalikan' },
      });
    }
    const order = await makeProcessOrder(product.id);
    const empty = await call('POST', `/api/admin/orders/${order.id}/refund`, { reason: '  ' });
    expect(empty).toMatchObject({ status: 400, body: { message: 'Alasan wajib diisi' } });
    expect((await orderOf(order.id)).status).toBe('Process');
  });
});

describe('POST /api/admin/orders/:id/cancel', () => {
  it('cancels an unpaid order, gives its promo back and notifies; twice is 409', async () => {
    const product = await makeProduct();
    const [promo] = await db
      .insert(productDiscounts)
      .values({ productId: product.id, duration: 30, value: '10%', slot: 5, used: 3 })
      .returning();
    const order = await makeOrder(product.id, { productDiscountId: promo!.id });
    const answer = await call('POST', `/api/admin/orders/${order.id}/cancel`, { reason: 'Pesanan ganda' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await orderOf(order.id)).toMatchObject({
      status: 'Canceled',
      statusReason: 'Dibatalkan oleh admin: Pesanan ganda',
    });
    expect(
      (await db.select().from(productDiscounts).where(eq(productDiscounts.id, promo!.id)))[0]!.used,
    ).toBe(2);
    expect(await titlesOf(order.id)).toEqual(['Pesanan Dibatalkan']);
    expect((await auditOf(order.id))[0]).toMatchObject({
      action: 'order.cancel',
      after: { status: 'Canceled' },
    });

    const again = await call('POST', `/api/admin/orders/${order.id}/cancel`, { reason: 'lagi' });
    expect(again).toMatchObject({ status: 409, body: { message: STATUS_CHANGED } });
    expect(
      (await db.select().from(productDiscounts).where(eq(productDiscounts.id, promo!.id)))[0]!.used,
    ).toBe(2);

    const paid = await makeOrder(product.id, { status: 'Paid', paidAt: new Date() });
    const refused = await call('POST', `/api/admin/orders/${paid.id}/cancel`, { reason: 'x' });
    expect(refused).toMatchObject({ status: 409, body: { message: STATUS_CHANGED } });
    expect((await orderOf(paid.id)).status).toBe('Paid');
  });
});

describe('POST /api/admin/orders/:id/deactivate', () => {
  it('deactivates a Paid order and its seat, and frees its place; twice is 409', async () => {
    const product = await makeProduct();
    const item = await makeItem(product.id, 1);
    const order = await makeOrder(product.id);
    await callback(order, 'PAID');
    expect(await itemOf(item.id)).toMatchObject({ state: 'full', seatsTaken: 1 });
    const seatId = (await orderOf(order.id)).accountId!;

    const answer = await call('POST', `/api/admin/orders/${order.id}/deactivate`, {
      reason: 'Melanggar aturan',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      status: 'Nonaktif',
      account: { status: 'Nonaktif', password: null },
    });
    expect((await seatOf(seatId)).status).toBe('Nonaktif');
    expect(await itemOf(item.id)).toMatchObject({ state: 'active', seatsTaken: 0 });
    expect(await titlesOf(order.id)).toContain('Akun Dinonaktifkan');
    expect((await auditOf(order.id))[0]).toMatchObject({
      action: 'order.deactivate',
      before: { status: 'Paid' },
      after: { status: 'Nonaktif', seatStatusBefore: 'Aktif' },
    });

    const again = await call('POST', `/api/admin/orders/${order.id}/deactivate`, { reason: 'lagi' });
    expect(again).toMatchObject({ status: 409, body: { message: STATUS_CHANGED } });
    expect(await itemOf(item.id)).toMatchObject({ seatsTaken: 0 });

    const pending = await makeOrder(product.id);
    const refused = await call('POST', `/api/admin/orders/${pending.id}/deactivate`, { reason: 'x' });
    expect(refused).toMatchObject({ status: 409, body: { message: STATUS_CHANGED } });
    const unknown = await call('POST', `/api/admin/orders/${randomUUID()}/deactivate`, { reason: 'x' });
    expect(unknown.status).toBe(404);
    const others = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, pending.id)));
    expect(others).toHaveLength(0);
  });
});
