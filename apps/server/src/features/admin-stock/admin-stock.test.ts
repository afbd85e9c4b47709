import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueFixtures, type ItemFields, type ProductFields } from '../../../test/catalogue-fixtures';
import { insertCustomer, signedInAdmin, tokenFor } from '../../../test/customers';
import { createTestApp } from '../../../test/helper';
import { rowReaders } from '../../../test/rows';
import { products, variants } from '../../db/schema/catalogue';
import { notificationCategories, notifications } from '../../db/schema/engagement';
import { auditLogs, outbox } from '../../db/schema/operations';
import { accounts, productItems } from '../../db/schema/stock';

const { app, db, tokens, vault } = await createTestApp();
const DAY = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// Fixtures

await db.insert(notificationCategories).values([
  { name: 'Akun', icon: 'akun.svg' },
  { name: 'Pesanan', icon: 'bag.svg' },
]);
const shop = await catalogueFixtures(db, {
  packages: ['Sharing', 'Private'],
  product: () => ({ type: 'Sharing Private' }),
  item: () => ({
    email: `grup-${randomUUID().slice(0, 6)}@premiumshop.id`,
    secret: vault.seal({ password: 'Lama#111', pin: '1111', profiles: ['Profil 1'] }),
  }),
  invoicePrefix: 'INV-STK',
});
const SHARING = shop.packageId('Sharing');
const PRIVATE = shop.packageId('Private');

/** A product sold in the Sharing package. */
async function makeProduct(fields: ProductFields = {}) {
  const product = await shop.makeProduct(fields);
  await db.insert(variants).values({ productId: product.id, packageId: SHARING });
  return product;
}

function makeItem(productId: string, fields: ItemFields = {}) {
  return shop.makeItem(productId, 5, fields);
}

/** A paid order of `userId` delivered into a seat of `item`. */
async function makeMember(
  item: { id: string; productId: string },
  userId: string,
  status: 'Aktif' | 'Tenggang' | 'Habis' | 'Nonaktif' = 'Aktif',
) {
  const seat = await shop.makeSeat(item, userId, { status, expireAt: new Date(Date.now() + 20 * DAY) });
  const order = await shop.makeOrder(userId, item.productId, {
    total: 27_000,
    status: status === 'Aktif' ? 'Paid' : status === 'Tenggang' ? 'Tenggang' : 'Habis',
    paidAt: new Date(Date.now() - DAY),
    productItemId: item.id,
    accountId: seat.id,
    reference: null,
    expiredTime: null,
  });
  return { seat, order };
}

const budi = await insertCustomer(db, 'Budi Santoso');
const budiToken = await tokenFor(db, tokens, budi.id);
const { user: adminUser, token: adminToken } = await signedInAdmin(db, tokens);

async function call(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
  token: string | null = adminToken,
) {
  const response = await app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload && { payload }),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

const { itemOf } = rowReaders(db);

async function auditOf(entityId: string, action: string) {
  return db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entityId, entityId), eq(auditLogs.action, action)));
}

async function itemsOfProduct(productId: string) {
  return db.select().from(productItems).where(eq(productItems.productId, productId));
}

// ---------------------------------------------------------------------------------------------

describe('access', () => {
  it.each([
    ['GET', '/api/admin/product-items'],
    ['GET', `/api/admin/product-items/${randomUUID()}`],
    ['POST', '/api/admin/product-items'],
    ['PATCH', `/api/admin/product-items/${randomUUID()}`],
    ['POST', '/api/admin/product-items/import'],
    ['POST', `/api/admin/product-items/${randomUUID()}/reveal`],
    ['POST', `/api/admin/product-items/${randomUUID()}/rotate`],
    ['GET', '/api/admin/preorder-groups'],
  ] as const)('%s %s: 401 without a token, 403 to a customer', async (method, url) => {
    expect((await call(method, url, method === 'GET' ? undefined : {}, null)).status).toBe(401);
    expect((await call(method, url, method === 'GET' ? undefined : {}, budiToken)).status).toBe(403);
  });
});

describe('GET /api/admin/product-items', () => {
  it('lists items with free seats and flags products low on stock, filtered by product, state and search', async () => {
    // Sharing Account: places are counted by the slot alone (Sharing Private's by its profiles).
    const plenty = await makeProduct({ name: `Banyak ${randomUUID().slice(0, 6)}`, type: 'Sharing Account' });
    const scarce = await makeProduct({
      name: `Sedikit ${randomUUID().slice(0, 6)}`,
      type: 'Sharing Account',
    });
    const first = await makeItem(plenty.id, { seatsTaken: 2 });
    const second = await makeItem(plenty.id, { seatsTaken: 5, state: 'full' });
    const ended = await makeItem(plenty.id, { seatsTaken: 0, state: 'ended' });
    const lastSeat = await makeItem(scarce.id, { seatsTaken: 4, email: 'unik-cari@premiumshop.id' });

    const all = await call('GET', `/api/admin/product-items?product=${plenty.id}`);
    expect(all.status).toBe(200);
    expect(all.body.pagination).toEqual({ page: 1, limit: 20, total: 3, totalPages: 1 });
    const byId = new Map(all.body.data.map((item: { _id: string }) => [item._id, item]));
    expect(byId.get(first.id)).toMatchObject({
      seatsTaken: 2,
      slot: 5,
      freeSeats: 3,
      state: 'active',
      isLowStock: false,
      hasSecret: true,
      package: { _id: SHARING, name: 'Sharing' },
      product: { _id: plenty.id, name: plenty.name, method: 'Ready' },
    });
    expect(byId.get(second.id)).toMatchObject({ freeSeats: 0, state: 'full' });
    expect(byId.get(ended.id)).toMatchObject({ freeSeats: 0, state: 'ended' });
    expect(JSON.stringify(all.body)).not.toContain('Lama#111');

    const scarceList = await call('GET', `/api/admin/product-items?product=${scarce.id}`);
    expect(scarceList.body.data).toEqual([
      expect.objectContaining({ _id: lastSeat.id, freeSeats: 1, isLowStock: true }),
    ]);

    const full = await call('GET', `/api/admin/product-items?product=${plenty.id}&state=full`);
    expect(full.body.data.map((item: { _id: string }) => item._id)).toEqual([second.id]);
    const searched = await call('GET', '/api/admin/product-items?search=UNIK-CARI');
    expect(searched.body.data.map((item: { _id: string }) => item._id)).toEqual([lastSeat.id]);
    const paged = await call('GET', `/api/admin/product-items?product=${plenty.id}&page=2&limit=2`);
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
  });

  it.each([
    ['state=rusak', 'Status akun tidak valid'],
    ['product=bukan-id', 'Produk tidak valid'],
    ['page=0', 'Halaman tidak valid'],
  ])('refuses %s with 400', async (query, message) => {
    const answer = await call('GET', `/api/admin/product-items?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });
});

describe('GET /api/admin/product-items/:id', () => {
  it('shows the item with its members and never its secret', async () => {
    const product = await makeProduct({ type: 'Sharing Account' });
    const item = await makeItem(product.id, { seatsTaken: 1 });
    const { seat } = await makeMember(item, budi.id);
    const answer = await call('GET', `/api/admin/product-items/${item.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      _id: item.id,
      freeSeats: 4,
      members: [
        { _id: seat.id, status: 'Aktif', user: { _id: budi.id, name: 'Budi Santoso', email: budi.email } },
      ],
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/Lama#111|1111|secret/);
  });

  it('answers 404 for an unknown item', async () => {
    expect((await call('GET', `/api/admin/product-items/${randomUUID()}`)).status).toBe(404);
    expect((await call('GET', '/api/admin/product-items/tidak-ada')).body.message).toBe(
      'Akun tidak ditemukan',
    );
  });
});

describe('POST /api/admin/product-items/:id/reveal', () => {
  it('opens the credentials uncached and audits every reveal', async () => {
    const product = await makeProduct();
    const item = await makeItem(product.id);
    const first = await call('POST', `/api/admin/product-items/${item.id}/reveal`);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body.data).toEqual({
      email: item.email,
      domain: null,
      password: 'Lama#111',
      pin: '1111',
      profiles: [{ name: 'Profil 1', pin: '1111' }],
      key: null,
      links: [],
    });
    await call('POST', `/api/admin/product-items/${item.id}/reveal`);
    const rows = await auditOf(item.id, 'credentials.reveal');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ actorId: adminUser.id, entity: 'product_item' });
    expect(JSON.stringify(rows)).not.toContain('Lama#111');
  });

  it('answers 404 for an unknown item and 409 for a secret that cannot be opened, auditing neither', async () => {
    const missing = randomUUID();
    expect((await call('POST', `/api/admin/product-items/${missing}/reveal`)).status).toBe(404);
    const product = await makeProduct();
    const broken = await makeItem(product.id, { secret: Buffer.from('bukan rahasia tersegel') });
    const answer = await call('POST', `/api/admin/product-items/${broken.id}/reveal`);
    expect(answer.status).toBe(409);
    expect(await auditOf(broken.id, 'credentials.reveal')).toHaveLength(0);
  });
});

describe('POST /api/admin/product-items', () => {
  it('creates an active item with the product’s slot and sealed credentials, audited', async () => {
    const product = await makeProduct({ slot: 4 });
    const answer = await call('POST', '/api/admin/product-items', {
      product: product.id,
      package: SHARING,
      name: 'Grup Baru',
      email: 'grup.baru@premiumshop.id',
      password: 'Baru#222',
      pin: '2222',
      profiles: ['Profil 1', 'Profil 2'],
      links: ['https://contoh.id/undangan'],
      providerExpiresAt: '2027-01-01T00:00:00.000Z',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      name: 'Grup Baru',
      state: 'active',
      slot: 4,
      seatsTaken: 0,
      // Two profiles: a Sharing Private account takes as many buyers as it has free profiles.
      freeSeats: 2,
      profiles: { total: 2, free: 2 },
      providerExpiresAt: '2027-01-01T00:00:00.000Z',
    });
    const stored = await itemOf(answer.body.data._id);
    expect(vault.open(stored.secret!)).toEqual({
      password: 'Baru#222',
      pin: '2222',
      profiles: [{ name: 'Profil 1' }, { name: 'Profil 2' }],
      links: ['https://contoh.id/undangan'],
    });
    expect(await auditOf(stored.id, 'product_item.create')).toHaveLength(1);

    const ownSlot = await call('POST', '/api/admin/product-items', {
      product: product.id,
      package: SHARING,
      name: 'Grup Kecil',
      slot: 2,
    });
    expect(ownSlot.body.data).toMatchObject({ slot: 2, hasSecret: false });
  });

  it.each([
    [{ name: 'X' }, 'product', 'Produk tidak valid'],
    [{ package: SHARING }, 'name', 'Nama akun wajib diisi'],
    [{ package: SHARING, name: 'X', email: 'bukan-email' }, 'email', 'Email akun tidak valid'],
    [{ package: SHARING, name: 'X', slot: 0 }, 'slot', 'Slot minimal 1'],
    [{ package: SHARING, name: 'X', links: ['bukan link'] }, 'links.0', 'Link tidak valid'],
    [{ name: 'X' }, 'package', 'Pilih paket produk ini'],
    [{ name: 'X', package: PRIVATE }, 'package', 'Paket ini tidak dijual untuk produk ini'],
  ])('refuses %j with 400 on %s and saves nothing', async (fields, field, message) => {
    const product = await makeProduct();
    const body = field === 'product' ? fields : { product: product.id, ...fields };
    const answer = await call('POST', '/api/admin/product-items', body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors[field]).toBe(message);
    expect(await itemsOfProduct(product.id)).toHaveLength(0);
  });

  it('refuses an unknown product with 400', async () => {
    const answer = await call('POST', '/api/admin/product-items', { product: randomUUID(), name: 'X' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Produk tidak ditemukan');
  });
});

describe('PATCH /api/admin/product-items/:id', () => {
  it('renames, moves the expiry, ends and reopens an item, audited before and after', async () => {
    const product = await makeProduct({ type: 'Sharing Account' });
    const item = await makeItem(product.id, { seatsTaken: 3 });
    const renamed = await call('PATCH', `/api/admin/product-items/${item.id}`, {
      name: 'Nama Baru',
      providerExpiresAt: '2027-02-01T00:00:00.000Z',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({
      name: 'Nama Baru',
      providerExpiresAt: '2027-02-01T00:00:00.000Z',
    });

    const ended = await call('PATCH', `/api/admin/product-items/${item.id}`, { state: 'ended' });
    expect(ended.body.data).toMatchObject({ state: 'ended', freeSeats: 0 });
    const shrunk = await call('PATCH', `/api/admin/product-items/${item.id}`, { state: 'active', slot: 3 });
    expect(shrunk.body.data).toMatchObject({ state: 'full', slot: 3, freeSeats: 0 });
    const grown = await call('PATCH', `/api/admin/product-items/${item.id}`, {
      slot: 6,
      providerExpiresAt: null,
    });
    expect(grown.body.data).toMatchObject({
      state: 'active',
      slot: 6,
      freeSeats: 3,
      providerExpiresAt: null,
    });

    const rows = await auditOf(item.id, 'product_item.update');
    expect(rows).toHaveLength(4);
    expect(rows.find((row) => (row.after as { state: string }).state === 'ended')?.before).toMatchObject({
      state: 'active',
    });
  });

  it('refuses a slot below the seats taken and a forming group’s state with 409, changing nothing', async () => {
    const product = await makeProduct();
    const item = await makeItem(product.id, { seatsTaken: 3 });
    const below = await call('PATCH', `/api/admin/product-items/${item.id}`, { slot: 2, name: 'Tidak' });
    expect(below.status).toBe(409);
    expect(below.body.message).toBe('Slot tidak boleh kurang dari kursi yang sudah terisi (3)');
    expect(await itemOf(item.id)).toMatchObject({ slot: 5, name: item.name });

    const group = await makeItem(product.id, { state: 'forming', seatsTaken: 2, secret: null });
    const forming = await call('PATCH', `/api/admin/product-items/${group.id}`, { state: 'active' });
    expect(forming.status).toBe(409);
    expect((await itemOf(group.id)).state).toBe('forming');
  });

  it.each([
    [{}, 'Tidak ada perubahan yang dikirim'],
    [{ state: 'full' }, 'Status akun tidak valid'],
    [{ slot: 'lima' }, 'Slot tidak valid'],
    [{ providerExpiresAt: 'besok' }, 'Tanggal berakhir akun tidak valid'],
  ])('refuses %j with 400', async (body, message) => {
    const product = await makeProduct();
    const item = await makeItem(product.id);
    const answer = await call('PATCH', `/api/admin/product-items/${item.id}`, body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it('answers 404 for an unknown item', async () => {
    expect((await call('PATCH', `/api/admin/product-items/${randomUUID()}`, { name: 'X' })).status).toBe(404);
  });
});

describe('POST /api/admin/product-items/import', () => {
  it('creates one item per line, skipping blank and # lines', async () => {
    const product = await makeProduct({ slot: 3 });
    const answer = await call('POST', '/api/admin/product-items/import', {
      product: product.id,
      package: SHARING,
      lines:
        '# email|password|pin|profile\nsatu@premiumshop.id|Satu#1|1234|Profil A\n\n  dua@premiumshop.id | Dua#2  \n',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('2 akun berhasil diimpor');
    expect(answer.body.data.created).toBe(2);
    const stored = await db
      .select()
      .from(productItems)
      .where(eq(productItems.productId, product.id))
      .orderBy(asc(productItems.email));
    expect(stored.map((item) => [item.email, item.state, item.slot, item.packageId])).toEqual([
      ['dua@premiumshop.id', 'active', 3, SHARING],
      ['satu@premiumshop.id', 'active', 3, SHARING],
    ]);
    expect(stored[1]!.name).toBe(`${product.name} satu@premiumshop.id`);
    expect(vault.open(stored[1]!.secret!)).toEqual({
      password: 'Satu#1',
      pin: '1234',
      profiles: [{ name: 'Profil A', pin: '1234' }],
    });
    expect(vault.open(stored[0]!.secret!)).toEqual({ password: 'Dua#2' });
    expect(await auditOf(product.id, 'product_item.import')).toHaveLength(1);
  });

  it('refuses the whole import with a line-numbered list when any line is bad', async () => {
    const product = await makeProduct();
    await makeItem(product.id, { email: 'ada@premiumshop.id' });
    const answer = await call('POST', '/api/admin/product-items/import', {
      product: product.id,
      package: SHARING,
      lines: [
        'baik@premiumshop.id|Baik#1',
        'bukan-email|x',
        '# komentar',
        'tanpa@premiumshop.id',
        'baik@premiumshop.id|Lagi#2',
        'ADA@premiumshop.id|Ada#3',
        'a@b.id|p|1|2|3',
      ].join('\n'),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      '5 baris tidak valid, tidak ada akun yang disimpan. Perbaiki lalu impor lagi.',
    );
    expect(answer.body.errors).toEqual({
      'lines.2': 'Baris 2: email tidak valid',
      'lines.4': 'Baris 4: password wajib diisi',
      'lines.5': 'Baris 5: email sama dengan baris 1',
      'lines.6': 'Baris 6: akun ADA@premiumshop.id sudah ada untuk produk ini',
      'lines.7': 'Baris 7: terlalu banyak kolom, format: email|password|pin|profil:PIN;profil:PIN',
    });
    expect(Object.keys(answer.body.errors)).toEqual(['lines.2', 'lines.4', 'lines.5', 'lines.6', 'lines.7']);
    expect(await itemsOfProduct(product.id)).toHaveLength(1);
  });

  it.each([
    [{ lines: '\n# hanya komentar\n' }, 'Tidak ada baris akun untuk diimpor'],
    [{ lines: 'a@b.id|p', package: PRIVATE }, 'Paket ini tidak dijual untuk produk ini'],
    [{ lines: 42 }, 'Isi data akun wajib diisi'],
  ])('refuses %j with 400', async (fields, message) => {
    const product = await makeProduct();
    const answer = await call('POST', '/api/admin/product-items/import', {
      product: product.id,
      package: SHARING,
      ...fields,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(await itemsOfProduct(product.id)).toHaveLength(0);
  });
});

describe('POST /api/admin/product-items/:id/rotate', () => {
  it('re-seals the password, tells each holding member once (dashboard and WhatsApp) and audits', async () => {
    const product = await makeProduct({ name: `Rotasi ${randomUUID().slice(0, 6)}` });
    const item = await makeItem(product.id, { seatsTaken: 3 });
    const siti = await insertCustomer(db, 'Siti');
    const andi = await insertCustomer(db, 'Andi');
    const gone = await insertCustomer(db, 'Mantan Anggota');
    const budiSeat = await makeMember(item, budi.id);
    await makeMember(item, siti.id, 'Tenggang');
    // Andi holds two seats of the group: one message is enough.
    await makeMember(item, andi.id);
    await makeMember(item, andi.id);
    await makeMember(item, gone.id, 'Habis');

    const answer = await call('POST', `/api/admin/product-items/${item.id}/rotate`, { password: 'Baru#999' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.notified).toBe(3);
    expect(answer.body.message).toBe('Kredensial diperbarui, 3 pelanggan diberi tahu');
    expect(vault.open((await itemOf(item.id)).secret!)).toEqual({
      password: 'Baru#999',
      pin: '1111',
      profiles: ['Profil 1'],
    });

    const told = await db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.productId, product.id), eq(notifications.title, 'Password Akun Diperbarui')),
      );
    expect(told.map((row) => row.userId).sort()).toEqual([budi.id, siti.id, andi.id].sort());
    const [akun] = await db
      .select()
      .from(notificationCategories)
      .where(eq(notificationCategories.name, 'Akun'));
    expect(told.every((row) => row.categoryId === akun!.id)).toBe(true);
    expect(told.find((row) => row.userId === budi.id)?.orderId).toBe(budiSeat.order.id);
    expect(told[0]!.content).not.toContain('Baru#999');

    const messages = await db.select().from(outbox).where(eq(outbox.channel, 'whatsapp'));
    const rotationMessages = messages.filter((message) => message.body.includes(product.name));
    expect(rotationMessages.map((message) => message.recipient).sort()).toEqual(
      [budi.phone, siti.phone, andi.phone].sort(),
    );
    expect(rotationMessages.every((message) => message.body.startsWith('*Password Akun Diperbarui*'))).toBe(
      true,
    );

    const rows = await auditOf(item.id, 'credentials.rotate');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.after).toMatchObject({ changed: ['password'] });
    expect(JSON.stringify(rows)).not.toContain('Baru#999');

    // The member reads the new password in 'Akun Anda'.
    const mine = await call('GET', '/api/accounts/my', undefined, budiToken);
    expect(mine.status).toBe(200);
    const group = mine.body.data.find((entry: { _id: string }) => entry._id === product.id);
    expect(group.accounts[0]).toMatchObject({ productItemId: item.id, password: 'Baru#999' });
  });

  it('changes the PIN of an item without a secret and tells nobody when nobody holds a seat', async () => {
    const product = await makeProduct();
    const item = await makeItem(product.id, { secret: null });
    const answer = await call('POST', `/api/admin/product-items/${item.id}/rotate`, { pin: '5555' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.notified).toBe(0);
    expect(vault.open((await itemOf(item.id)).secret!)).toEqual({ pin: '5555' });
  });

  it('refuses an empty body with 400, an unknown item with 404 and an unreadable secret with 409, telling nobody', async () => {
    const product = await makeProduct();
    const item = await makeItem(product.id, { seatsTaken: 1 });
    await makeMember(item, budi.id);
    const empty = await call('POST', `/api/admin/product-items/${item.id}/rotate`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Isi password baru atau PIN baru');
    expect((await call('POST', `/api/admin/product-items/${randomUUID()}/rotate`, { pin: '1' })).status).toBe(
      404,
    );

    const broken = await makeItem(product.id, { secret: Buffer.from('rusak'), seatsTaken: 1 });
    await makeMember(broken, budi.id);
    const refused = await call('POST', `/api/admin/product-items/${broken.id}/rotate`, { password: 'X#1' });
    expect(refused.status).toBe(409);
    const told = await db.select().from(notifications).where(eq(notifications.productId, product.id));
    expect(told).toHaveLength(0);
    expect(await auditOf(broken.id, 'credentials.rotate')).toHaveLength(0);
  });
});

describe('GET /api/admin/preorder-groups', () => {
  it('lists forming groups and full ones waiting for activation, with their paid orders', async () => {
    const product = await makeProduct({ method: 'Preorder', name: `Preorder ${randomUUID().slice(0, 6)}` });
    const forming = await makeItem(product.id, { state: 'forming', seatsTaken: 1, slot: 3, secret: null });
    const full = await makeItem(product.id, { state: 'full', seatsTaken: 2, slot: 2, secret: null });
    const activated = await makeItem(product.id, { state: 'full', seatsTaken: 2, slot: 2 });
    const waiting = (itemId: string, status: 'Preorder' | 'Process') =>
      shop.makeOrder(budi.id, product.id, {
        price: 20_000,
        admin: 0,
        total: 20_000,
        status,
        paidAt: new Date(),
        productItemId: itemId,
        reference: null,
        expiredTime: null,
      });
    const formingOrder = await waiting(forming.id, 'Preorder');
    const fullOrders = [await waiting(full.id, 'Process'), await waiting(full.id, 'Process')];

    const answer = await call('GET', '/api/admin/preorder-groups');
    expect(answer.status).toBe(200);
    const mine = answer.body.data.filter(
      (group: { product: { _id: string } }) => group.product._id === product.id,
    );
    expect(mine.map((group: { _id: string }) => group._id)).toEqual([full.id, forming.id]);
    expect(mine[0]).toMatchObject({ state: 'full', willUser: 2, slot: 2 });
    expect(mine[0].orders.map((order: { _id: string }) => order._id).sort()).toEqual(
      fullOrders.map((order) => order.id).sort(),
    );
    expect(mine[1]).toMatchObject({
      state: 'forming',
      willUser: 1,
      slot: 3,
      orders: [
        { _id: formingOrder.id, status: 'Preorder', buyer: { name: 'Budi Santoso', email: budi.email } },
      ],
    });
    expect(mine.some((group: { _id: string }) => group._id === activated.id)).toBe(false);
  });
});

describe('Sharing Private profiles with their PINs', () => {
  it('imports `Nama:PIN` pairs per line, keeps the older `pin|profile` lines, and counts free profiles', async () => {
    const product = await makeProduct({ slot: 3 });
    const answer = await call('POST', '/api/admin/product-items/import', {
      product: product.id,
      package: SHARING,
      lines: [
        'tiga@premiumshop.id|Tiga#3||Profil 1:1111; Profil 2:2222 ;Profil 3:3333',
        'lama@premiumshop.id|Lama#4|4444|Profil A',
        'ganda@premiumshop.id|Ganda#5||Profil 1:1;profil 1:2',
      ].join('\n'),
    });
    // A name written twice in one line refuses the whole import.
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ 'lines.3': 'Baris 3: profil profil 1 tertulis dua kali' });

    const fixed = await call('POST', '/api/admin/product-items/import', {
      product: product.id,
      package: SHARING,
      lines: [
        'tiga@premiumshop.id|Tiga#3||Profil 1:1111; Profil 2:2222 ;Profil 3:3333',
        'lama@premiumshop.id|Lama#4|4444|Profil A',
      ].join('\n'),
    });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(201);
    const stored = await db
      .select()
      .from(productItems)
      .where(eq(productItems.productId, product.id))
      .orderBy(asc(productItems.email));
    expect(vault.open(stored[1]!.secret!)).toEqual({
      password: 'Tiga#3',
      profiles: [
        { name: 'Profil 1', pin: '1111' },
        { name: 'Profil 2', pin: '2222' },
        { name: 'Profil 3', pin: '3333' },
      ],
    });
    expect(vault.open(stored[0]!.secret!)).toEqual({
      password: 'Lama#4',
      pin: '4444',
      profiles: [{ name: 'Profil A', pin: '4444' }],
    });
    await makeMember(stored[1]!, budi.id);
    await shop.makeSeat(stored[1]!, budi.id, { status: 'Aktif', profile: 'Profil 2' });
    const list = await call('GET', `/api/admin/product-items?product=${product.id}`);
    const tiga = list.body.data.find((item: { email: string }) => item.email === 'tiga@premiumshop.id');
    expect(tiga.profiles).toEqual({ total: 3, free: 2 });
    const revealed = await call('POST', `/api/admin/product-items/${stored[1]!.id}/reveal`);
    expect(revealed.body.data.profiles).toEqual([
      { name: 'Profil 1', pin: '1111' },
      { name: 'Profil 2', pin: '2222' },
      { name: 'Profil 3', pin: '3333' },
    ]);
  });

  it('refuses profiles on an import or a new item of a product that is not Sharing Private', async () => {
    const product = await makeProduct({ type: 'Sharing Account' });
    const imported = await call('POST', '/api/admin/product-items/import', {
      product: product.id,
      package: SHARING,
      lines: 'akun@premiumshop.id|Akun#1||Profil 1:1111',
    });
    expect(imported.status).toBe(400);
    expect(imported.body.errors).toEqual({
      'lines.1': 'Baris 1: Profil dan PIN hanya untuk produk tipe Sharing Private',
    });
    const created = await call('POST', '/api/admin/product-items', {
      product: product.id,
      package: SHARING,
      name: 'Bukan Sharing Private',
      profiles: [{ name: 'Profil 1', pin: '1111' }],
    });
    expect(created.status).toBe(400);
    expect(await itemsOfProduct(product.id)).toHaveLength(0);
  });

  it('edits an item’s profiles and PINs; a live seat holding a profile whose PIN changed reads the new PIN', async () => {
    const product = await makeProduct();
    const created = await call('POST', '/api/admin/product-items', {
      product: product.id,
      package: SHARING,
      name: 'Grup Profil',
      email: 'grup.profil@premiumshop.id',
      password: 'Grup#1',
      profiles: [
        { name: 'Profil 1', pin: '1111' },
        { name: 'Profil 2', pin: '2222' },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.profiles).toEqual({ total: 2, free: 2 });
    const itemId = created.body.data._id as string;
    const item = await itemOf(itemId);
    const { seat, order } = await makeMember(item, budi.id);
    await db
      .update(accounts)
      .set({ profile: 'Profil 1', pinSecret: vault.seal('1111') })
      .where(eq(accounts.id, seat.id));

    const edited = await call('PATCH', `/api/admin/product-items/${itemId}`, {
      profiles: [
        { name: 'Profil 1', pin: '9191' },
        { name: 'Profil 2', pin: '2222' },
        { name: 'Profil 3', pin: '3333' },
      ],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.profiles).toEqual({ total: 3, free: 2 });
    expect(vault.open((await itemOf(itemId)).secret!)).toEqual({
      password: 'Grup#1',
      profiles: [
        { name: 'Profil 1', pin: '9191' },
        { name: 'Profil 2', pin: '2222' },
        { name: 'Profil 3', pin: '3333' },
      ],
    });
    const view = await call('GET', `/api/payments/${order.id}`, undefined, budiToken);
    expect(view.body.data.account).toMatchObject({ profile: 'Profil 1', pin: '9191' });

    const duplicate = await call('PATCH', `/api/admin/product-items/${itemId}`, {
      profiles: [
        { name: 'Profil 1', pin: '1' },
        { name: 'PROFIL 1', pin: '2' },
      ],
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.message).toBe('Nama profil tidak boleh sama');
  });
});

describe('an Out of Stock product with stock again', () => {
  it('is Available again after stock is imported or created; an Unavailable one stays', async () => {
    const soldOut = await makeProduct({ status: 'Out of Stock' });
    const closed = await makeProduct({ status: 'Unavailable' });
    // The storefront answer is cached while the product is out of stock...
    const before = await app.inject({ method: 'GET', url: `/api/products/${soldOut.id}` });
    expect(before.json().data.status).toBe('Out of Stock');
    const imported = await call('POST', '/api/admin/product-items/import', {
      product: soldOut.id,
      package: SHARING,
      lines: 'stok.baru@premiumshop.id|Stok#1||Profil 1:1111',
    });
    expect(imported.status).toBe(201);
    const created = await call('POST', '/api/admin/product-items', {
      product: closed.id,
      package: SHARING,
      name: 'Stok Tutup',
      password: 'Tutup#1',
      profiles: [{ name: 'Profil 1', pin: '1111' }],
    });
    expect(created.status).toBe(201);
    const statusOf = async (id: string) =>
      (await db.select({ status: products.status }).from(products).where(eq(products.id, id)))[0]!.status;
    expect(await statusOf(soldOut.id)).toBe('Available');
    expect(await statusOf(closed.id)).toBe('Unavailable');
    // ...and dropped when it is Available again.
    const publicView = await app.inject({ method: 'GET', url: `/api/products/${soldOut.id}` });
    expect(publicView.json().data.status).toBe('Available');

    // A full item reopened by the admin brings it back too.
    const again = await makeProduct({ status: 'Out of Stock' });
    const full = await makeItem(again.id, { state: 'full', seatsTaken: 5 });
    await call('PATCH', `/api/admin/product-items/${full.id}`, { slot: 6 });
    expect(await statusOf(again.id)).toBe('Available');
  });
});
