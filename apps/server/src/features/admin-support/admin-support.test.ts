import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { catalogueFixtures, type ItemFields, type OrderFields } from '../../../test/catalogue-fixtures';
import { insertCustomer, signedInAdmin, tokenFor } from '../../../test/customers';
import { createTestApp } from '../../../test/helper';
import { rowReaders } from '../../../test/rows';
import {
  complaints,
  notificationCategories,
  notifications,
  reimbursements,
} from '../../db/schema/engagement';
import { outbox } from '../../db/schema/operations';
import { INVALID_TEXT_MESSAGE } from '../../platform/errors';
import { uploads } from '../../db/schema/uploads';
import { filesOnDisk, multipartBody, pngImage, SVG_IMAGE } from '../files/files.fixtures';

const { app, db, tokens, vault, dataDir } = await createTestApp();
const DAY = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// Fixtures

await db.insert(notificationCategories).values({ name: 'Info', icon: 'info.svg' });
const shop = await catalogueFixtures(db, {
  category: { name: 'Musik' },
  packages: ['Host'],
  invoicePrefix: 'INV-SUP',
});
const product = await shop.makeProduct({ name: 'Spotify Premium Family', modalFee: 86_000, slot: 6 });

const sari = await insertCustomer(db, 'Sari Host');
const sariToken = await tokenFor(db, tokens, sari.id);
const other = await insertCustomer(db, 'Orang Lain');
const otherToken = await tokenFor(db, tokens, other.id);
const { user: adminUser, token: adminToken } = await signedInAdmin(db, tokens);

function makeItem(fields: ItemFields = {}) {
  return shop.makeItem(product.id, 6, {
    name: `Spotify Host ${randomBytes(2).toString('hex')}`,
    email: 'host@premiumshop.id',
    secret: vault.seal({ password: 'Rahasia#1' }),
    hostUserId: sari.id,
    seatsTaken: 1,
    state: 'forming',
    ...fields,
  });
}

/** Sari's Host order on a new group, as the admin's fulfil leaves it: Process, with her seat. */
async function makeHostSetup(itemFields: ItemFields = {}, orderFields: OrderFields = {}) {
  const item = await makeItem(itemFields);
  const seat = await shop.makeSeat(item, sari.id, {
    status: 'Aktif',
    expireAt: new Date(Date.now() + 2 * DAY),
  });
  const order = await shop.makeOrder(sari.id, product.id, {
    price: 20_000,
    admin: 0,
    total: 20_000,
    status: 'Process',
    paidAt: new Date(),
    productItemId: item.id,
    accountId: seat.id,
    statusReason: 'Paket Host: akun provider siap diaktivasi oleh host',
    reference: null,
    expiredTime: null,
    ...orderFields,
  });
  const [request] = await db
    .insert(reimbursements)
    .values({
      userId: sari.id,
      productItemId: item.id,
      accountId: seat.id,
      orderId: order.id,
      value: 66_000,
      bank: 'BRI',
      accountNumber: '1234567890',
      paymentProof: `/api/files/${randomBytes(16).toString('hex')}.png`,
    })
    .returning();
  return { item, seat, order, request: request! };
}

async function makeComplaint(fields: Partial<typeof complaints.$inferInsert> = {}) {
  const item = await makeItem({ state: 'active' });
  const [complaint] = await db
    .insert(complaints)
    .values({
      userId: sari.id,
      issue: 'akun bermasalah',
      productItemId: item.id,
      noOrder: `INV-${randomBytes(3).toString('hex')}`,
      note: 'Password tidak bisa dipakai',
      file: `/api/files/${randomBytes(16).toString('hex')}.png`,
      ...fields,
    })
    .returning();
  return { complaint: complaint!, item };
}

async function send(request: InjectOptions, token: string | null = adminToken) {
  const response = await app.inject({
    ...request,
    headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
  return {
    status: response.statusCode,
    body: isJson ? response.json() : undefined,
    raw: response.rawPayload,
    headers: response.headers,
  };
}

function post(url: string, payload?: object, token: string | null = adminToken) {
  return send({ method: 'POST', url, ...(payload && { payload }) }, token);
}

async function proofForm(fields: Record<string, string> = {}, bytes: Buffer | null = pngImage()) {
  const { payload, contentType } = await multipartBody(
    fields,
    bytes ? { field: 'reimbursement_proof', name: 'transfer.png', type: 'image/png', bytes } : undefined,
  );
  return { payload, headers: { 'content-type': contentType } };
}

/** A second admin: uploads are limited to 10 a minute per user, and these tests upload more. */
async function freshAdminToken(): Promise<string> {
  return (await signedInAdmin(db, tokens, 'Admin Kedua')).token;
}

async function complete(id: string, fields: Record<string, string> = {}, token?: string) {
  return send(
    { method: 'POST', url: `/api/admin/reimbursements/${id}/complete`, ...(await proofForm(fields)) },
    token ?? (await freshAdminToken()),
  );
}

const { orderOf, itemOf, seatOf, auditOf } = rowReaders(db);

async function notificationsOf(userId: string, title: string) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.title, title)));
}

async function whatsappTo(text: string) {
  const rows = await db.select().from(outbox).where(eq(outbox.channel, 'whatsapp'));
  return rows.filter((row) => row.body.includes(text));
}

async function complaintOf(id: string) {
  const [found] = await db.select().from(complaints).where(eq(complaints.id, id));
  return found!;
}

async function reimbursementOf(id: string) {
  const [found] = await db.select().from(reimbursements).where(eq(reimbursements.id, id));
  return found!;
}

// ---------------------------------------------------------------------------------------------

describe('who may call', () => {
  const routes: Array<[string, string]> = [
    ['GET', '/api/admin/complaints'],
    ['POST', `/api/admin/complaints/${randomUUID()}/reply`],
    ['POST', `/api/admin/complaints/${randomUUID()}/resolve`],
    ['GET', '/api/admin/reimbursements'],
    ['POST', `/api/admin/reimbursements/${randomUUID()}/complete`],
    ['POST', `/api/admin/reimbursements/${randomUUID()}/reject`],
  ];

  it.each(routes)('%s %s is 401 without a token and 403 for a customer', async (method, url) => {
    const request = { method: method as 'GET' | 'POST', url, payload: method === 'POST' ? {} : undefined };
    expect((await send(request, null)).status).toBe(401);
    expect((await send(request, sariToken)).status).toBe(403);
  });
});

describe('GET /api/admin/complaints', () => {
  it('lists every complaint with the customer, group and file, filtered by status and paged', async () => {
    const { complaint, item } = await makeComplaint();
    await makeComplaint({ status: 'resolved' });

    const all = await send({ method: 'GET', url: '/api/admin/complaints?limit=100' });
    expect(all.status).toBe(200);
    const listed = all.body.data.find((entry: { _id: string }) => entry._id === complaint.id);
    expect(listed).toEqual({
      _id: complaint.id,
      createdAt: complaint.createdAt.toISOString(),
      customer: { _id: sari.id, name: 'Sari Host', email: sari.email, phone: sari.phone },
      issue: 'akun bermasalah',
      group: { _id: item.id, name: item.name, product: 'Spotify Premium Family' },
      noOrder: complaint.noOrder,
      note: 'Password tidak bisa dipakai',
      file: complaint.file,
      status: 'open',
      reply: null,
      repliedAt: null,
    });

    const open = await send({ method: 'GET', url: '/api/admin/complaints?status=open&limit=100' });
    expect(open.body.data.every((entry: { status: string }) => entry.status === 'open')).toBe(true);
    expect(open.body.pagination.total).toBe(open.body.data.length);

    const paged = await send({ method: 'GET', url: '/api/admin/complaints?limit=1&page=2' });
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.pagination).toMatchObject({ page: 2, limit: 1 });
    expect(paged.body.pagination.totalPages).toBe(paged.body.pagination.total);
  });

  it('answers 400 with an Indonesian message for a bad status or page', async () => {
    const status = await send({ method: 'GET', url: '/api/admin/complaints?status=closed' });
    expect(status.status).toBe(400);
    expect(status.body.message).toBe('Status pengaduan tidak valid');
    const page = await send({ method: 'GET', url: '/api/admin/complaints?page=0' });
    expect(page.status).toBe(400);
    expect(page.body.message).toBe('Halaman tidak valid');
  });
});

describe('POST /api/admin/complaints/:id/reply and /resolve', () => {
  it('answers a complaint once, tells the customer on the dashboard and WhatsApp, and audits it', async () => {
    const { complaint } = await makeComplaint();
    const reply = `Password sudah kami reset ${randomBytes(2).toString('hex')}`;

    const answer = await post(`/api/admin/complaints/${complaint.id}/reply`, { reply: `  ${reply} ` });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Balasan berhasil dikirim');
    expect(answer.body.data).toMatchObject({ status: 'answered', reply });
    expect(answer.body.data.repliedAt).toEqual(expect.any(String));

    const notes = await notificationsOf(sari.id, 'Balasan Pengaduan');
    expect(notes.some((note) => note.content.includes(reply))).toBe(true);
    expect(await whatsappTo(reply)).toHaveLength(1);
    const [entry] = await auditOf(complaint.id);
    expect(entry).toMatchObject({
      actorId: adminUser.id,
      action: 'complaint.reply',
      entity: 'complaint',
      before: { status: 'open', reply: null },
      after: { status: 'answered', reply },
    });

    const again = await post(`/api/admin/complaints/${complaint.id}/reply`, { reply: 'Lagi' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Pengaduan ini sudah dibalas');
    expect((await complaintOf(complaint.id)).reply).toBe(reply);
  });

  it('resolves an answered complaint once and notifies the customer', async () => {
    const { complaint } = await makeComplaint({ status: 'answered', reply: 'Sudah', repliedAt: new Date() });
    const answer = await post(`/api/admin/complaints/${complaint.id}/resolve`);
    expect(answer.status).toBe(200);
    expect(answer.body.data.status).toBe('resolved');
    const notes = await notificationsOf(sari.id, 'Pengaduan Selesai');
    expect(notes.some((note) => note.content.includes(complaint.noOrder))).toBe(true);
    expect(await whatsappTo(`pesanan ${complaint.noOrder} sudah diselesaikan`)).toHaveLength(1);
    expect((await auditOf(complaint.id))[0]).toMatchObject({
      action: 'complaint.resolve',
      before: { status: 'answered' },
      after: { status: 'resolved' },
    });

    const again = await post(`/api/admin/complaints/${complaint.id}/resolve`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Pengaduan ini sudah selesai');
    const reply = await post(`/api/admin/complaints/${complaint.id}/reply`, { reply: 'Halo' });
    expect(reply.status).toBe(409);
    expect(await auditOf(complaint.id)).toHaveLength(1);
  });

  it('refuses an empty reply with 400 and an unknown complaint with 404, changing nothing', async () => {
    const { complaint } = await makeComplaint();
    const empty = await post(`/api/admin/complaints/${complaint.id}/reply`, { reply: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Balasan wajib diisi');
    const missing = await post(`/api/admin/complaints/${complaint.id}/reply`, {});
    expect(missing.status).toBe(400);
    const long = await post(`/api/admin/complaints/${complaint.id}/reply`, { reply: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Balasan terlalu panjang');
    const nul = await post(`/api/admin/complaints/${complaint.id}/reply`, { reply: 'a\u0000b' });
    expect(nul.status).toBe(400);
    // Every request with a NUL character is refused before the route (platform/errors.ts).
    expect(nul.body.message).toBe(INVALID_TEXT_MESSAGE);
    expect((await complaintOf(complaint.id)).status).toBe('open');

    for (const id of [randomUUID(), 'bukan-id']) {
      const unknown = await post(`/api/admin/complaints/${id}/reply`, { reply: 'Halo' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Pengaduan tidak ditemukan');
      expect((await post(`/api/admin/complaints/${id}/resolve`)).status).toBe(404);
    }
    expect(await auditOf(complaint.id)).toHaveLength(0);
  });
});

describe('GET /api/admin/reimbursements', () => {
  it('lists requests with the host, group, proofs and the Host order, filtered All/Pending/Done/Rejected', async () => {
    const { item, order, request } = await makeHostSetup();
    const done = await makeHostSetup();
    await db
      .update(reimbursements)
      .set({ status: 'Done', reimbursementProof: '/api/files/transfer.png' })
      .where(eq(reimbursements.id, done.request.id));

    const all = await send({ method: 'GET', url: '/api/admin/reimbursements?limit=100' });
    expect(all.status).toBe(200);
    const listed = all.body.data.find((entry: { _id: string }) => entry._id === request.id);
    expect(listed).toEqual({
      _id: request.id,
      createdAt: request.createdAt.toISOString(),
      customer: { _id: sari.id, name: 'Sari Host', email: sari.email, phone: sari.phone },
      group: { _id: item.id, name: item.name, state: 'forming' },
      product: { _id: product.id, name: 'Spotify Premium Family' },
      value: 66_000,
      bank: 'BRI',
      account_number: '1234567890',
      payment_proof: request.paymentProof,
      reimbursement_proof: null,
      status: 'Pending',
      note: null,
      order: { _id: order.id, invoice: order.invoice, status: 'Process' },
      updatedAt: request.updatedAt.toISOString(),
    });

    const pending = await send({ method: 'GET', url: '/api/admin/reimbursements?status=Pending&limit=100' });
    const pendingIds = pending.body.data.map((entry: { _id: string }) => entry._id);
    expect(pendingIds).toContain(request.id);
    expect(pendingIds).not.toContain(done.request.id);
    const doneList = await send({ method: 'GET', url: '/api/admin/reimbursements?status=Done&limit=100' });
    expect(doneList.body.data.map((entry: { _id: string }) => entry._id)).toEqual([done.request.id]);
    expect(doneList.body.pagination).toEqual({ page: 1, limit: 100, total: 1, totalPages: 1 });

    const bad = await send({ method: 'GET', url: '/api/admin/reimbursements?status=Semua' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Status reimburse tidak valid');
  });
});

describe('POST /api/admin/reimbursements/:id/complete', () => {
  it('makes the request Done with the proof, the Host order Paid, the seat Aktif and the group open', async () => {
    const { item, seat, order, request } = await makeHostSetup();
    const before = Date.now();

    const answer = await complete(request.id, { note: 'Transfer BRI 23/11' }, adminToken);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe('Reimburse berhasil diselesaikan');
    const data = answer.body.data;
    expect(data).toMatchObject({
      status: 'Done',
      note: 'Transfer BRI 23/11',
      order: { _id: order.id, status: 'Paid' },
      group: { _id: item.id, state: 'active' },
    });
    expect(data.reimbursement_proof).toMatch(/^\/api\/files\/[0-9a-f]{32}\.png$/);

    const name = data.reimbursement_proof.split('/').pop();
    const [upload] = await db.select().from(uploads).where(eq(uploads.name, name));
    expect(upload!.userId).toBe(adminUser.id);
    expect(filesOnDisk(dataDir)).toContain(name);

    const paid = await orderOf(order.id);
    expect(paid.status).toBe('Paid');
    const expected = before + 30 * DAY;
    expect(paid.nextBillingAt!.getTime()).toBeGreaterThanOrEqual(expected - 1000);
    expect(paid.nextBillingAt!.getTime()).toBeLessThanOrEqual(Date.now() + 30 * DAY);
    const activeSeat = await seatOf(seat.id);
    expect(activeSeat.status).toBe('Aktif');
    expect(activeSeat.expireAt!.getTime()).toBe(paid.nextBillingAt!.getTime());
    expect((await itemOf(item.id)).state).toBe('active');

    const notes = await notificationsOf(sari.id, 'Reimburse Selesai');
    expect(notes.some((note) => note.content.includes('Rp 66.000') && note.orderId === order.id)).toBe(true);
    expect(await whatsappTo('*Reimburse Selesai*')).not.toHaveLength(0);

    const [requestAudit] = await auditOf(request.id);
    expect(requestAudit).toMatchObject({
      actorId: adminUser.id,
      action: 'reimbursement.complete',
      entity: 'reimbursement',
      before: { status: 'Pending', reimbursementProof: null, itemState: 'forming' },
      after: { status: 'Done', itemState: 'active', orderStatus: 'Paid', isOrderDelivered: true },
    });
    expect((await auditOf(order.id))[0]).toMatchObject({
      action: 'order.host_activate',
      before: { status: 'Process' },
      after: { status: 'Paid', seatId: seat.id },
    });

    // The customer reads Done with the shop's proof, and may open that proof.
    const mine = await send({ method: 'GET', url: '/api/reimbursements' }, sariToken);
    expect(mine.body.data.find((entry: { _id: string }) => entry._id === request.id)).toMatchObject({
      status: 'Done',
      reimbursement_proof: data.reimbursement_proof,
    });
    const proof = await send({ method: 'GET', url: data.reimbursement_proof }, sariToken);
    expect(proof.status).toBe(200);
    expect(proof.headers['content-type']).toBe('image/png');
    expect(proof.raw.equals(pngImage())).toBe(true);
    expect((await send({ method: 'GET', url: data.reimbursement_proof }, otherToken)).status).toBe(404);
    expect((await send({ method: 'GET', url: data.reimbursement_proof }, adminToken)).status).toBe(200);

    // The customer's order answer shows it Paid.
    const customerOrder = await send({ method: 'GET', url: `/api/payments/${order.invoice}` }, sariToken);
    expect(customerOrder.body.data.status).toBe('Paid');
  });

  it('answers 409 when repeated or after a rejection, keeping the first proof and no new file', async () => {
    const { request } = await makeHostSetup();
    const first = await complete(request.id);
    expect(first.status).toBe(200);
    const onDisk = filesOnDisk(dataDir);

    const again = await complete(request.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Reimburse ini sudah selesai');
    expect(filesOnDisk(dataDir)).toEqual(onDisk);
    expect((await reimbursementOf(request.id)).reimbursementProof).toBe(first.body.data.reimbursement_proof);
    const reject = await post(`/api/admin/reimbursements/${request.id}/reject`, { note: 'Salah' });
    expect(reject.status).toBe(409);
    expect(await auditOf(request.id)).toHaveLength(1);
  });

  it('keeps a full group full, and completes a request without a Host order', async () => {
    const full = await makeHostSetup({ state: 'full', seatsTaken: 6 });
    expect((await complete(full.request.id)).status).toBe(200);
    expect((await itemOf(full.item.id)).state).toBe('full');

    const item = await makeItem();
    const [request] = await db
      .insert(reimbursements)
      .values({
        userId: sari.id,
        productItemId: item.id,
        value: 50_000,
        paymentProof: '/api/files/bukti.png',
      })
      .returning();
    const answer = await complete(request!.id);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ status: 'Done', order: null, group: { state: 'active' } });
  });

  it('refuses without an image, with a non-image or a too-long note: 400/415, nothing saved, no file left', async () => {
    const { order, request } = await makeHostSetup();
    const onDisk = filesOnDisk(dataDir);

    const missing = await send({
      method: 'POST',
      url: `/api/admin/reimbursements/${request.id}/complete`,
      ...(await proofForm({ note: 'x' }, null)),
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Harap unggah bukti transfer reimburse!');
    expect(missing.body.errors).toEqual({ reimbursement_proof: 'Harap unggah bukti transfer reimburse!' });

    const svg = await send({
      method: 'POST',
      url: `/api/admin/reimbursements/${request.id}/complete`,
      ...(await proofForm({}, SVG_IMAGE)),
    });
    expect(svg.status).toBe(415);

    const longNote = await complete(request.id, { note: 'x'.repeat(501) });
    expect(longNote.status).toBe(400);
    expect(longNote.body.message).toBe('Catatan terlalu panjang');

    const json = await post(`/api/admin/reimbursements/${request.id}/complete`, { note: 'x' });
    expect(json.status).toBe(415);

    expect(filesOnDisk(dataDir)).toEqual(onDisk);
    expect((await reimbursementOf(request.id)).status).toBe('Pending');
    expect((await orderOf(order.id)).status).toBe('Process');
    expect(await auditOf(request.id)).toHaveLength(0);
  });

  it('answers 404 for an unknown request and 409 when the Host order was canceled, removing the upload', async () => {
    const onDisk = filesOnDisk(dataDir);
    for (const id of [randomUUID(), 'bukan-id']) {
      const unknown = await complete(id);
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Reimburse tidak ditemukan');
    }
    const canceled = await makeHostSetup({}, { status: 'Canceled' });
    const answer = await complete(canceled.request.id);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/dibatalkan atau tidak aktif/);
    expect(filesOnDisk(dataDir)).toEqual(onDisk);
    expect((await reimbursementOf(canceled.request.id)).status).toBe('Pending');
    expect((await itemOf(canceled.item.id)).state).toBe('forming');
  });
});

describe('POST /api/admin/reimbursements/:id/reject', () => {
  it('rejects a Pending request with the reason, tells the host, and lets them file again', async () => {
    const { item, order, request } = await makeHostSetup();
    const answer = await post(`/api/admin/reimbursements/${request.id}/reject`, {
      note: 'Bukti transfer tidak terbaca',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Reimburse berhasil ditolak');
    expect(answer.body.data).toMatchObject({ status: 'Rejected', note: 'Bukti transfer tidak terbaca' });
    expect((await orderOf(order.id)).status).toBe('Process');
    expect((await itemOf(item.id)).state).toBe('forming');
    const notes = await notificationsOf(sari.id, 'Reimburse Ditolak');
    expect(notes.some((note) => note.content.includes('Bukti transfer tidak terbaca'))).toBe(true);
    expect(await whatsappTo('Bukti transfer tidak terbaca')).toHaveLength(1);
    expect((await auditOf(request.id))[0]).toMatchObject({
      action: 'reimbursement.reject',
      before: { status: 'Pending' },
      after: { status: 'Rejected', note: 'Bukti transfer tidak terbaca' },
    });

    const again = await post(`/api/admin/reimbursements/${request.id}/reject`, { note: 'Lagi' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Reimburse ini sudah ditolak');
    expect((await complete(request.id)).status).toBe(409);

    const { payload, contentType } = await multipartBody(
      { productItem: item.id, value: '66000', bank: 'BRI', account_number: '1234567890' },
      { field: 'payment_proof', name: 'bukti.png', type: 'image/png', bytes: pngImage() },
    );
    const refiled = await send(
      {
        method: 'POST',
        url: '/api/reimbursements/submit',
        payload,
        headers: { 'content-type': contentType },
      },
      sariToken,
    );
    expect(refiled.status, JSON.stringify(refiled.body)).toBe(201);
  });

  it('needs a reason (400) and a known request (404)', async () => {
    const { request } = await makeHostSetup();
    const empty = await post(`/api/admin/reimbursements/${request.id}/reject`, { note: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Alasan penolakan wajib diisi');
    expect((await post(`/api/admin/reimbursements/${request.id}/reject`, {})).status).toBe(400);
    const nul = await post(`/api/admin/reimbursements/${request.id}/reject`, { note: '\u0000' });
    expect(nul.status).toBe(400);
    expect((await reimbursementOf(request.id)).status).toBe('Pending');
    const unknown = await post(`/api/admin/reimbursements/${randomUUID()}/reject`, { note: 'Salah' });
    expect(unknown.status).toBe(404);
  });
});
