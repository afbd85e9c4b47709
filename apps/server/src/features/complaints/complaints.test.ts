import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/helper';
import { catalogueFixtures, type ItemFields } from '../../../test/catalogue-fixtures';
import { insertCustomer, signedInAdmin, signedInCustomer, tokenFor } from '../../../test/customers';
import { complaints, notificationCategories, notifications } from '../../db/schema/engagement';
import { uploads } from '../../db/schema/uploads';
import {
  filesOnDisk,
  gifImage,
  jpegImage,
  multipartBody,
  pngImage,
  SVG_IMAGE,
  webpImage,
  type FilePart,
} from '../files/files.fixtures';

const { app, db, tokens, dataDir } = await createTestApp();

// ---------------------------------------------------------------------------------------------
// Fixtures

const [info] = await db.insert(notificationCategories).values({ name: 'Info', icon: 'info.svg' }).returning();
const shop = await catalogueFixtures(db, { packages: ['Sharing'] });
const product = await shop.makeProduct({ name: 'Netflix' });

function makeItem(fields: ItemFields = {}) {
  return shop.makeItem(product.id, 5, fields);
}

async function giveSeat(userId: string, productItemId: string) {
  await shop.makeSeat({ id: productItemId, productId: product.id }, userId, { packageId: null });
}

/** A customer with a seat in a fresh group: what a complaint is about. */
async function customerWithSeat() {
  const customer = await signedInCustomer(db, tokens);
  const item = await makeItem();
  await giveSeat(customer.user.id, item.id);
  return { ...customer, item };
}

const png = (): FilePart => ({ field: 'file', name: 'kendala.png', type: 'image/png', bytes: pngImage() });

function fieldsFor(productItem: string, overrides: Record<string, string> = {}) {
  return {
    issue: 'akun bermasalah',
    productItem,
    noOrder: 'INV-2026-0001',
    note: 'Password akun tidak bisa dipakai login',
    ...overrides,
  };
}

async function postComplaint(token: string | null, fields: Record<string, string>, file?: FilePart) {
  const { payload, contentType } = await multipartBody(fields, file);
  const response = await app.inject({
    method: 'POST',
    url: '/api/complaints',
    payload,
    headers: { 'content-type': contentType, ...(token && { authorization: `Bearer ${token}` }) },
  });
  return { status: response.statusCode, body: response.json() };
}

async function getFile(address: string, token?: string) {
  return app.inject({
    method: 'GET',
    url: address,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function rowsOf(userId: string) {
  const [complaintRows] = await db
    .select({ total: count() })
    .from(complaints)
    .where(eq(complaints.userId, userId));
  const [uploadRows] = await db.select({ total: count() }).from(uploads).where(eq(uploads.userId, userId));
  return { complaints: complaintRows!.total, uploads: uploadRows!.total };
}

// ---------------------------------------------------------------------------------------------

describe('POST /api/complaints', () => {
  it('stores a complaint with its image and tells the customer it arrived', async () => {
    const { user, token, item } = await customerWithSeat();
    const image = pngImage();
    const answer = await postComplaint(token, fieldsFor(item.id), {
      field: 'file',
      name: 'kendala.png',
      type: 'image/png',
      bytes: image,
    });

    expect(answer.status).toBe(201);
    expect(answer.body.data).toEqual({
      _id: expect.any(String),
      issue: 'akun bermasalah',
      productItem: item.id,
      noOrder: 'INV-2026-0001',
      note: 'Password akun tidak bisa dipakai login',
      file: expect.stringMatching(/^\/api\/files\/[0-9a-f]{32}\.png$/),
      status: 'open',
      createdAt: expect.any(String),
    });
    const name = answer.body.data.file.replace('/api/files/', '');
    expect(fs.readFileSync(path.join(dataDir, 'private-uploads', name))).toEqual(image);
    // Never inside the folder served publicly at /uploads.
    expect(fs.existsSync(path.join(dataDir, 'uploads', name))).toBe(false);
    expect((await app.inject({ method: 'GET', url: `/uploads/${name}` })).statusCode).toBe(404);

    const [stored] = await db.select().from(complaints).where(eq(complaints.id, answer.body.data._id));
    expect(stored).toMatchObject({ userId: user.id, productItemId: item.id, file: answer.body.data.file });
    const [upload] = await db.select().from(uploads).where(eq(uploads.name, name));
    expect(upload).toMatchObject({ userId: user.id, mime: 'image/png', size: image.length });
    const notes = await db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      title: 'Pengaduan Diterima',
      categoryId: info!.id,
      productId: product.id,
    });
    expect(notes[0]!.content).toContain('INV-2026-0001');
  });

  it('accepts a group the customer hosts, and JPEG, WebP and GIF images', async () => {
    const host = await signedInCustomer(db, tokens);
    const item = await makeItem({ hostUserId: host.user.id });
    const images: FilePart[] = [
      { field: 'file', name: 'a.jpg', type: 'image/jpeg', bytes: jpegImage() },
      { field: 'file', name: 'a.webp', type: 'image/webp', bytes: webpImage() },
      // The client's name and type do not matter, the bytes do.
      { field: 'file', name: 'foto.txt', type: 'text/plain', bytes: gifImage() },
    ];
    const files: string[] = [];
    for (const image of images) {
      const answer = await postComplaint(host.token, fieldsFor(item.id, { issue: 'other' }), image);
      expect(answer.status).toBe(201);
      files.push(answer.body.data.file);
    }
    expect(files.map((file) => path.extname(file))).toEqual(['.jpg', '.webp', '.gif']);
    expect(await rowsOf(host.user.id)).toEqual({ complaints: 3, uploads: 3 });
  });

  it.each([
    [
      'a text file named .png',
      { name: 'kendala.png', type: 'image/png', bytes: Buffer.from('bukan gambar\n'.repeat(20)) },
      415,
      'Format gambar tidak didukung. Gunakan PNG, JPG, WebP atau GIF.',
    ],
    [
      'an SVG',
      { name: 'kendala.svg', type: 'image/svg+xml', bytes: SVG_IMAGE },
      415,
      'Format gambar tidak didukung. Gunakan PNG, JPG, WebP atau GIF.',
    ],
    [
      'an 11 MB image',
      { name: 'besar.png', type: 'image/png', bytes: pngImage(11 * 1024 * 1024) },
      413,
      'Ukuran gambar maksimal 10MB',
    ],
    [
      'a truncated PNG',
      { name: 'potong.png', type: 'image/png', bytes: pngImage().subarray(0, 50) },
      415,
      'Format gambar tidak didukung. Gunakan PNG, JPG, WebP atau GIF.',
    ],
  ])('refuses %s, leaving no file and no row', async (_name, file, status, message) => {
    const { user, token, item } = await customerWithSeat();
    const before = filesOnDisk(dataDir);
    const answer = await postComplaint(token, fieldsFor(item.id), { field: 'file', ...file });
    expect(answer).toEqual({
      status,
      body: { message, code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'UNSUPPORTED_MEDIA_TYPE' },
    });
    expect(filesOnDisk(dataDir)).toEqual(before);
    expect(await rowsOf(user.id)).toEqual({ complaints: 0, uploads: 0 });
  });

  it('files a complaint without an account (a customer with no seat), which the admin then lists', async () => {
    const newcomer = await signedInCustomer(db, tokens);
    const fields = {
      issue: 'masalah pembayaran',
      noOrder: 'INV-2026-0099',
      note: 'Saldo terpotong tapi gagal',
    };
    // The form sends an empty value when no account was picked; leaving the field out is the same.
    for (const sent of [{ ...fields, productItem: '' }, fields]) {
      const answer = await postComplaint(newcomer.token, sent, png());
      expect(answer.status).toBe(201);
      expect(answer.body.data).toMatchObject({ ...fields, productItem: null, status: 'open' });
      const [stored] = await db.select().from(complaints).where(eq(complaints.id, answer.body.data._id));
      expect(stored).toMatchObject({
        userId: newcomer.user.id,
        productItemId: null,
        issue: 'masalah pembayaran',
      });
    }
    expect(await rowsOf(newcomer.user.id)).toEqual({ complaints: 2, uploads: 2 });
    const [note] = await db.select().from(notifications).where(eq(notifications.userId, newcomer.user.id));
    expect(note).toMatchObject({ title: 'Pengaduan Diterima', productId: null });

    const admin = await signedInAdmin(db, tokens);
    const listed = await app.inject({
      method: 'GET',
      url: '/api/admin/complaints?limit=100',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(listed.statusCode).toBe(200);
    const theirs = listed
      .json()
      .data.filter((complaint: { customer: { _id: string } }) => complaint.customer._id === newcomer.user.id);
    expect(theirs).toHaveLength(2);
    expect(theirs[0]).toMatchObject({ group: null, issue: 'masalah pembayaran', noOrder: 'INV-2026-0099' });
  });

  it("refuses another customer's account before writing the image: no file is ever created", async () => {
    const { user, token } = await customerWithSeat();
    const stranger = await customerWithSeat();
    const writes = vi.spyOn(fs, 'createWriteStream');
    try {
      const answer = await postComplaint(token, fieldsFor(stranger.item.id), png());
      expect(answer).toEqual({ status: 404, body: { message: 'Akun tidak ditemukan', code: 'NOT_FOUND' } });
      const malformed = await postComplaint(token, fieldsFor('bukan-id'), png());
      expect(malformed).toEqual({
        status: 400,
        body: {
          message: 'Akun tidak valid',
          code: 'VALIDATION_FAILED',
          errors: { productItem: 'Akun tidak valid' },
        },
      });
      expect(writes).not.toHaveBeenCalled();
      // The same form with the customer's own account does write its image.
      const own = await makeItem();
      await giveSeat(user.id, own.id);
      expect((await postComplaint(token, fieldsFor(own.id), png())).status).toBe(201);
      expect(writes).toHaveBeenCalledTimes(1);
    } finally {
      writes.mockRestore();
    }
    expect(await rowsOf(user.id)).toEqual({ complaints: 1, uploads: 1 });
  });

  it('answers 400 with a message per missing field, and removes the image it had stored', async () => {
    const { user, token } = await customerWithSeat();
    const before = filesOnDisk(dataDir);
    const answer = await postComplaint(token, {}, png());
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: 'Pilih jenis kendala',
      code: 'VALIDATION_FAILED',
      errors: {
        issue: 'Pilih jenis kendala',
        noOrder: 'Nomor pesanan wajib diisi',
        note: 'Pesan wajib diisi',
      },
    });
    expect(filesOnDisk(dataDir)).toEqual(before);
    expect(await rowsOf(user.id)).toEqual({ complaints: 0, uploads: 0 });
  });

  it('answers 400 for values outside the rules', async () => {
    const { token, item } = await customerWithSeat();
    const answer = await postComplaint(
      token,
      fieldsFor(item.id, { issue: 'lainnya', noOrder: 'x'.repeat(65), note: '   ' }),
      png(),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      issue: 'Pilih jenis kendala',
      noOrder: 'Nomor pesanan maksimal 64 karakter',
      note: 'Pesan wajib diisi',
    });
  });

  it("answers 400 'Harap unggah gambar kendala!' without an image (also for the empty part of an empty file input)", async () => {
    const { user, token, item } = await customerWithSeat();
    expect(await postComplaint(token, fieldsFor(item.id))).toEqual({
      status: 400,
      body: {
        message: 'Harap unggah gambar kendala!',
        code: 'VALIDATION_FAILED',
        errors: { file: 'Harap unggah gambar kendala!' },
      },
    });
    const empty = { field: 'file', name: '', type: 'application/octet-stream', bytes: Buffer.alloc(0) };
    const answer = await postComplaint(token, fieldsFor(item.id), empty);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Harap unggah gambar kendala!');
    // An image under another field name is not the complaint's image.
    const misnamed = await postComplaint(token, fieldsFor(item.id), { ...png(), field: 'gambar' });
    expect(misnamed.status).toBe(400);
    expect(await rowsOf(user.id)).toEqual({ complaints: 0, uploads: 0 });
  });

  it("answers 404 'Akun tidak ditemukan' for a group the customer neither sits in nor hosts", async () => {
    const { user, token } = await customerWithSeat();
    const stranger = await customerWithSeat();
    const before = filesOnDisk(dataDir);
    for (const productItem of [stranger.item.id, randomUUID()]) {
      expect(await postComplaint(token, fieldsFor(productItem), png())).toEqual({
        status: 404,
        body: { message: 'Akun tidak ditemukan', code: 'NOT_FOUND' },
      });
    }
    expect(filesOnDisk(dataDir)).toEqual(before);
    expect(await rowsOf(user.id)).toEqual({ complaints: 0, uploads: 0 });
  });

  it('answers 401 without a token and reads nothing', async () => {
    const { item } = await customerWithSeat();
    const before = filesOnDisk(dataDir);
    const answer = await postComplaint(null, fieldsFor(item.id), png());
    expect(answer).toEqual({
      status: 401,
      body: { message: 'Silakan login terlebih dahulu.', code: 'UNAUTHENTICATED' },
    });
    expect(filesOnDisk(dataDir)).toEqual(before);
  });

  it('answers 415 for a JSON body and 413 for two images, never a 500', async () => {
    const { user, token, item } = await customerWithSeat();
    const json = await app.inject({
      method: 'POST',
      url: '/api/complaints',
      headers: { authorization: `Bearer ${token}` },
      payload: fieldsFor(item.id),
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const form = new FormData();
    for (const [name, value] of Object.entries(fieldsFor(item.id))) form.append(name, value);
    form.append('file', new Blob([pngImage()], { type: 'image/png' }), 'a.png');
    form.append('file', new Blob([pngImage()], { type: 'image/png' }), 'b.png');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const twoFiles = await app.inject({
      method: 'POST',
      url: '/api/complaints',
      headers: { authorization: `Bearer ${token}`, 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(twoFiles.statusCode).toBe(413);
    expect(twoFiles.json()).toEqual({
      message: 'Hanya satu gambar yang dapat diunggah',
      code: 'PAYLOAD_TOO_LARGE',
    });

    const cut = await app.inject({
      method: 'POST',
      url: '/api/complaints',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="issue"\r\n\r\nother',
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().code).toBe('VALIDATION_FAILED');
    expect(await rowsOf(user.id)).toEqual({ complaints: 0, uploads: 0 });
  });

  it('limits uploads to 10 a minute per customer', async () => {
    const { token, item } = await customerWithSeat();
    const other = await customerWithSeat();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await postComplaint(token, fieldsFor(item.id))).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
    // Someone else's budget is their own.
    expect((await postComplaint(other.token, fieldsFor(other.item.id), png())).status).toBe(201);
  });
});

describe('GET /api/files/:name', async () => {
  const posted = await customerWithSeat();
  const image = pngImage();
  const created = await postComplaint(posted.token, fieldsFor(posted.item.id), {
    field: 'file',
    name: 'kendala.png',
    type: 'image/png',
    bytes: image,
  });
  const address: string = created.body.data.file;

  it('gives the owner the bytes with safe headers', async () => {
    const response = await getFile(address, posted.token);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(image);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      'cache-control': 'private, max-age=300',
      'content-length': String(image.length),
    });
  });

  it('gives an admin the bytes too', async () => {
    const response = await getFile(address, (await signedInAdmin(db, tokens)).token);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(image);
  });

  it('answers 404 to another customer, exactly as for a file that does not exist', async () => {
    const other = await signedInCustomer(db, tokens);
    const theirs = await getFile(address, other.token);
    const missing = await getFile(`/api/files/${'0'.repeat(32)}.png`, other.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'File tidak ditemukan', code: 'NOT_FOUND' });
    expect(missing.json()).toEqual(theirs.json());
  });

  it('answers 404 for names it never made, without touching the disk outside its folder', async () => {
    fs.writeFileSync(path.join(dataDir, 'secret.png'), 'rahasia');
    const name = address.replace('/api/files/', '');
    for (const url of [
      '/api/files/..%2Fsecret.png',
      '/api/files/..%2F..%2Fetc%2Fpasswd',
      `/api/files/${name.toUpperCase()}`,
      `/api/files/${name}.png`,
      `/api/files/${name.replace('.png', '.svg')}`,
      '/api/files/%2e%2e',
    ]) {
      const response = await getFile(url, posted.token);
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('answers 404 when the row is there but the file is gone', async () => {
    const owner = await insertCustomer(db);
    const orphan = `${randomUUID().replaceAll('-', '')}.png`;
    await db.insert(uploads).values({ userId: owner.id, name: orphan, mime: 'image/png', size: 10 });
    const response = await getFile(`/api/files/${orphan}`, await tokenFor(db, tokens, owner.id));
    expect(response.statusCode).toBe(404);
  });

  it('answers 401 without a token', async () => {
    expect((await getFile(address)).statusCode).toBe(401);
  });
});
