import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../src/db/embedded';
import { multipartBody, pngImage } from '../src/features/files/files.fixtures';
import { callbackSignedBy } from './signed-callback';
import { sandboxCallbackSecret } from '../src/platform/payments/create-gateway';
import { SandboxGateway } from '../src/platform/payments/sandbox';
import { PASSWORD_WORK_BUSY_MESSAGE } from '../src/platform/passwords';
import { AccessTokens } from '../src/platform/tokens';
import { catalogueFixtures } from './catalogue-fixtures';
import { signedInAdmin, signedInCustomer, uniquePhone } from './customers';
import { openEventStream } from './event-stream';
import { assertNginxInstalled, startNginxSite } from './nginx-site';
import { createTestDatabase } from './helper';
import { startS3Server } from './s3-server';
import { sharedSecrets, startServerProcess, waitFor } from './server-process';

/**
 * The deployment as README 'Deploying' describes it: Debian's nginx with deploy/nginx/premium-shop.conf
 * (only its ports, certificate and folders changed) in front of two shop instances on the
 * PostgreSQL at 127.0.0.1:5432 and the Redis at 6379, with uploads in an S3 bucket (s3rver).
 */
assertNginxInstalled();
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const METRICS_TOKEN = randomBytes(24).toString('hex');
const BUSY = PASSWORD_WORK_BUSY_MESSAGE;
/**
 * The customer's address: a loopback address of this run's own, which nginx hands on in
 * X-Forwarded-For. The rate-limit counters live in the machine's Redis, so a fixed address would
 * share them with every earlier run within their window.
 */
const byte = () => 1 + Math.floor(Math.random() * 250);
const CLIENT_ADDRESS = `127.${byte()}.${byte()}.${byte()}`;

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'premium-shop-nginx-'));
fs.chmodSync(folder, 0o755);
const s3 = await startS3Server('premium-shop-deploy');
const { url: databaseUrl, connection } = await createTestDatabase();
const secrets = sharedSecrets();
const httpPort = await findFreePort();
const httpsPort = await findFreePort();
const publicUrl = `https://127.0.0.1:${httpsPort}`;
const instanceEnv = {
  DATABASE_URL: databaseUrl,
  ...secrets,
  ...s3.env,
  REDIS_URL,
  TRUST_PROXY: '127.0.0.1',
  METRICS_TOKEN,
  PUBLIC_URL: publicUrl,
};
const first = await startServerProcess(instanceEnv);
const second = await startServerProcess(instanceEnv);

const nginx = startNginxSite({
  folder,
  upstreamPorts: [first.port, second.port],
  httpPort,
  httpsPort,
});
const { ca, accessLog } = nginx;
afterAll(async () => {
  await nginx.stop();
  await s3.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request through nginx over TLS (a fresh connection each time, as many customers make). */
function call(
  method: string,
  pathname: string,
  options: {
    headers?: Record<string, string>;
    body?: Buffer | string;
    port?: number;
    isPlain?: boolean;
    /** The client's address; a customer's by default. */
    from?: string;
  } = {},
): Promise<Answer> {
  const client = options.isPlain ? http : https;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        host: '127.0.0.1',
        port: options.port ?? httpsPort,
        method,
        path: pathname,
        headers: options.headers,
        agent: false,
        localAddress: options.from ?? CLIENT_ADDRESS,
        ...(!options.isPlain && { ca }),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

interface Envelope {
  data: { token: string; file: string };
  message: string;
}
const json = (answer: Answer) => JSON.parse(answer.body.toString()) as Envelope;

await waitFor(async () => (await call('GET', '/api/health/ready').catch(() => null))?.status === 200, {
  timeoutMs: 20_000,
  everyMs: 200,
  describe: () => `nginx did not answer:\n${nginx.output()}`,
});

describe('two instances behind nginx', () => {
  let customerToken = '';
  let complaintFile = '';

  it('redirects plain HTTP to HTTPS and answers the probes', async () => {
    const plain = await call('GET', '/dashboard', { port: httpPort, isPlain: true });
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe(`https://127.0.0.1/dashboard`);
    const ready = await call('GET', '/api/health/ready');
    expect(json(ready)).toEqual({
      data: { status: 'ready', database: 'ok', migrations: 'ok', process: 'ok' },
    });
    expect(ready.headers['strict-transport-security']).toContain('max-age=31536000');
    // nginx's request id reaches the shop, which echoes it.
    expect(ready.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect((await call('GET', '/healthz')).status).toBe(404);
  });

  it('signs a customer in through nginx and keeps their complaint image where every instance serves it', async () => {
    const email = `deploy-${randomBytes(4).toString('hex')}@gmail.com`;
    const registered = await call('POST', '/api/auth/register', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Pelanggan Deploy',
        email,
        phone: uniquePhone(),
        password: 'rahasia-123',
        confirmPassword: 'rahasia-123',
        agreeToTerms: true,
      }),
    });
    expect(registered.status).toBe(201);
    const login = await call('POST', '/api/auth/login', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'rahasia-123' }),
    });
    expect(login.status).toBe(200);
    customerToken = json(login).data.token;

    const { payload, contentType } = await multipartBody(
      { issue: 'masalah pembayaran', noOrder: 'INV-DEPLOY', note: 'Sudah bayar lewat QRIS' },
      { field: 'file', name: 'bukti.png', type: 'image/png', bytes: pngImage(128) },
    );
    const sent = await call('POST', '/api/complaints', {
      headers: { 'content-type': contentType, authorization: `Bearer ${customerToken}` },
      body: payload,
    });
    expect(sent.status).toBe(201);
    complaintFile = json(sent).data.file;

    // Each instance, asked directly, serves the image the other may have received.
    for (const instance of [first, second]) {
      const direct = await fetch(`${instance.url}${complaintFile}`, {
        headers: { authorization: `Bearer ${customerToken}` },
      });
      expect(direct.status).toBe(200);
      expect(Buffer.from(await direct.arrayBuffer()).equals(pngImage(128))).toBe(true);
    }

    const admin = await signedInAdmin(connection.db, new AccessTokens(secrets.JWT_SECRET), 'Admin Deploy');
    const listed = await call('GET', '/api/admin/complaints', {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(listed.status).toBe(200);
    expect(listed.body.toString()).toContain('INV-DEPLOY');
    const seen = await call('GET', complaintFile, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(seen.status).toBe(200);
    expect(seen.body.equals(pngImage(128))).toBe(true);
  });

  it("lets an image up to the shop's own limit through, and the shop answers one over it in Indonesian", async () => {
    const { payload, contentType } = await multipartBody(
      { issue: 'other', noOrder: 'INV-BESAR', note: 'Gambar besar' },
      { field: 'file', name: 'besar.png', type: 'image/png', bytes: pngImage(10 * 1024 * 1024 + 100) },
    );
    const tooLarge = await call('POST', '/api/complaints', {
      headers: { 'content-type': contentType, authorization: `Bearer ${customerToken}` },
      body: payload,
    });
    expect(tooLarge.status).toBe(413);
    expect(json(tooLarge).message).toBe('Ukuran gambar maksimal 10MB');
  });

  it('gives the metrics to the server itself with the token only', async () => {
    const withToken = { authorization: `Bearer ${METRICS_TOKEN}` };
    // From a customer's address nginx refuses, token or not.
    expect((await call('GET', '/metrics', { headers: withToken })).status).toBe(403);
    // From the server itself (Prometheus beside the shop) the shop asks for the token.
    const refused = await call('GET', '/metrics', { from: '127.0.0.1' });
    expect(refused.status).toBe(404);
    const metrics = await call('GET', '/metrics', { headers: withToken, from: '127.0.0.1' });
    expect(metrics.status).toBe(200);
    expect(metrics.body.toString()).toContain(
      'shop_http_request_duration_seconds_count{method="POST",route="/api/complaints"',
    );
  });

  it("passes a live stream through: the paid callback applied on one instance reaches the customer's stream held by the other", async () => {
    const tokens = new AccessTokens(secrets.JWT_SECRET);
    const shop = await catalogueFixtures(connection.db, {
      packages: ['Sharing'],
      invoicePrefix: 'INV-NGINX',
    });
    const product = await shop.makeProduct();
    await shop.makeItem(product.id, 5);
    const buyer = await signedInCustomer(connection.db, tokens, 'Pelanggan Live');
    const order = await shop.makeOrder(buyer.user.id, product.id);

    const asked = await call('POST', '/api/events/ticket', {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(asked.status).toBe(201);
    const { ticket } = (JSON.parse(asked.body.toString()) as { data: { ticket: string } }).data;
    const stream = await openEventStream(`${publicUrl}/api/events?ticket=${ticket}`, {
      ca,
      localAddress: CLIENT_ADDRESS,
    });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    await waitFor(() => stream.retry !== null, { timeoutMs: 5_000, everyMs: 50, describe: stream.text });

    // The instance holding the stream says so in its metrics; the callback goes to the other one.
    const openStreams = async (instance: typeof first) => {
      const metrics = await fetch(`${instance.url}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      return Number(/^shop_live_streams (\d+)$/m.exec(await metrics.text())?.[1] ?? 0);
    };
    const holding = (await openStreams(first)) === 1 ? first : second;
    const other = holding === first ? second : first;
    expect(await openStreams(holding)).toBe(1);
    expect(await openStreams(other)).toBe(0);

    const gateway = new SandboxGateway({
      secret: sandboxCallbackSecret(secrets.JWT_SECRET),
      lookup: () => Promise.resolve(null),
    });
    const { rawBody, headers } = callbackSignedBy(gateway, order, 'PAID');
    const applied = await fetch(`${other.url}/api/payments/callback`, {
      method: 'POST',
      headers,
      body: rawBody,
    });
    expect(await applied.json()).toEqual({ success: true });

    const changed = await stream.next('order.changed');
    expect(changed.data).toMatchObject({ orderId: order.id, status: 'Paid', cause: 'paid' });
    stream.close();

    // nginx's access log names the stream's path, never its ticket.
    await waitFor(() => fs.readFileSync(accessLog, 'utf8').includes('GET /api/events '), {
      timeoutMs: 5_000,
      everyMs: 100,
      describe: () => fs.readFileSync(accessLog, 'utf8'),
    });
    expect(fs.readFileSync(accessLog, 'utf8')).not.toContain(ticket);
  });

  it('holds the live streams of one client address to the number the site names, and no other address', async () => {
    const site = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../deploy/nginx/premium-shop.conf'),
      'utf8',
    );
    const perAddress = Number(/limit_conn premium_shop_streams (\d+);/.exec(site)?.[1]);
    expect(perAddress).toBeGreaterThanOrEqual(6 * 5);
    const tokens = new AccessTokens(secrets.JWT_SECRET);
    const crowd = `127.${byte()}.${byte()}.${byte()}`;
    // Customers behind one address (a carrier's NAT), each within their own six streams.
    const customers = await Promise.all(
      Array.from({ length: Math.ceil((perAddress + 1) / 6) }, (_, index) =>
        signedInCustomer(connection.db, tokens, `Pelanggan NAT ${index}`),
      ),
    );
    /** A ticket from the instance itself: only the stream goes through nginx here. */
    const ticketFor = async (token: string) => {
      const answer = await fetch(`${second.url}/api/events/ticket`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.status).toBe(201);
      return ((await answer.json()) as { data: { ticket: string } }).data.ticket;
    };
    const open = async (token: string, from: string) =>
      openEventStream(`${publicUrl}/api/events?ticket=${await ticketFor(token)}`, { ca, localAddress: from });
    const streams = [];
    try {
      for (let index = 0; index < perAddress; index += 1) {
        const stream = await open(customers[Math.floor(index / 6)]!.token, crowd);
        streams.push(stream);
        expect(stream.status).toBe(200);
      }
      const oneMore = await open(customers.at(-1)!.token, crowd);
      streams.push(oneMore);
      expect(oneMore.status).toBe(429);
      // Another address is not held back by them.
      const elsewhere = await open(customers[0]!.token, CLIENT_ADDRESS);
      streams.push(elsewhere);
      expect(elsewhere.status).toBe(200);
    } finally {
      for (const stream of streams) stream.close();
    }
  }, 60_000);

  it('loses no request when one instance is stopped under load', async () => {
    const statuses: number[] = [];
    const failures: string[] = [];
    let isLoading = true;
    const worker = async () => {
      while (isLoading) {
        // Not the readiness probe: a stopping instance answers it 503 by design, and nginx resends no answer.
        const target = statuses.length % 2 === 0 ? '/api/products?limit=20' : '/api/health/live';
        try {
          statuses.push((await call('GET', target)).status);
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const load = Array.from({ length: 6 }, worker);
    await sleep(1_000);
    // Logins take a while (password hashing) and, being POSTs, are never retried by nginx once sent:
    // the ones on the stopping instance must be finished by it.
    // Each is answered by the shop: a wrong password (401), or, on a machine so busy that the
    // password hashing queue is full, the shop's own 'busy' answer; never nginx's 502 or a reset.
    const logins = Array.from({ length: 10 }, (_, index) =>
      call('POST', '/api/auth/login', {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `berhenti-${index}@gmail.com`, password: 'salah-sekali-123' }),
      }).then(
        (answer) => (answer.status === 503 && json(answer).message === BUSY ? 'busy' : answer.status),
        (error: unknown) => String(error),
      ),
    );
    await sleep(40);
    first.child.kill('SIGTERM');
    const answered = await Promise.all(logins);
    expect(answered.filter((answer) => answer !== 401 && answer !== 'busy')).toEqual([]);
    expect(answered).toContain(401);
    expect(await first.exited).toBe(0);
    await sleep(1_000);
    isLoading = false;
    await Promise.all(load);

    expect(failures).toEqual([]);
    expect(statuses.length).toBeGreaterThan(20);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    // The instance left keeps serving the customer.
    const file = await call('GET', complaintFile, { headers: { authorization: `Bearer ${customerToken}` } });
    expect(file.status).toBe(200);
  }, 60_000);
});
