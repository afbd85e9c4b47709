#!/usr/bin/env node
/**
 * Waits until a shop instance answers its readiness probe (GET /api/health/ready) with 200.
 * systemd runs it as the instance's ExecStartPost (deploy/systemd/premium-shop@.service), so
 * `systemctl restart premium-shop@3000` returns only once that instance serves, and a rolling
 * restart (deploy/rolling-restart.sh) restarts the next one only then.
 *
 *   node scripts/wait-ready.mjs <port> [--host 127.0.0.1] [--timeout-seconds 180]
 *
 * Exits 0 once ready, 1 when the time is up (systemd then counts the start as failed).
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    'timeout-seconds': { type: 'string', default: '180' },
  },
});
const port = Number(positionals[0]);
const timeoutSeconds = Number(values['timeout-seconds']);
if (!Number.isInteger(port) || port < 1 || port > 65535 || !(timeoutSeconds > 0)) {
  console.error('usage: node scripts/wait-ready.mjs <port> [--host 127.0.0.1] [--timeout-seconds 180]');
  process.exit(2);
}

/** One probe: the status, or 0 when nothing answered within two seconds. */
function probe() {
  return new Promise((resolve) => {
    const request = http.get(
      { host: values.host, port, path: '/api/health/ready', timeout: 2_000, agent: false },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
  });
}

const deadline = Date.now() + timeoutSeconds * 1000;
for (;;) {
  const status = await probe();
  if (status === 200) process.exit(0);
  if (Date.now() > deadline) {
    console.error(
      `the shop on ${values.host}:${port} is not ready after ${timeoutSeconds} s (last answer: ${status || 'none'})`,
    );
    process.exit(1);
  }
  await sleep(250);
}
