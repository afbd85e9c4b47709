import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { DatabaseConnection } from '../src/db/client';
import { rateLimitCounters } from '../src/db/schema/users';
import { CredentialVault } from '../src/platform/crypto';
import { AccessTokens } from '../src/platform/tokens';
import { loadSettings } from '../src/settings';
import { createTestApp, createTestDatabase, whenDone } from './helper';

// The Redis of the machine (CI runs one on 127.0.0.1:6379, as a shop of several instances runs one).
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const UNREACHABLE = 'redis unreachable: rate limits count in PostgreSQL until it answers';
const BACK = 'redis answers again: rate limits count in Redis';

async function loginStatus(app: FastifyInstance, email: string, ip: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'tebakan-salah' },
    remoteAddress: ip,
  });
  return response.statusCode;
}

function forgotPassword(app: FastifyInstance, email: string, ip: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress: ip,
  });
}

/** A fresh address per test: counters in the machine's Redis outlive a run for their window. */
function freshAddress(): string {
  return `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;
}

/** A TCP port nothing listens on (taken from the system, then released). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A pino stream that keeps the log lines' messages. */
function logMessages() {
  const messages: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        messages.push((JSON.parse(line) as { msg?: string }).msg ?? '');
      }
      done();
    },
  });
  return { stream, count: (message: string) => messages.filter((logged) => logged === message).length };
}

/** The real app over a database of the test's choosing (two instances may share one). */
async function shopOn(
  database: { url: string; connection: DatabaseConnection },
  env: Record<string, string>,
  stream?: Writable,
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'premium-shop-limits-'));
  const app = await buildApp({
    settings: loadSettings({ NODE_ENV: 'test', DATABASE_URL: database.url, DATA_DIR: dataDir, ...env }),
    db: database.connection.db,
    pool: database.connection.pool,
    vault: new CredentialVault(randomBytes(32).toString('base64')),
    tokens: new AccessTokens(randomBytes(48).toString('base64url')),
    webRoot: dataDir,
    logger: stream ? { level: 'info', stream } : false,
  });
  whenDone(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
}

/** A redis-server of the test's own on a free port, without persistence, stopped when the test ends. */
async function startRedis(port: number): Promise<ChildProcess> {
  const server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  whenDone(() => {
    server.kill('SIGKILL');
  });
  const deadline = Date.now() + 10_000;
  for (;;) {
    const probe = new Redis({ port, lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      await probe.ping();
      return server;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(50);
    } finally {
      probe.disconnect();
    }
  }
}

async function eventually(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(50);
  }
}

describe('rate limits with REDIS_URL', () => {
  it('hold across two server processes sharing one Redis', async () => {
    const first = await createTestApp({ REDIS_URL: redisUrl });
    const second = await createTestApp({ REDIS_URL: redisUrl });
    const ip = freshAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const app = attempt % 2 === 0 ? first.app : second.app;
      statuses.push(await loginStatus(app, `tebak.${randomUUID()}@gmail.com`, ip));
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    // The 31st try, on either process, is over the per-address login limit of 30 in 15 minutes.
    expect(await loginStatus(first.app, `tebak.${randomUUID()}@gmail.com`, ip)).toBe(429);
    expect(await loginStatus(second.app, `tebak.${randomUUID()}@gmail.com`, ip)).toBe(429);
  });

  it('answer 429 with Retry-After to logins past the per-address limit while Redis is unreachable, with one log line', async () => {
    const logs = logMessages();
    const { app, db } = await createTestApp(
      { REDIS_URL: `redis://127.0.0.1:${await freePort()}` },
      { logger: { level: 'info', stream: logs.stream } },
    );
    const answers = [];
    for (let attempt = 0; attempt < 75; attempt += 1) {
      answers.push(
        await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `tebak.${randomUUID()}@gmail.com`, password: 'tebakan-salah' },
          remoteAddress: '198.51.100.9',
        }),
      );
    }
    expect(answers.slice(0, 30).map((answer) => answer.statusCode)).toEqual(Array<number>(30).fill(401));
    for (const answer of answers.slice(30)) {
      expect(answer.statusCode).toBe(429);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(15 * 60 - 60);
      expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    }
    // Counted in PostgreSQL, under a hash: no address at rest.
    const counters = await db.select().from(rateLimitCounters);
    expect(counters.map((counter) => counter.count)).toEqual([75]);
    expect(counters[0]!.key).not.toContain('198.51.100.9');
    // ioredis reported a failed reconnect many times over; the log says it once.
    expect(logs.count(UNREACHABLE)).toBe(1);
  });

  it("answer 429 with Retry-After to 'Lupa password' past the per-e-mail and per-address limits while Redis is unreachable", async () => {
    const { app } = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    const email = `korban.${randomUUID()}@gmail.com`;
    for (let n = 1; n <= 5; n += 1) {
      expect((await forgotPassword(app, email, `203.0.113.${n}`)).statusCode).toBe(200);
    }
    const perEmail = await forgotPassword(app, email, '203.0.113.99');
    expect(perEmail.statusCode).toBe(429);
    expect(Number(perEmail.headers['retry-after'])).toBeGreaterThan(3500);

    for (let n = 0; n < 10; n += 1) {
      expect((await forgotPassword(app, `lain.${n}.${randomUUID()}@gmail.com`, '192.0.2.7')).statusCode).toBe(
        200,
      );
    }
    const perAddress = await forgotPassword(app, `lain.${randomUUID()}@gmail.com`, '192.0.2.7');
    expect(perAddress.statusCode).toBe(429);
    expect(Number(perAddress.headers['retry-after'])).toBeGreaterThan(3500);
  });

  it('carry on in PostgreSQL when a Redis in use is killed, logging one line when it goes and one when it is back', async () => {
    const port = await freePort();
    let redis = await startRedis(port);
    const logs = logMessages();
    const { app } = await createTestApp(
      { REDIS_URL: `redis://127.0.0.1:${port}` },
      { logger: { level: 'info', stream: logs.stream } },
    );
    // Counted in this Redis while it runs.
    const inspect = new Redis({ port });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await loginStatus(app, `tebak.${randomUUID()}@gmail.com`, '198.51.100.20')).toBe(401);
    }
    expect(await inspect.keys('premium-shop:rate:*login:198.51.100.20')).toHaveLength(1);
    inspect.disconnect();

    redis.kill('SIGKILL');
    await new Promise((resolve) => redis.once('exit', resolve));
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 32; attempt += 1) {
      statuses.push(await loginStatus(app, `tebak.${randomUUID()}@gmail.com`, '198.51.100.21'));
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    expect(logs.count(UNREACHABLE)).toBe(1);

    redis = await startRedis(port);
    await eventually(() => logs.count(BACK) === 1);
    expect(await loginStatus(app, `tebak.${randomUUID()}@gmail.com`, '198.51.100.22')).toBe(401);
    expect(logs.count(UNREACHABLE)).toBe(1);
    expect(logs.count(BACK)).toBe(1);
  });

  it('are shared by two instances on one database while Redis is unreachable', async () => {
    const database = await createTestDatabase();
    const env = { REDIS_URL: `redis://127.0.0.1:${await freePort()}` };
    const instances = [await shopOn(database, env), await shopOn(database, env)];
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      statuses.push(
        await loginStatus(instances[attempt % 2]!, `tebak.${randomUUID()}@gmail.com`, '198.51.100.30'),
      );
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    expect(await loginStatus(instances[0]!, `tebak.${randomUUID()}@gmail.com`, '198.51.100.30')).toBe(429);
    expect(await loginStatus(instances[1]!, `tebak.${randomUUID()}@gmail.com`, '198.51.100.30')).toBe(429);

    const email = `korban.${randomUUID()}@gmail.com`;
    for (let n = 1; n <= 5; n += 1) {
      expect((await forgotPassword(instances[n % 2]!, email, `203.0.113.${n}`)).statusCode).toBe(200);
    }
    expect((await forgotPassword(instances[0]!, email, '203.0.113.50')).statusCode).toBe(429);
    expect((await forgotPassword(instances[1]!, email, '203.0.113.51')).statusCode).toBe(429);
  });
});
