import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueFixtures } from '../../../test/catalogue-fixtures';
import { insertCustomer } from '../../../test/customers';
import { createTestApp } from '../../../test/helper';
import { rowReaders } from '../../../test/rows';
import { postSandboxCallback } from '../../../test/sandbox-callback';
import { buildApp } from '../../app';
import { liveEvents } from '../../db/schema/live-events';
import {
  auditLogs,
  gatewayEvents,
  refusedCallbackCounts,
  refusedCallbackTotals,
} from '../../db/schema/operations';
import { EVENT_HEADER, hmacHex, paymentStatusBody, SIGNATURE_HEADER } from '../../platform/payments/callback';
import type { SandboxGateway } from '../../platform/payments/sandbox';
import { purgeOldRefusalCounts, REFUSAL_FLUSH_MS } from './refused-callbacks.service';

// Every refused callback is counted per reason and hour in PostgreSQL and shows in /metrics; the
// first of each reason in an hour is audited; nothing of a forged body is stored (decision 040).

const TOKEN = 'metrics-token-0123456789abcdef';
const { app, db, connection, settings, vault, tokens } = await createTestApp({ METRICS_TOKEN: TOKEN });
const shop = await catalogueFixtures(db);
const budi = await insertCustomer(db);
const { orderOf } = rowReaders(db);
const HOUR_MS = 60 * 60 * 1000;

async function scrape(instance = app): Promise<string> {
  const response = await instance.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The value of one series, 0 when it is not there yet. */
function value(text: string, series: string): number {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

async function refusedTotals(instance = app) {
  const text = await scrape(instance);
  return {
    total: value(text, 'shop_payment_callbacks{outcome="refused"}'),
    byReason: (reason: string) => value(text, `shop_payment_callbacks_refused{reason="${reason}"}`),
  };
}

async function placedOrder() {
  const product = await shop.makeProduct();
  await shop.makeItem(product.id, 5);
  const order = await shop.makeOrder(budi.id, product.id);
  return order;
}

/** A Tripay PAID body for `order` carrying `marker`, signed with a key that is not the shop's. */
function forgedCallback(order: { reference: string | null; invoice: string; total: number }, marker: string) {
  const rawBody = Buffer.from(
    JSON.stringify(
      paymentStatusBody({
        reference: order.reference!,
        merchantRef: order.invoice,
        method: 'QRIS',
        amount: order.total,
        status: 'PAID',
        paidAt: new Date(),
        note: marker,
      }),
    ),
  );
  return {
    rawBody,
    headers: {
      'content-type': 'application/json',
      [EVENT_HEADER]: 'payment_status',
      [SIGNATURE_HEADER]: hmacHex('not-the-shop-key', rawBody),
    },
  };
}

/** Posts `copies` forged callbacks from `address`, 100 at a time, and checks each is refused. */
async function flood(
  instance: typeof app,
  order: Awaited<ReturnType<typeof placedOrder>>,
  copies: number,
  address: string,
  marker: string,
) {
  for (let sent = 0; sent < copies; sent += 100) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(100, copies - sent) }, (_, index) => {
        // Every tenth has no signature at all: the same reason.
        const { rawBody, headers } = forgedCallback(order, marker);
        const sentHeaders: Record<string, string> = { ...headers };
        if (index % 10 === 0) delete sentHeaders[SIGNATURE_HEADER];
        return instance.inject({
          method: 'POST',
          url: '/api/payments/callback',
          headers: sentHeaders,
          payload: rawBody,
          remoteAddress: address,
        });
      }),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ success: false, message: 'Invalid signature' });
    }
  }
}

/** The UTC hours from `start` to now, as the counts key them. */
function hoursSince(start: Date): string[] {
  const first = Math.floor(start.getTime() / HOUR_MS);
  const last = Math.floor(Date.now() / HOUR_MS);
  return Array.from({ length: last - first + 1 }, (_, index) =>
    new Date((first + index) * HOUR_MS).toISOString(),
  );
}

function hourlyAudit(reason: string) {
  return db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entity, 'payment_callback'), sql`${auditLogs.after}->>'reason' = ${reason}`));
}

/** How many rows of any table in the database hold `text` anywhere. */
async function rowsHolding(text: string): Promise<number> {
  const { rows: tables } = await db.execute<{ name: string }>(sql`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`);
  let found = 0;
  for (const { name } of tables) {
    const { rows } = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(name)} AS t WHERE t::text LIKE ${`%${text}%`}`,
    );
    found += rows[0]!.n;
  }
  return found;
}

async function liveEventCount() {
  const [row] = await db.select({ n: count() }).from(liveEvents);
  return row!.n;
}

describe('refused payment callbacks', () => {
  it('counts 1,200 forged callbacks exactly in /metrics, audits them once, and stores none of their bodies', async () => {
    const order = await placedOrder();
    const marker = `forged-${randomBytes(6).toString('hex')}`;
    const before = await refusedTotals();
    const liveBefore = await liveEventCount();
    const start = new Date();

    await flood(app, order, 1200, '203.0.113.7', marker);

    const after = await refusedTotals();
    expect(after.total - before.total).toBe(1200);
    expect(after.byReason('signature') - before.byReason('signature')).toBe(1200);

    const hours = hoursSince(start);
    const audit = await hourlyAudit('signature');
    // One entry per reason and hour, never one per request.
    expect(audit.map((entry) => entry.entityId).sort()).toEqual(hours.map((hour) => `signature@${hour}`));
    expect(audit[0]).toMatchObject({
      actorId: null,
      action: 'payment.refused',
      after: { reason: 'signature', address: '203.0.113.7', hour: hours[0] },
    });
    expect((audit[0]!.after as { countSoFar: number }).countSoFar).toBeGreaterThanOrEqual(1);

    const counted = await db
      .select()
      .from(refusedCallbackCounts)
      .where(eq(refusedCallbackCounts.reason, 'signature'));
    expect(counted.reduce((sum, row) => sum + row.count, 0)).toBe(1200);
    expect(counted.at(-1)!.lastAddress).toBe('203.0.113.7');

    // Nothing of the forged bodies anywhere, no gateway event, no live event per request.
    expect(await rowsHolding(marker)).toBe(0);
    expect(
      await db.select().from(gatewayEvents).where(eq(gatewayEvents.reference, order.reference!)),
    ).toEqual([]);
    expect(await liveEventCount()).toBe(liveBefore);

    // The gateway's own callback right after is applied; its body is kept, which shows the search
    // above finds a stored body.
    const genuineMarker = `genuine-${randomBytes(6).toString('hex')}`;
    const genuine = (app.paymentGateway as SandboxGateway).signCallback(
      paymentStatusBody({
        reference: order.reference!,
        merchantRef: order.invoice,
        method: 'QRIS',
        amount: order.total,
        status: 'PAID',
        paidAt: new Date(),
        note: genuineMarker,
      }),
    );
    const applied = await app.inject({
      method: 'POST',
      url: '/api/payments/callback',
      headers: genuine.headers,
      payload: genuine.rawBody,
    });
    expect(applied.json()).toEqual({ success: true });
    expect(await rowsHolding(genuineMarker)).toBe(1);
    expect((await orderOf(order.id)).status).toBe('Paid');
    expect((await refusedTotals()).total).toBe(after.total);
  });

  it('gives another reason its own count and audit entry; a signed wrong amount keeps its own entry', async () => {
    const order = await placedOrder();
    const start = new Date();
    const before = await refusedTotals();
    const auditBefore = (await hourlyAudit('signature')).length;

    // Signed with the shop's key but no payment_status body.
    const signed = (app.paymentGateway as SandboxGateway).signCallback({ hello: 'world' });
    for (let copy = 0; copy < 3; copy += 1) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/payments/callback',
        headers: signed.headers,
        payload: signed.rawBody,
        remoteAddress: '198.51.100.9',
      });
      expect(answer.statusCode).toBe(400);
    }
    await flood(app, order, 5, '203.0.113.7', 'x');
    expect(await postSandboxCallback(app, order, 'PAID', order.total - 1)).toMatchObject({
      body: { success: false, message: 'Jumlah pembayaran tidak sesuai' },
    });

    const after = await refusedTotals();
    expect(after.total - before.total).toBe(9);
    expect(after.byReason('malformed') - before.byReason('malformed')).toBe(3);
    expect(after.byReason('signature') - before.byReason('signature')).toBe(5);
    expect(after.byReason('amount_mismatch') - before.byReason('amount_mismatch')).toBe(1);

    const malformed = await hourlyAudit('malformed');
    expect(malformed.map((entry) => entry.entityId).sort()).toEqual(
      hoursSince(start).map((hour) => `malformed@${hour}`),
    );
    expect(malformed[0]!.after).toMatchObject({ reason: 'malformed', address: '198.51.100.9' });
    // The signature entry of this hour was written by the first test: no new one for five more.
    expect((await hourlyAudit('signature')).length).toBe(Math.max(auditBefore, hoursSince(start).length));
    // The signed wrong amount is audited per event with its order (decision 023), not hourly.
    expect(await hourlyAudit('amount_mismatch')).toEqual([]);
    const [perEvent] = await db.select().from(auditLogs).where(eq(auditLogs.entityId, order.id));
    expect(perEvent).toMatchObject({ action: 'payment.refused', entity: 'order' });
  });

  it('adds up across instances on one database within seconds, and a stopping instance writes what it counted', async () => {
    const other = await buildApp({
      settings,
      db,
      pool: connection.pool,
      vault,
      tokens,
      logger: false,
      paymentGateway: app.paymentGateway,
    });
    let isOpen = true;
    try {
      await other.ready();
      const order = await placedOrder();
      const start = new Date();
      const before = await refusedTotals();
      const auditBefore = await hourlyAudit('signature');

      await flood(app, order, 300, '203.0.113.20', 'a');
      await flood(other, order, 200, '203.0.113.21', 'b');
      // This scrape writes this instance's 300; the other instance's 200 come with its next flush.
      let total = (await refusedTotals()).total - before.total;
      expect(total).toBeGreaterThanOrEqual(300);
      const deadline = Date.now() + 5 * REFUSAL_FLUSH_MS;
      while (total < 500 && Date.now() < deadline) {
        await sleep(200);
        total = (await refusedTotals()).total - before.total;
      }
      expect(total).toBe(500);

      await flood(other, order, 7, '203.0.113.21', 'c');
      await other.close();
      isOpen = false;
      expect((await refusedTotals()).total - before.total).toBe(507);

      // Still one audit entry per hour, whichever instance counted first.
      const audit = await hourlyAudit('signature');
      expect(audit.length).toBe(Math.max(auditBefore.length, hoursSince(start).length));
    } finally {
      if (isOpen) await other.close();
    }
  });

  it('folds hours older than 90 days into a total, so the count in /metrics never drops', async () => {
    const old = new Date(Math.floor((Date.now() - 100 * 24 * HOUR_MS) / HOUR_MS) * HOUR_MS);
    await db.insert(refusedCallbackCounts).values({
      reason: 'event',
      hour: old,
      count: 42,
      firstSeenAt: old,
      lastSeenAt: old,
      lastAddress: '192.0.2.1',
    });
    const before = await refusedTotals();
    expect(before.byReason('event')).toBe(42);

    expect(await purgeOldRefusalCounts(db)).toEqual({ refusedCallbackHours: 1 });
    expect(
      await db.select().from(refusedCallbackCounts).where(eq(refusedCallbackCounts.reason, 'event')),
    ).toEqual([]);
    expect(await db.select().from(refusedCallbackTotals)).toMatchObject([{ reason: 'event', count: 42 }]);
    const after = await refusedTotals();
    expect(after.total).toBe(before.total);
    expect(after.byReason('event')).toBe(42);
    // Hours of the last 90 days stay.
    expect(await purgeOldRefusalCounts(db)).toEqual({ refusedCallbackHours: 0 });
    expect(
      (await db.select().from(refusedCallbackCounts).where(eq(refusedCallbackCounts.reason, 'signature')))
        .length,
    ).toBeGreaterThan(0);
  });
});
