import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../src/db/embedded';

// The real process, as `npm start` runs it, on the embedded PostgreSQL of a fresh data folder.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'premium-shop-process-'));
fs.chmodSync(dataDir, 0o755);
const running = new Set<ChildProcess>();

interface Shop {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startShop(port: number, env: Record<string, string> = {}): Shop {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, output: () => output, exited };
}

async function waitUntilServing(shop: Shop, port: number): Promise<void> {
  for (let waited = 0; waited < 90_000; waited += 200) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (shop.child.exitCode !== null) throw new Error(`the shop exited:\n${shop.output()}`);
    await sleep(200);
  }
  throw new Error(`the shop did not start:\n${shop.output()}`);
}

async function productIds(port: number): Promise<string[]> {
  const body = (await fetch(`http://127.0.0.1:${port}/api/products?limit=100`).then((response) =>
    response.json(),
  )) as {
    data: { _id: string }[];
  };
  return body.data.map((product) => product._id).sort();
}

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await sleep(200);
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

describe('the shop process on the embedded database', () => {
  it('starts, refuses a second process on its folder, keeps its data across restarts and crashes', async () => {
    const port = await findFreePort();
    const first = startShop(port);
    await waitUntilServing(first, port);
    expect(first.output()).toContain(`is running at`);
    expect(first.output()).toContain('budi@gmail.com / budi12345');
    const seeded = await productIds(port);
    expect(seeded.length).toBeGreaterThanOrEqual(14);

    const second = startShop(await findFreePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`is in use by another Premium Shop process (pid ${first.child.pid})`);
    expect(await productIds(port)).toEqual(seeded);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'shop.lock'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const restarted = startShop(port);
    await waitUntilServing(restarted, port);
    expect(await productIds(port)).toEqual(seeded);

    // A crash leaves the lock and a running PostgreSQL behind; the next start recovers both.
    restarted.child.kill('SIGKILL');
    await restarted.exited;
    const recovered = startShop(port);
    await waitUntilServing(recovered, port);
    expect(await productIds(port)).toEqual(seeded);
    recovered.child.kill('SIGTERM');
    expect(await recovered.exited).toBe(0);
  }, 180_000);
});

describe('the shop process in production', () => {
  it('exits non-zero before touching the database, listing every missing production setting', async () => {
    // An empty value counts as unset (settings.ts), so the test's own environment cannot fill them.
    const shop = startShop(await findFreePort(), {
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: '',
      ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: '',
      PUBLIC_URL: '',
      SMTP_URL: '',
    });
    expect(await shop.exited).toBe(1);
    const output = shop.output();
    expect(output).toContain('Invalid settings:');
    expect(output).toMatch(/- PAYMENT_PROVIDER: required in production/);
    expect(output).toMatch(/- PUBLIC_URL: required in production/);
    expect(output).toMatch(/- SMTP_URL: required in production/);
    expect(fs.existsSync(path.join(dataDir, 'shop.lock'))).toBe(false);
  }, 60_000);

  it('lists a malformed value, a weak secret, plain http and a placeholder in one round', async () => {
    const shop = startShop(await findFreePort(), {
      NODE_ENV: 'production',
      // deploy/shop.env.example's placeholders, left in the database password and the bucket's keys.
      DATABASE_URL: 'postgres://premium_shop:CHANGE-ME@127.0.0.1:5432/premium_shop',
      STORAGE: 's3',
      S3_BUCKET: 'premium-shop',
      S3_ACCESS_KEY_ID: 'CHANGE-ME',
      S3_SECRET_ACCESS_KEY: 'CHANGE-ME',
      DATABASE_POOL_SIZE: 'sepuluh',
      TRUST_PROXY: 'true',
      PAYMENT_PROVIDER: 'tripay',
      TRIPAY_API_KEY: 'CHANGE-ME',
      TRIPAY_PRIVATE_KEY: 'CHANGE-ME',
      TRIPAY_MERCHANT_CODE: 'CHANGE-ME',
      ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: '',
      JWT_SECRET: 'a'.repeat(32),
      // 32 identical bytes: the right length of base64, and no key at all.
      CREDENTIALS_KEY: Buffer.alloc(32, 7).toString('base64'),
      METRICS_TOKEN: 'a'.repeat(24),
      PUBLIC_URL: 'http://premiumshop.id',
      SMTP_URL: '',
    });
    expect(await shop.exited).toBe(1);
    const output = shop.output();
    for (const key of [
      'DATABASE_POOL_SIZE',
      'TRUST_PROXY',
      'TRIPAY_API_KEY',
      'TRIPAY_PRIVATE_KEY',
      'TRIPAY_MERCHANT_CODE',
      'JWT_SECRET',
      'CREDENTIALS_KEY',
      'METRICS_TOKEN',
      'PUBLIC_URL',
      'SMTP_URL',
      'DATABASE_URL',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ]) {
      expect(output).toMatch(new RegExp(`- ${key}: `));
    }
    expect(output).toMatch(/- CREDENTIALS_KEY: .*its bytes repeat or count/);
    for (const key of ['DATABASE_URL', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      expect(output).toMatch(
        new RegExp(`- ${key}: still holds deploy/shop.env.example's CHANGE-ME placeholder`),
      );
    }
    expect(fs.existsSync(path.join(dataDir, 'shop.lock'))).toBe(false);
  }, 60_000);

  it('refuses the sandbox gateway without the explicit consent', async () => {
    const shop = startShop(await findFreePort(), {
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: '',
      PUBLIC_URL: 'https://premiumshop.id',
      SMTP_URL: 'smtp://127.0.0.1:9',
    });
    expect(await shop.exited).toBe(1);
    expect(shop.output()).toMatch(
      /- ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: PAYMENT_PROVIDER=sandbox in production/,
    );
  }, 60_000);
});
