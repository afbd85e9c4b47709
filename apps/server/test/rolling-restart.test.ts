import { spawn } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../src/db/embedded';
import { vouchers } from '../src/db/schema/catalogue';
import { AccessTokens } from '../src/platform/tokens';
import { signedInAdmin } from './customers';
import { createTestDatabase } from './helper';
import { assertNginxInstalled, startNginxSite } from './nginx-site';
import { sharedSecrets, startServerProcess, type ServerProcess } from './server-process';

/**
 * A rolling restart as an operator runs it (README 'Deploying', deploy/rolling-restart.sh): Debian's
 * nginx with the shipped site in front of two instances, each restarted in turn, several times,
 * the next one only once the restarted one answers ready by the same script systemd's ExecStartPost
 * runs (scripts/wait-ready.mjs); all the while customers GET and an admin POSTs through nginx. No
 * request may fail, every instance must exit 0, and no POST may be read by two instances: nginx
 * resends a POST only when no instance read it (deploy/nginx/premium-shop.conf, docs/decisions/042).
 */
assertNginxInstalled();
const ROUNDS = 3;
const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'premium-shop-rolling-'));
fs.chmodSync(folder, 0o755);
const { url: databaseUrl, connection } = await createTestDatabase();
const secrets = sharedSecrets();
const instanceEnv = {
  DATABASE_URL: databaseUrl,
  ...secrets,
  TRUST_PROXY: '127.0.0.1',
  // 'incoming request' lines carry the request id nginx sends (X-Request-Id), the same on a resend.
  LOG_LEVEL: 'info',
};
const ports = [await findFreePort(), await findFreePort()] as const;
const instances: ServerProcess[] = [
  await startServerProcess(instanceEnv, { port: ports[0] }),
  await startServerProcess(instanceEnv, { port: ports[1] }),
];
/** Every process that ever ran as either instance, for their logs. */
const generations: ServerProcess[] = [...instances];
const httpsPort = await findFreePort();
const nginx = startNginxSite({
  folder,
  upstreamPorts: ports,
  httpPort: await findFreePort(),
  httpsPort,
});
afterAll(async () => {
  await nginx.stop();
  fs.rmSync(folder, { recursive: true, force: true });
});
const admin = await signedInAdmin(connection.db, new AccessTokens(secrets.JWT_SECRET), 'Admin Restart');

/** One request through nginx over TLS on a fresh connection; resolves with the status. */
function call(method: string, pathname: string, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: '127.0.0.1',
        port: httpsPort,
        method,
        path: pathname,
        agent: false,
        ca: nginx.ca,
        headers: body ? { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` } : {},
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** The operator's step: what `systemctl restart premium-shop@<port>` does with the shipped unit. */
async function restart(index: 0 | 1): Promise<void> {
  const stopping = instances[index]!;
  stopping.child.kill('SIGTERM');
  expect(await stopping.exited, stopping.output()).toBe(0);
  const started = await startServerProcess(instanceEnv, { port: ports[index], isWaited: false });
  instances[index] = started;
  generations.push(started);
  const waited = spawn(
    process.execPath,
    ['scripts/wait-ready.mjs', String(ports[index]), '--timeout-seconds', '90'],
    {
      cwd: repositoryRoot,
      stdio: 'inherit',
    },
  );
  const code = await new Promise<number | null>((resolve) => waited.once('exit', resolve));
  expect(code, started.output()).toBe(0);
}

/** How many 'incoming request' lines each request id has across every process's log. */
function readsByRequestId(method: string): Map<string, number> {
  const reads = new Map<string, number>();
  for (const process of generations) {
    for (const line of process.output().split('\n')) {
      if (!line.startsWith('{')) continue;
      const entry = JSON.parse(line) as { msg?: string; reqId?: string; req?: { method?: string } };
      if (entry.msg !== 'incoming request' || entry.req?.method !== method || !entry.reqId) continue;
      reads.set(entry.reqId, (reads.get(entry.reqId) ?? 0) + 1);
    }
  }
  return reads;
}

describe('a rolling restart through the shipped nginx site', () => {
  it('restarts each instance in turn, several times, under GET and POST load, with no request lost', async () => {
    await expect.poll(() => call('GET', '/api/health/live').catch(() => 0), { timeout: 20_000 }).toBe(200);
    const gets: number[] = [];
    const posts: number[] = [];
    const failures: string[] = [];
    let isLoading = true;
    const reader = async (worker: number) => {
      const targets = ['/api/products?limit=20', '/api/health/live', '/api/faq', '/api/banners'];
      for (let index = 0; isLoading; index += 1) {
        try {
          gets.push(await call('GET', targets[(worker + index) % targets.length]!));
        } catch (error) {
          failures.push(`GET: ${String(error)}`);
        }
      }
    };
    let sent = 0;
    const writer = async (worker: number) => {
      while (isLoading) {
        sent += 1;
        const code = `ROLL${worker}X${sent}`;
        try {
          posts.push(
            await call('POST', '/api/admin/vouchers', JSON.stringify({ code, type: 'flat', value: 1000 })),
          );
        } catch (error) {
          failures.push(`POST ${code}: ${String(error)}`);
        }
      }
    };
    const load = [0, 1, 2, 3].map(reader).concat([0, 1].map(writer));

    for (let round = 0; round < ROUNDS; round += 1) {
      await restart(0);
      await restart(1);
    }
    await sleep(500);
    isLoading = false;
    await Promise.all(load);
    for (const instance of instances) {
      instance.child.kill('SIGTERM');
      expect(await instance.exited, instance.output()).toBe(0);
    }

    expect(failures).toEqual([]);
    expect(gets.filter((status) => status !== 200)).toEqual([]);
    expect(posts.filter((status) => status !== 201)).toEqual([]);
    expect(gets.length).toBeGreaterThan(50);
    expect(posts.length).toBeGreaterThan(10);
    // Each POST answered created exactly one voucher, and was read by exactly one instance.
    const created = await connection.db.select({ code: vouchers.code }).from(vouchers);
    expect(created.filter((row) => row.code.startsWith('ROLL'))).toHaveLength(posts.length);
    const reads = readsByRequestId('POST');
    expect(reads.size).toBe(posts.length);
    expect([...reads.values()].filter((count) => count !== 1)).toEqual([]);
  }, 300_000);
});
