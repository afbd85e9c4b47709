import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { multipartBody, pngImage } from '../src/features/files/files.fixtures';
import { seedDemoShop } from '../src/db/seed/demo-shop';
import { AccessTokens } from '../src/platform/tokens';
import { catalogueFixtures } from './catalogue-fixtures';
import { signedInAdmin, signedInCustomer } from './customers';
import { createTestApp, createTestDatabase } from './helper';
import { startS3Server } from './s3-server';
import { sharedSecrets, startServerProcess } from './server-process';

/**
 * STORAGE=s3 against a real S3 protocol server (s3rver on 127.0.0.1): accepted uploads go to the
 * bucket and leave the local disk; private ones are served only through the signed-in route, public
 * catalogue images to anyone; two instances with their own DATA_DIR serve each other's files.
 */
const s3 = await startS3Server();
afterAll(() => s3.close());

const { app, db, tokens, dataDir } = await createTestApp(s3.env);

function localFiles(folder: string): string[] {
  const dir = path.join(dataDir, folder);
  return fs.existsSync(dir)
    ? fs.readdirSync(dir).filter((name) => !fs.statSync(path.join(dir, name)).isDirectory())
    : [];
}

async function complaint(token: string, address = app, bytes = pngImage(64)) {
  const { payload, contentType } = await multipartBody(
    { issue: 'masalah pembayaran', noOrder: 'INV-S3', note: 'Pembayaran belum masuk' },
    { field: 'file', name: 'bukti.png', type: 'image/png', bytes },
  );
  return address.inject({
    method: 'POST',
    url: '/api/complaints',
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
  });
}

describe('STORAGE=s3', () => {
  it("keeps a customer's private upload in the bucket, served to its owner only", async () => {
    const customer = await signedInCustomer(db, tokens, 'Pelapor');
    const stranger = await signedInCustomer(db, tokens, 'Orang Lain');
    const response = await complaint(customer.token);
    expect(response.statusCode).toBe(201);
    const address: string = response.json().data.file;
    const name = address.replace('/api/files/', '');

    expect(await s3.keys()).toContain(`private-uploads/${name}`);
    expect(localFiles('private-uploads')).toEqual([]);

    const own = await app.inject({
      method: 'GET',
      url: address,
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.rawPayload.equals(pngImage(64))).toBe(true);
    const other = await app.inject({
      method: 'GET',
      url: address,
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(other.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: address })).statusCode).toBe(401);
    // The public route never reaches the private keys.
    for (const url of [`/uploads/../private-uploads/${name}`, `/uploads/%2E%2E/private-uploads/${name}`]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('keeps no byte of a refused decompression bomb, in the bucket or on the disk', async () => {
    const customer = await signedInCustomer(db, tokens, 'Pengirim Bom');
    const keysBefore = (await s3.keys()).sort();

    const response = await complaint(customer.token, app, pngImage(0, { width: 30_000, height: 30_000 }));

    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('IMAGE_DIMENSIONS_TOO_LARGE');
    expect((await s3.keys()).sort()).toEqual(keysBefore);
    expect(localFiles('private-uploads')).toEqual([]);
  });

  it('serves a catalogue image from the bucket to anyone, cacheable', async () => {
    const { token } = await signedInAdmin(db, tokens, 'Admin Katalog');
    const { payload, contentType } = await multipartBody(
      {},
      { field: 'file', name: 'produk.png', type: 'image/png', bytes: pngImage(32) },
    );
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/admin/uploads/catalogue-image',
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
    });
    expect(uploaded.statusCode).toBe(201);
    const stored: string = uploaded.json().data.path;
    expect(await s3.keys()).toContain(stored);

    const image = await app.inject({ method: 'GET', url: `/${stored}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=86400');
    expect(image.rawPayload.equals(pngImage(32))).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/uploads/catalogue/missing.png' })).statusCode).toBe(404);
  });

  it('still serves an image written to DATA_DIR before the move (the demo images)', async () => {
    fs.mkdirSync(path.join(dataDir, 'uploads', 'demo'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads', 'demo', 'logo.png'), pngImage());
    const image = await app.inject({ method: 'GET', url: '/uploads/demo/logo.png' });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(pngImage())).toBe(true);
  });

  it('leaves nothing in the bucket for a refused upload, and deletes a removed banner from it', async () => {
    const { token } = await signedInAdmin(db, tokens, 'Admin Banner');
    /** A banner form whose link comes after the image, as a hand-made client may send it. */
    const bannerForm = async (link: string) => {
      const form = new FormData();
      form.append('image', new Blob([pngImage(16)], { type: 'image/png' }), 'banner.png');
      form.append('link', link);
      const request = new Request('http://localhost/', { method: 'POST', body: form });
      return app.inject({
        method: 'POST',
        url: '/api/admin/banners',
        payload: Buffer.from(await request.arrayBuffer()),
        headers: { 'content-type': request.headers.get('content-type')!, authorization: `Bearer ${token}` },
      });
    };
    const before = await s3.keys();
    // The bad link is read after the image was stored: the image is taken out of the bucket again.
    const refused = await bannerForm('javascript:alert(1)');
    expect(refused.statusCode).toBe(400);
    expect(await s3.keys()).toEqual(before);

    const created = await bannerForm('/allProduct');
    expect(created.statusCode).toBe(201);
    const banner = created.json().data as { _id: string; image: string };
    expect(await s3.keys()).toEqual([...before, banner.image].sort());
    expect(localFiles('uploads/banners')).toEqual([]);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/admin/banners/${banner._id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.statusCode).toBe(200);
    expect(await s3.keys()).toEqual(before);
  });
});

describe('the demo shop on STORAGE=s3', () => {
  it('seeds its images into the bucket, where another instance serves them, and keeps a replaced one', async () => {
    const env = { ...s3.env, S3_PREFIX: 'demo-seed/' };
    const seeding = await createTestApp(env);
    expect(await seedDemoShop(seeding.db, { vault: seeding.vault, settings: seeding.settings })).toBe(true);
    const demoKeys = (await s3.keys()).filter((key) => key.startsWith('demo-seed/uploads/demo/'));
    expect(demoKeys.length).toBeGreaterThan(10);
    expect(fs.existsSync(path.join(seeding.dataDir, 'uploads', 'demo'))).toBe(false);

    // Another instance, with a DATA_DIR of its own, serves the picture the first one seeded.
    const other = await createTestApp(env);
    const address = `/${demoKeys[0]!.replace('demo-seed/', '')}`;
    const image = await other.app.inject({ method: 'GET', url: address });
    expect(image.statusCode).toBe(200);
    expect(image.body).toMatch(/^<svg/);

    // An admin's own picture under a demo name survives the next start's seeding.
    await s3.client.send(
      new PutObjectCommand({ Bucket: s3.bucket, Key: demoKeys[0]!, Body: '<svg>milik admin</svg>' }),
    );
    expect(await seedDemoShop(other.db, { vault: other.vault, settings: other.settings })).toBe(true);
    const kept = await other.app.inject({ method: 'GET', url: address });
    expect(kept.body).toBe('<svg>milik admin</svg>');
  });
});

describe('a bucket that does not answer', () => {
  it('answers an upload with 503 in Indonesian and keeps no file, and a read with 503', async () => {
    const down = await createTestApp({ ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:1' });
    const customer = await signedInCustomer(down.db, down.tokens, 'Saat Gangguan');
    const sent = await complaint(customer.token, down.app);
    expect(sent.statusCode).toBe(503);
    expect(sent.json()).toEqual({
      message: 'Layanan sedang tidak tersedia, silakan coba lagi sebentar lagi.',
      code: 'SERVICE_UNAVAILABLE',
    });
    const privateDir = path.join(down.dataDir, 'private-uploads');
    expect(fs.existsSync(privateDir) ? fs.readdirSync(privateDir) : []).toEqual([]);
    const image = await down.app.inject({ method: 'GET', url: '/uploads/catalogue/missing.png' });
    expect(image.statusCode).toBe(503);
  });
});

/** One of the shop's npm scripts run as a command, with `env` over the test's environment. */
function runScript(
  script: string,
  args: readonly string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('npm run uploads:from-s3 and back (the README restore drill for files)', () => {
  it("backs the bucket's uploads up into a folder, a second run copying only what is new, and puts them back", async () => {
    const customer = await signedInCustomer(db, tokens, 'Pelapor Cadangan');
    const sent = await complaint(customer.token);
    expect(sent.statusCode).toBe(201);
    const file = sent.json<{ data: { file: string } }>().data.file;
    const key = `private-uploads/${file.replace('/api/files/', '')}`;
    const backup = fs.mkdtempSync(path.join(os.tmpdir(), 'premium-shop-files-'));
    const env = { ...s3.env, DATA_DIR: dataDir, DATABASE_URL: 'postgres://unused@127.0.0.1/x' };

    const first = await runScript('scripts/uploads-from-s3.ts', ['--out', backup], env);
    expect(first.code, first.output).toBe(0);
    expect(fs.readFileSync(path.join(backup, ...key.split('/'))).equals(pngImage(64))).toBe(true);
    const again = await runScript('scripts/uploads-from-s3.ts', ['--out', backup], env);
    expect(again.output).toMatch(/^Copied 0 files .* were there already\.$/m);
    expect((await runScript('scripts/uploads-from-s3.ts', [], env)).code).toBe(1);

    // The drill: the files go back into an empty place of the bucket, byte for byte.
    const restored = await runScript('scripts/uploads-to-s3.ts', ['--from', backup], {
      ...env,
      S3_PREFIX: 'drill/',
    });
    expect(restored.code, restored.output).toBe(0);
    const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `drill/${key}` }));
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(pngImage(64))).toBe(true);
    fs.rmSync(backup, { recursive: true, force: true });
  }, 60_000);
});

describe('npm run uploads:to-s3', () => {
  it('copies the uploads of DATA_DIR to the bucket once, skipping what is there and unfinished files', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'premium-shop-copy-'));
    const write = (relative: string, bytes: Buffer) => {
      fs.mkdirSync(path.dirname(path.join(folder, relative)), { recursive: true });
      fs.writeFileSync(path.join(folder, relative), bytes);
    };
    write('uploads/demo/logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    write('uploads/catalogue/0123456789abcdef0123456789abcdef.png', pngImage(3));
    write('private-uploads/fedcba9876543210fedcba9876543210.png', pngImage(5));
    write('private-uploads/.fedcba9876543210fedcba9876543211.part', Buffer.from('cut off'));
    write('backups/shop.backup', Buffer.from('not an upload'));
    const prefixed = {
      ...s3.env,
      S3_PREFIX: 'copy-test/',
      DATA_DIR: folder,
      DATABASE_URL: 'postgres://unused@127.0.0.1/x',
    };
    const run = () => runScript('scripts/uploads-to-s3.ts', [], prefixed);

    const first = await run();
    expect(first.code).toBe(0);
    expect(first.output).toContain('Copied 3 files');
    const copied = (await s3.keys()).filter((key) => key.startsWith('copy-test/'));
    expect(copied).toEqual([
      'copy-test/private-uploads/fedcba9876543210fedcba9876543210.png',
      'copy-test/uploads/catalogue/0123456789abcdef0123456789abcdef.png',
      'copy-test/uploads/demo/logo.svg',
    ]);
    const object = await s3.client.send(
      new GetObjectCommand({
        Bucket: s3.bucket,
        Key: 'copy-test/private-uploads/fedcba9876543210fedcba9876543210.png',
      }),
    );
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(pngImage(5))).toBe(true);

    const again = await run();
    expect(again.code).toBe(0);
    expect(again.output).toContain('Copied 0 files');
    expect(again.output).toContain('3 were there already');
    fs.rmSync(folder, { recursive: true, force: true });
  }, 60_000);
});

describe('two instances sharing one bucket', () => {
  it('serve each other’s uploads: a private proof and a catalogue image', async () => {
    const { url, connection } = await createTestDatabase();
    const secrets = sharedSecrets();
    const first = await startServerProcess({ DATABASE_URL: url, ...secrets, ...s3.env });
    const second = await startServerProcess({ DATABASE_URL: url, ...secrets, ...s3.env });
    const accessTokens = new AccessTokens(secrets.JWT_SECRET);
    const customer = await signedInCustomer(connection.db, accessTokens, 'Pelanggan Dua');
    const admin = await signedInAdmin(connection.db, accessTokens, 'Admin Dua');
    await catalogueFixtures(connection.db);

    const { payload, contentType } = await multipartBody(
      { issue: 'other', noOrder: 'INV-DUA', note: 'Dari instans pertama' },
      { field: 'file', name: 'bukti.png', type: 'image/png', bytes: pngImage(8) },
    );
    const sent = await fetch(`${first.url}/api/complaints`, {
      method: 'POST',
      body: payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${customer.token}` },
    });
    expect(sent.status).toBe(201);
    const address = ((await sent.json()) as { data: { file: string } }).data.file;
    const read = await fetch(`${second.url}${address}`, {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).equals(pngImage(8))).toBe(true);

    const image = await multipartBody(
      {},
      { field: 'file', name: 'p.png', type: 'image/png', bytes: pngImage(4) },
    );
    const uploaded = await fetch(`${second.url}/api/admin/uploads/catalogue-image`, {
      method: 'POST',
      body: image.payload,
      headers: { 'content-type': image.contentType, authorization: `Bearer ${admin.token}` },
    });
    expect(uploaded.status).toBe(201);
    const stored = ((await uploaded.json()) as { data: { path: string } }).data.path;
    const shown = await fetch(`${first.url}/${stored}`);
    expect(shown.status).toBe(200);
    expect(Buffer.from(await shown.arrayBuffer()).equals(pngImage(4))).toBe(true);
    // Off a terminal every line is one JSON object, on every Node.js: the AWS SDK's own warning of
    // an old Node.js (eight plain lines) is not printed.
    for (const instance of [first, second]) {
      const lines = instance.output().split('\n').filter(Boolean);
      expect(lines.filter((line) => !line.startsWith('{'))).toEqual([]);
    }
  }, 180_000);
});
