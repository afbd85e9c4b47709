import { EVENT_MESSAGES } from '@premium-shop/domain/api/events';
import { LIVE_EVENT_REPLAY_MINUTES, LIVE_EVENT_RETRY_MS } from '@premium-shop/domain/live-events';
import { and, eq, gt, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogueFixtures } from '../../../test/catalogue-fixtures';
import { insertCustomer, signedInAdmin, signedInCustomer } from '../../../test/customers';
import { openEventStream, type OpenedStream } from '../../../test/event-stream';
import { createTestApp } from '../../../test/helper';
import { postSandboxCallback } from '../../../test/sandbox-callback';
import { buildApp } from '../../app';
import { multipartBody, pngImage } from '../files/files.fixtures';
import { connectDatabase } from '../../db/client';
import { notificationCategories, notifications, reimbursements } from '../../db/schema/engagement';
import { liveEvents, liveEventTickets } from '../../db/schema/live-events';
import { authSessions } from '../../db/schema/users';
import { ACCESS_TOKEN_SECONDS } from '../../platform/tokens';
import { MAX_STREAMS_PER_USER } from './live-event-hub';
import { publishLiveEvent, purgeLiveEventRows } from './live-events.service';

const { app, db, tokens, settings, vault, dataDir } = await createTestApp();
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });

await db.insert(notificationCategories).values({ name: 'Pesanan', icon: 'bag.svg' });
const shop = await catalogueFixtures(db, { invoicePrefix: 'INV-LIVE' });

const opened: OpenedStream[] = [];
afterAll(() => {
  for (const stream of opened) stream.close();
});

async function ticketFor(token: string, on: FastifyInstance = app): Promise<string> {
  const answer = await on.inject({
    method: 'POST',
    url: '/api/events/ticket',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.statusCode).toBe(201);
  return answer.json<{ data: { ticket: string } }>().data.ticket;
}

async function streamOf(
  token: string,
  options: { lastEventId?: string; header?: string; base?: string } = {},
): Promise<OpenedStream> {
  const query = new URLSearchParams({ ticket: await ticketFor(token) });
  if (options.lastEventId) query.set('lastEventId', options.lastEventId);
  const stream = await openEventStream(`${options.base ?? baseUrl}/api/events?${query.toString()}`, {
    headers: options.header ? { 'last-event-id': options.header } : {},
  });
  opened.push(stream);
  return stream;
}

/** Events for `userId` published and committed the way every emit point does, in a transaction. */
async function publishNotices(userId: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    ids.push(
      await db.transaction((tx) =>
        publishLiveEvent(tx, {
          userId,
          type: 'notification.created',
          payload: { notificationId: crypto.randomUUID() },
        }),
      ),
    );
  }
  return ids;
}

/** A stream of `customer` that was told of one event and then closed, as a tab that lost its line; that event's id. */
async function seenOneThenLeft(customer: { user: { id: string }; token: string }): Promise<number> {
  const stream = await streamOf(customer.token);
  const [seen] = await publishNotices(customer.user.id, 1);
  expect((await stream.next()).id).toBe(String(seen));
  stream.close();
  await stream.ended;
  return seen!;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/** The highest live event id stored so far (0 when none). */
async function lastStoredEventId(): Promise<number> {
  const [row] = await db.select({ id: max(liveEvents.id) }).from(liveEvents);
  return row?.id ?? 0;
}

/** The admin's notification to every active customer, through the console's own call. */
async function broadcastNotification(adminToken: string, title: string) {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/admin/notifications',
    headers: { authorization: `Bearer ${adminToken}` },
    payload: { target: { all: true }, category: 'Pesanan', title, content: 'Untuk semua pelanggan.' },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<{ data: { recipients: number } }>().data;
}

describe('GET /api/events', () => {
  it('tells my stream my order was paid by the callback, and nothing of it to another customer', async () => {
    const me = await signedInCustomer(db, tokens);
    const other = await signedInCustomer(db, tokens);
    const product = await shop.makeProduct();
    await shop.makeItem(product.id, 5);
    const order = await shop.makeOrder(me.user.id, product.id);

    const mine = await streamOf(me.token);
    const theirs = await streamOf(other.token);
    expect(mine.status).toBe(200);
    expect(mine.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.headers['x-accel-buffering']).toBe('no');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');

    expect(await postSandboxCallback(app, order, 'PAID')).toEqual({ status: 200, body: { success: true } });
    const changed = await mine.next('order.changed');
    expect(changed.data).toEqual({
      orderId: order.id,
      invoice: order.invoice,
      status: 'Paid',
      cause: 'paid',
    });
    expect(changed.id).toMatch(/^\d+$/);
    // The delivery's dashboard notification too.
    expect((await mine.next('notification.created')).data.notificationId).toEqual(expect.any(String));
    expect(mine.retry).toBe(LIVE_EVENT_RETRY_MS);
    expect(mine.problems).toEqual([]);

    await settle();
    expect(theirs.events).toEqual([]);
    expect(theirs.status).toBe(200);
  });

  it("tells an admin's stream of an order waiting in Process and of its refund, with the count, and not a customer's", async () => {
    const admin = await signedInAdmin(db, tokens);
    const buyer = await signedInCustomer(db, tokens);
    const product = await shop.makeProduct(); // no stock: the paid order waits for the admin
    const order = await shop.makeOrder(buyer.user.id, product.id);
    const console_ = await streamOf(admin.token);
    const customer = await streamOf(buyer.token);

    await postSandboxCallback(app, order, 'PAID');
    const waiting = await console_.next('admin.order.waiting');
    expect(waiting.data).toEqual({ orderId: order.id, invoice: order.invoice, waiting: expect.any(Number) });
    expect(waiting.data.waiting).toBeGreaterThanOrEqual(1);
    expect((await customer.next('order.changed')).data).toMatchObject({
      status: 'Process',
      cause: 'paid-for-admin',
    });
    await settle();
    expect(customer.events.map((event) => event.type)).not.toContain('admin.order.waiting');
    expect(console_.events.map((event) => event.type)).not.toContain('order.changed');

    // Another admin refunds it: every admin's count goes down; the customer hears of their order only.
    const refunded = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refund`,
      headers: { authorization: `Bearer ${(await signedInAdmin(db, tokens)).token}` },
      payload: { reason: 'Stok habis, dana dikembalikan' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const handled = await console_.next('admin.order.handled');
    expect(handled.data).toEqual({
      orderId: order.id,
      invoice: order.invoice,
      status: 'Canceled',
      waiting: (waiting.data as { waiting: number }).waiting - 1,
    });
    expect((await customer.next('order.changed')).data).toMatchObject({
      status: 'Canceled',
      cause: 'refunded',
    });
    await settle();
    expect(customer.events.map((event) => event.type)).not.toContain('admin.order.handled');
    expect(console_.problems).toEqual([]);
  });

  it('replays exactly the missed events after Last-Event-ID (header or query; the header wins), not older than the window', async () => {
    const me = await signedInCustomer(db, tokens);
    const seen = await seenOneThenLeft(me);

    const missed = await publishNotices(me.user.id, 3);
    // One more of the user's, but from before the replay window: never replayed.
    await db.insert(liveEvents).values({
      userId: me.user.id,
      type: 'notification.created',
      payload: { notificationId: crypto.randomUUID() },
      createdAt: new Date(Date.now() - (LIVE_EVENT_REPLAY_MINUTES + 1) * 60_000),
    });
    // Another customer's events in between are not theirs to replay.
    await publishNotices((await insertCustomer(db)).id, 2);

    const byHeader = await streamOf(me.token, { header: String(seen) });
    for (const id of missed) expect((await byHeader.next()).id).toBe(String(id));
    const byQuery = await streamOf(me.token, { lastEventId: String(seen) });
    for (const id of missed) expect((await byQuery.next()).id).toBe(String(id));
    const both = await streamOf(me.token, { header: String(missed[1]), lastEventId: String(seen) });
    expect((await both.next()).id).toBe(String(missed[2]));

    // Live events follow the replay.
    const [later] = await publishNotices(me.user.id, 1);
    for (const stream of [byHeader, byQuery, both]) expect((await stream.next()).id).toBe(String(later));
    await settle();
    expect(byHeader.events.map((event) => Number(event.id))).toEqual([...missed, later]);
    expect(both.events.map((event) => Number(event.id))).toEqual([missed[2], later]);

    // A fresh stream (no Last-Event-ID) starts from now.
    const fresh = await streamOf(me.token);
    await settle();
    expect(fresh.events).toEqual([]);
  });

  it("tells every customer's open streams of the admin's notification to all of them, with one stored event, and not an admin's", async () => {
    const ani = await signedInCustomer(db, tokens, 'Ani');
    const budi = await signedInCustomer(db, tokens, 'Budi');
    const admin = await signedInAdmin(db, tokens);
    const anisPhone = await streamOf(ani.token);
    const anisLaptop = await streamOf(ani.token);
    const budis = await streamOf(budi.token);
    const console_ = await streamOf(admin.token);
    const before = await lastStoredEventId();

    const sent = await broadcastNotification(admin.token, 'Promo Siaran Langsung');

    const heard = await Promise.all(
      [anisPhone, anisLaptop, budis].map((stream) => stream.next('notification.created')),
    );
    expect(heard.map((event) => event.data)).toEqual([{}, {}, {}]);
    // One event, the same id on every stream.
    expect(new Set(heard.map((event) => event.id)).size).toBe(1);
    for (const stream of [anisPhone, anisLaptop, budis]) expect(stream.problems).toEqual([]);
    await settle();
    expect(console_.events).toEqual([]);

    // Every active customer got their own notification; one live event was stored for all of them.
    const written = await db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.title, 'Promo Siaran Langsung'));
    expect(written).toHaveLength(sent.recipients);
    expect(written.map((row) => row.userId)).toEqual(expect.arrayContaining([ani.user.id, budi.user.id]));
    const stored = await db.select().from(liveEvents).where(gt(liveEvents.id, before));
    expect(stored).toEqual([
      expect.objectContaining({
        id: Number(heard[0]!.id),
        userId: null,
        forAdmins: false,
        forCustomers: true,
        type: 'notification.created',
        payload: {},
      }),
    ]);
  });

  it("replays the notification to every customer to a customer's reconnecting stream, not to an admin's", async () => {
    const me = await signedInCustomer(db, tokens);
    const admin = await signedInAdmin(db, tokens);
    const seen = await seenOneThenLeft(me);

    await broadcastNotification(admin.token, 'Promo Saat Terputus');
    const [broadcast] = await db
      .select({ id: liveEvents.id })
      .from(liveEvents)
      .where(and(eq(liveEvents.forCustomers, true), gt(liveEvents.id, seen)));
    // An admin's event after it, so the admin's replay is seen to run.
    const complaintId = crypto.randomUUID();
    const adminEvent = await db.transaction((tx) =>
      publishLiveEvent(tx, { forAdmins: true, type: 'admin.complaint.created', payload: { complaintId } }),
    );

    const again = await streamOf(me.token, { header: String(seen) });
    const replayed = await again.next();
    expect(replayed).toEqual({ id: String(broadcast!.id), type: 'notification.created', data: {} });

    const console_ = await streamOf(admin.token, { header: String(seen) });
    expect(await console_.next()).toEqual({
      id: String(adminEvent),
      type: 'admin.complaint.created',
      data: { complaintId },
    });
    await settle();
    expect(again.events.map((event) => event.id)).toEqual([String(broadcast!.id)]);
    expect(console_.events.map((event) => event.type)).not.toContain('notification.created');
  });

  it('refuses without a ticket, with a used or expired one, and for a session that ended: 401 in Indonesian', async () => {
    const me = await signedInCustomer(db, tokens);
    const refused = async (url: string) => {
      const stream = await openEventStream(`${baseUrl}${url}`);
      await stream.ended;
      expect(stream.status).toBe(401);
      expect(JSON.parse(stream.text())).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: EVENT_MESSAGES.invalidTicket,
      });
    };
    await refused('/api/events');
    await refused('/api/events?ticket=bukan-tiket');

    const ticket = await ticketFor(me.token);
    const good = await openEventStream(`${baseUrl}/api/events?ticket=${ticket}`);
    opened.push(good);
    expect(good.status).toBe(200);
    await refused(`/api/events?ticket=${ticket}`);

    const expired = await ticketFor(me.token);
    await db.update(liveEventTickets).set({ expiresAt: new Date(Date.now() - 1_000) });
    await refused(`/api/events?ticket=${expired}`);

    const [session] = await db.insert(authSessions).values({ userId: me.user.id }).returning();
    const token = await tokens.sign({ userId: me.user.id, sessionId: session!.id, role: 'customer' });
    const ofEndedSession = await ticketFor(token);
    await db.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.id, session!.id));
    await refused(`/api/events?ticket=${ofEndedSession}`);

    // No raw ticket is stored, only its hash.
    const rows = await db.select().from(liveEventTickets);
    expect(rows.some((row) => row.tokenHash === ticket)).toBe(false);
  });

  it('answers a malformed last event id or an overlong ticket with 400 in Indonesian, taking no ticket', async () => {
    const me = await signedInCustomer(db, tokens);
    const ticket = await ticketFor(me.token);
    const badId = await app.inject({
      method: 'GET',
      url: `/api/events?ticket=${ticket}&lastEventId=kemarin`,
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ message: EVENT_MESSAGES.invalidLastEventId });
    const long = await app.inject({ method: 'GET', url: `/api/events?ticket=${'x'.repeat(201)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: EVENT_MESSAGES.invalidTicket });
    // The refused request did not use the ticket up.
    const good = await openEventStream(`${baseUrl}/api/events?ticket=${ticket}`);
    opened.push(good);
    expect(good.status).toBe(200);
  });

  it('asks for a sign-in before giving a ticket, and limits how many a user takes', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/events/ticket' })).statusCode).toBe(401);
    const me = await signedInCustomer(db, tokens);
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) {
      statuses.push(
        (
          await app.inject({
            method: 'POST',
            url: '/api/events/ticket',
            headers: { authorization: `Bearer ${me.token}` },
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('sends stream.expired and ends when the access token behind the ticket runs out', async () => {
    const me = await insertCustomer(db);
    const [session] = await db.insert(authSessions).values({ userId: me.id }).returning();
    // A token signed almost ACCESS_TOKEN_SECONDS ago: it runs out in about 2 seconds.
    const token = await tokens.sign(
      { userId: me.id, sessionId: session!.id, role: 'customer' },
      new Date(Date.now() - ACCESS_TOKEN_SECONDS * 1000 + 2_000),
    );
    const stream = await streamOf(token);
    expect(stream.status).toBe(200);
    const expired = await stream.next('stream.expired', 6_000);
    expect(expired).toEqual({ id: null, type: 'stream.expired', data: {} });
    await stream.ended;
  });

  it('keeps at most six streams per user, closing the oldest', async () => {
    const me = await signedInCustomer(db, tokens);
    const streams: OpenedStream[] = [];
    for (let index = 0; index <= MAX_STREAMS_PER_USER; index += 1) streams.push(await streamOf(me.token));
    await streams[0]!.ended;
    const [id] = await publishNotices(me.user.id, 1);
    for (const stream of streams.slice(1)) expect((await stream.next()).id).toBe(String(id));
    expect(streams[0]!.events).toEqual([]);
  });

  it('tells admins of a full preorder group, a new complaint and a refused payment; the customer of their answered complaint and reimbursement', async () => {
    const admin = await signedInAdmin(db, tokens);
    const buyer = await signedInCustomer(db, tokens);
    const console_ = await streamOf(admin.token);
    const customer = await streamOf(buyer.token);
    const asAdmin = { authorization: `Bearer ${admin.token}` };

    // The last place of a preorder group is paid: the group is full, its order waits in Process.
    const preorder = await shop.makeProduct({ method: 'Preorder', slot: 1 });
    const member = await shop.makeOrder(buyer.user.id, preorder.id, { status: 'Preorder' });
    await postSandboxCallback(app, member, 'PAID');
    const filled = await console_.next('admin.group.filled');
    expect(filled.data).toEqual({ productItemId: expect.any(String), productName: preorder.name });
    expect((await console_.next('admin.order.waiting')).data).toMatchObject({ orderId: member.id });
    expect((await customer.next('order.changed')).data).toMatchObject({
      status: 'Preorder',
      cause: 'paid-joined-group',
    });
    expect((await customer.next('order.changed')).data).toMatchObject({
      status: 'Process',
      cause: 'group-filled',
    });

    // A callback for the wrong amount is refused.
    const unpaid = await shop.makeOrder(buyer.user.id, preorder.id);
    await postSandboxCallback(app, unpaid, 'PAID', unpaid.total - 1);
    expect((await console_.next('admin.payment.refused')).data).toEqual({
      reference: unpaid.reference,
      reason: expect.any(String),
    });

    const { payload, contentType } = await multipartBody(
      { issue: 'masalah pembayaran', noOrder: unpaid.invoice, note: 'Sudah bayar' },
      { field: 'file', name: 'bukti.png', type: 'image/png', bytes: pngImage(64) },
    );
    const filed = await app.inject({
      method: 'POST',
      url: '/api/complaints',
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${buyer.token}` },
    });
    expect(filed.statusCode).toBe(201);
    const complaintId = filed.json<{ data: { _id: string } }>().data._id;
    expect((await console_.next('admin.complaint.created')).data).toEqual({ complaintId });

    const replied = await app.inject({
      method: 'POST',
      url: `/api/admin/complaints/${complaintId}/reply`,
      payload: { reply: 'Sudah kami cek, pembayaran diterima.' },
      headers: asAdmin,
    });
    expect(replied.statusCode).toBe(200);
    expect((await customer.next('complaint.answered')).data).toEqual({ complaintId, status: 'answered' });

    const [request] = await db
      .insert(reimbursements)
      .values({
        userId: buyer.user.id,
        productItemId: filled.data.productItemId as string,
        value: 50_000,
        paymentProof: '/api/files/bukti.png',
      })
      .returning();
    const rejected = await app.inject({
      method: 'POST',
      url: `/api/admin/reimbursements/${request!.id}/reject`,
      payload: { note: 'Bukti transfer tidak terbaca' },
      headers: asAdmin,
    });
    expect(rejected.statusCode).toBe(200);
    expect((await customer.next('reimbursement.answered')).data).toEqual({
      reimbursementId: request!.id,
      status: 'Rejected',
    });
    expect(console_.problems).toEqual([]);
    expect(customer.problems).toEqual([]);
  });

  it('replays to open streams what was published while the LISTEN connection was lost', async () => {
    const me = await signedInCustomer(db, tokens);
    const stream = await streamOf(me.token);
    const [before] = await publishNotices(me.user.id, 1);
    expect((await stream.next()).id).toBe(String(before));
    await db.execute(sql`
      SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND query LIKE 'LISTEN%'`);
    const missed = await publishNotices(me.user.id, 2);
    // The listener reconnects within its retry delay and the stream is replayed what it missed.
    for (const id of missed) expect((await stream.next(undefined, 10_000)).id).toBe(String(id));
    const [after] = await publishNotices(me.user.id, 1);
    expect((await stream.next()).id).toBe(String(after));
  }, 20_000);

  it('publishes nothing from a transaction that rolls back', async () => {
    const me = await signedInCustomer(db, tokens);
    const stream = await streamOf(me.token);
    await expect(
      db.transaction(async (tx) => {
        await publishLiveEvent(tx, {
          userId: me.user.id,
          type: 'complaint.answered',
          payload: { complaintId: crypto.randomUUID(), status: 'answered' },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const [committed] = await publishNotices(me.user.id, 1);
    expect((await stream.next()).id).toBe(String(committed));
    await settle();
    expect(stream.events.map((event) => event.type)).toEqual(['notification.created']);
    const stored = await db.select().from(liveEvents).where(eq(liveEvents.userId, me.user.id));
    expect(stored.map((row) => row.type)).toEqual(['notification.created']);
  });

  it('purges events past the replay window and expired tickets', async () => {
    const me = await insertCustomer(db);
    const [session] = await db.insert(authSessions).values({ userId: me.id }).returning();
    const ticket = (expiresAt: Date) => ({
      tokenHash: crypto.randomUUID(),
      userId: me.id,
      sessionId: session!.id,
      streamEndsAt: new Date(Date.now() + 60_000),
      expiresAt,
    });
    const [stale, live] = [ticket(new Date(Date.now() - 1_000)), ticket(new Date(Date.now() + 60_000))];
    await db.insert(liveEventTickets).values([stale, live]);
    await db.insert(liveEvents).values({
      userId: me.id,
      type: 'notification.created',
      payload: {},
      createdAt: new Date(Date.now() - (LIVE_EVENT_REPLAY_MINUTES + 1) * 60_000),
    });
    const [kept] = await publishNotices(me.id, 1);
    await purgeLiveEventRows(db);
    const left = await db.select().from(liveEvents).where(eq(liveEvents.userId, me.id));
    expect(left.map((row) => row.id)).toEqual([kept]);
    const tickets = await db.select().from(liveEventTickets).where(eq(liveEventTickets.userId, me.id));
    expect(tickets.map((row) => row.tokenHash)).toEqual([live.tokenHash]);
  });

  it('counts open streams and events sent in the metrics', async () => {
    const text = await app.metrics.registry.metrics();
    expect(text).toMatch(/shop_live_streams \d+/);
    expect(text).toContain('shop_live_events_sent_total{type="order.changed"}');
  });
});

// A second instance of the shop on the same database, as a deployment runs several.
const second = connectDatabase(settings.DATABASE_URL!, { max: 4 });
const other = await buildApp({
  settings,
  db: second.db,
  pool: second.pool,
  vault,
  tokens,
  webRoot: `${dataDir}/web`,
  logger: false,
});
const otherUrl = await other.listen({ port: 0, host: '127.0.0.1' });
afterAll(async () => {
  await other.close();
  await second.close();
});

describe('two instances on one database', () => {
  it('an order paid on one instance reaches my stream held by the other', async () => {
    const me = await signedInCustomer(db, tokens);
    const product = await shop.makeProduct();
    await shop.makeItem(product.id, 5);
    const order = await shop.makeOrder(me.user.id, product.id);
    const onOther = await streamOf(me.token, { base: otherUrl });
    await postSandboxCallback(app, order, 'PAID');
    expect((await onOther.next('order.changed')).data).toMatchObject({ orderId: order.id, status: 'Paid' });
  });

  it('closes its streams first when it shuts down, so their clients reconnect elsewhere', async () => {
    const me = await signedInCustomer(db, tokens);
    const streams = [
      await streamOf(me.token, { base: otherUrl }),
      await streamOf(me.token, { base: otherUrl }),
    ];
    const started = Date.now();
    await other.close();
    await Promise.all(streams.map((stream) => stream.ended));
    expect(Date.now() - started).toBeLessThan(5_000);
    // The instance left keeps serving streams.
    const [id] = await publishNotices(me.user.id, 1);
    const here = await streamOf(me.token, { lastEventId: String(id! - 1) });
    expect((await here.next()).id).toBe(String(id));
  });
});
