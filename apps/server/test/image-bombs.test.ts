/**
 * Issue 25, item 4: a decompression bomb (a small file whose header declares a huge image) is
 * refused by every upload route before anything decodes it, with the Indonesian message under the
 * file's field; nothing saved changes and no byte of it stays on disk. A normal image still passes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { ERROR_MESSAGES } from '@premium-shop/domain/errors';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { banners } from '../src/db/schema/content';
import { complaints, reimbursements } from '../src/db/schema/engagement';
import { auditLogs } from '../src/db/schema/operations';
import { orders } from '../src/db/schema/orders';
import { accounts, productItems } from '../src/db/schema/stock';
import { uploads } from '../src/db/schema/uploads';
import {
  gifImage,
  jpegFrameHeader,
  jpegImage,
  jpegSegment,
  multipartBody,
  pngChunk,
  pngImage,
  webpChunk,
  webpContainer,
  webpImage,
} from '../src/features/files/files.fixtures';
import { catalogueFixtures } from './catalogue-fixtures';
import { signedInAdmin, signedInCustomer } from './customers';
import { createTestApp } from './helper';

const { app, db, tokens, dataDir } = await createTestApp();

// ---------------------------------------------------------------------------------------------
// The files

/**
 * The bomb of the report: a valid 30000 x 30000 black-and-white PNG whose 112 MB of pixels deflate
 * to about 110 KB. A browser asked to draw it decodes 900 megapixels (3.6 GB).
 */
function pngBomb(): Buffer {
  const side = 30_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8);
  // Each row: filter byte 0, then one bit per pixel.
  const pixels = deflateSync(Buffer.alloc(side * (1 + side / 8)), { level: 9 });
  return Buffer.concat([
    pngImage().subarray(0, 8),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const PNG_BOMB = pngBomb();

const JPEG_BOMB = Buffer.concat([
  Buffer.from([0xff, 0xd8]),
  jpegFrameHeader(60_000, 60_000),
  jpegSegment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
  Buffer.alloc(64, 0x11),
  Buffer.from([0xff, 0xd9]),
]);

function webpBomb(): Buffer {
  const canvas = Buffer.alloc(10);
  canvas.writeUIntLE(16_383, 4, 3);
  canvas.writeUIntLE(16_383, 7, 3);
  // The 1x1 lossless frame of the fixtures (its data follows the RIFF header and its chunk header).
  return webpContainer([webpChunk('VP8X', canvas), webpChunk('VP8L', webpImage().subarray(20))]);
}

/** The 1x1 GIF with its one frame declared 65535 x 65535. */
function gifBomb(): Buffer {
  const bytes = Buffer.from(gifImage());
  const frame = bytes.indexOf(0x2c, 13);
  bytes.writeUInt16LE(65_535, frame + 5);
  bytes.writeUInt16LE(65_535, frame + 7);
  return bytes;
}

/** A JPEG with no frame header: SOI, APP0, EOI. */
const JPEG_WITHOUT_FRAME = Buffer.concat([jpegImage().subarray(0, 20), Buffer.from([0xff, 0xd9])]);

/** A PNG whose IHDR is damaged (its CRC no longer matches) but which still ends with IEND. */
function pngWithDamagedHeader(): Buffer {
  const bytes = Buffer.from(pngImage());
  bytes[17] = 0x7f;
  return bytes;
}

const TOO_LARGE = ERROR_MESSAGES.IMAGE_DIMENSIONS_TOO_LARGE;
const UNREADABLE = ERROR_MESSAGES.IMAGE_UNREADABLE;

// ---------------------------------------------------------------------------------------------
// What must not change

/** The files under a folder of DATA_DIR, temp files included. */
function filesUnder(folder: string): string[] {
  const root = path.join(dataDir, folder);
  if (!fs.existsSync(root)) return [];
  // Files only: the folder an upload is written into may be made on the way.
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => fs.statSync(path.join(root, name)).isFile())
    .sort();
}

/** Every row an upload could write or change, and every file under both upload folders. */
async function everything() {
  return {
    complaints: await db.select().from(complaints).orderBy(asc(complaints.id)),
    reimbursements: await db.select().from(reimbursements).orderBy(asc(reimbursements.id)),
    uploads: await db.select().from(uploads).orderBy(asc(uploads.id)),
    banners: await db.select().from(banners).orderBy(asc(banners.id)),
    audit: await db.select().from(auditLogs).orderBy(asc(auditLogs.id)),
    orders: await db.select().from(orders).orderBy(asc(orders.id)),
    items: await db.select().from(productItems).orderBy(asc(productItems.id)),
    seats: await db.select().from(accounts).orderBy(asc(accounts.id)),
    publicFiles: filesUnder('uploads'),
    privateFiles: filesUnder('private-uploads'),
  };
}

// ---------------------------------------------------------------------------------------------
// The routes

interface Upload {
  url: string;
  fields: Record<string, string>;
  fileField: string;
  token: string;
}

async function send({ url, fields, fileField, token }: Upload, bytes: Buffer, name = 'gambar.png') {
  const { payload, contentType } = await multipartBody(fields, {
    field: fileField,
    name,
    type: 'image/png',
    bytes,
  });
  const response = await app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
  });
  return { status: response.statusCode, body: response.json() };
}

const admin = await signedInAdmin(db, tokens, 'Admin Gambar');

async function complaintUpload(): Promise<Upload> {
  // A customer of their own each time: every refused upload counts against the per-minute limit.
  const customer = await signedInCustomer(db, tokens, 'Pelapor');
  return {
    url: '/api/complaints',
    fields: { issue: 'masalah pembayaran', noOrder: 'INV-BOM', note: 'Saldo terpotong' },
    fileField: 'file',
    token: customer.token,
  };
}

const shop = await catalogueFixtures(db);
const HOST = shop.packageId('Host');
const product = await shop.makeProduct({ name: 'YouTube Premium', type: 'Invite Sharing', slot: 6 });

/** A customer hosting a group (with their seat and Host order in Process) who may ask for a reimbursement. */
async function reimbursementUpload(): Promise<Upload> {
  const host = await signedInCustomer(db, tokens, 'Host');
  const item = await shop.makeItem(product.id, 6, {
    packageId: HOST,
    name: `Grup ${host.user.id.slice(0, 4)}`,
    state: 'forming',
    hostUserId: host.user.id,
  });
  const seat = await shop.makeSeat({ id: item.id, productId: product.id }, host.user.id, { packageId: HOST });
  await shop.makeOrder(host.user.id, product.id, {
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
  return {
    url: '/api/reimbursements/submit',
    fields: { productItem: item.id, value: '150000', bank: 'BRI', account_number: '0123456789' },
    fileField: 'payment_proof',
    token: host.token,
  };
}

const catalogueUpload: Upload = {
  url: '/api/admin/uploads/catalogue-image',
  fields: {},
  fileField: 'file',
  token: admin.token,
};

const bannerUpload: Upload = {
  url: '/api/admin/banners',
  fields: { link: '' },
  fileField: 'image',
  token: admin.token,
};

/** The shop's transfer proof completing a pending reimbursement (made through the route). */
async function transferProofUpload(): Promise<Upload> {
  const claim = await reimbursementUpload();
  const submitted = await send(claim, pngImage());
  expect(submitted.status).toBe(201);
  return {
    url: `/api/admin/reimbursements/${submitted.body.data._id as string}/complete`,
    fields: { note: 'Sudah ditransfer' },
    fileField: 'reimbursement_proof',
    token: admin.token,
  };
}

const ROUTES: [string, () => Promise<Upload>][] = [
  ['a complaint', complaintUpload],
  ['a reimbursement', reimbursementUpload],
  ['a catalogue image', () => Promise.resolve(catalogueUpload)],
  ['a banner', () => Promise.resolve(bannerUpload)],
  ["the shop's transfer proof", transferProofUpload],
];

// ---------------------------------------------------------------------------------------------

describe('an upload route', () => {
  it('is given a real bomb: a 30000 x 30000 PNG of about 110 KB', () => {
    expect(PNG_BOMB.length).toBeLessThan(150 * 1024);
    expect(PNG_BOMB.readUInt32BE(16)).toBe(30_000);
  });

  describe.each(ROUTES)('for %s', (_name, uploadTo) => {
    it('refuses the bomb with 413 and the message under its field, changing nothing', async () => {
      const upload = await uploadTo();
      const before = await everything();

      const answer = await send(upload, PNG_BOMB, 'bom.png');

      expect(answer.status).toBe(413);
      expect(answer.body).toEqual({
        code: 'IMAGE_DIMENSIONS_TOO_LARGE',
        message: TOO_LARGE,
        errors: { [upload.fileField]: TOO_LARGE },
      });
      expect(await everything()).toEqual(before);
    });

    it('refuses an image whose header cannot be read with 415, changing nothing', async () => {
      const upload = await uploadTo();
      const before = await everything();

      const answer = await send(upload, pngWithDamagedHeader());

      expect(answer.status).toBe(415);
      expect(answer.body).toEqual({
        code: 'IMAGE_UNREADABLE',
        message: UNREADABLE,
        errors: { [upload.fileField]: UNREADABLE },
      });
      expect(await everything()).toEqual(before);
    });

    it('accepts a normal image after refusing one', async () => {
      const upload = await uploadTo();
      expect((await send(upload, PNG_BOMB)).status).toBe(413);

      const answer = await send(upload, pngImage(0, { width: 1080, height: 2400 }));

      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
    });
  });
});

describe('the complaint route', () => {
  it.each([
    ['a JPEG whose frame header says 60000 x 60000', JPEG_BOMB, 'bom.jpg', 413, TOO_LARGE],
    ['a WebP whose VP8X canvas says 16384 x 16384', webpBomb(), 'bom.webp', 413, TOO_LARGE],
    ['a GIF whose frame says 65535 x 65535', gifBomb(), 'bom.gif', 413, TOO_LARGE],
    ['a JPEG without a frame header', JPEG_WITHOUT_FRAME, 'rusak.jpg', 415, UNREADABLE],
  ])('refuses %s', async (_name, bytes, name, status, message) => {
    const upload = await complaintUpload();
    const before = await everything();

    const answer = await send(upload, bytes, name);

    expect(answer.status).toBe(status);
    expect(answer.body.message).toBe(message);
    expect(await everything()).toEqual(before);
  });

  it.each([
    ['a JPEG', jpegImage({ width: 4000, height: 3000 }), 'foto.jpg'],
    ['a long screenshot', pngImage(0, { width: 1080, height: 15_000 }), 'panjang.png'],
    ['a WebP', webpImage(), 'gambar.webp'],
    ['a GIF', gifImage(), 'gambar.gif'],
  ])('accepts %s within the bounds', async (_name, bytes, name) => {
    const answer = await send(await complaintUpload(), bytes, name);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  });

  it('leaves the daily upload quota untouched by refused bombs: only stored files count', async () => {
    const upload = await complaintUpload();
    const recorded = async () => (await db.select().from(uploads)).length;
    const before = await recorded();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await send(upload, PNG_BOMB)).status).toBe(413);
    }
    expect(await recorded()).toBe(before);

    expect((await send(upload, pngImage())).status).toBe(201);
    expect(await recorded()).toBe(before + 1);
  });
});
