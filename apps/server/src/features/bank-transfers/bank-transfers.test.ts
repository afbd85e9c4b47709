import { randomBytes } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helper';
import { catalogueFixtures, checkoutBody } from '../../../test/catalogue-fixtures';
import { signedInAdmin, signedInCustomer } from '../../../test/customers';
import { jsonCaller } from '../../../test/api';
import { bankAccounts, orderTransfers } from '../../db/schema/bank-transfers';
import { notifications } from '../../db/schema/engagement';
import { liveEvents } from '../../db/schema/live-events';
import { auditLogs, gatewayEvents, outbox } from '../../db/schema/operations';
import { orders } from '../../db/schema/orders';
import { uploads } from '../../db/schema/uploads';
import { loadSettings } from '../../settings';
import { expireOverdueOrders } from '../fulfilment/fulfilment.service';
import { multipartBody, pngImage, SVG_IMAGE, type FilePart } from '../files/files.fixtures';

const { app, db, tokens } = await createTestApp();

const shop = await catalogueFixtures(db, { packages: ['Sharing'] });
const SHARING = shop.packageId('Sharing');
const HOUR = 60 * 60 * 1000;

async function makeProduct() {
  const product = await shop.makeProduct({ adminFee: '2000', modalFee: 150_000 });
  await shop.makeVariant(product.id, SHARING, [{ duration: 30, price: 25_000 }]);
  await shop.makeItem(product.id, 50);
  return product;
}

const product = await makeProduct();
const admin = await signedInAdmin(db, tokens);
const asAdmin = jsonCaller(app, admin.token);

let budi = await signedInCustomer(db, tokens, 'Budi');
let siti = await signedInCustomer(db, tokens, 'Siti');
beforeEach(async () => {
  budi = await signedInCustomer(db, tokens, 'Budi');
  siti = await signedInCustomer(db, tokens, 'Siti');
  await db.update(bankAccounts).set({ isActive: false });
});

async function activeAccount(bank = 'BCA', accountNumber = `${Date.now()}`.slice(-10)) {
  const answer = await asAdmin('POST', '/api/admin/bank-accounts', {
    bank,
    accountNumber,
    holderName: 'Premium Shop',
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { _id: string };
}

async function orderByTransfer(token: string) {
  const answer = await jsonCaller(app, token)(
    'POST',
    '/api/payments',
    checkoutBody(product.id, SHARING, { method: 'TRANSFER' }),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { _id: string; invoice: string; total: number; checkout_url: string | null };
}

const png = (): FilePart => ({ field: 'file', name: 'bukti.png', type: 'image/png', bytes: pngImage() });

async function uploadProof(token: string | null, orderId: string, file: FilePart | null = png()) {
  const { payload, contentType } = await multipartBody({}, file ?? undefined);
  const response = await app.inject({
    method: 'POST',
    url: `/api/payments/${orderId}/transfer-proof`,
    payload,
    headers: { 'content-type': contentType, ...(token && { authorization: `Bearer ${token}` }) },
  });
  return { status: response.statusCode, body: response.json() };
}

async function orderRow(id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

async function transferRow(id: string) {
  const [row] = await db.select().from(orderTransfers).where(eq(orderTransfers.orderId, id));
  return row!;
}

async function auditActions(entityId: string) {
  const rows = await db.select().from(auditLogs).where(eq(auditLogs.entityId, entityId));
  return rows.map((row) => row.action);
}

async function uploadCount(userId: string) {
  const [row] = await db.select({ total: count() }).from(uploads).where(eq(uploads.userId, userId));
  return row!.total;
}

describe("the shop's bank accounts", () => {
  it('are added, edited, switched off and removed by an admin, each change audited', async () => {
    const created = await asAdmin('POST', '/api/admin/bank-accounts', {
      bank: 'Mandiri',
      accountNumber: '123-000 4567 89',
      holderName: '  PT Premium Shop  ',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      bank: 'Mandiri',
      accountNumber: '123000456789',
      holderName: 'PT Premium Shop',
      isActive: true,
    });
    const id = created.body.data._id as string;

    const edited = await asAdmin('PATCH', `/api/admin/bank-accounts/${id}`, {
      isActive: false,
      holderName: 'Toko Premium',
    });
    expect(edited.body.data).toMatchObject({ isActive: false, holderName: 'Toko Premium' });
    const listed = await asAdmin('GET', '/api/admin/bank-accounts');
    expect(listed.body.data).toContainEqual(expect.objectContaining({ _id: id, isActive: false }));

    expect((await asAdmin('DELETE', `/api/admin/bank-accounts/${id}`)).status).toBe(200);
    expect((await asAdmin('GET', '/api/admin/bank-accounts')).body.data).not.toContainEqual(
      expect.objectContaining({ _id: id }),
    );
    expect(await auditActions(id)).toEqual([
      'bank_account.create',
      'bank_account.update',
      'bank_account.delete',
    ]);
    const [update] = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, id), eq(auditLogs.action, 'bank_account.update')));
    expect(update).toMatchObject({
      actorId: admin.user.id,
      before: expect.objectContaining({ isActive: true }),
      after: expect.objectContaining({ isActive: false }),
    });
  });

  it('refuses an unknown bank, a number with letters, a duplicate, a customer and a stranger', async () => {
    const bad = await asAdmin('POST', '/api/admin/bank-accounts', {
      bank: 'Citibank',
      accountNumber: '12AB',
      holderName: 'X',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      bank: 'Pilih bank: BCA, BRI, Mandiri, BNI atau BSI',
      accountNumber: 'Nomor rekening hanya angka, 6 sampai 20 digit',
      holderName: 'Nama pemilik rekening 2 sampai 100 karakter',
    });
    const body = { bank: 'BRI', accountNumber: '0987654321', holderName: 'Premium Shop' };
    expect((await asAdmin('POST', '/api/admin/bank-accounts', body)).status).toBe(201);
    expect(await asAdmin('POST', '/api/admin/bank-accounts', body)).toMatchObject({
      status: 409,
      body: { message: 'Rekening ini sudah terdaftar.' },
    });
    expect((await jsonCaller(app, budi.token)('POST', '/api/admin/bank-accounts', body)).status).toBe(403);
    expect((await jsonCaller(app, null)('GET', '/api/admin/bank-accounts')).status).toBe(401);
    expect((await asAdmin('PATCH', '/api/admin/bank-accounts/not-an-id', { isActive: true })).status).toBe(
      404,
    );
  });
});

describe("the checkout's 'Transfer Bank'", () => {
  it('is offered only while an account is active, with no fee and a day to pay', async () => {
    const channels = () => jsonCaller(app, budi.token)('GET', '/api/payments/channels?amount=27000');
    expect((await channels()).body.data.map((channel: { code: string }) => channel.code)).not.toContain(
      'TRANSFER',
    );
    const refused = await jsonCaller(app, budi.token)(
      'POST',
      '/api/payments',
      checkoutBody(product.id, SHARING, { method: 'TRANSFER' }),
    );
    expect(refused).toMatchObject({
      status: 400,
      body: { message: 'Transfer Bank sedang tidak tersedia, silakan pilih metode lain.' },
    });

    await activeAccount();
    const offered = (await channels()).body.data as { code: string }[];
    expect(offered.at(-1)).toEqual({
      code: 'TRANSFER',
      minAmount: 1,
      maxAmount: 1_000_000_000,
      windowMinutes: 1440,
      refusal: null,
    });
    expect(offered.map((channel) => channel.code)).toContain('QRIS');
    const fee = await jsonCaller(app, budi.token)(
      'GET',
      '/api/payments/get-tripay-admin?amount=27000&code=TRANSFER',
    );
    expect(fee.body).toEqual({ data: { fee: 0 } });
  });

  it('gives each open transfer a unique code of 1 to 999 Rupiah on top of the price, and no gateway transaction', async () => {
    await activeAccount();
    const before = Date.now();
    const placed = [];
    for (let index = 0; index < 6; index += 1) {
      const customer = await signedInCustomer(db, tokens);
      placed.push(await orderByTransfer(customer.token));
    }
    const codes = new Set<number>();
    for (const order of placed) {
      const row = await orderRow(order._id);
      const transfer = await transferRow(order._id);
      expect(row).toMatchObject({
        paymentMethod: 'TRANSFER',
        gatewayFee: 0,
        reference: null,
        checkoutUrl: null,
      });
      expect(transfer.uniqueCode).toBeGreaterThanOrEqual(1);
      expect(transfer.uniqueCode).toBeLessThanOrEqual(999);
      expect(row.total).toBe(27_000 + transfer.uniqueCode);
      expect(order.total).toBe(row.total);
      expect(row.expiredTime!.getTime() - before).toBeGreaterThanOrEqual(24 * HOUR);
      expect(row.expiredTime!.getTime() - Date.now()).toBeLessThanOrEqual(24 * HOUR);
      codes.add(transfer.uniqueCode);
    }
    expect(codes.size).toBe(placed.length);
  });

  it('gives orders placed at the same moment different codes', async () => {
    await activeAccount();
    const buyers = await Promise.all(Array.from({ length: 8 }, () => signedInCustomer(db, tokens)));
    const placed = await Promise.all(buyers.map((buyer) => orderByTransfer(buyer.token)));
    const codes = await Promise.all(placed.map(async (order) => (await transferRow(order._id)).uniqueCode));
    expect(new Set(codes).size).toBe(placed.length);
    expect(new Set(placed.map((order) => order.total)).size).toBe(placed.length);
  });

  it('never gives a code an open transfer holds, and says so when all 999 are taken', async () => {
    await activeAccount();
    const holder = await signedInCustomer(db, tokens);
    // 998 open transfers (inserted directly) leave exactly one code free.
    await db.execute(sql`
      WITH placed AS (
        INSERT INTO orders (invoice, user_id, product_id, package_id, duration, price, admin, total, payment_method, status, expired_time)
        SELECT 'INV-HOLD-' || n, ${holder.user.id}, ${product.id}, ${SHARING}, 30, 25000, 2000, 27000 + n, 'TRANSFER', 'Pending', now() + interval '1 day'
        FROM generate_series(1, 999) AS n WHERE n <> 500
        RETURNING id, total - 27000 AS code)
      INSERT INTO order_transfers (order_id, unique_code) SELECT id, code FROM placed`);
    const last = await orderByTransfer(budi.token);
    expect((await transferRow(last._id)).uniqueCode).toBe(500);
    const full = await jsonCaller(app, siti.token)(
      'POST',
      '/api/payments',
      checkoutBody(product.id, SHARING, { method: 'TRANSFER' }),
    );
    expect(full).toMatchObject({
      status: 409,
      body: { message: 'Transfer Bank sedang ramai, silakan coba lagi nanti atau pilih metode lain.' },
    });
    await db.delete(orders).where(eq(orders.userId, holder.user.id));
  });

  it('never asks an amount an open transfer of another price asks', async () => {
    await activeAccount();
    // Only the transfers below are open.
    await db.execute(sql`DELETE FROM orders WHERE payment_method = 'TRANSFER' AND paid_at IS NULL`);
    const holder = await signedInCustomer(db, tokens);
    // 998 open transfers of other prices ask every amount from Rp 27.001 to 27.999 but 27.500; the
    // code that amount needs (500) is one of theirs, the one free code (501) would ask 27.501.
    await db.execute(sql`
      WITH placed AS (
        INSERT INTO orders (invoice, user_id, product_id, package_id, duration, price, admin, total, payment_method, status, expired_time)
        SELECT 'INV-OTHER-' || n, ${holder.user.id}, ${product.id}, ${SHARING}, 30, 24000, 2000, 27000 + n, 'TRANSFER', 'Pending', now() + interval '1 day'
        FROM generate_series(1, 999) AS n WHERE n <> 500
        RETURNING id, (total - 27000) % 999 + 1 AS code)
      INSERT INTO order_transfers (order_id, unique_code) SELECT id, code FROM placed`);
    try {
      const order = await orderByTransfer(budi.token);
      expect((await transferRow(order._id)).uniqueCode).toBe(500);
      expect((await orderRow(order._id)).total).toBe(27_500);
    } finally {
      await db.execute(sql`DELETE FROM orders WHERE payment_method = 'TRANSFER' AND paid_at IS NULL`);
    }
  });

  it('with PAYMENT_PROVIDER=manual is the only channel, and allowed in production', async () => {
    const manual = await createTestApp({ PAYMENT_PROVIDER: 'manual' });
    const shopOf = await catalogueFixtures(manual.db, { packages: ['Sharing'] });
    const item = await shopOf.makeProduct({ adminFee: '2000' });
    await shopOf.makeVariant(item.id, shopOf.packageId('Sharing'), [{ duration: 30, price: 25_000 }]);
    const customer = await signedInCustomer(manual.db, manual.tokens);
    const call = jsonCaller(manual.app, customer.token);
    expect((await call('GET', '/api/payments/channels?amount=27000')).body.data).toEqual([]);
    await manual.db
      .insert(bankAccounts)
      .values({ bank: 'BSI', accountNumber: '7123456789', holderName: 'Toko' });
    const channels = (await call('GET', '/api/payments/channels?amount=27000')).body.data as {
      code: string;
    }[];
    expect(channels.map((channel) => channel.code)).toEqual(['TRANSFER']);
    const byQris = await call('POST', '/api/payments', checkoutBody(item.id, shopOf.packageId('Sharing')));
    expect(byQris.status).toBe(400);
    const byTransfer = await call(
      'POST',
      '/api/payments',
      checkoutBody(item.id, shopOf.packageId('Sharing'), { method: 'TRANSFER' }),
    );
    expect(byTransfer.status).toBe(201);

    const production = loadSettings({
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(48).toString('base64'),
      CREDENTIALS_KEY: randomBytes(32).toString('base64'),
      PUBLIC_URL: 'https://premiumshop.id',
      SMTP_URL: 'smtps://shop:s3cr3t-mail@smtp.premiumshop.id:465',
      PAYMENT_PROVIDER: 'manual',
    });
    expect(production.PAYMENT_PROVIDER).toBe('manual');
  });
});

describe("the customer's proof", () => {
  it("is kept for the owner's order only, counts toward the quota, and puts the order in 'Menunggu Konfirmasi' live", async () => {
    await activeAccount('BNI', '5550001112');
    const order = await orderByTransfer(budi.token);
    const view = await jsonCaller(app, budi.token)('GET', `/api/payments/${order._id}/transfer`);
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({
      invoice: order.invoice,
      total: order.total,
      state: 'awaiting',
      canUpload: true,
      proof: null,
      accounts: expect.arrayContaining([
        expect.objectContaining({ bank: 'BNI', accountNumber: '5550001112', holderName: 'Premium Shop' }),
      ]),
    });
    expect(
      view.body.data.accounts.every((account: { isActive?: boolean }) => account.isActive === undefined),
    ).toBe(true);

    expect((await jsonCaller(app, siti.token)('GET', `/api/payments/${order._id}/transfer`)).status).toBe(
      404,
    );
    expect(await uploadProof(siti.token, order._id)).toMatchObject({
      status: 404,
      body: { message: 'Pesanan tidak ditemukan' },
    });
    expect(await uploadCount(siti.user.id)).toBe(0);
    expect((await uploadProof(null, order._id)).status).toBe(401);
    expect(
      (await uploadProof(budi.token, order._id, { ...png(), bytes: SVG_IMAGE, type: 'image/svg+xml' }))
        .status,
    ).toBe(415);
    expect(await uploadProof(budi.token, order._id, null)).toMatchObject({ status: 400 });
    expect(await uploadCount(budi.user.id)).toBe(0);

    const sent = await uploadProof(budi.token, order._id);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.data).toMatchObject({
      state: 'submitted',
      stateLabel: 'Menunggu Konfirmasi',
      canUpload: false,
    });
    expect(sent.body.data.proof).toMatch(/^\/api\/files\/[0-9a-f]{32}\.png$/);
    expect(await uploadCount(budi.user.id)).toBe(1);
    const events = await db
      .select()
      .from(liveEvents)
      .where(sql`${liveEvents.payload}->>'orderId' = ${order._id}`);
    expect(events).toContainEqual(
      expect.objectContaining({
        userId: budi.user.id,
        type: 'order.changed',
        payload: expect.objectContaining({ cause: 'transfer-proof', status: 'Pending' }),
      }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        forAdmins: true,
        type: 'admin.transfer.waiting',
        payload: expect.objectContaining({ waiting: expect.any(Number) }),
      }),
    );
    expect(await uploadProof(budi.token, order._id)).toMatchObject({
      status: 409,
      body: { message: 'Bukti transfer sedang diperiksa admin.' },
    });
    expect(await auditActions(order._id)).toContain('transfer.proof');
  });

  it('is refused past the deadline and past the daily upload quota', async () => {
    await activeAccount();
    const late = await orderByTransfer(budi.token);
    await db
      .update(orders)
      .set({ expiredTime: new Date(Date.now() - 1000) })
      .where(eq(orders.id, late._id));
    expect(await uploadProof(budi.token, late._id)).toMatchObject({
      status: 409,
      body: { message: 'Batas waktu transfer sudah lewat.' },
    });

    const order = await orderByTransfer(siti.token);
    await db.insert(uploads).values(
      Array.from({ length: 30 }, (_, index) => ({
        userId: siti.user.id,
        name: `${index}-quota.png`,
        mime: 'image/png',
        size: 10,
      })),
    );
    const refused = await uploadProof(siti.token, order._id);
    expect(refused).toMatchObject({
      status: 429,
      body: { message: 'Batas unggahan harian tercapai. Coba lagi besok.' },
    });
    expect((await transferRow(order._id)).state).toBe('awaiting');
  });

  it('is not for an order paid another way', async () => {
    const order = await jsonCaller(app, budi.token)(
      'POST',
      '/api/payments',
      checkoutBody(product.id, SHARING),
    );
    expect(order.status).toBe(201);
    expect(await uploadProof(budi.token, order.body.data._id)).toMatchObject({
      status: 409,
      body: { message: 'Pesanan ini tidak dibayar dengan Transfer Bank.' },
    });
  });
});

describe("the admin's decision", () => {
  it('lists proofs waiting with their count; Konfirmasi pays through the PAID path once, a second changes nothing', async () => {
    await activeAccount();
    const order = await orderByTransfer(budi.token);
    await uploadProof(budi.token, order._id);

    const queue = await asAdmin('GET', '/api/admin/transfers');
    expect(queue.status).toBe(200);
    const entry = queue.body.data.transfers.find((row: { orderId: string }) => row.orderId === order._id);
    expect(entry).toMatchObject({
      invoice: order.invoice,
      total: order.total,
      state: 'submitted',
      customer: { name: 'Budi' },
    });
    expect(queue.body.data.waiting).toBe(queue.body.data.transfers.length);
    const proof = await app.inject({
      method: 'GET',
      url: entry.proof,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(proof.statusCode).toBe(200);
    expect((await jsonCaller(app, budi.token)('GET', '/api/admin/transfers')).status).toBe(403);
    expect(
      (await jsonCaller(app, budi.token)('POST', `/api/admin/transfers/${order._id}/confirm`)).status,
    ).toBe(403);
    expect((await orderRow(order._id)).paidAt).toBeNull();

    const confirmed = await asAdmin('POST', `/api/admin/transfers/${order._id}/confirm`);
    expect(confirmed, JSON.stringify(confirmed.body)).toMatchObject({
      status: 200,
      body: { message: 'Pembayaran dikonfirmasi' },
    });
    const paid = await orderRow(order._id);
    expect(paid).toMatchObject({ status: 'Paid', paidAfter: null });
    expect(paid.accountId).not.toBeNull();
    expect((await transferRow(order._id)).state).toBe('confirmed');
    const told = await db.select().from(notifications).where(eq(notifications.orderId, order._id));
    expect(told.map((row) => row.title)).toContain('Pembayaran Berhasil');
    expect((await asAdmin('GET', '/api/admin/transfers')).body.data.transfers).not.toContainEqual(
      expect.objectContaining({ orderId: order._id }),
    );

    const again = await asAdmin('POST', `/api/admin/transfers/${order._id}/confirm`);
    expect(again).toMatchObject({ status: 409, body: { message: 'Pesanan sudah dibayar' } });
    expect(await orderRow(order._id)).toEqual(paid);
    const paidEvents = await db
      .select()
      .from(gatewayEvents)
      .where(eq(gatewayEvents.merchantRef, order.invoice));
    expect(paidEvents).toHaveLength(1);
    expect(paidEvents[0]).toMatchObject({
      provider: 'admin',
      status: 'PAID',
      dedupeKey: `${order.invoice}:PAID`,
    });
    expect((await auditActions(order._id)).filter((action) => action === 'transfer.confirm')).toHaveLength(1);
  });

  it('Tolak tells the customer why (notification and WhatsApp) and lets them send another proof', async () => {
    await activeAccount();
    const order = await orderByTransfer(budi.token);
    expect(
      (await asAdmin('POST', `/api/admin/transfers/${order._id}/reject`, { reason: 'Nominal kurang' }))
        .status,
    ).toBe(409);
    await uploadProof(budi.token, order._id);
    expect((await asAdmin('POST', `/api/admin/transfers/${order._id}/reject`, { reason: '' })).status).toBe(
      400,
    );
    expect(
      (
        await jsonCaller(app, budi.token)('POST', `/api/admin/transfers/${order._id}/reject`, {
          reason: 'Nominal kurang',
        })
      ).status,
    ).toBe(403);

    const rejected = await asAdmin('POST', `/api/admin/transfers/${order._id}/reject`, {
      reason: 'Nominal kurang Rp 500',
    });
    expect(rejected).toMatchObject({ status: 200, body: { message: 'Bukti transfer ditolak' } });
    expect(await transferRow(order._id)).toMatchObject({
      state: 'rejected',
      rejectReason: 'Nominal kurang Rp 500',
      decidedBy: admin.user.id,
    });
    expect((await orderRow(order._id)).status).toBe('Pending');
    const [notice] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, order._id), eq(notifications.title, 'Bukti Transfer Ditolak')));
    expect(notice!.content).toContain('Nominal kurang Rp 500');
    const whatsapp = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, budi.user.id), eq(outbox.channel, 'whatsapp')));
    expect(whatsapp.some((message) => message.body.includes('Nominal kurang Rp 500'))).toBe(true);
    const view = await jsonCaller(app, budi.token)('GET', `/api/payments/${order._id}/transfer`);
    expect(view.body.data).toMatchObject({
      state: 'rejected',
      stateLabel: 'Bukti Ditolak',
      rejectReason: 'Nominal kurang Rp 500',
      canUpload: true,
    });

    expect((await uploadProof(budi.token, order._id)).body.data).toMatchObject({
      state: 'submitted',
      rejectReason: 'Nominal kurang Rp 500',
    });
    expect(await auditActions(order._id)).toEqual(['transfer.proof', 'transfer.reject', 'transfer.proof']);
  });

  it('expires an order without proof at its deadline; a proof waiting keeps it until the admin decides', async () => {
    await activeAccount();
    const silent = await orderByTransfer(budi.token);
    const waiting = await orderByTransfer(siti.token);
    await uploadProof(siti.token, waiting._id);
    const past = new Date(Date.now() - 1000);
    await db
      .update(orders)
      .set({ expiredTime: past })
      .where(sql`${orders.id} IN (${silent._id}, ${waiting._id})`);

    await expireOverdueOrders(app.ordersContext);
    expect((await orderRow(silent._id)).status).toBe('Expired');
    expect((await orderRow(waiting._id)).status).toBe('Pending');

    await asAdmin('POST', `/api/admin/transfers/${waiting._id}/reject`, { reason: 'Bukti tidak terbaca' });
    expect((await orderRow(waiting._id)).status).toBe('Expired');
    expect(await uploadProof(siti.token, waiting._id)).toMatchObject({ status: 409 });
  });

  it('a proof waiting for an order the customer then cancelled: Konfirmasi is a late payment, Tolak asks for no new proof', async () => {
    await activeAccount();
    const paidLate = await orderByTransfer(budi.token);
    const refused = await orderByTransfer(budi.token);
    for (const order of [paidLate, refused]) {
      await uploadProof(budi.token, order._id);
      const canceled = await jsonCaller(app, budi.token)('DELETE', `/api/payments/cancel/${order._id}`);
      expect(canceled.status).toBe(200);
    }

    expect((await asAdmin('POST', `/api/admin/transfers/${paidLate._id}/confirm`)).status).toBe(200);
    expect(await orderRow(paidLate._id)).toMatchObject({ status: 'Paid', paidAfter: 'Canceled' });

    expect(
      (await asAdmin('POST', `/api/admin/transfers/${refused._id}/reject`, { reason: 'Bukti palsu' })).status,
    ).toBe(200);
    expect((await orderRow(refused._id)).status).toBe('Canceled');
    const [notice] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, refused._id), eq(notifications.title, 'Bukti Transfer Ditolak')));
    expect(notice!.content).toContain('Bukti palsu');
    expect(notice!.content).not.toContain('Unggah');
  });

  it('confirms a transfer of an expired order as a late payment (decision 023)', async () => {
    await activeAccount();
    const order = await orderByTransfer(budi.token);
    await db
      .update(orders)
      .set({ expiredTime: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order._id));
    await expireOverdueOrders(app.ordersContext);
    expect((await orderRow(order._id)).status).toBe('Expired');

    const confirmed = await asAdmin('POST', `/api/admin/transfers/${order._id}/confirm`);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(await orderRow(order._id)).toMatchObject({ status: 'Paid', paidAfter: 'Expired' });
    expect((await asAdmin('POST', `/api/admin/transfers/${order._id}/confirm`)).status).toBe(409);
  });
});
