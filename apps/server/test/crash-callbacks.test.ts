import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gatewayEvents, outbox } from '../src/db/schema/operations';
import { notifications } from '../src/db/schema/engagement';
import { orders } from '../src/db/schema/orders';
import { accounts, productItems } from '../src/db/schema/stock';
import { callbackSignedBy } from './signed-callback';
import { sandboxCallbackSecret } from '../src/platform/payments/create-gateway';
import { SandboxGateway } from '../src/platform/payments/sandbox';
import { catalogueFixtures } from './catalogue-fixtures';
import { insertCustomer } from './customers';
import { createTestDatabase } from './helper';
import { killHard, sharedSecrets, startServerProcess, waitFor, type ServerProcess } from './server-process';

/**
 * Payment callbacks under a crash: the shop is killed with SIGKILL while paid callbacks pour in. A
 * callback answered 200 {success:true} must already be committed; the gateway retries the others
 * (and, not knowing better, the answered ones too) against the restarted shop, and every order is
 * then applied exactly once, with no group over its slot.
 */
const SLOT = 20;
const ORDERS = 60;
const CONCURRENCY = 10;
/** The shop is killed once this many callbacks were answered (the group half full), others in flight. */
const KILL_AFTER = 12;

const { url, connection } = await createTestDatabase();
const db = connection.db;
const secrets = sharedSecrets();
const env = { DATABASE_URL: url, ...secrets };
// The gateway's side: the same key the shop derives from the shared JWT secret.
const gateway = new SandboxGateway({
  secret: sandboxCallbackSecret(secrets.JWT_SECRET),
  lookup: () => Promise.resolve(null),
});

const shop = await catalogueFixtures(db, { packages: ['Sharing'], invoicePrefix: 'INV-CRASH' });
const product = await shop.makeProduct({ slot: SLOT });
const item = await shop.makeItem(product.id, SLOT);
const buyer = await insertCustomer(db);
const unpaid: Array<typeof orders.$inferSelect> = [];
for (let index = 0; index < ORDERS; index += 1) unpaid.push(await shop.makeOrder(buyer.id, product.id));

// One signed body per order, sent again byte for byte on every retry, as Tripay does.
const callbacks = unpaid.map((order) => ({
  orderId: order.id,
  ...callbackSignedBy(gateway, order, 'PAID'),
}));
type Callback = (typeof callbacks)[number];

/** Posts one callback; true only for 200 {success:true} read in full, false for anything else. */
async function post(server: ServerProcess, callback: Callback): Promise<boolean> {
  try {
    const response = await fetch(`${server.url}/api/payments/callback`, {
      method: 'POST',
      headers: callback.headers,
      body: callback.rawBody,
      signal: AbortSignal.timeout(20_000),
    });
    const body = (await response.json()) as { success?: boolean };
    return response.status === 200 && body.success === true;
  } catch {
    return false;
  }
}

describe('kill -9 of the shop during a load of paid callbacks', () => {
  it('keeps every callback answered 200, and after a restart applies every order exactly once', async () => {
    const first = await startServerProcess(env);
    const answered = new Set<string>();
    let isKilled = false;
    let killing: Promise<void> | undefined;
    const queue = [...callbacks];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let next = queue.shift(); next && !isKilled; next = queue.shift()) {
          // An answer read in full after the kill was still sent before it: it counts too.
          if (!(await post(first, next))) continue;
          answered.add(next.orderId);
          if (!isKilled && answered.size >= KILL_AFTER) {
            isKilled = true;
            killing = killHard(first);
          }
        }
      }),
    );
    await killing;
    expect(isKilled).toBe(true);
    // The kill came in the middle: some callbacks were never answered.
    expect(answered.size).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(answered.size).toBeLessThan(ORDERS);

    // Before any retry: what was answered 200 is committed (paid and delivered or sent to Process).
    const afterCrash = await db
      .select({ id: orders.id, status: orders.status, paidAt: orders.paidAt })
      .from(orders)
      .where(inArray(orders.id, [...answered]));
    expect(afterCrash).toHaveLength(answered.size);
    for (const order of afterCrash) {
      expect(order.paidAt, `order ${order.id} answered 200 before the crash`).not.toBeNull();
      expect(['Paid', 'Process']).toContain(order.status);
    }

    // The gateway retries every callback against the restarted shop until each is answered.
    const second = await startServerProcess(env);
    const pending = new Set(callbacks);
    await waitFor(
      async () => {
        const round = [...pending];
        for (let start = 0; start < round.length; start += CONCURRENCY) {
          const slice = round.slice(start, start + CONCURRENCY);
          const results = await Promise.all(slice.map((callback) => post(second, callback)));
          for (const [index, callback] of slice.entries()) if (results[index]) pending.delete(callback);
        }
        return pending.size === 0;
      },
      {
        timeoutMs: 60_000,
        describe: () => `${pending.size} callbacks still unanswered\n${second.output()}`,
      },
    );

    // Every order paid once: the first SLOT took a seat, the rest wait for the admin in Process.
    const final = await db.select().from(orders).where(eq(orders.productId, product.id));
    expect(final).toHaveLength(ORDERS);
    expect(final.every((order) => order.paidAt !== null)).toBe(true);
    const paid = final.filter((order) => order.status === 'Paid');
    const processing = final.filter((order) => order.status === 'Process');
    expect(paid).toHaveLength(SLOT);
    expect(processing).toHaveLength(ORDERS - SLOT);
    for (const order of paid) expect(order).toMatchObject({ productItemId: item.id });
    for (const order of processing) expect(order.accountId).toBeNull();

    // One stored event per callback, each processed without error.
    const events = await db
      .select()
      .from(gatewayEvents)
      .where(
        inArray(
          gatewayEvents.reference,
          unpaid.map((order) => order.reference!),
        ),
      );
    expect(events).toHaveLength(ORDERS);
    expect(new Set(events.map((event) => event.dedupeKey)).size).toBe(ORDERS);
    for (const event of events) {
      expect(event).toMatchObject({ status: 'PAID', error: null });
      expect(event.processedAt).not.toBeNull();
    }

    // One seat per delivered order, none for the others, and the group's count is its seats.
    const seats = await db.select().from(accounts).where(eq(accounts.productItemId, item.id));
    expect(seats).toHaveLength(SLOT);
    expect(new Set(seats.map((seat) => seat.id))).toEqual(new Set(paid.map((order) => order.accountId)));
    const [group] = await db.select().from(productItems).where(eq(productItems.id, item.id));
    expect(group).toMatchObject({ seatsTaken: seats.length, slot: SLOT, state: 'full' });
    expect(group!.seatsTaken).toBeLessThanOrEqual(group!.slot);

    // One notification per order (its transition), and one WhatsApp message per delivered seat.
    const notes = await db
      .select({ orderId: notifications.orderId, title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, buyer.id));
    expect(notes).toHaveLength(ORDERS);
    const titleOf = new Map(notes.map((note) => [note.orderId, note.title]));
    expect(titleOf.size).toBe(ORDERS);
    for (const order of paid) expect(titleOf.get(order.id)).toBe('Pembayaran Berhasil');
    for (const order of processing) expect(titleOf.get(order.id)).toBe('Pesanan Sedang Diproses');
    const messages = await db
      .select({ body: outbox.body })
      .from(outbox)
      .where(eq(outbox.channel, 'whatsapp'));
    for (const order of final) {
      const sent = messages.filter((message) => message.body.includes(order.invoice));
      expect(sent, order.invoice).toHaveLength(order.status === 'Paid' ? 1 : 0);
    }
  }, 150_000);
});
