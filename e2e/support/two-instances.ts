/**
 * The shop as README 'Deploying' runs it on one machine: two instances on one database behind
 * Debian's nginx with deploy/nginx/premium-shop.conf (its ports, certificate and folders changed by
 * apps/server/test/nginx-site.ts, which the two-instance API test uses too).
 *
 * The first instance is the one playwright.config.ts starts (embedded PostgreSQL in E2E_DATA_DIR);
 * the second is the same built server (apps/server/dist/main.js) on that PostgreSQL, through the
 * URL the first writes to DATA_DIR/database.url, and on the same DATA_DIR, as instances sharing a
 * folder do: the same secrets.json (so tokens and the sandbox's callback signature hold on both)
 * and the same uploads. Only the second has a metrics token, so a journey can ask it how many live
 * streams it holds; it serves no one but its own nginx and the journey that started it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { findFreePort } from '../../apps/server/src/db/embedded';
import { sandboxCallbackSecret } from '../../apps/server/src/platform/payments/create-gateway';
import { SandboxGateway } from '../../apps/server/src/platform/payments/sandbox';
import { startNginxSite, type NginxSite } from '../../apps/server/test/nginx-site';
import { callbackSignedBy } from '../../apps/server/test/signed-callback';
import type { OrderAnswer } from './shop-api';

const root = path.resolve(import.meta.dirname, '../..');

export interface Instance {
  name: 'first' | 'second';
  /** http://127.0.0.1:<port>, the instance itself (not through nginx). */
  url: string;
}

export interface TwoInstances {
  /** nginx: https://127.0.0.1:<port> (a self-signed certificate). */
  publicUrl: string;
  first: Instance;
  second: Instance;
  /** The live streams the second instance holds now (its /metrics, `shop_live_streams`). */
  streamsOnSecond: () => Promise<number>;
  /** Posts the sandbox's signed PAID callback of `order` to `instance` directly. */
  payOn: (
    instance: Instance,
    order: Pick<OrderAnswer, 'invoice' | 'total' | 'checkout_url'>,
  ) => Promise<void>;
  /** Stops nginx and the second instance, and removes nginx's folder. */
  stop: () => Promise<void>;
}

function dataDir(): string {
  const folder = process.env.E2E_DATA_DIR;
  if (!folder) throw new Error('E2E_DATA_DIR is unset: run the journeys with e2e/playwright.config.ts');
  return folder;
}

/** What the first instance wrote into DATA_DIR once its embedded PostgreSQL and secrets were ready. */
function sharedFiles(): { databaseUrl: string; jwtSecret: string } {
  const folder = dataDir();
  const databaseUrl = fs.readFileSync(path.join(folder, 'database.url'), 'utf8').trim();
  const { jwtSecret } = JSON.parse(fs.readFileSync(path.join(folder, 'secrets.json'), 'utf8')) as {
    jwtSecret: string;
  };
  return { databaseUrl, jwtSecret };
}

/** Polls `check` every 200 ms until it holds; throws with `describe()` after `timeoutMs`. */
async function waitUntil(
  check: () => Promise<boolean>,
  timeoutMs: number,
  describe: () => string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${describe()} (after ${timeoutMs} ms)`);
    await sleep(200);
  }
}

/** The status of GET `url` over TLS with the self-signed certificate; 0 when nothing answers. */
function statusOverTls(url: string, ca: Buffer): Promise<number> {
  return new Promise((resolve) => {
    const request = https.get(url, { ca, agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', () => resolve(0));
  });
}

function startSecondInstance(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
} {
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      // SIGTERM lets it close its streams and pool; a hang is cut after its shutdown deadline.
      await Promise.race([exited, sleep(15_000)]);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

/**
 * Starts the second instance beside the first (`firstUrl`, the config's baseURL) and nginx in
 * front of both; `stop` ends both and removes nginx's folder. A spec starts it in beforeAll and
 * stops it in afterAll.
 */
export async function startTwoInstances(firstUrl: string): Promise<TwoInstances> {
  const { databaseUrl, jwtSecret } = sharedFiles();
  const metricsToken = randomBytes(24).toString('hex');
  const secondPort = await findFreePort();
  const httpPort = await findFreePort();
  const httpsPort = await findFreePort();
  const first: Instance = { name: 'first', url: firstUrl.replace(/\/$/, '') };
  const second: Instance = { name: 'second', url: `http://127.0.0.1:${secondPort}` };
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'premium-shop-e2e-nginx-'));
  fs.chmodSync(folder, 0o755);
  const publicUrl = `https://127.0.0.1:${httpsPort}`;

  // The settings of playwright.config.ts's shop, on its database rather than a second embedded one.
  const server = startSecondInstance({
    PORT: String(secondPort),
    HOST: '127.0.0.1',
    PUBLIC_URL: publicUrl,
    DATA_DIR: dataDir(),
    DATABASE_URL: databaseUrl,
    DEMO: 'off',
    LOG_LEVEL: 'warn',
    SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
    TRUST_PROXY: '127.0.0.1',
    METRICS_TOKEN: metricsToken,
  });
  let nginx: NginxSite | undefined;
  const stop = async () => {
    await nginx?.stop();
    await server.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  };
  try {
    await waitUntil(
      async () => {
        if (server.child.exitCode !== null)
          throw new Error(`the second instance exited:\n${server.output()}`);
        return (await fetch(`${second.url}/api/health/ready`).catch(() => null))?.status === 200;
      },
      60_000,
      () => `the second instance did not get ready:\n${server.output()}`,
    );
    nginx = startNginxSite({
      folder,
      upstreamPorts: [Number(new URL(first.url).port), secondPort],
      httpPort,
      httpsPort,
    });
    const site = nginx;
    await waitUntil(
      async () => (await statusOverTls(`${publicUrl}/api/health/ready`, site.ca)) === 200,
      20_000,
      () => `nginx did not answer:\n${site.output()}`,
    );
  } catch (error) {
    await stop();
    throw error;
  }

  const gateway = new SandboxGateway({
    secret: sandboxCallbackSecret(jwtSecret),
    lookup: () => Promise.resolve(null),
  });
  return {
    publicUrl,
    first,
    second,
    streamsOnSecond: async () => {
      const metrics = await fetch(`${second.url}/metrics`, {
        headers: { authorization: `Bearer ${metricsToken}` },
      });
      if (!metrics.ok) throw new Error(`GET /metrics answered ${metrics.status}`);
      return Number(/^shop_live_streams (\d+)$/m.exec(await metrics.text())?.[1] ?? 0);
    },
    payOn: async (instance, order) => {
      const reference = new URL(order.checkout_url!, publicUrl).pathname.split('/').pop()!;
      const { rawBody, headers } = callbackSignedBy(gateway, { ...order, reference }, 'PAID');
      const answer = await fetch(`${instance.url}/api/payments/callback`, {
        method: 'POST',
        headers,
        body: new Uint8Array(rawBody),
      });
      const text = await answer.text();
      if (!answer.ok || (JSON.parse(text) as { success?: boolean }).success !== true)
        throw new Error(`the ${instance.name} instance answered the callback ${answer.status}: ${text}`);
    },
    stop,
  };
}
