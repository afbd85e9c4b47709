import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What the shop measures for Prometheus (GET /metrics, features/health/metrics.routes.ts). */
export interface ShopMetrics {
  registry: Registry;
  // Functions rather than methods: the job runner is handed observeJob on its own.
  observeRequest: (labels: { method: string; route: string; status: number }, seconds: number) => void;
  observeJob: (name: string, isOk: boolean, seconds: number) => void;
  /** The live streams this instance holds open now (GET /api/events). */
  setLiveStreams: (open: number) => void;
  /** One live event written to one stream, by its type. */
  countLiveEventSent: (type: string) => void;
}

export interface ShopGauges {
  /** Shop-wide numbers read from the database at each scrape. */
  ordersByStatus(): Promise<{ status: string; count: number }[]>;
  outboxBacklog(): Promise<{ channel: string; count: number }[]>;
  gatewayEvents(): Promise<{ applied: number; refused: number }>;
  /** Refused callbacks per reason (features/fulfilment/refused-callbacks.service.ts). */
  refusedCallbacks(): Promise<{ reason: string; count: number }[]>;
}

/**
 * One registry per application (tests build several in one process). Request and job numbers are
 * this instance's; the pool is this instance's; orders, outbox and payments are the shop's, read
 * from the database when Prometheus asks, so any instance answers them alike.
 */
export function createMetrics(pool: pg.Pool | undefined, gauges: ShopGauges): ShopMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'shop_' });
  const requests = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, with their duration',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'shop_job_runs_total',
    help: 'Background job runs by job and outcome',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: 'shop_job_duration_seconds',
    help: 'Background job run duration',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
    registers: [registry],
  });
  const liveStreams = new Gauge({
    name: 'shop_live_streams',
    help: 'Live event streams (GET /api/events) this instance holds open',
    registers: [registry],
  });
  const liveEventsSent = new Counter({
    name: 'shop_live_events_sent_total',
    help: 'Live events written to streams by this instance, by type (one per stream that received it)',
    labelNames: ['type'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'shop_db_pool_connections',
    help: "This instance's PostgreSQL pool: connections open, idle, and requests waiting for one",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'shop_orders',
    help: 'Orders by status, shop-wide',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await gauges.ordersByStatus()) this.set({ status: row.status }, row.count);
    },
  });
  new Gauge({
    name: 'shop_outbox_backlog',
    help: 'E-mail and WhatsApp messages waiting for delivery, shop-wide',
    labelNames: ['channel'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const channel of ['email', 'whatsapp']) this.set({ channel }, 0);
      for (const row of await gauges.outboxBacklog()) this.set({ channel: row.channel }, row.count);
    },
  });
  new Gauge({
    name: 'shop_payment_callbacks',
    help: 'Payment gateway callbacks applied and refused, shop-wide (refused: every reason, forged ones included)',
    labelNames: ['outcome'] as const,
    registers: [registry],
    async collect() {
      const counts = await gauges.gatewayEvents();
      this.set({ outcome: 'applied' }, counts.applied);
      this.set({ outcome: 'refused' }, counts.refused);
    },
  });
  // Its own metric rather than a label of the one above, whose refused series stays the total.
  new Gauge({
    name: 'shop_payment_callbacks_refused',
    help: 'Payment gateway callbacks refused, shop-wide, by reason (signature, event, malformed, unknown_reference, invoice_mismatch, amount_mismatch)',
    labelNames: ['reason'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await gauges.refusedCallbacks()) this.set({ reason: row.reason }, row.count);
    },
  });
  return {
    registry,
    observeRequest: (labels, seconds) =>
      requests.observe({ ...labels, status: String(labels.status) }, seconds),
    observeJob: (name, isOk, seconds) => {
      jobRuns.inc({ job: name, outcome: isOk ? 'ok' : 'failed' });
      jobSeconds.observe({ job: name }, seconds);
    },
    setLiveStreams: (open) => liveStreams.set(open),
    countLiveEventSent: (type) => liveEventsSent.inc({ type }),
  };
}
