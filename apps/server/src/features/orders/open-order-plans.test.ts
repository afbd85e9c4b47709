import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { catalogueFixtures } from '../../../test/catalogue-fixtures';
import { insertCustomer } from '../../../test/customers';
import { createTestDatabase } from '../../../test/helper';
import type { Database } from '../../db/client';
import { isOpenOrderAt } from '../../db/order-holds';
import { orders } from '../../db/schema/orders';
import { claimOverdueOrders } from '../fulfilment/fulfilment.repository';

const { connection } = await createTestDatabase();
const db: Database = connection.db;

const dialect = new PgDialect();

/** The indexes PostgreSQL's plan of `query` reads. */
async function indexesRead(query: { sql: string; params: unknown[] }): Promise<string[]> {
  const result = await connection.pool.query(`EXPLAIN (FORMAT JSON) ${query.sql}`, query.params);
  const found: string[] = [];
  const walk = (node: Record<string, unknown>) => {
    if (typeof node['Index Name'] === 'string') found.push(node['Index Name']);
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  walk((result.rows[0] as { 'QUERY PLAN': [{ Plan: Record<string, unknown> }] })['QUERY PLAN'][0].Plan);
  return found;
}

describe("the plans of a customer's open orders while the statistics lag behind a burst of orders", () => {
  it("counts the cap through the customer's own unpaid orders; the expiry job still reads the shop's by deadline", async () => {
    const shop = await catalogueFixtures(db);
    const product = await shop.makeProduct();
    const buyer = await insertCustomer(db);
    const others = await Promise.all(Array.from({ length: 40 }, () => insertCustomer(db)));
    const order = (userId: string, index: number, minutesLeft: number) => ({
      invoice: `INV-PLAN-${userId.slice(0, 8)}-${index}`,
      userId,
      productId: product.id,
      duration: 30,
      price: 25_000,
      total: 25_000,
      paymentMethod: 'QRIS',
      status: 'Pending' as const,
      expiredTime: new Date(Date.now() + minutesLeft * 60_000),
    });
    // A flash sale places 3,000 unpaid orders before the table's statistics are taken (here: never,
    // as in a new shop; a burst outruns the next analyze just the same).
    await db.insert(orders).values([order(buyer.id, 0, 60)]);
    for (const [index, other] of others.entries()) {
      await db.insert(orders).values(Array.from({ length: 75 }, (_, n) => order(other.id, n, 30 + index)));
    }

    const now = new Date();
    const cap = await indexesRead(
      dialect.sqlToQuery(
        sql`SELECT count(*) FROM ${orders} WHERE ${eq(orders.userId, buyer.id)} AND ${isOpenOrderAt(now)}`,
      ),
    );
    // The customer's own entries (unpaid ones, or all of theirs), never every unpaid order of the shop.
    expect(cap.length).toBeGreaterThan(0);
    expect(cap.filter((name) => !name.startsWith('orders_user_'))).toEqual([]);

    const expiry = (
      claimOverdueOrders(db, now, 50) as unknown as { toSQL(): { sql: string; params: unknown[] } }
    ).toSQL();
    expect(await indexesRead(expiry)).toContain('orders_unpaid_deadline_idx');
  });
});
