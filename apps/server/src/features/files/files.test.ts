/**
 * GET /api/files/:name beyond the owner and the admins: the shop's transfer proof is the admin's
 * upload, and the host whose reimbursement it completes reads it too; nobody else does.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signedInCustomer } from '../../../test/customers';
import { createTestApp } from '../../../test/helper';
import { categories, products } from '../../db/schema/catalogue';
import { reimbursements } from '../../db/schema/engagement';
import { productItems } from '../../db/schema/stock';
import { uploads } from '../../db/schema/uploads';
import { users } from '../../db/schema/users';
import { pngImage } from './files.fixtures';

const { app, db, tokens, dataDir } = await createTestApp();

const host = await signedInCustomer(db, tokens, 'Host');
const stranger = await signedInCustomer(db, tokens, 'Orang Lain');
const [admin] = await db
  .insert(users)
  .values({
    name: 'Admin',
    email: `admin-${randomBytes(4).toString('hex')}@premiumshop.id`,
    phone: '+6281200000009',
    passwordHash: 'x',
    role: 'admin',
  })
  .returning();
const [category] = await db
  .insert(categories)
  .values({ name: 'Musik', image: 'c.png', bg: '#fff', icon: 'c.svg' })
  .returning();
const [product] = await db
  .insert(products)
  .values({
    name: 'Spotify',
    image: 'p.png',
    banner: 'b.png',
    icon: 'p.svg',
    method: 'Ready',
    type: 'Sharing Account',
    categoryId: category!.id,
    slot: 6,
  })
  .returning();
const [item] = await db
  .insert(productItems)
  .values({ productId: product!.id, name: 'Grup', slot: 6, hostUserId: host.user.id })
  .returning();

/** An image on disk with its uploads row owned by the admin. */
async function adminUpload(): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.png`;
  const dir = path.join(dataDir, 'private-uploads');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, name), pngImage());
  await db.insert(uploads).values({ userId: admin!.id, name, mime: 'image/png', size: pngImage().length });
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
      productItemId: item!.id,
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
