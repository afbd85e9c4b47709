import { describe, expect, it } from 'vitest';
import { paymentStatusBody } from './callback';
import { GatewayError, type CreateTransactionInput, type GatewayStatus } from './gateway';
import { SandboxGateway, sandboxFee, type SandboxLookup } from './sandbox';

interface Row {
  merchantRef: string;
  amount: number;
  status: GatewayStatus;
  paidAt: Date | null;
  expiresAt: Date;
  method?: string;
}

/** What the orders table does for the sandbox: keeps the reference with the order. */
function ordersTable() {
  const rows = new Map<string, Row>();
  const lookup: SandboxLookup = (reference) => Promise.resolve(rows.get(reference) ?? null);
  return { rows, lookup };
}

function order(overrides: Partial<CreateTransactionInput> = {}): CreateTransactionInput {
  return {
    merchantRef: 'INV-20261123-0001',
    method: 'QRIS',
    amount: 56_135,
    customer: { name: 'Budi Santoso', email: 'budi@gmail.com', phone: '+6281234567890' },
    items: [{ sku: 'netflix-1m', name: 'Netflix Premium 1 Bulan', price: 56_135, quantity: 1 }],
    expiresAt: new Date(Date.now() + 55 * 60_000),
    returnUrl: 'http://localhost:3000/dashboard/pesanan',
    ...overrides,
  };
}

describe('sandboxFee', () => {
  it.each([
    // [amount, method, fee]
    [55_000, 'QRIS', 750 + 385],
    [10_001, 'QRIS', 750 + 71], // 70.007 rounds up
    [0, 'QRIS', 750],
    [55_000, 'DANA', 1_650],
    [55_000, 'OVO', 1_650],
    // https://tripay.co.id/developer?tab=channels: the e-wallets' fee is never under Rp 1.000.
    [10_001, 'SHOPEEPAY', 1_000], // 3% is 300.03
    [33_333, 'DANA', 1_000], // 3% is 999.99
    [33_334, 'OVO', 1_001], // 3% is 1000.02, rounded up
    [55_000, 'BRIVA', 4_250],
    [1_000_000, 'BSIVA', 4_250],
    [55_000, 'BNIVA', 4_250],
    [55_000, 'MANDIRIVA', 4_250],
  ])('charges %i Rupiah by %s a fee of %i', (amount, method, fee) => {
    expect(sandboxFee(amount, method)).toBe(fee);
  });

  it.each(['ALFAMART', 'qris', '', 'toString', '__proto__'])('offers no channel %j', (method) => {
    expect(sandboxFee(10_000, method)).toBeNull();
  });
});

describe('SandboxGateway', () => {
  const secret = 'sandbox-secret-for-tests';

  it("lists the checkout's eight methods, grouped like Tripay's", async () => {
    const gateway = new SandboxGateway({ secret, lookup: ordersTable().lookup });
    const channels = await gateway.channels();
    expect(channels.map((channel) => channel.code)).toEqual([
      'QRIS',
      'DANA',
      'OVO',
      'SHOPEEPAY',
      'BRIVA',
      'BSIVA',
      'BNIVA',
      'MANDIRIVA',
    ]);
    expect(channels[0]).toEqual({
      code: 'QRIS',
      name: 'QRIS',
      group: 'E-Wallet',
      active: true,
      minAmount: 1_000,
      maxAmount: 5_000_000,
    });
    expect(channels[4]).toEqual({
      code: 'BRIVA',
      name: 'Bank BRI',
      group: 'Virtual Account',
      active: true,
      minAmount: 10_000,
      maxAmount: 10_000_000,
    });
  });

  // The numbers of https://tripay.co.id/developer?tab=channels, so the offline demo refuses what Tripay refuses.
  it.each([
    ['BRIVA', 9_999, 180, /BRIVA takes Rp 10000 to Rp 10000000, not 9999/],
    ['QRIS', 5_000_001, 55, /QRIS takes Rp 1000 to Rp 5000000/],
    ['BRIVA', 50_000, 59, /BRIVA expires 60 to 43200 minutes after creation, not 59/],
    ['BSIVA', 50_000, 181, /BSIVA expires 60 to 180 minutes/],
    ['QRIS', 50_000, 9, /QRIS expires 10 to 60 minutes/],
    ['QRIS', 50_000, 61, /QRIS expires 10 to 60 minutes/],
    ['DANA', 50_000, 61, /DANA expires 15 to 60 minutes/],
    ['BNIVA', 50_000, 1_441, /BNIVA expires 15 to 1440 minutes/],
    ['OVO', 50_000, 14, /OVO expires 15 to 43200 minutes/],
  ])('refuses %s for %i Rupiah expiring in %i minutes', async (method, amount, minutes, message) => {
    const gateway = new SandboxGateway({ secret, lookup: ordersTable().lookup });
    const input = order({
      method,
      amount,
      items: [{ sku: 'x', name: 'x', price: amount, quantity: 1 }],
      expiresAt: new Date(Date.now() + minutes * 60_000),
    });
    await expect(gateway.createTransaction(input)).rejects.toThrow(message);
  });

  it.each([
    ['BRIVA', 10_000, 60.5],
    ['BSIVA', 10_000_000, 179],
    ['QRIS', 1_000, 11],
    ['OVO', 50_000, 43_199],
  ])('takes %s for %i Rupiah expiring in %i minutes', async (method, amount, minutes) => {
    const gateway = new SandboxGateway({ secret, lookup: ordersTable().lookup });
    const input = order({
      method,
      amount,
      items: [{ sku: 'x', name: 'x', price: amount, quantity: 1 }],
      expiresAt: new Date(Date.now() + minutes * 60_000),
    });
    await expect(gateway.createTransaction(input)).resolves.toMatchObject({ status: 'UNPAID' });
  });

  it('answers fees from the table and refuses an unknown channel or a broken amount', async () => {
    const gateway = new SandboxGateway({ secret, lookup: ordersTable().lookup });
    expect(await gateway.fee(55_000, 'QRIS')).toBe(1_135);
    await expect(gateway.fee(55_000, 'ALFAMART')).rejects.toThrow(
      new GatewayError('Sandbox has no payment channel ALFAMART'),
    );
    await expect(gateway.fee(10.5, 'QRIS')).rejects.toBeInstanceOf(GatewayError);
    await expect(gateway.fee(-1, 'QRIS')).rejects.toBeInstanceOf(GatewayError);
  });

  it('creates an unpaid transaction with a fresh reference and a checkout page on the shop', async () => {
    const gateway = new SandboxGateway({ secret, lookup: ordersTable().lookup });
    const input = order();
    const first = await gateway.createTransaction(input);
    const second = await gateway.createTransaction(input);
    expect(first).toEqual({
      reference: expect.stringMatching(/^SBX-[0-9A-F]{20}$/) as string,
      merchantRef: 'INV-20261123-0001',
      status: 'UNPAID',
      amount: 56_135,
      checkoutUrl: `/sandbox-pay/${first.reference}`,
      expiresAt: input.expiresAt,
      paidAt: null,
      charges: { feeMerchant: 1_143, feeCustomer: 0, totalFee: 1_143, amountReceived: 54_992 },
    });
    expect(second.reference).not.toBe(first.reference);
    const absolute = new SandboxGateway({
      secret,
      publicUrl: 'https://shop.example/',
      lookup: ordersTable().lookup,
    });
    expect((await absolute.createTransaction(input)).checkoutUrl).toMatch(
      /^https:\/\/shop\.example\/sandbox-pay\/SBX-/,
    );
  });

  it('refuses to create a transaction for an unknown channel or a non-positive amount', async () => {
    const gateway = new SandboxGateway({ secret, lookup: ordersTable().lookup });
    await expect(gateway.createTransaction(order({ method: 'ALFAMART' }))).rejects.toBeInstanceOf(
      GatewayError,
    );
    await expect(gateway.createTransaction(order({ amount: 0 }))).rejects.toBeInstanceOf(GatewayError);
  });

  it('reads transactions back through the lookup and answers null for unknown ones', async () => {
    const { rows, lookup } = ordersTable();
    const gateway = new SandboxGateway({ secret, lookup });
    const created = await gateway.createTransaction(order());
    rows.set(created.reference, {
      merchantRef: created.merchantRef,
      amount: created.amount,
      status: 'UNPAID',
      paidAt: null,
      expiresAt: created.expiresAt,
      method: 'QRIS',
    });
    expect(await gateway.getTransaction(created.reference)).toEqual(created);
    // Tripay's fee on the whole amount, borne by the merchant: Rp 750 + 0,70% of Rp 56.135.
    expect(created.charges).toEqual({
      feeMerchant: 750 + 393,
      feeCustomer: 0,
      totalFee: 750 + 393,
      amountReceived: 56_135 - 1_143,
    });

    const paidAt = new Date('2026-11-23T06:00:00Z');
    rows.set(created.reference, { ...rows.get(created.reference)!, status: 'PAID', paidAt });
    expect(await gateway.getTransaction(created.reference)).toEqual({ ...created, status: 'PAID', paidAt });
    expect(await gateway.getTransaction('SBX-UNKNOWN')).toBeNull();
  });

  it('signs a Tripay-shaped callback that its own verifyCallback accepts', async () => {
    const gateway = new SandboxGateway({ secret, lookup: ordersTable().lookup });
    const created = await gateway.createTransaction(order());
    const paidAt = new Date('2026-11-23T06:00:00Z');
    const { rawBody, headers } = gateway.signCallback(
      paymentStatusBody({ ...created, method: 'QRIS', status: 'PAID', paidAt }),
    );
    expect(headers).toMatchObject({ 'X-Callback-Event': 'payment_status' });
    expect(headers['X-Callback-Signature']).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(rawBody.toString('utf8'))).toMatchObject({
      reference: created.reference,
      merchant_ref: created.merchantRef,
      payment_method_code: 'QRIS',
      total_amount: 56_135,
      is_closed_payment: 1,
      status: 'PAID',
      paid_at: paidAt.getTime() / 1000,
    });
    expect(gateway.verifyCallback(rawBody, headers)).toEqual({
      ok: true,
      callback: {
        reference: created.reference,
        merchantRef: created.merchantRef,
        status: 'PAID',
        amount: 56_135,
        paidAt,
        dedupeKey: `${created.reference}:PAID`,
        // The body was built without fees: Tripay's fields say so.
        charges: { feeMerchant: 0, feeCustomer: 0, totalFee: 0, amountReceived: 56_135 },
      },
    });
  });

  it('refuses a callback signed with another secret, and a cancelled one keeps its own dedupe key', () => {
    const gateway = new SandboxGateway({ secret, lookup: ordersTable().lookup });
    const other = new SandboxGateway({ secret: 'another-secret', lookup: ordersTable().lookup });
    const body = paymentStatusBody({
      reference: 'SBX-1',
      merchantRef: 'INV-1',
      method: 'DANA',
      amount: 10_000,
      status: 'FAILED',
      paidAt: null,
    });
    const forged = other.signCallback(body);
    expect(gateway.verifyCallback(forged.rawBody, forged.headers)).toEqual({
      ok: false,
      reason: 'signature',
    });
    const own = gateway.signCallback(body);
    expect(gateway.verifyCallback(own.rawBody, own.headers)).toMatchObject({
      ok: true,
      callback: { status: 'FAILED', paidAt: null, dedupeKey: 'SBX-1:FAILED' },
    });
  });
});
