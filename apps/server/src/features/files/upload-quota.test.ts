import { randomBytes, randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueFixtures } from '../../../test/catalogue-fixtures';
import { signedInAdmin, signedInCustomer } from '../../../test/customers';
import { createTestApp } from '../../../test/helper';
import { complaints, notificationCategories } from '../../db/schema/engagement';
import { uploads } from '../../db/schema/uploads';
import { filesOnDisk, multipartBody, pngImage, type FilePart } from './files.fixtures';
import { UPLOAD_QUOTA_MESSAGE, UPLOAD_QUOTAS } from './files.service';

const { app, db, tokens, dataDir } = await createTestApp();

// ---------------------------------------------------------------------------------------------
// Fixtures

const HOUR = 60 * 60 * 1000;
const MB = 1024 * 1024;

await db.insert(notificationCategories).values({ name: 'Info', icon: 'info.svg' });
const shop = await catalogueFixtures(db, { packages: ['Sharing'] });
const product = await shop.makeProduct({ name: 'Netflix' });

/** A seat in a fresh group, so the user may file a complaint (with its image) about it. */
async function seatFor(userId: string) {
  const item = await shop.makeItem(product.id, 5);
  await shop.makeSeat({ id: item.id, productId: product.id }, userId, { packageId: null });
  return item.id;
}

async function customerWithSeat() {
  const customer = await signedInCustomer(db, tokens);
  return { ...customer, itemId: await seatFor(customer.user.id) };
}

/** Uploads the user stored earlier, `ageMs` ago, each `size` bytes (rows only: the quota counts rows). */
async function storedEarlier(userId: string, files: number, { size = 1000, ageMs = HOUR } = {}) {
  if (files === 0) return;
  await db.insert(uploads).values(
    Array.from({ length: files }, () => ({
      userId,
      name: `${randomBytes(16).toString('hex')}.png`,
      mime: 'image/png',
      size,
      createdAt: new Date(Date.now() - ageMs),
    })),
  );
}

const png = (bytes = pngImage()): FilePart => ({
  field: 'file',
  name: 'kendala.png',
  type: 'image/png',
  bytes,
});

async function postComplaint(token: string, itemId: string, file: FilePart = png()) {
  const { payload, contentType } = await multipartBody(
    { issue: 'akun bermasalah', productItem: itemId, noOrder: 'INV-2026-0001', note: 'Tidak bisa login' },
    file,
  );
  return app.inject({
    method: 'POST',
    url: '/api/complaints',
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
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

function expectQuotaAnswer(answer: Awaited<ReturnType<typeof postComplaint>>) {
  expect(answer.statusCode).toBe(429);
  expect(answer.json()).toEqual({ message: UPLOAD_QUOTA_MESSAGE, code: 'RATE_LIMITED' });
  // The oldest counted upload (an hour old) leaves the window in about 23 hours.
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(22 * 3600);
  expect(retryAfter).toBeLessThanOrEqual(23 * 3600);
}

// ---------------------------------------------------------------------------------------------

describe('the daily upload quota', () => {
  it("stores a customer's 30th file of 24 hours and refuses the 31st with 429 before storing it", async () => {
    const { user, token, itemId } = await customerWithSeat();
    await storedEarlier(user.id, UPLOAD_QUOTAS.customer.files - 1);

    expect((await postComplaint(token, itemId)).statusCode).toBe(201);
    const before = filesOnDisk(dataDir);
    expectQuotaAnswer(await postComplaint(token, itemId));
    expect(filesOnDisk(dataDir)).toEqual(before);
    expect(await rowsOf(user.id)).toEqual({ complaints: 1, uploads: 30 });
  });

  it('does not count uploads older than 24 hours', async () => {
    const { user, token, itemId } = await customerWithSeat();
    await storedEarlier(user.id, UPLOAD_QUOTAS.customer.files, { ageMs: 25 * HOUR });
    expect((await postComplaint(token, itemId)).statusCode).toBe(201);
  });

  it('refuses a file that would take the day past 100 MB, and removes it', async () => {
    const { user, token, itemId } = await customerWithSeat();
    // Ten files leaving 100 bytes of the 100 MB.
    await storedEarlier(user.id, 10, { size: 10 * MB - 10 });
    const before = filesOnDisk(dataDir);
    expectQuotaAnswer(await postComplaint(token, itemId, png(pngImage(200))));
    expect(filesOnDisk(dataDir)).toEqual(before);
    expect(await rowsOf(user.id)).toEqual({ complaints: 0, uploads: 10 });
  });

  it('counts the upload routes together: a spent quota also refuses a reimbursement proof', async () => {
    const { user, token } = await signedInCustomer(db, tokens);
    await storedEarlier(user.id, UPLOAD_QUOTAS.customer.files);
    const { payload, contentType } = await multipartBody(
      { productItem: randomUUID(), value: '150000', bank: 'BRI', account_number: '0123456789' },
      { ...png(), field: 'payment_proof' },
    );
    const answer = await app.inject({
      method: 'POST',
      url: '/api/reimbursements/submit',
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
    });
    expectQuotaAnswer(answer);
  });

  it('lets concurrent uploads of one customer take only the files left in the quota', async () => {
    const { user, token, itemId } = await customerWithSeat();
    await storedEarlier(user.id, UPLOAD_QUOTAS.customer.files - 3);
    const answers = await Promise.all(Array.from({ length: 7 }, () => postComplaint(token, itemId)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429]);
    expect(await rowsOf(user.id)).toEqual({ complaints: 3, uploads: 30 });
  });

  it("gives an admin a larger quota (300 files), enforced on the admin's proof route too", async () => {
    const admin = await signedInAdmin(db, tokens);
    const itemId = await seatFor(admin.user.id);
    await storedEarlier(admin.user.id, UPLOAD_QUOTAS.customer.files);
    expect((await postComplaint(admin.token, itemId)).statusCode).toBe(201);

    await storedEarlier(admin.user.id, UPLOAD_QUOTAS.admin.files - UPLOAD_QUOTAS.customer.files - 1);
    const { payload, contentType } = await multipartBody({}, { ...png(), field: 'reimbursement_proof' });
    const answer = await app.inject({
      method: 'POST',
      url: `/api/admin/reimbursements/${randomUUID()}/complete`,
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${admin.token}` },
    });
    expectQuotaAnswer(answer);
  });
});
