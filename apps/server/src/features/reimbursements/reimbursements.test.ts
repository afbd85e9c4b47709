import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { reimbursementSchema } from '@premium-shop/domain/dashboard-schema';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/helper';
import { catalogueFixtures, type ItemFields } from '../../../test/catalogue-fixtures';
import { signedInCustomer } from '../../../test/customers';
import { reimbursements } from '../../db/schema/engagement';
import { uploads } from '../../db/schema/uploads';
import { filesOnDisk, multipartBody, pngImage, type FilePart } from '../files/files.fixtures';

const { app, db, tokens, dataDir } = await createTestApp();

// ---------------------------------------------------------------------------------------------
// Fixtures

const shop = await catalogueFixtures(db);
const SHARING = shop.packageId('Sharing');
const HOST = shop.packageId('Host');
const product = await shop.makeProduct({
  name: 'YouTube Premium',
  type: 'Invite Sharing',
  slot: 6,
  modalFee: 180_000,
});

function makeItem(fields: ItemFields = {}) {
  return shop.makeItem(product.id, 6, {
    packageId: HOST,
    name: `Grup ${randomUUID().slice(0, 4)}`,
    state: 'forming',
    ...fields,
  });
}

function giveSeat(userId: string, productItemId: string) {
  return shop.makeSeat({ id: productItemId, productId: product.id }, userId, { packageId: HOST });
}

/** What a Host purchase leaves behind: a group the buyer hosts, their seat in it and the order in Process. */
async function hostWithGroup() {
  const host = await signedInCustomer(db, tokens);
  const item = await makeItem({ hostUserId: host.user.id });
  const seat = await giveSeat(host.user.id, item.id);
  const order = await shop.makeOrder(host.user.id, product.id, {
    packageId: HOST,
    price: 30_000,
    admin: 0,
    total: 30_000,
    status: 'Process',
    paidAt: new Date(),
    productItemId: item.id,
    accountId: seat.id,
    reference: null,
    expiredTime: null,
  });
  return { ...host, item, seat, order };
}

const proof = (bytes = pngImage()): FilePart => ({
  field: 'payment_proof',
  name: 'bukti.png',
  type: 'image/png',
  bytes,
});

function fieldsFor(
  target: { productItem?: string; account?: string },
  overrides: Record<string, string> = {},
) {
  return { ...target, value: '150000', bank: 'BRI', account_number: '0123456789', ...overrides };
}

async function submit(token: string | null, fields: Record<string, string>, file?: FilePart) {
  const { payload, contentType } = await multipartBody(fields, file);
  const response = await app.inject({
    method: 'POST',
    url: '/api/reimbursements/submit',
    payload,
    headers: { 'content-type': contentType, ...(token && { authorization: `Bearer ${token}` }) },
  });
  return { status: response.statusCode, body: response.json() };
}

async function list(token?: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/reimbursements',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, body: response.json() };
}

async function rowsOf(userId: string) {
  const [requests] = await db
    .select({ total: count() })
    .from(reimbursements)
    .where(eq(reimbursements.userId, userId));
  const [files] = await db.select({ total: count() }).from(uploads).where(eq(uploads.userId, userId));
  return { reimbursements: requests!.total, uploads: files!.total };
}

// ---------------------------------------------------------------------------------------------

describe('POST /api/reimbursements/submit', () => {
  it('files a request for a group the customer hosts, linked to their Host order', async () => {
    const host = await hostWithGroup();
    const image = pngImage();
    const answer = await submit(host.token, fieldsFor({ productItem: host.item.id }), proof(image));

    expect(answer.status).toBe(201);
    expect(reimbursementSchema.parse(answer.body.data)).toEqual(answer.body.data);
    expect(answer.body.data).toEqual({
      _id: expect.any(String),
      createdAt: expect.any(String),
      productItem: { _id: host.item.id, name: host.item.name },
      value: 150_000,
      payment_proof: expect.stringMatching(/^\/api\/files\/[0-9a-f]{32}\.png$/),
      reimbursement_proof: null,
      status: 'Pending',
      bank: 'BRI',
      account_number: '0123456789',
      note: null,
    });
    const [stored] = await db
      .select()
      .from(reimbursements)
      .where(eq(reimbursements.id, answer.body.data._id));
    expect(stored).toMatchObject({
      userId: host.user.id,
      productItemId: host.item.id,
      orderId: host.order.id,
      accountId: host.seat.id,
      paymentProof: answer.body.data.payment_proof,
    });

    const file = await app.inject({
      method: 'GET',
      url: answer.body.data.payment_proof,
      headers: { authorization: `Bearer ${host.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(image);
    const name = path.basename(answer.body.data.payment_proof);
    expect(fs.existsSync(path.join(dataDir, 'private-uploads', name))).toBe(true);
  });

  it('resolves the seat named by `account` (the order detail) to its group', async () => {
    const host = await hostWithGroup();
    const answer = await submit(
      host.token,
      fieldsFor({ account: host.seat.id }, { value: '25000' }),
      proof(),
    );
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      productItem: { _id: host.item.id },
      value: 25_000,
      status: 'Pending',
    });
    const [stored] = await db
      .select()
      .from(reimbursements)
      .where(eq(reimbursements.id, answer.body.data._id));
    expect(stored).toMatchObject({ accountId: host.seat.id, orderId: host.order.id });
  });

  it('files a request without an order link when the host has no Host order on the group', async () => {
    const host = await signedInCustomer(db, tokens);
    const item = await makeItem({ hostUserId: host.user.id });
    const answer = await submit(host.token, fieldsFor({ productItem: item.id }), proof());
    expect(answer.status).toBe(201);
    const [stored] = await db
      .select()
      .from(reimbursements)
      .where(eq(reimbursements.id, answer.body.data._id));
    expect(stored).toMatchObject({ orderId: null, accountId: null });
  });

  it('answers 409 to a second request while the first is Pending, and accepts one after it is Done', async () => {
    const host = await hostWithGroup();
    expect((await submit(host.token, fieldsFor({ productItem: host.item.id }), proof())).status).toBe(201);
    const before = filesOnDisk(dataDir);

    for (const target of [{ productItem: host.item.id }, { account: host.seat.id }]) {
      expect(await submit(host.token, fieldsFor(target), proof())).toEqual({
        status: 409,
        body: { message: 'Pengajuan reimburse untuk akun ini sedang diproses', code: 'CONFLICT' },
      });
    }
    expect(filesOnDisk(dataDir)).toEqual(before);
    expect(await rowsOf(host.user.id)).toEqual({ reimbursements: 1, uploads: 1 });

    await db
      .update(reimbursements)
      .set({ status: 'Done', reimbursementProof: '/api/files/transfer.png' })
      .where(eq(reimbursements.userId, host.user.id));
    expect((await submit(host.token, fieldsFor({ productItem: host.item.id }), proof())).status).toBe(201);
  });

  it('lets exactly one of four simultaneous requests for a group through', async () => {
    const host = await hostWithGroup();
    const before = filesOnDisk(dataDir).length;
    const answers = await Promise.all([
      submit(host.token, fieldsFor({ productItem: host.item.id }), proof()),
      submit(host.token, fieldsFor({ account: host.seat.id }), proof()),
      submit(host.token, fieldsFor({ productItem: host.item.id }), proof()),
      submit(host.token, fieldsFor({ account: host.seat.id }), proof()),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await rowsOf(host.user.id)).toEqual({ reimbursements: 1, uploads: 1 });
    expect(filesOnDisk(dataDir)).toHaveLength(before + 1);
  });

  it("answers 404 'Akun tidak ditemukan' for another customer's group or seat, leaving nothing behind", async () => {
    const host = await hostWithGroup();
    const siti = await signedInCustomer(db, tokens);
    const before = filesOnDisk(dataDir);
    for (const target of [
      { productItem: host.item.id },
      { account: host.seat.id },
      { productItem: randomUUID() },
      { account: randomUUID() },
    ]) {
      expect(await submit(siti.token, fieldsFor(target), proof())).toEqual({
        status: 404,
        body: { message: 'Akun tidak ditemukan', code: 'NOT_FOUND' },
      });
    }
    expect(filesOnDisk(dataDir)).toEqual(before);
    expect(await rowsOf(siti.user.id)).toEqual({ reimbursements: 0, uploads: 0 });
    expect(await rowsOf(host.user.id)).toEqual({ reimbursements: 0, uploads: 0 });
  });

  it('answers 404 for a group the customer only sits in: only hosts are reimbursed', async () => {
    const host = await hostWithGroup();
    const member = await signedInCustomer(db, tokens);
    const seat = await giveSeat(member.user.id, host.item.id);
    const ownGroup = await makeItem({ packageId: SHARING });
    const ownSeat = await giveSeat(member.user.id, ownGroup.id);
    for (const target of [{ productItem: host.item.id }, { account: seat.id }, { account: ownSeat.id }]) {
      expect((await submit(member.token, fieldsFor(target), proof())).status).toBe(404);
    }
    // A seat and a group that do not belong together are refused too.
    const other = await hostWithGroup();
    const mixed = fieldsFor({ productItem: other.item.id, account: host.seat.id });
    expect((await submit(other.token, mixed, proof())).status).toBe(404);
    expect(await rowsOf(member.user.id)).toEqual({ reimbursements: 0, uploads: 0 });
  });

  it('accepts a request without Bank and Nomor Rekening (SPEC §5: not required)', async () => {
    const host = await hostWithGroup();
    for (const sent of [
      fieldsFor({ productItem: host.item.id }, { bank: '', account_number: '' }),
      { account: host.seat.id, value: '50000' },
    ]) {
      const answer = await submit(host.token, sent, proof());
      expect(answer.status).toBe(201);
      expect(answer.body.data).toMatchObject({ bank: '', account_number: '', status: 'Pending' });
      await db
        .update(reimbursements)
        .set({ status: 'Done', reimbursementProof: '/api/files/transfer.png' })
        .where(eq(reimbursements.userId, host.user.id));
    }
    expect(await rowsOf(host.user.id)).toEqual({ reimbursements: 2, uploads: 2 });
    // When given, they must still look right.
    const wrong = await submit(
      host.token,
      fieldsFor({ productItem: host.item.id }, { bank: 'B'.repeat(51), account_number: '12' }),
      proof(),
    );
    expect(wrong.body.errors).toEqual({
      bank: 'Bank maksimal 50 karakter',
      account_number: 'Nomor rekening tidak valid',
    });
  });

  it('refuses an unclaimable account before writing the proof: nothing reaches the uploads folder', async () => {
    const host = await hostWithGroup();
    const member = await signedInCustomer(db, tokens);
    const memberSeat = await giveSeat(member.user.id, host.item.id);
    const before = filesOnDisk(dataDir);
    const writes = vi.spyOn(fs, 'createWriteStream');
    try {
      // A member's seat in someone else's hosted group, the group itself, and a group with a request waiting.
      expect((await submit(member.token, fieldsFor({ account: memberSeat.id }), proof())).status).toBe(404);
      expect((await submit(member.token, fieldsFor({ productItem: host.item.id }), proof())).status).toBe(
        404,
      );
      await db.insert(reimbursements).values({
        userId: host.user.id,
        productItemId: host.item.id,
        value: 1000,
        paymentProof: '/api/files/lama.png',
      });
      expect((await submit(host.token, fieldsFor({ productItem: host.item.id }), proof())).status).toBe(409);
      expect(writes).not.toHaveBeenCalled();
    } finally {
      writes.mockRestore();
    }
    expect(filesOnDisk(dataDir)).toEqual(before);
    expect(await rowsOf(member.user.id)).toEqual({ reimbursements: 0, uploads: 0 });
    expect(await rowsOf(host.user.id)).toEqual({ reimbursements: 1, uploads: 0 });
  });

  it('answers 400 with a message per missing field', async () => {
    const host = await hostWithGroup();
    const before = filesOnDisk(dataDir);
    const empty = await submit(host.token, { productItem: '', account: '' }, proof());
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      message: 'Jumlah tidak valid',
      code: 'VALIDATION_FAILED',
      errors: {
        value: 'Jumlah tidak valid',
        productItem: 'Pilih akun yang diajukan',
      },
    });

    const noTarget = await submit(host.token, fieldsFor({}), proof());
    expect(noTarget.body).toEqual({
      message: 'Pilih akun yang diajukan',
      code: 'VALIDATION_FAILED',
      errors: { productItem: 'Pilih akun yang diajukan' },
    });

    const malformed = await submit(
      host.token,
      fieldsFor({ productItem: 'bukan-id' }, { value: '-5', account_number: '12ab' }),
      proof(),
    );
    expect(malformed.body.errors).toEqual({
      productItem: 'Pilih akun yang diajukan',
      value: 'Jumlah tidak valid',
      account_number: 'Nomor rekening tidak valid',
    });

    const noProof = await submit(host.token, fieldsFor({ productItem: host.item.id }));
    expect(noProof).toEqual({
      status: 400,
      body: {
        message: 'Harap unggah bukti pembayaran!',
        code: 'VALIDATION_FAILED',
        errors: { payment_proof: 'Harap unggah bukti pembayaran!' },
      },
    });
    expect(filesOnDisk(dataDir)).toEqual(before);
    expect(await rowsOf(host.user.id)).toEqual({ reimbursements: 0, uploads: 0 });
  });

  it('refuses a proof that is not an image with 415', async () => {
    const host = await hostWithGroup();
    const before = filesOnDisk(dataDir);
    const answer = await submit(
      host.token,
      fieldsFor({ productItem: host.item.id }),
      proof(Buffer.from('%PDF-1.7 bukan gambar')),
    );
    expect(answer.status).toBe(415);
    expect(filesOnDisk(dataDir)).toEqual(before);
    expect(await rowsOf(host.user.id)).toEqual({ reimbursements: 0, uploads: 0 });
  });

  it('answers 401 without a token', async () => {
    const host = await hostWithGroup();
    expect((await submit(null, fieldsFor({ productItem: host.item.id }), proof())).status).toBe(401);
    expect(await rowsOf(host.user.id)).toEqual({ reimbursements: 0, uploads: 0 });
  });

  it('shares the upload budget with complaints: 10 a minute in all', async () => {
    const host = await hostWithGroup();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push((await submit(host.token, {}, proof(Buffer.from('x')))).status);
      const { payload, contentType } = await multipartBody({});
      const complaint = await app.inject({
        method: 'POST',
        url: '/api/complaints',
        payload,
        headers: { 'content-type': contentType, authorization: `Bearer ${host.token}` },
      });
      statuses.push(complaint.statusCode);
    }
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    expect((await submit(host.token, fieldsFor({ productItem: host.item.id }), proof())).status).toBe(429);
  });
});

describe('GET /api/reimbursements', () => {
  it("lists the caller's requests newest first, and none of anyone else's", async () => {
    const host = await hostWithGroup();
    const second = await makeItem({ hostUserId: host.user.id });
    const first = await submit(host.token, fieldsFor({ productItem: host.item.id }), proof());
    const latest = await submit(
      host.token,
      fieldsFor({ productItem: second.id }, { value: '99000' }),
      proof(),
    );

    const mine = await list(host.token);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual([latest.body.data, first.body.data]);
    expect(mine.body.data[0].productItem).toEqual({ _id: second.id, name: second.name });

    const siti = await signedInCustomer(db, tokens);
    expect(await list(siti.token)).toEqual({ status: 200, body: { data: [] } });
    const theirFile = await app.inject({
      method: 'GET',
      url: first.body.data.payment_proof,
      headers: { authorization: `Bearer ${siti.token}` },
    });
    expect(theirFile.statusCode).toBe(404);
  });

  it('answers 401 without a token', async () => {
    expect((await list()).status).toBe(401);
  });
});

describe("the request form's pickers (only what a request would be accepted for)", () => {
  async function get(url: string, token?: string) {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: response.statusCode, body: response.json() };
  }

  it("'Pilih Akun' lists the caller's hosted groups of the product without a waiting request, never member seats", async () => {
    const host = await hostWithGroup();
    const second = await makeItem({ hostUserId: host.user.id, name: 'Grup Kedua' });
    const waiting = await makeItem({ hostUserId: host.user.id, name: 'Grup Menunggu' });
    // A seat in someone else's hosted group and in a plain Sharing group: member only, not claimable.
    const other = await hostWithGroup();
    await giveSeat(host.user.id, other.item.id);
    const sharing = await makeItem({ packageId: SHARING, name: 'Grup Sharing' });
    await giveSeat(host.user.id, sharing.id);
    expect((await submit(host.token, fieldsFor({ productItem: waiting.id }), proof())).status).toBe(201);

    const answer = await get(`/api/product-items/product/${product.id}`, host.token);
    expect(answer.status).toBe(200);
    const byId = (a: { _id: string }, b: { _id: string }) => a._id.localeCompare(b._id);
    expect([...answer.body.data].sort(byId)).toEqual(
      [
        { _id: host.item.id, name: host.item.name },
        { _id: second.id, name: 'Grup Kedua' },
      ].sort(byId),
    );
    // Each one listed is accepted; each one left out is refused.
    for (const option of answer.body.data) {
      expect((await submit(host.token, fieldsFor({ productItem: option._id }), proof())).status).toBe(201);
    }
    for (const left of [other.item.id, sharing.id]) {
      expect((await submit(host.token, fieldsFor({ productItem: left }), proof())).status).toBe(404);
    }
    expect((await submit(host.token, fieldsFor({ productItem: waiting.id }), proof())).status).toBe(409);
    // The complaint picker still lists every group the customer takes part in.
    const search = await get('/api/product-items', host.token);
    expect(search.body.data.data.map((option: { _id: string }) => option._id).sort()).toEqual(
      [host.item.id, second.id, waiting.id, other.item.id, sharing.id].sort(),
    );
  });

  it("'Pilih Produk' lists only products where the caller hosts a claimable group", async () => {
    const host = await hostWithGroup();
    const music = await shop.makeProduct({ name: 'Spotify', slot: 6 });
    const video = await shop.makeProduct({ name: 'Netflix', slot: 5 });
    await shop.makeItem(music.id, 6, { name: 'Spotify Host', hostUserId: host.user.id });
    const netflixGroup = await shop.makeItem(video.id, 5, { name: 'Netflix Sharing' });
    await shop.makeSeat({ id: netflixGroup.id, productId: video.id }, host.user.id, { packageId: SHARING });

    const answer = await get('/api/reimbursements/products', host.token);
    expect(answer).toEqual({
      status: 200,
      body: {
        data: [
          { _id: music.id, name: 'Spotify' },
          { _id: product.id, name: 'YouTube Premium' },
        ],
      },
    });
    const member = await signedInCustomer(db, tokens);
    await giveSeat(member.user.id, host.item.id);
    expect((await get('/api/reimbursements/products', member.token)).body).toEqual({ data: [] });
    expect((await get('/api/reimbursements/products')).status).toBe(401);
  });
});
