/**
 * The ledger's month is the sum of its parts (issue 31, item 5): over random paid and unpaid
 * orders (promos, vouchers, gateway fees reported or not, bank-transfer codes), refunds recorded
 * with or without their audit entry, host reimbursements in every state and provider costs, many
 * of them within a second of a month's start in WIB (17:00 UTC the day before), each month's
 * figures equal a plain model of the same rows: margin = revenue − fees − refunds −
 * reimbursements − costs, the products add up to the month, and every amount lands in exactly one
 * month. Each run writes its rows in a transaction that is rolled back. The seed is fixed
 * (LEDGER_SEED overrides it) and printed with a failure.
 */
import { REFUND_REASON_PREFIX } from '@premium-shop/domain/order-lifecycle';
import { NO_LEDGER_FIGURES, shiftLedgerMonth, type LedgerFigures } from '@premium-shop/domain/ledger';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueFixtures } from '../../../test/catalogue-fixtures';
import { insertCustomer } from '../../../test/customers';
import { createTestApp } from '../../../test/helper';
import type { Transaction } from '../../db/client';
import { reimbursements } from '../../db/schema/engagement';
import { auditLogs } from '../../db/schema/operations';
import { orders } from '../../db/schema/orders';
import { providerCosts } from '../../db/schema/stock';
import { getLedger } from './admin-ledger.service';

const { db } = await createTestApp();
const shop = await catalogueFixtures(db, { invoicePrefix: 'INV-PROP' });
const buyer = await insertCustomer(db, 'Pembeli Acak');
const PRODUCTS = await Promise.all(
  [0, 1, 2].map((index) => shop.makeProduct({ name: `Produk Buku ${index}` })),
);
const ITEMS = await Promise.all(PRODUCTS.map((product) => shop.makeItem(product.id, 5)));

const SEED = Number(process.env.LEDGER_SEED ?? 20261129);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** WIB is UTC+7 all year (no daylight saving): the model's month of an instant. */
const WIB_OFFSET = 7 * HOUR;
const FIRST_MONTH = '2025-01';
/** The months events fall in (refunds and completions up to 70 days later reach into the last ones). */
const MONTHS = Array.from({ length: 10 }, (_, index) => shiftLedgerMonth(FIRST_MONTH, index));

function monthOf(at: number): string {
  return new Date(at + WIB_OFFSET).toISOString().slice(0, 7);
}

/** The UTC instant a WIB month starts: 17:00 UTC on the day before its first. */
function monthStartUtc(month: string): number {
  const [year, monthNumber] = month.split('-').map(Number);
  return Date.UTC(year!, monthNumber! - 1, 1) - WIB_OFFSET;
}

/** An instant in the first six months: anywhere in one, or within two seconds of its start. */
const instant = fc
  .tuple(
    fc.integer({ min: 0, max: 5 }),
    fc.oneof(fc.integer({ min: -2_000, max: 2_000 }), fc.integer({ min: 0, max: 30 * DAY })),
  )
  .map(([month, offset]) => monthStartUtc(shiftLedgerMonth(FIRST_MONTH, month)) + offset);

/** Later than an event: the same second, or up to 70 days on. */
const later = fc.oneof(fc.integer({ min: 0, max: 1_000 }), fc.integer({ min: 0, max: 70 * DAY }));

const orderArbitrary = fc
  .record({
    product: fc.integer({ min: 0, max: 2 }),
    price: fc.integer({ min: 0, max: 2_000_000 }),
    admin: fc.integer({ min: 0, max: 50_000 }),
    discountShare: fc.integer({ min: 0, max: 100 }),
    voucherShare: fc.integer({ min: 0, max: 100 }),
    gatewayFee: fc.integer({ min: 0, max: 10_000 }),
    transferCode: fc.option(fc.integer({ min: 1, max: 999 })),
    feeMerchant: fc.option(fc.integer({ min: 0, max: 12_000 })),
    paidAt: fc.option(instant, { freq: 5 }),
    refund: fc.option(fc.record({ after: later, isAudited: fc.boolean(), hasUnappliedEntry: fc.boolean() }), {
      freq: 3,
    }),
  })
  .map((order) => {
    const withFee = order.price + order.admin;
    const discount = Math.floor((withFee * order.discountShare) / 100);
    const voucher = Math.floor(((withFee - discount) * order.voucherShare) / 100);
    const goods = withFee - discount - voucher;
    const gatewayFee = order.transferCode === null && goods > 0 ? order.gatewayFee : 0;
    const passedOn = gatewayFee + (order.transferCode !== null && goods > 0 ? order.transferCode : 0);
    return { ...order, discount, voucher, gatewayFee, goods, total: goods + passedOn };
  });

const reimbursementArbitrary = fc.record({
  product: fc.integer({ min: 0, max: 2 }),
  value: fc.integer({ min: 1, max: 3_000_000 }),
  status: fc.constantFrom('Done', 'Pending', 'Rejected'),
  createdAt: instant,
  doneAfter: later,
  isAudited: fc.boolean(),
});

const costArbitrary = fc.record({
  product: fc.integer({ min: 0, max: 2 }),
  amount: fc.integer({ min: 0, max: 5_000_000 }),
  paidAt: instant,
  isOnItem: fc.boolean(),
});

const dataArbitrary = fc.record({
  orders: fc.array(orderArbitrary, { maxLength: 25 }),
  reimbursements: fc.array(reimbursementArbitrary, { maxLength: 6 }),
  costs: fc.array(costArbitrary, { maxLength: 8 }),
});
type Data = typeof dataArbitrary extends fc.Arbitrary<infer T> ? T : never;

/** The plain model: month → product id → figures, and month → the month's figures. */
function model(data: Data) {
  const cells = new Map<string, LedgerFigures>();
  const add = (at: number, product: number, change: Partial<LedgerFigures>) => {
    for (const key of [`${monthOf(at)}|${PRODUCTS[product]!.id}`, `${monthOf(at)}|`]) {
      const figures = { ...(cells.get(key) ?? NO_LEDGER_FIGURES) };
      for (const [field, amount] of Object.entries(change) as [keyof LedgerFigures, number][]) {
        figures[field] += amount;
      }
      figures.margin =
        figures.revenue -
        figures.gatewayFees -
        figures.refunds -
        figures.reimbursements -
        figures.providerCosts;
      cells.set(key, figures);
    }
  };
  for (const order of data.orders) {
    if (order.paidAt === null) continue;
    add(order.paidAt, order.product, {
      orders: 1,
      goods: order.goods,
      feesPassedOn: order.total - order.goods,
      revenue: order.total,
      gatewayFees: order.feeMerchant ?? order.gatewayFee,
      unreportedFees: order.feeMerchant === null ? 1 : 0,
    });
    if (order.refund)
      add(order.paidAt + order.refund.after, order.product, { refunds: order.total, refundCount: 1 });
  }
  for (const request of data.reimbursements) {
    if (request.status !== 'Done') continue;
    add(request.createdAt + request.doneAfter, request.product, { reimbursements: request.value });
  }
  for (const cost of data.costs) add(cost.paidAt, cost.product, { providerCosts: cost.amount });
  return cells;
}

let invoice = 0;

async function insertData(tx: Transaction, data: Data): Promise<void> {
  for (const order of data.orders) {
    invoice += 1;
    const refundAt =
      order.refund && order.paidAt !== null ? new Date(order.paidAt + order.refund.after) : null;
    const [row] = await tx
      .insert(orders)
      .values({
        invoice: `INV-PROP-${invoice}`,
        userId: buyer.id,
        productId: PRODUCTS[order.product]!.id,
        price: order.price,
        admin: order.admin,
        discount: order.discount,
        voucherAmount: order.voucher,
        gatewayFee: order.gatewayFee,
        total: order.total,
        paymentMethod: order.transferCode === null ? 'QRIS' : 'TRANSFER',
        status: order.paidAt === null ? 'Expired' : refundAt ? 'Canceled' : 'Paid',
        paidAt: order.paidAt === null ? null : new Date(order.paidAt),
        gatewayFeeMerchant: order.paidAt === null ? null : order.feeMerchant,
        // A refund of an unpaid order never happens in the shop; its mark alone must not count either.
        statusReason: order.refund ? `${REFUND_REASON_PREFIX} uji` : null,
        // Without an audit entry, the order's last change dates its refund.
        updatedAt: refundAt && !order.refund!.isAudited ? refundAt : new Date(Date.UTC(2030, 0, 1)),
      })
      .returning({ id: orders.id });
    if (refundAt && order.refund!.isAudited) {
      await tx.insert(auditLogs).values({
        action: 'payment.refund',
        entity: 'order',
        entityId: row!.id,
        after: { applied: true },
        createdAt: refundAt,
      });
    }
    if (order.refund?.hasUnappliedEntry) {
      // A REFUND the shop could not apply, or another action: neither dates a refund.
      await tx.insert(auditLogs).values([
        {
          action: 'payment.refund',
          entity: 'order',
          entityId: row!.id,
          after: { applied: false },
          createdAt: new Date(Date.UTC(2020, 0, 1)),
        },
        {
          action: 'order.fulfil',
          entity: 'order',
          entityId: row!.id,
          createdAt: new Date(Date.UTC(2020, 0, 1)),
        },
      ]);
    }
  }
  for (const request of data.reimbursements) {
    const doneAt = new Date(request.createdAt + request.doneAfter);
    const [row] = await tx
      .insert(reimbursements)
      .values({
        userId: buyer.id,
        productItemId: ITEMS[request.product]!.id,
        value: request.value,
        paymentProof: 'p.png',
        reimbursementProof: request.status === 'Done' ? 'r.png' : null,
        status: request.status,
        createdAt: new Date(request.createdAt),
        updatedAt: request.isAudited ? new Date(Date.UTC(2030, 0, 1)) : doneAt,
      })
      .returning({ id: reimbursements.id });
    if (request.isAudited && request.status === 'Done') {
      await tx.insert(auditLogs).values({
        action: 'reimbursement.complete',
        entity: 'reimbursement',
        entityId: row!.id,
        createdAt: doneAt,
      });
    }
  }
  for (const cost of data.costs) {
    await tx.insert(providerCosts).values({
      productId: PRODUCTS[cost.product]!.id,
      productItemId: cost.isOnItem ? ITEMS[cost.product]!.id : null,
      amount: cost.amount,
      paidAt: new Date(cost.paidAt),
    });
  }
}

class RolledBack extends Error {}

/** Runs `check` against `data` written in a transaction that never commits. */
async function withData(data: Data, check: (tx: Transaction) => Promise<void>): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await insertData(tx, data);
      await check(tx);
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
}

const FIELDS = Object.keys(NO_LEDGER_FIGURES) as (keyof LedgerFigures)[];

describe('the ledger’s sums', () => {
  it('each month equals its parts, its products add up to it, and nothing counts twice or elsewhere', async () => {
    await fc.assert(
      fc.asyncProperty(dataArbitrary, async (data) => {
        const expected = model(data);
        await withData(data, async (tx) => {
          for (const month of MONTHS) {
            const ledger = await getLedger({ db: tx }, month);
            const totals = ledger.totals;
            expect(totals, month).toEqual(expected.get(`${month}|`) ?? NO_LEDGER_FIGURES);
            expect(totals.margin).toBe(
              totals.revenue -
                totals.gatewayFees -
                totals.refunds -
                totals.reimbursements -
                totals.providerCosts,
            );
            expect(totals.revenue).toBe(totals.goods + totals.feesPassedOn);
            for (const field of FIELDS) {
              const sum = ledger.products.reduce((total, product) => total + product[field], 0);
              expect(sum, `${month} ${field}`).toBe(totals[field]);
            }
            for (const product of ledger.products) {
              const { productId, name, ...figures } = product;
              expect(name).toMatch(/^Produk Buku /);
              expect(figures, `${month} ${name}`).toEqual(expected.get(`${month}|${productId}`));
            }
            const history = ledger.history.at(-1)!;
            expect(history).toEqual({
              month,
              revenue: totals.revenue,
              costs: totals.revenue - totals.margin,
              margin: totals.margin,
            });
          }
          // Every amount of the data is in exactly one of the months (the last month's chart covers them all).
          const chart = (await getLedger({ db: tx }, MONTHS.at(-1)!)).history;
          const paid = data.orders.filter((order) => order.paidAt !== null);
          expect(chart.reduce((sum, month) => sum + month.revenue, 0)).toBe(
            paid.reduce((sum, order) => sum + order.total, 0),
          );
          const outgoing =
            paid.reduce((sum, order) => sum + (order.feeMerchant ?? order.gatewayFee), 0) +
            paid.reduce((sum, order) => sum + (order.refund ? order.total : 0), 0) +
            data.reimbursements.reduce(
              (sum, request) => sum + (request.status === 'Done' ? request.value : 0),
              0,
            ) +
            data.costs.reduce((sum, cost) => sum + cost.amount, 0);
          expect(chart.reduce((sum, month) => sum + month.costs, 0)).toBe(outgoing);
        });
      }),
      { seed: SEED, numRuns: Number(process.env.LEDGER_RUNS ?? 40), endOnFailure: true },
    );
  }, 300_000);

  it('knows where a WIB month starts: 16:59:59.999 UTC is the old month, 17:00 UTC the new one', () => {
    expect(monthOf(Date.UTC(2025, 2, 31, 16, 59, 59, 999))).toBe('2025-03');
    expect(monthOf(Date.UTC(2025, 2, 31, 17))).toBe('2025-04');
    expect(new Date(monthStartUtc('2025-04')).toISOString()).toBe('2025-03-31T17:00:00.000Z');
  });
});
