import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jsonCaller } from '../../../test/api';
import { catalogueFixtures } from '../../../test/catalogue-fixtures';
import { insertCustomer, signedInAdmin } from '../../../test/customers';
import { createTestApp } from '../../../test/helper';
import { rowReaders } from '../../../test/rows';
import { postSandboxCallback, type CallbackOrder } from '../../../test/sandbox-callback';
import { gatewayEvents } from '../../db/schema/operations';
import { accounts } from '../../db/schema/stock';
import type { GatewayStatus } from '../../platform/payments/gateway';

// Only an applied callback marks a delivery as seen (decision 023): a refused one is kept with its
// error and in the audit log, and never blocks the correct callback that follows.

const { app, db, tokens } = await createTestApp();
const shop = await catalogueFixtures(db);
const budi = await insertCustomer(db);
const { token: adminToken } = await signedInAdmin(db, tokens);
const call = jsonCaller(app, adminToken);
const { orderOf, itemOf, auditOf } = rowReaders(db);

function callback(order: CallbackOrder, status: GatewayStatus, amount = order.total) {
  return postSandboxCallback(app, order, status, amount);
}

async function placedOrder() {
  const product = await shop.makeProduct();
  const item = await shop.makeItem(product.id, 5);
  const order = await shop.makeOrder(budi.id, product.id);
  return { item, order };
}

function eventsOf(reference: string) {
  return db.select().from(gatewayEvents).where(eq(gatewayEvents.reference, reference));
}

async function seatsIn(itemId: string) {
  const [row] = await db.select({ total: count() }).from(accounts).where(eq(accounts.productItemId, itemId));
  return row!.total;
}

describe('a refused PAID callback', () => {
  it('does not block the correct PAID that follows it: that one delivers the seat', async () => {
    const { item, order } = await placedOrder();
    expect(await callback(order, 'PAID', order.total - 1)).toEqual({
      status: 200,
      body: { success: false, message: 'Jumlah pembayaran tidak sesuai' },
    });
    expect(await callback(order, 'PAID')).toEqual({ status: 200, body: { success: true } });

    const paid = await orderOf(order.id);
    expect(paid).toMatchObject({ status: 'Paid', productItemId: item.id });
    expect(paid.accountId).not.toBeNull();
    expect(await seatsIn(item.id)).toBe(1);
    // A copy of the applied callback is still a duplicate.
    expect(await callback(order, 'PAID')).toEqual({ status: 200, body: { success: true } });
    expect(await seatsIn(item.id)).toBe(1);
  });

  it('is kept with its error, without the dedupe key, and written to the audit log for the admin', async () => {
    const { order } = await placedOrder();
    await callback(order, 'PAID', order.total + 500);
    await callback(order, 'PAID');

    const events = await eventsOf(order.reference!);
    const refused = events.find((event) => event.error?.startsWith('amount'));
    const applied = events.find((event) => event.error === null);
    expect(events).toHaveLength(2);
    expect(refused).toMatchObject({ status: 'PAID', dedupeKey: null });
    expect(refused!.error).toBe(`amount ${order.total + 500} differs from the order total ${order.total}`);
    expect(refused!.processedAt).not.toBeNull();
    expect(applied).toMatchObject({ status: 'PAID', dedupeKey: `${order.reference}:PAID` });

    const audit = await auditOf(order.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: null,
      action: 'payment.refused',
      entity: 'order',
      after: {
        eventId: refused!.id,
        reference: order.reference,
        status: 'PAID',
        amount: order.total + 500,
        error: refused!.error,
      },
    });
    // The admin reads it on the Log screen.
    const log = await call('GET', '/api/admin/audit?action=payment.refused');
    expect(log.status, JSON.stringify(log.body)).toBe(200);
    expect(log.body.data.map((entry: { entityId: string }) => entry.entityId)).toContain(order.id);
  });

  it('is refused again, and stored again, when the gateway resends it', async () => {
    const { item, order } = await placedOrder();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await callback(order, 'PAID', 1000)).body).toEqual({
        success: false,
        message: 'Jumlah pembayaran tidak sesuai',
      });
    }
    expect(await orderOf(order.id)).toMatchObject({ status: 'Pending', paidAt: null });
    expect(await seatsIn(item.id)).toBe(0);
    expect((await eventsOf(order.reference!)).map((event) => event.dedupeKey)).toEqual([null, null, null]);
  });

  it('never lets a wrong and a right PAID sent at once deliver twice or lose the payment', async () => {
    const placed = await Promise.all(Array.from({ length: 10 }, () => placedOrder()));
    await Promise.all(
      placed.flatMap(({ order }) => [
        callback(order, 'PAID', order.total - 1),
        callback(order, 'PAID'),
        callback(order, 'PAID'),
      ]),
    );
    for (const { item, order } of placed) {
      expect((await orderOf(order.id)).status).toBe('Paid');
      expect(await seatsIn(item.id)).toBe(1);
      const keys = (await eventsOf(order.reference!)).map((event) => event.dedupeKey);
      expect(keys.filter((key) => key !== null)).toEqual([`${order.reference}:PAID`]);
    }
  });

  it("leaves the order's key to the admin's confirmation, under the key a gateway PAID has", async () => {
    const { item, order } = await placedOrder();
    await callback(order, 'PAID', order.total - 1);
    const answer = await call('POST', `/api/admin/orders/${order.id}/confirm-payment`, {
      note: 'Cek mutasi',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.status).toBe('Paid');
    const admin = (await eventsOf(order.reference!)).find((event) => event.provider === 'admin');
    expect(admin).toMatchObject({ dedupeKey: `${order.reference}:PAID` });
    // The gateway's correct PAID afterwards is a duplicate of the admin's: nothing is delivered twice.
    expect(await callback(order, 'PAID')).toEqual({ status: 200, body: { success: true } });
    expect(await seatsIn(item.id)).toBe(1);
    expect((await itemOf(item.id)).seatsTaken).toBe(1);
  });

  it('gives the key up for an unknown reference too', async () => {
    const unknown = { reference: 'SBX-NOT-YET-KNOWN', invoice: 'INV-NOT-YET', total: 1000 };
    expect((await callback(unknown, 'PAID')).body.success).toBe(false);
    const [event] = await eventsOf(unknown.reference);
    expect(event).toMatchObject({ error: 'unknown reference', dedupeKey: null });
    expect(await auditOf(event!.id)).toMatchObject([{ action: 'payment.refused', entity: 'gateway_event' }]);
  });
});
