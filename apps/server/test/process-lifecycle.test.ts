import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../src/db/embedded';
import { createTestDatabase } from './helper';
import { sharedSecrets, startServerProcess, waitFor } from './server-process';

/**
 * A deployment stops an instance with SIGTERM (a restart, a scale-down). Every request the instance
 * accepted must still be answered; only new connections are refused.
 */
const { url, connection } = await createTestDatabase();

interface Answer {
  status?: number;
  error?: string;
}

/**
 * POST /api/auth/login whose body arrives slowly: the request is accepted and in flight for about
 * `bodyMs` before the server can even read it.
 */
function slowLogin(port: number, index: number, bodyMs: number): Promise<Answer> {
  const body = JSON.stringify({ email: `lambat-${index}@gmail.com`, password: 'salah-sekali-123' });
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/auth/login',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode }));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    const half = Math.floor(body.length / 2);
    request.write(body.slice(0, half));
    setTimeout(() => request.end(body.slice(half)), bodyMs);
  });
}

/** A GET on a connection of its own (as a proxy without upstream keep-alive opens one). */
function get(address: string): Promise<Answer> {
  return new Promise((resolve) => {
    const request = http.get(address, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

describe('stopping an instance', () => {
  it('on SIGTERM turns not-ready, answers every request in flight, refuses new ones and exits 0', async () => {
    const shop = await startServerProcess({ DATABASE_URL: url, ...sharedSecrets() });
    const inFlight = Array.from({ length: 10 }, (_, index) => slowLogin(shop.port, index, 2_000));
    await sleep(300);
    shop.child.kill('SIGTERM');
    await sleep(200);

    // Accepted requests are still being read; the port takes no new connection.
    const late = await get(`${shop.url}/api/health/ready`);
    expect(late.error ?? `answered ${late.status}`).toBe('ECONNREFUSED');

    const answers = await Promise.all(inFlight);
    expect(answers.map((answer) => answer.error ?? answer.status)).toEqual(Array(10).fill(401));
    expect(await shop.exited).toBe(0);
    expect(shop.output()).not.toMatch(/cut off|ECONNRESET|unhandled/i);
  }, 60_000);

  it('answers requests still running at SHUTDOWN_TIMEOUT_SECONDS 503 instead of hanging or cutting them', async () => {
    const shop = await startServerProcess({
      DATABASE_URL: url,
      ...sharedSecrets(),
      SHUTDOWN_TIMEOUT_SECONDS: '1',
    });
    const stuck = slowLogin(shop.port, 99, 30_000);
    await sleep(300);
    const stoppedAt = Date.now();
    shop.child.kill('SIGTERM');
    expect(await shop.exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    // An answer, not a reset: a proxy resends a request whose connection broke (docs/decisions/042),
    // which must never happen to one this instance has read.
    expect(await stuck).toEqual({ status: 503 });
    expect(shop.output()).toContain('requests still running at the shutdown deadline are answered 503');
  }, 60_000);
});

describe('starting before the database', () => {
  const sockets = new Set<net.Socket>();
  let proxy: net.Server | undefined;
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
  });

  it('waits for PostgreSQL with backoff instead of exiting, then serves', async () => {
    // The database sits behind a port that turns connections away until it "comes up", as after a
    // reboot: the first attempts fail, and the shop must keep trying.
    const target = new URL(url);
    const port = await findFreePort();
    const early = new URL(url);
    early.host = `127.0.0.1:${port}`;
    let refused = 0;
    let isUp = false;
    proxy = net.createServer((client) => {
      sockets.add(client);
      client.on('error', () => undefined);
      if (!isUp) {
        refused += 1;
        client.destroy();
        return;
      }
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      sockets.add(upstream);
      upstream.on('error', () => undefined);
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => proxy!.listen(port, '127.0.0.1', resolve));
    const starting = startServerProcess({ DATABASE_URL: early.toString(), ...sharedSecrets() });
    await waitFor(() => refused >= 3, { timeoutMs: 60_000, describe: () => `${refused} attempts` });
    isUp = true;
    const shop = await starting;
    expect(shop.output()).toContain('The database does not answer');
    expect(shop.output()).toContain('The database answers; starting.');
    await waitFor(async () => (await get(`${shop.url}/api/health/ready`)).status === 200, {
      timeoutMs: 10_000,
      describe: () => shop.output(),
    });
    shop.child.kill('SIGTERM');
    expect(await shop.exited).toBe(0);
  }, 120_000);
});

describe('the connection budget', () => {
  it('opens at most DATABASE_POOL_SIZE connections for requests, plus one for the catalogue LISTEN', async () => {
    const shop = await startServerProcess({ DATABASE_URL: url, ...sharedSecrets(), DATABASE_POOL_SIZE: '3' });
    const database = new URL(url).pathname.slice(1);
    let most = 0;
    const watching = (async () => {
      for (let round = 0; round < 40; round += 1) {
        const { rows } = await connection.pool.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [database],
        );
        most = Math.max(most, rows[0]!.count);
        await sleep(25);
      }
    })();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) => get(`${shop.url}/api/products?limit=50&search=${index}`)),
    );
    await watching;
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    // The watcher asks one query at a time, so the test holds only the connection it asks on.
    expect(most).toBeLessThanOrEqual(3 + 1);
    expect(most).toBeGreaterThanOrEqual(2);
    shop.child.kill('SIGTERM');
    expect(await shop.exited).toBe(0);
  }, 60_000);
});

describe('Ctrl+C at a terminal', () => {
  it('stops the shop and its embedded PostgreSQL quietly, though the signal reaches the whole process group', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'premium-shop-ctrl-c-'));
    fs.chmodSync(dataDir, 0o755);
    const port = await findFreePort();
    // A terminal's Ctrl+C goes to every process of the foreground group: the shop and, unless it
    // runs in a group of its own, its PostgreSQL.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      detached: true,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        DEMO: 'off',
      },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      await waitFor(async () => (await get(`http://127.0.0.1:${port}/api/health/ready`)).status === 200, {
        timeoutMs: 90_000,
        describe: () => output,
      });
      process.kill(-child.pid!, 'SIGINT');
      expect(await exited).toBe(0);
      const afterStop = output.slice(output.indexOf('SIGINT received'));
      expect(afterStop).not.toMatch(/"level":[45]0|WARN|ERROR|Error:/);
      expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
      // Not on a terminal, so every line is one JSON object, the banner included.
      const lines = output.split('\n').filter(Boolean);
      expect(lines.filter((line) => !line.startsWith('{'))).toEqual([]);
      expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toContain(
        `Premium Shop is running at http://localhost:${port}`,
      );
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
