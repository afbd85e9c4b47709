import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInCustomer, tokenFor } from '../../../test/customers';
import { openEventStream, type OpenedStream } from '../../../test/event-stream';
import { createTestApp } from '../../../test/helper';
import { buildApp } from '../../app';
import { connectDatabase } from '../../db/client';
import { openLiveStreams } from '../../db/schema/live-events';
import { authSessions, passwordResets } from '../../db/schema/users';
import { hashPassword } from '../../platform/passwords';
import { hashToken } from '../../platform/tokens';
import { createOrPromoteAdmin } from '../admin-people/admin-people.service';
import { MAX_STREAMS_PER_USER } from './live-event-hub';
import { LIVE_STREAM_STALE_SECONDS, publishLiveEvent } from './live-events.service';

/**
 * Live streams end with the sign-in they were opened under, on whichever instance holds them, and
 * a user's streams are counted across instances (docs/decisions/037): two instances of the shop on
 * one database, streams read over HTTP, every change made through the shop's own calls.
 */
const { app: first, db, tokens, settings, vault, dataDir } = await createTestApp();
const firstUrl = await first.listen({ port: 0, host: '127.0.0.1' });

const secondConnection = connectDatabase(settings.DATABASE_URL!, { max: 4 });
const second = await buildApp({
  settings,
  db: secondConnection.db,
  pool: secondConnection.pool,
  vault,
  tokens,
  webRoot: `${dataDir}/web`,
  logger: false,
});
const secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
let isSecondClosed = false;
afterAll(async () => {
  if (!isSecondClosed) await second.close();
  await secondConnection.close();
});

const opened: OpenedStream[] = [];
afterAll(() => {
  for (const stream of opened) stream.close();
});

const instances = new Map<string, FastifyInstance>([
  [firstUrl, first],
  [secondUrl, second],
]);

async function askTicket(token: string, on: FastifyInstance = first) {
  return on.inject({
    method: 'POST',
    url: '/api/events/ticket',
    headers: { authorization: `Bearer ${token}` },
  });
}

/** A stream of the token's session held by the instance at `base`, counted in once it answers. */
async function streamOn(base: string, token: string): Promise<OpenedStream> {
  const asked = await askTicket(token, instances.get(base));
  expect(asked.statusCode, asked.body).toBe(201);
  const { ticket } = asked.json<{ data: { ticket: string } }>().data;
  const stream = await openEventStream(`${base}/api/events?ticket=${ticket}`);
  opened.push(stream);
  expect(stream.status).toBe(200);
  return stream;
}

async function notify(userId: string): Promise<string> {
  const id = await db.transaction((tx) =>
    publishLiveEvent(tx, {
      userId,
      type: 'notification.created',
      payload: { notificationId: randomUUID() },
    }),
  );
  return String(id);
}

/** Whether `stream` ends within `ms`. */
async function endsWithin(stream: OpenedStream, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const ended = await Promise.race([
    stream.ended.then(() => true),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms))),
  ]);
  clearTimeout(timer);
  return ended;
}

/** The streams still open hear the next event of `userId`; those that ended do not. */
async function expectOpen(userId: string, open: OpenedStream[]) {
  const id = await notify(userId);
  for (const stream of open) expect((await stream.next('notification.created')).id).toBe(id);
}

/** The user's rows in open_live_streams (once every open has been counted). */
async function countedStreams(userId: string) {
  return db.select().from(openLiveStreams).where(eq(openLiveStreams.userId, userId));
}

/** Waits until the user's counted rows are `count` (a stream is counted just after its headers). */
async function untilCounted(userId: string, count: number) {
  const deadline = Date.now() + 5_000;
  while ((await countedStreams(userId)).length !== count) {
    if (Date.now() > deadline) throw new Error(`never ${count} counted streams`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function secondSession(userId: string) {
  return tokenFor(db, tokens, userId);
}

describe('a live stream ends with its sign-in, on every instance', () => {
  it('a sign-out on one instance ends the stream of that session held by the other, and no other; no new ticket for it', async () => {
    const me = await signedInCustomer(db, tokens);
    const onPhone = await secondSession(me.user.id);
    const laptop = await streamOn(secondUrl, me.token);
    const phone = await streamOn(secondUrl, onPhone);
    const laptopHere = await streamOn(firstUrl, me.token);
    await untilCounted(me.user.id, 3);

    const out = await first.inject({
      method: 'GET',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(out.statusCode).toBe(200);
    expect(await endsWithin(laptop, 3_000)).toBe(true);
    expect(await endsWithin(laptopHere, 3_000)).toBe(true);
    // The phone's session goes on.
    await expectOpen(me.user.id, [phone]);
    expect(await endsWithin(phone, 300)).toBe(false);
    // The browser's reconnect asks for a ticket with the signed-out session: refused.
    for (const instance of [first, second]) {
      expect((await askTicket(me.token, instance)).statusCode).toBe(401);
    }
    await untilCounted(me.user.id, 1);
  });

  it('a password reset ends every stream of the user, on both instances', async () => {
    const me = await signedInCustomer(db, tokens);
    const streams = [
      await streamOn(secondUrl, me.token),
      await streamOn(firstUrl, await secondSession(me.user.id)),
    ];
    const other = await signedInCustomer(db, tokens);
    const theirs = await streamOn(secondUrl, other.token);
    const token = `reset-${randomUUID()}`;
    await db.insert(passwordResets).values({
      userId: me.user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 60_000),
    });

    const reset = await first.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'KataSandiBaru123' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    for (const stream of streams) expect(await endsWithin(stream, 3_000)).toBe(true);
    expect((await askTicket(me.token, second)).statusCode).toBe(401);
    await expectOpen(other.user.id, [theirs]);
  });

  it('a new password set from the command line (admin:create) ends the streams of the account it promotes', async () => {
    const me = await signedInCustomer(db, tokens);
    const stream = await streamOn(secondUrl, me.token);
    await untilCounted(me.user.id, 1);
    const outcome = await createOrPromoteAdmin(db, {
      email: me.user.email,
      name: me.user.name,
      phone: me.user.phone,
      isPhoneVerified: true,
      passwordHash: await hashPassword('KataSandiAdmin123'),
    });
    expect(outcome.outcome).toBe('promoted');
    expect(await endsWithin(stream, 3_000)).toBe(true);
    expect((await askTicket(me.token, second)).statusCode).toBe(401);
  });

  it("an admin's deactivation of a customer ends the customer's streams on the other instance; no new ticket", async () => {
    const admin = await signedInAdmin(db, tokens);
    const customer = await signedInCustomer(db, tokens);
    const streams = [
      await streamOn(secondUrl, customer.token),
      await streamOn(secondUrl, await secondSession(customer.user.id)),
    ];
    const deactivated = await first.inject({
      method: 'PATCH',
      url: `/api/admin/users/${customer.user.id}`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { isActive: false },
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    for (const stream of streams) expect(await endsWithin(stream, 3_000)).toBe(true);
    expect((await askTicket(customer.token, second)).statusCode).toBe(401);
  });

  it("a demoted admin's console stream ends on the other instance; its reconnect hears no admin.* event any more", async () => {
    const boss = await signedInAdmin(db, tokens, 'Pemilik');
    const former = await signedInAdmin(db, tokens, 'Admin Lama');
    const console_ = await streamOn(secondUrl, former.token);
    await untilCounted(former.user.id, 1);

    const demoted = await first.inject({
      method: 'PATCH',
      url: `/api/admin/users/${former.user.id}`,
      headers: { authorization: `Bearer ${boss.token}` },
      payload: { role: 'customer' },
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect(await endsWithin(console_, 3_000)).toBe(true);

    // The session lives on (a role change signs no one out): the reconnect is a customer's stream.
    const again = await streamOn(secondUrl, former.token);
    const bossConsole = await streamOn(firstUrl, boss.token);
    await db.transaction((tx) =>
      publishLiveEvent(tx, {
        forAdmins: true,
        type: 'admin.complaint.created',
        payload: { complaintId: randomUUID() },
      }),
    );
    await bossConsole.next('admin.complaint.created');
    await expectOpen(former.user.id, [again]);
    expect(again.events.map((event) => event.type)).toEqual(['notification.created']);
  });

  it('a promotion ends the customer stream too, and the reconnect hears the admins’ events', async () => {
    const boss = await signedInAdmin(db, tokens, 'Pemilik');
    const helper = await signedInCustomer(db, tokens, 'Calon Admin');
    const stream = await streamOn(firstUrl, helper.token);
    await untilCounted(helper.user.id, 1);
    const promoted = await second.inject({
      method: 'PATCH',
      url: `/api/admin/users/${helper.user.id}`,
      headers: { authorization: `Bearer ${boss.token}` },
      payload: { role: 'admin' },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(await endsWithin(stream, 3_000)).toBe(true);
    const console_ = await streamOn(firstUrl, helper.token);
    await untilCounted(helper.user.id, 1);
    const complaintId = randomUUID();
    await db.transaction((tx) =>
      publishLiveEvent(tx, { forAdmins: true, type: 'admin.complaint.created', payload: { complaintId } }),
    );
    expect((await console_.next('admin.complaint.created')).data).toEqual({ complaintId });
  });

  it('ends a stream whose sign-out was committed while the LISTEN connections were lost, when they come back', async () => {
    const me = await signedInCustomer(db, tokens);
    const stream = await streamOn(secondUrl, me.token);
    await untilCounted(me.user.id, 1);
    await db.execute(sql`
      SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND query LIKE 'LISTEN%'`);
    await db
      .update(authSessions)
      .set({ revokedAt: new Date(), revokedReason: 'logout' })
      .where(eq(authSessions.userId, me.user.id));
    // The listener reopens within its 5 s retry and checks every open stream's session.
    expect(await endsWithin(stream, 12_000)).toBe(true);
  }, 20_000);
});

describe("a user's streams are counted across instances", () => {
  it(`keeps at most ${MAX_STREAMS_PER_USER} of a user's streams over both instances, closing the oldest wherever it is`, async () => {
    const me = await signedInCustomer(db, tokens);
    const streams: OpenedStream[] = [];
    for (let index = 0; index < MAX_STREAMS_PER_USER; index += 1) {
      streams.push(await streamOn(index < 4 ? firstUrl : secondUrl, me.token));
      await untilCounted(me.user.id, index + 1);
    }
    // The seventh, on the instance that holds only two: the oldest, held by the other, ends.
    streams.push(await streamOn(secondUrl, me.token));
    expect(await endsWithin(streams[0]!, 3_000)).toBe(true);
    await untilCounted(me.user.id, MAX_STREAMS_PER_USER);
    await expectOpen(me.user.id, streams.slice(1));
    expect(streams[0]!.events).toEqual([]);
  });

  it('holds the limit when many streams open at once on both instances', async () => {
    const me = await signedInCustomer(db, tokens);
    const tickets = await Promise.all(
      Array.from({ length: 14 }, (_, index) => askTicket(me.token, index % 2 === 0 ? first : second)),
    );
    const streams = await Promise.all(
      tickets.map(async (answer, index) => {
        const base = index % 2 === 0 ? firstUrl : secondUrl;
        const { ticket } = answer.json<{ data: { ticket: string } }>().data;
        const stream = await openEventStream(`${base}/api/events?ticket=${ticket}`);
        opened.push(stream);
        return stream;
      }),
    );
    for (const stream of streams) expect(stream.status).toBe(200);
    const ended = new Set<OpenedStream>();
    for (const stream of streams) void stream.ended.then(() => ended.add(stream));
    const deadline = Date.now() + 5_000;
    while (ended.size < streams.length - MAX_STREAMS_PER_USER && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // A moment more: had a count ended one too many, it would show now.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(ended.size).toBe(streams.length - MAX_STREAMS_PER_USER);
    await expectOpen(
      me.user.id,
      streams.filter((stream) => !ended.has(stream)),
    );
    expect((await countedStreams(me.user.id)).length).toBe(MAX_STREAMS_PER_USER);
  });

  it('does not count the stale rows of an instance that died, and deletes them', async () => {
    const me = await signedInCustomer(db, tokens);
    const [session] = await db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(eq(authSessions.userId, me.user.id));
    const kept = await streamOn(firstUrl, me.token);
    await untilCounted(me.user.id, 1);
    // Six streams of a crashed instance, opened after `kept`, whose heartbeat stopped a while ago.
    const dead = randomUUID();
    const lastSeen = new Date(Date.now() - (LIVE_STREAM_STALE_SECONDS + 5) * 1000);
    await db.insert(openLiveStreams).values(
      Array.from({ length: MAX_STREAMS_PER_USER }, () => ({
        id: randomUUID(),
        userId: me.user.id,
        sessionId: session!.id,
        instanceId: dead,
        openedAt: lastSeen,
        seenAt: lastSeen,
      })),
    );
    await db
      .update(openLiveStreams)
      .set({ openedAt: new Date(lastSeen.getTime() - 60_000) })
      .where(and(eq(openLiveStreams.userId, me.user.id), sql`instance_id <> ${dead}::uuid`));

    const next = await streamOn(secondUrl, me.token);
    await untilCounted(me.user.id, 2);
    // Counted, the dead rows would have made `kept` the oldest of eight and ended it.
    expect(await endsWithin(kept, 500)).toBe(false);
    await expectOpen(me.user.id, [kept, next]);
    const rows = await countedStreams(me.user.id);
    expect(rows.filter((row) => row.instanceId === dead)).toEqual([]);
  });

  it('an instance that stops deletes the rows of its streams', async () => {
    const me = await signedInCustomer(db, tokens);
    const onSecond = [await streamOn(secondUrl, me.token), await streamOn(secondUrl, me.token)];
    const onFirst = await streamOn(firstUrl, me.token);
    await untilCounted(me.user.id, 3);
    isSecondClosed = true;
    await second.close();
    await Promise.all(onSecond.map((stream) => stream.ended));
    const rows = await countedStreams(me.user.id);
    expect(rows).toHaveLength(1);
    await expectOpen(me.user.id, [onFirst]);
  });
});
