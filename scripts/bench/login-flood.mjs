// A login flood, run by the benchmark as a process of its own: POST /api/auth/login with wrong
// passwords at a fixed rate (open loop: a slow answer does not slow the sender), each request for
// a fresh e-mail, so the per-e-mail limit never answers first and every request costs the shop a
// password hash. `--addresses N` spreads the requests over N loopback source addresses
// (127.0.1.1, 127.0.1.2, ...), as a flood from many machines arrives; with 1 every request comes
// from 127.0.0.1 and meets the per-address limit. Prints a JSON summary on stdout when done.
//
//   node scripts/bench/login-flood.mjs --url http://127.0.0.1:3300 --rate 200 --seconds 10 --addresses 250
import http from 'node:http';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    rate: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '10' },
    addresses: { type: 'string', default: '250' },
  },
});
const target = new URL('/api/auth/login', values.url);
const rate = Number(values.rate);
const seconds = Number(values.seconds);
const addresses = Number(values.addresses);
const total = Math.round(rate * seconds);

function sourceAddress(n) {
  if (addresses <= 1) return '127.0.0.1';
  const index = n % addresses;
  return `127.0.${1 + Math.floor(index / 250)}.${(index % 250) + 1}`;
}

const statuses = {};
const latencies = [];
let finished = 0;

function send(n) {
  const body = JSON.stringify({ email: `banjir-${process.pid}-${n}@gmail.com`, password: 'tebakan-salah-1' });
  const started = performance.now();
  const done = (status) => {
    latencies.push(performance.now() - started);
    statuses[status] = (statuses[status] ?? 0) + 1;
    finished += 1;
  };
  const request = http.request(
    {
      host: target.hostname,
      port: target.port,
      path: target.pathname,
      method: 'POST',
      agent: false,
      localAddress: sourceAddress(n),
      timeout: 15_000,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    },
    (response) => {
      response.resume();
      response.on('end', () => done(String(response.statusCode)));
    },
  );
  request.on('timeout', () => request.destroy(new Error('timeout')));
  request.on('error', (error) => done(error.message === 'timeout' ? 'timeout' : 'error'));
  request.end(body);
}

const start = performance.now();
let sent = 0;
await new Promise((resolve) => {
  const timer = setInterval(() => {
    const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate));
    while (sent < due) send(sent++);
    if (sent >= total) {
      clearInterval(timer);
      resolve();
    }
  }, 5);
});
const sendingSeconds = (performance.now() - start) / 1000;
while (finished < total) await new Promise((resolve) => setTimeout(resolve, 20));

latencies.sort((a, b) => a - b);
const percentile = (p) =>
  Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]);
process.stdout.write(
  `${JSON.stringify({
    sent: total,
    ratePerSecond: Math.round(total / sendingSeconds),
    addresses: Math.max(1, addresses),
    statuses,
    p50: percentile(0.5),
    p99: percentile(0.99),
  })}\n`,
);
