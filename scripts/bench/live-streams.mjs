// The live stream under load: `streams` signed-in customers each hold one GET /api/events open, the
// shop's memory is read before and after they open, and then some of them pay an order through the
// sandbox gateway while every stream stays open; the time from sending the payment to its
// 'order.changed' arriving on the buyer's stream is what a customer waits for their page to move.
import fs from 'node:fs';
import http from 'node:http';

/** The resident memory of process `pid` in KB (Linux), as the kernel counts it. */
export function residentKb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? Number.NaN);
}

async function jsonCall(base, method, path, token, body) {
  const response = await fetch(new URL(path, base), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : {};
}

/**
 * Opens one stream with a fresh ticket; `onEvent(type, data, receivedAt)` hears every event. Resolves
 * once the answer's headers arrived, with a close function.
 */
export async function openStream(base, token, onEvent) {
  const { data } = await jsonCall(base, 'POST', '/api/events/ticket', token);
  const target = new URL(`/api/events?ticket=${encodeURIComponent(data.ticket)}`, base);
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: target.hostname, port: target.port, path: target.pathname + target.search, agent: false },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`GET /api/events: ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk) => {
          const receivedAt = performance.now();
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let type = 'message';
            let payload = '';
            for (const line of block.split('\n')) {
              if (line.startsWith('event:')) type = line.slice(6).trim();
              else if (line.startsWith('data:')) payload += line.slice(5).trim();
            }
            if (payload) onEvent(type, JSON.parse(payload), receivedAt);
          }
        });
        response.on('error', () => undefined);
        resolve({ close: () => request.destroy() });
      },
    );
    request.on('error', reject);
  });
}

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/** Resolves when `check()` is true, polling every 5 ms, or rejects after `timeoutMs`. */
async function until(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * `tokens`: one signed-in customer per stream; `payers`: those of them who pay, round-robin (each
 * may hold 3 unpaid orders). `order`: the POST /api/payments body they place (the sandbox gateway).
 * `pid`: the shop's process, for its memory. Returns the row's figures.
 */
export async function measureLiveStreams(base, { tokens, payers, order, pid, payments, parallel = 10 }) {
  const arrived = new Map(); // orderId → time its first order.changed arrived
  const streams = [];
  const before = residentKb(pid);
  const openAt = 50;
  for (let start = 0; start < tokens.length; start += openAt) {
    streams.push(
      ...(await Promise.all(
        tokens.slice(start, start + openAt).map((token) =>
          openStream(base, token, (type, data, receivedAt) => {
            if (type === 'order.changed' && !arrived.has(data.orderId)) arrived.set(data.orderId, receivedAt);
          }),
        ),
      )),
    );
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const after = residentKb(pid);

  const delays = [];
  let next = 0;
  const payer = async () => {
    for (let index = next++; index < payments; index = next++) {
      const token = payers[index % payers.length];
      const { data: placed } = await jsonCall(base, 'POST', '/api/payments', token, order);
      const reference = new URL(placed.checkout_url, base).pathname.split('/').pop();
      const sentAt = performance.now();
      await jsonCall(base, 'POST', `/api/sandbox-pay/${reference}/pay`, token);
      await until(() => arrived.has(placed._id), 10_000, `the event of ${placed.invoice}`);
      delays.push(arrived.get(placed._id) - sentAt);
    }
  };
  await Promise.all(Array.from({ length: parallel }, payer));
  const stillOpen = residentKb(pid);
  for (const stream of streams) stream.close();
  delays.sort((a, b) => a - b);
  return {
    streams: streams.length,
    rssBeforeMb: before / 1024,
    rssOpenMb: after / 1024,
    rssAfterPaymentsMb: stillOpen / 1024,
    kbPerStream: (after - before) / streams.length,
    payments: delays.length,
    p50: percentile(delays, 0.5),
    p99: percentile(delays, 0.99),
    max: delays.at(-1),
  };
}
