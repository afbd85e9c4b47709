/**
 * GET /api/files/:name beyond the owner and the admins: the shop's transfer proof is the admin's
 * upload, and the host whose reimbursement it completes reads it too; nobody else does.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueFixtures } from '../../../test/catalogue-fixtures';
import { signedInAdmin, signedInCustomer } from '../../../test/customers';
import { createTestApp } from '../../../test/helper';
import { reimbursements } from '../../db/schema/engagement';
import { uploads } from '../../db/schema/uploads';
import { pngImage } from './files.fixtures';

const { app, db, tokens, dataDir } = await createTestApp();

const host = await signedInCustomer(db, tokens, 'Host');
const stranger = await signedInCustomer(db, tokens, 'Orang Lain');
const { user: admin } = await signedInAdmin(db, tokens, 'Admin');
const shop = await catalogueFixtures(db, { category: { name: 'Musik' }, packages: [] });
const product = await shop.makeProduct({ name: 'Spotify', slot: 6 });
const item = await shop.makeItem(product.id, 6, {
  name: 'Grup',
  hostUserId: host.user.id,
  state: 'forming',
});

/** An image on disk with its uploads row owned by the admin. */
async function adminUpload(): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.png`;
  const dir = path.join(dataDir, 'private-uploads');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, name), pngImage());
  await db.insert(uploads).values({ userId: admin.id, name, mime: 'image/png', size: pngImage().length });
  return name;
}

async function read(name: string, token: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/files/${name}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return response.statusCode;
}

describe('GET /api/files/:name for a reimbursement proof', () => {
  it("serves the shop's transfer proof to the host of the completed request, and to nobody else", async () => {
    const proof = await adminUpload();
    const unrelated = await adminUpload();
    await db.insert(reimbursements).values({
      userId: host.user.id,
      productItemId: item.id,
      value: 50_000,
      paymentProof: '/api/files/bukti.png',
      reimbursementProof: `/api/files/${proof}`,
      status: 'Done',
    });

    expect(await read(proof, host.token)).toBe(200);
    expect(await read(proof, stranger.token)).toBe(404);
    expect(await read(unrelated, host.token)).toBe(404);
  });
});
