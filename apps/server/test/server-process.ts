import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll } from 'vitest';
import { findFreePort } from '../src/db/embedded';

/** A real shop process (`node --import tsx src/main.ts`), as `npm start` runs it. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** http://127.0.0.1:<port> */
  url: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Secrets shared by every process of a test, as a deployment with DATABASE_URL shares them, so the
 * test can derive the same keys (e.g. the sandbox's callback key) and no secrets.json is written.
 */
export function sharedSecrets() {
  return {
    JWT_SECRET: randomBytes(48).toString('base64url'),
    CREDENTIALS_KEY: randomBytes(32).toString('base64'),
  };
}

const running = new Set<ChildProcess>();
const folders: string[] = [];

/** Kills every process this file started (SIGKILL: nothing to wait for) and removes their folders. */
afterAll(async () => {
  const exits = [...running].map(
    (child) => new Promise<void>((resolve) => child.once('exit', () => resolve())),
  );
  for (const child of running) child.kill('SIGKILL');
  await Promise.race([Promise.all(exits), sleep(10_000)]);
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
}, 30_000);

/**
 * Starts the shop on a free port of 127.0.0.1 with `env` on top of the test's environment and a
 * data folder of its own; resolves once it is listening (GET /api/health answers 200).
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: {
    /** The port to listen on (a restarted instance takes its old one); a free one by default. */
    port?: number;
    /** Resolve only once it serves (the default), or at once, for a caller that waits its own way. */
    isWaited?: boolean;
  } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await findFreePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'premium-shop-server-'));
  folders.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      // What production requires (settings.ts): a named gateway (the sandbox only with the explicit
      // consent), the public address and a mail server (nothing listens on port 9: mail stays queued).
      PAYMENT_PROVIDER: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'yes',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Plain http is refused in production unless the network is private, as loopback is.
      PRIVATE_NETWORK: 'yes',
      SMTP_URL: 'smtp://127.0.0.1:9',
      DATA_DIR: dataDir,
      DEMO: 'off',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const server = { child, port, url: `http://127.0.0.1:${port}`, output: () => output, exited };
  if (options.isWaited ?? true) await waitUntilServing(server);
  return server;
}

async function waitUntilServing(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const isUp = await fetch(`${server.url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) return;
    if (server.child.exitCode !== null || server.child.signalCode !== null)
      throw new Error(`the shop exited:\n${server.output()}`);
    await sleep(200);
  }
  throw new Error(`the shop did not start within 90 s:\n${server.output()}`);
}

/** SIGKILL, as a crash or the OOM killer would: no shutdown hook runs. Resolves once it is gone. */
export async function killHard(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}

/** Polls `check` every `everyMs` until it returns true; throws with `describe()` after `timeoutMs`. */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  options: { timeoutMs: number; everyMs?: number; describe: () => Promise<string> | string },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline)
      throw new Error(`not done after ${options.timeoutMs} ms: ${await options.describe()}`);
    await sleep(options.everyMs ?? 500);
  }
}
