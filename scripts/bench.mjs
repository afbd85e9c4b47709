// `npm run bench`: starts the built shop on a fresh embedded database and measures its reads with autocannon.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3300);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'premium-shop-bench-'));
fs.chmodSync(dataDir, 0o755);
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForHealth() {
  for (let waited = 0; waited < 120_000; waited += 250) {
    const ok = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(250);
  }
  throw new Error('the shop did not start');
}

try {
  await waitForHealth();
  const products = await fetch(`${base}/api/products?limit=1`).then((response) => response.json());
  const targets = [
    ['GET /api/health', '/api/health'],
    ['GET /api/products (16)', '/api/products'],
    ['GET /api/products (1000)', '/api/products?limit=1000'],
    ['GET /api/products/{id}', `/api/products/${products.data[0]._id}`],
  ];
  const rows = [];
  for (const [name, url] of targets) {
    const result = await autocannon({ url: base + url, connections: 50, duration: seconds });
    rows.push({
      route: name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  console.log(
    `\n${os.cpus()[0]?.model ?? 'cpu'} x${os.cpus().length}, ${new Date().toISOString()}, ${seconds}s per route, 50 connections`,
  );
  console.table(rows);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
