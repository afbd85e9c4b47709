import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { CredentialVault } from '../src/platform/crypto';
import { AccessTokens } from '../src/platform/tokens';
import { loadSettings } from '../src/settings';
import { createTestDatabase, whenDone } from './helper';

const { url, connection } = await createTestDatabase();

interface LogLine {
  msg?: string;
  req?: { remoteAddress?: string; url?: string };
}

/** The real app listening on 127.0.0.1 (like the shop behind nginx on the same host), with its log lines. */
async function listeningShop(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'premium-shop-proxy-'));
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const app = await buildApp({
    settings: loadSettings({ NODE_ENV: 'test', DATABASE_URL: url, DATA_DIR: dataDir, ...env }),
    db: connection.db,
    vault: new CredentialVault(randomBytes(32).toString('base64')),
    tokens: new AccessTokens(randomBytes(48).toString('base64url')),
    webRoot: dataDir,
    logger: { level: 'info', stream },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  whenDone(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    /** A failed login for `email`, claiming through X-Forwarded-For to come from `forwardedFor`. */
    login: async (email: string, forwardedFor: string) => {
      const response = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({ email, password: 'tebakan-salah' }),
      });
      await response.arrayBuffer();
      return response.status;
    },
    /** The client address each request's access-log line resolved, in order. */
    loggedAddresses: () =>
      lines.filter((line) => line.msg === 'incoming request').map((line) => line.req?.remoteAddress),
  };
}

describe('X-Forwarded-For over real HTTP', () => {
  it('is ignored without TRUST_PROXY: a forged address per request still meets the per-address login limit', async () => {
    const shop = await listeningShop({});
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      statuses.push(await shop.login(`tebak.${randomUUID()}@gmail.com`, `198.51.100.${attempt + 1}`));
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect(new Set(shop.loggedAddresses())).toEqual(new Set(['127.0.0.1']));
  });

  it('is ignored without TRUST_PROXY: forged addresses do not reset the failures of one e-mail from one address', async () => {
    const shop = await listeningShop({});
    const email = `tebak.${randomUUID()}@gmail.com`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push(await shop.login(email, `198.51.100.${attempt + 1}`));
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
  });

  it('gives the forwarded address with TRUST_PROXY=127.0.0.1, and only the hop the proxy added', async () => {
    const shop = await listeningShop({ TRUST_PROXY: '127.0.0.1' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      statuses.push(await shop.login(`tebak.${randomUUID()}@gmail.com`, `203.0.113.${attempt + 1}`));
    }
    // Each customer behind the proxy has a counter of their own: nobody reaches the limit of 30.
    expect(statuses.every((status) => status === 401)).toBe(true);
    expect(shop.loggedAddresses().slice(0, 3)).toEqual(['203.0.113.1', '203.0.113.2', '203.0.113.3']);
    // A client that sends its own X-Forwarded-For gets the proxy's address appended to it; what it
    // wrote itself comes from an untrusted peer and is not believed.
    await shop.login(`tebak.${randomUUID()}@gmail.com`, '192.0.2.66, 203.0.113.200');
    expect(shop.loggedAddresses().at(-1)).toBe('203.0.113.200');
  });

  it('takes the address the last proxy appended with a hop count (TRUST_PROXY=1)', async () => {
    const shop = await listeningShop({ TRUST_PROXY: '1' });
    expect(await shop.login(`tebak.${randomUUID()}@gmail.com`, '192.0.2.66, 203.0.113.7')).toBe(401);
    expect(shop.loggedAddresses()).toEqual(['203.0.113.7']);
  });
});
