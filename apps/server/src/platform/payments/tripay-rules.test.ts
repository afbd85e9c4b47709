/**
 * Tripay's documented rules as the fake Tripay keeps them (https://tripay.co.id/developer, the
 * channels and transaction-create tabs), and what the client sends so that they hold: the phone in
 * the 08... form, a name every channel takes, an IPv4-only connection when asked.
 */
import type { LookupFunction } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTripay, type FakeTripay } from '../../../test/fake-tripay';
import { loadSettings } from '../../settings';
import { hmacHex } from './callback';
import { createPaymentGateway } from './create-gateway';
import { TRIPAY_NAME_MAX_LENGTH, TripayGateway, tripayCustomerName, tripayPhone } from './tripay';

let fake: FakeTripay;
let gateway: TripayGateway;

beforeAll(async () => {
  fake = await startFakeTripay({ inactive: ['BSIVA'] });
  gateway = new TripayGateway({
    apiKey: fake.apiKey,
    privateKey: fake.privateKey,
    merchantCode: fake.merchantCode,
    baseUrl: fake.url,
  });
});
afterAll(() => fake.close());

let sequence = 0;

/** POSTs a signed /transaction/create straight to the fake, `overrides` on top of a valid body. */
async function create(overrides: Record<string, unknown>) {
  sequence += 1;
  const merchantRef = `INV-RULES-${sequence}`;
  const amount = typeof overrides.amount === 'number' ? overrides.amount : 50_000;
  const body = {
    method: 'BRIVA',
    merchant_ref: merchantRef,
    amount,
    customer_name: 'Budi Santoso',
    customer_email: 'budi@gmail.com',
    customer_phone: '081234567890',
    order_items: [{ sku: 'x', name: 'Netflix', price: amount, quantity: 1 }],
    expired_time: Math.floor(Date.now() / 1000) + 3 * 3600,
    signature: hmacHex(fake.privateKey, `${fake.merchantCode}${merchantRef}${amount}`),
    ...overrides,
  };
  const response = await fetch(`${fake.url}/transaction/create`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${fake.apiKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { success: boolean; message: string } };
}

const inMinutes = (minutes: number) => Math.floor(Date.now() / 1000) + minutes * 60;

describe('the fake Tripay refuses what Tripay documents it refuses', () => {
  it('takes a transaction inside every rule', async () => {
    expect((await create({})).body.success).toBe(true);
  });

  it("refuses a channel the merchant has not switched on, with Tripay's error shape", async () => {
    expect(await create({ method: 'BSIVA', expired_time: inMinutes(120) })).toEqual({
      status: 400,
      body: { success: false, message: 'Payment channel is not enabled' },
    });
  });

  it.each([
    ['BRIVA', 9_999, 'Minimum amount for BRIVA is 10000'],
    ['BRIVA', 10_000_001, 'Maximum amount for BRIVA is 10000000'],
    ['QRIS', 999, 'Minimum amount for QRIS is 1000'],
    ['QRIS', 5_000_001, 'Maximum amount for QRIS is 5000000'],
  ])('refuses %s for Rp %i', async (method, amount, message) => {
    const expiry = method === 'QRIS' ? inMinutes(30) : inMinutes(120);
    const answer = await create({ method, amount, expired_time: expiry });
    expect(answer).toEqual({ status: 400, body: { success: false, message } });
  });

  it.each([
    ['BRIVA', 59, 'Minimum expired time for BRIVA is 60 minutes'],
    ['MANDIRIVA', 59, 'Minimum expired time for MANDIRIVA is 60 minutes'],
    ['BNIVA', 1_441, 'Maximum expired time for BNIVA is 1440 minutes'],
    ['QRIS', 9, 'Minimum expired time for QRIS is 10 minutes'],
    ['QRIS', 61, 'Maximum expired time for QRIS is 60 minutes'],
    ['DANA', 14, 'Minimum expired time for DANA is 15 minutes'],
    ['SHOPEEPAY', 61, 'Maximum expired time for SHOPEEPAY is 60 minutes'],
    ['OVO', 14, 'Minimum expired time for OVO is 15 minutes'],
  ])('refuses %s expiring in %i minutes', async (method, minutes, message) => {
    const answer = await create({ method, expired_time: inMinutes(minutes) });
    expect(answer).toEqual({ status: 400, body: { success: false, message } });
  });

  it("refuses an expiry left out where the default 24 hours passes the channel's maximum", async () => {
    expect((await create({ method: 'QRIS', expired_time: undefined })).body.message).toBe(
      'Maximum expired time for QRIS is 60 minutes',
    );
  });

  it.each(['+6281234567890', '6281234567890', '81234567890', '0812-3456-7890', ''])(
    'refuses the phone %j, which is not in the 08... form',
    async (phone) => {
      expect(await create({ customer_phone: phone })).toEqual({
        status: 400,
        body: { success: false, message: 'The customer phone format is invalid.' },
      });
    },
  );
});

describe('what the client sends', () => {
  it("sends the shop's +62 phone in the 08 form and the name cut to what every channel takes", async () => {
    const created = await gateway.createTransaction({
      merchantRef: 'INV-CLIENT-1',
      method: 'QRIS',
      amount: 50_000,
      customer: {
        name: `  Budi 🙂 Santoso\u0000 ${'panjang '.repeat(10)}`,
        email: 'budi@gmail.com',
        phone: '+6281234567890',
      },
      items: [{ sku: 'x', name: 'Netflix', price: 50_000, quantity: 1 }],
      expiresAt: new Date(Date.now() + 55 * 60_000),
      returnUrl: 'https://toko.example/dashboard/pesanan',
    });
    const stored = fake.transactions.get(created.reference)!;
    expect(stored.customer.phone).toBe('081234567890');
    expect(stored.customer.name).toBe(tripayCustomerName(`Budi 🙂 Santoso ${'panjang '.repeat(10)}`));
    expect(stored.customer.name.startsWith('Budi Santoso panjang')).toBe(true);
    expect(Array.from(stored.customer.name).length).toBeLessThanOrEqual(TRIPAY_NAME_MAX_LENGTH);
  });

  it.each([
    ['+6281234567890', '081234567890'],
    ['6281234567890', '081234567890'],
    ['081234567890', '081234567890'],
    ['81234567890', '081234567890'],
    ['+62 812-3456-7890', '081234567890'],
  ])('writes the phone %s as %s', (phone, expected) => {
    expect(tripayPhone(phone)).toBe(expected);
  });

  it.each([
    ['  Siti   Nurhaliza ', 'Siti Nurhaliza'],
    ["D'Angelo O'Neil-Putra", "D'Angelo O'Neil-Putra"],
    ['🙂🙂', 'Pelanggan'],
    ['Ñoño Çelik', 'Ñoño Çelik'],
    ['a'.repeat(80), 'a'.repeat(TRIPAY_NAME_MAX_LENGTH)],
  ])('writes the name %j as %j', (name, expected) => {
    expect(tripayCustomerName(name)).toBe(expected);
  });
});

describe('TRIPAY_IPV4_ONLY', () => {
  // One fake on '::' hears both families; this resolver gives the host name an IPv4 address only
  // when asked for IPv4, as a dual-stack host does, so the family used shows in the caller's address.
  let dualStack: FakeTripay;
  const asked: number[] = [];
  type Answer = (
    error: null,
    address: string | { address: string; family: number }[],
    family?: number,
  ) => void;
  const lookup = ((
    _hostname: string,
    options: { family?: number | string; all?: boolean },
    callback: Answer,
  ) => {
    const family = Number(options.family ?? 0);
    asked.push(family);
    const address = family === 4 ? '127.0.0.1' : '::1';
    const answerFamily = family === 4 ? 4 : 6;
    if (options.all) callback(null, [{ address, family: answerFamily }]);
    else callback(null, address, answerFamily);
  }) as unknown as LookupFunction;

  beforeAll(async () => {
    dualStack = await startFakeTripay({ host: '::' });
  });
  afterAll(() => dualStack.close());

  function gatewayWith(env: Record<string, string>) {
    const port = new URL(dualStack.url).port;
    const settings = loadSettings({
      PAYMENT_PROVIDER: 'tripay',
      TRIPAY_API_KEY: dualStack.apiKey,
      TRIPAY_PRIVATE_KEY: dualStack.privateKey,
      TRIPAY_MERCHANT_CODE: dualStack.merchantCode,
      TRIPAY_BASE_URL: `http://tripay.test:${port}`,
      ...env,
    });
    return createPaymentGateway(settings, { sandboxLookup: () => Promise.resolve(null), lookup });
  }

  it('is on unless told, and then every call reaches Tripay over IPv4', async () => {
    asked.length = 0;
    await gatewayWith({}).channels();
    expect(asked).toEqual([4]);
    expect(dualStack.requests.at(-1)?.remoteAddress).toBe('::ffff:127.0.0.1');
  });

  it('lets the resolver pick the family when set off', async () => {
    asked.length = 0;
    await gatewayWith({ TRIPAY_IPV4_ONLY: 'false' }).channels();
    expect(asked).toEqual([0]);
    expect(dualStack.requests.at(-1)?.remoteAddress).toBe('::1');
  });
});
