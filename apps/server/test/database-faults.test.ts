import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@premium-shop/domain/errors';
import { buildApp } from '../src/app';
import { connectDatabase } from '../src/db/client';
import { signedInCustomer } from './customers';
import { createTestApp } from './helper';

/**
 * A TCP hop between the shop and PostgreSQL that can be cut: `cut()` drops every open connection and
 * refuses new ones, as a failed-over or restarted database does; `mend()` lets them through again.
 */
async function startCuttableProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let isCut = false;
  const server = net.createServer((client) => {
    if (isCut) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      isCut = true;
      for (const socket of sockets) socket.destroy();
    },
    mend() {
      isCut = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const context = await createTestApp();
const databaseUrl = new URL(context.settings.DATABASE_URL!);
const proxy = await startCuttableProxy({
  host: databaseUrl.hostname,
  port: Number(databaseUrl.port || 5432),
});
const proxiedUrl = new URL(databaseUrl);
proxiedUrl.port = String(proxy.port);
const proxied = connectDatabase(proxiedUrl.toString(), { max: 10 });
const app = await buildApp({ ...context, db: proxied.db, logger: false });
afterAll(async () => {
  await app.close();
  await proxied.close();
  await proxy.close();
});

describe('the database going away under load', () => {
  it('answers 503 with a clear message while it is gone, and recovers on its own', async () => {
    const { token } = await signedInCustomer(context.db, context.tokens);
    const load = () =>
      Promise.all(
        Array.from({ length: 60 }, (_, index) =>
          app.inject({
            method: 'GET',
            url: index % 2 === 0 ? '/api/health' : '/api/payments',
            headers: { authorization: `Bearer ${token}` },
          }),
        ),
      );

    const before = await load();
    expect(before.every((response) => response.statusCode === 200)).toBe(true);

    // Cut while requests are in flight: each answers 200 (finished in time) or 503, never 500.
    const during = load();
    proxy.cut();
    const answers = [...(await during), ...(await load())];
    const statuses = new Set(answers.map((response) => response.statusCode));
    console.log(
      [...statuses],
      answers
        .filter((r) => r.statusCode !== 200 && r.statusCode !== 503)
        .map((r) => r.body)
        .slice(0, 3),
    );
    expect([...statuses].every((status) => status === 200 || status === 503)).toBe(true);
    const refused = answers.filter((response) => response.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const response of refused) {
      expect(response.json()).toEqual({
        message: ERROR_MESSAGES.SERVICE_UNAVAILABLE,
        code: 'SERVICE_UNAVAILABLE',
      });
      expect(response.headers['retry-after']).toBe('5');
    }

    // The database is back: without a restart, the same requests succeed again.
    proxy.mend();
    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode, {
        timeout: 15_000,
      })
      .toBe(200);
    const after = await load();
    expect(after.map((response) => response.statusCode)).toEqual(after.map(() => 200));
  });
});
