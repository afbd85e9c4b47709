import { describe, expect, it } from 'vitest';
import {
  gatewayEvents,
  outbox,
  refusedCallbackCounts,
  refusedCallbackTotals,
} from '../../db/schema/operations';
import { insertCustomer } from '../../../test/customers';
import { catalogueFixtures } from '../../../test/catalogue-fixtures';
import { createTestApp } from '../../../test/helper';
import { startJob } from '../../platform/jobs';

const TOKEN = 'metrics-token-0123456789abcdef';
const { app, connection } = await createTestApp({ METRICS_TOKEN: TOKEN });
const db = connection.db;

async function scrape(): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain');
  return response.body;
}

/** The value of one series, e.g. value(text, 'shop_orders{status="Paid"}'). */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('is no route for a request without the token, or with a wrong one', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token-0123456789abcdef' },
      { authorization: TOKEN },
    ]) {
      const response = await app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('shop_');
    }
  });

  it('counts requests per route pattern and status, with their duration', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/does-not-exist/123' });
    const text = await scrape();
    expect(
      value(text, 'shop_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}'),
    ).toBeGreaterThanOrEqual(2);
    expect(
      value(text, 'shop_http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}'),
    ).toBeGreaterThanOrEqual(1);
    // No URL of a request becomes a label.
    expect(text).not.toContain('/api/does-not-exist/123');
  });

  it("reports the shop's orders by status, the outbox backlog, payment callbacks and the pool", async () => {
    const customer = await insertCustomer(db);
    const shop = await catalogueFixtures(db, { invoicePrefix: 'INV-MET' });
    const product = await shop.makeProduct();
    await shop.makeOrder(customer.id, product.id, { status: 'Paid' });
    await shop.makeOrder(customer.id, product.id, { status: 'Paid' });
    await shop.makeOrder(customer.id, product.id, { status: 'Pending' });
    await db.insert(outbox).values([
      { channel: 'email', recipient: 'a@gmail.com', body: 'x' },
      { channel: 'whatsapp', recipient: '628123', body: 'y', status: 'sent' },
    ]);
    await db.insert(gatewayEvents).values([
      {
        provider: 'sandbox',
        event: 'payment_status',
        rawBody: '{}',
        dedupeKey: 'k1',
        processedAt: new Date(),
      },
      {
        provider: 'sandbox',
        event: 'payment_status',
        rawBody: '{}',
        error: 'Jumlah tidak cocok',
        processedAt: new Date(),
      },
    ]);
    // Refusals are read from their counts (decision 040), the hours kept and the totals of those purged.
    const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    await db.insert(refusedCallbackCounts).values([
      { reason: 'amount_mismatch', hour, count: 1, firstSeenAt: hour, lastSeenAt: hour },
      { reason: 'signature', hour, count: 5, firstSeenAt: hour, lastSeenAt: hour, lastAddress: '192.0.2.1' },
    ]);
    await db.insert(refusedCallbackTotals).values({ reason: 'signature', count: 2, until: hour });
    const text = await scrape();
    expect(value(text, 'shop_orders{status="Paid"}')).toBe(2);
    expect(value(text, 'shop_orders{status="Pending"}')).toBe(1);
    expect(value(text, 'shop_outbox_backlog{channel="email"}')).toBe(1);
    expect(value(text, 'shop_outbox_backlog{channel="whatsapp"}')).toBe(0);
    expect(value(text, 'shop_payment_callbacks{outcome="applied"}')).toBe(1);
    expect(value(text, 'shop_payment_callbacks{outcome="refused"}')).toBe(8);
    expect(value(text, 'shop_payment_callbacks_refused{reason="signature"}')).toBe(7);
    expect(value(text, 'shop_payment_callbacks_refused{reason="amount_mismatch"}')).toBe(1);
    expect(value(text, 'shop_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('shop_process_resident_memory_bytes');
  });

  it('counts job runs by outcome', async () => {
    let fails = true;
    const job = startJob(
      'metrics-probe',
      60_000,
      () => (fails ? Promise.reject(new Error('probe failed')) : Promise.resolve()),
      app.log,
      app.metrics.observeJob,
    );
    job.nudge();
    await job.stop();
    fails = false;
    const again = startJob('metrics-probe', 60_000, () => Promise.resolve(), app.log, app.metrics.observeJob);
    again.nudge();
    await again.stop();
    const text = await scrape();
    expect(value(text, 'shop_job_runs_total{job="metrics-probe",outcome="failed"}')).toBe(1);
    expect(value(text, 'shop_job_runs_total{job="metrics-probe",outcome="ok"}')).toBe(1);
  });
});

describe('without METRICS_TOKEN', () => {
  it('has no /metrics at all', async () => {
    const other = await createTestApp();
    const response = await other.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
  });
});
