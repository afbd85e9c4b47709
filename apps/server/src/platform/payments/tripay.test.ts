import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTripay, type FakeTripay } from '../../../test/fake-tripay';
import { hmacHex, signCallbackBody } from './callback';
import { GatewayError, type CreateTransactionInput } from './gateway';
import { TripayGateway } from './tripay';

let fake: FakeTripay;
let gateway: TripayGateway;

beforeAll(async () => {
  fake = await startFakeTripay();
  gateway = gatewayFor(fake);
});
afterAll(() => fake.close());

function gatewayFor(
  server: FakeTripay,
  overrides: Partial<ConstructorParameters<typeof TripayGateway>[0]> = {},
) {
  return new TripayGateway({
    apiKey: server.apiKey,
    privateKey: server.privateKey,
    merchantCode: server.merchantCode,
    baseUrl: server.url,
    ...overrides,
  });
}

function order(overrides: Partial<CreateTransactionInput> = {}): CreateTransactionInput {
  return {
    merchantRef: `INV-${Math.random().toString(36).slice(2, 10)}`,
    method: 'BRIVA',
    amount: 59_250,
    customer: { name: 'Budi Santoso', email: 'budi@gmail.com', phone: '+6281234567890' },
    items: [
      { sku: 'netflix-1m', name: 'Netflix Premium 1 Bulan', price: 55_000, quantity: 1 },
      { sku: 'fee', name: 'Biaya pembayaran', price: 4_250, quantity: 1 },
    ],
    expiresAt: new Date(Date.now() + 3 * 3600_000),
    returnUrl: 'http://localhost:3000/dashboard/pesanan',
    ...overrides,
  };
}

describe('TripayGateway against the fake Tripay', () => {
  it('lists the channels with code, name, group, whether they are active and their amount limits', async () => {
    const channels = await gateway.channels();
    expect(channels).toContainEqual({
      code: 'QRIS',
      name: 'QRIS',
      group: 'E-Wallet',
      active: true,
      minAmount: 1_000,
      maxAmount: 5_000_000,
    });
    expect(channels).toContainEqual({
      code: 'BRIVA',
      name: 'Bank BRI',
      group: 'Virtual Account',
      active: true,
      minAmount: 10_000,
      maxAmount: 10_000_000,
    });
    expect(channels.find((channel) => channel.code === 'ALFAMART')?.active).toBe(false);
  });

  it("asks the fee calculator for the channel's whole fee, rounded up to whole Rupiah", async () => {
    expect(await gateway.fee(55_000, 'BRIVA')).toBe(4_250);
    expect(await gateway.fee(55_000, 'QRIS')).toBe(750 + 385);
    // 3% of Rp 10.001 is under the e-wallets' Rp 1.000 minimum fee.
    expect(await gateway.fee(10_001, 'OVO')).toBe(1_000);
    expect(await gateway.fee(55_000, 'OVO')).toBe(1_650);
    const customerBorne = await startFakeTripay({ feeBorneBy: 'customer' });
    try {
      expect(await gatewayFor(customerBorne).fee(55_000, 'BRIVA')).toBe(4_250);
    } finally {
      await customerBorne.close();
    }
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: '/merchant/fee-calculator' });
  });

  it('refuses a fee for an unknown channel with a GatewayError naming the call', async () => {
    await expect(gateway.fee(10_000, 'NOPE')).rejects.toThrow(
      /Tripay GET \/merchant\/fee-calculator refused \(HTTP 400\): Invalid channel code/,
    );
  });

  it('creates a closed transaction the fake accepts as correctly signed, then reads it back', async () => {
    const input = order();
    const created = await gateway.createTransaction(input);
    expect(created).toMatchObject({
      merchantRef: input.merchantRef,
      status: 'UNPAID',
      amount: 59_250,
      checkoutUrl: `${fake.url}/checkout/${created.reference}`,
      expiresAt: new Date(Math.floor(input.expiresAt.getTime() / 1000) * 1000),
      paidAt: null,
    });
    const stored = fake.transactions.get(created.reference);
    expect(stored).toMatchObject({ method: 'BRIVA', amount: 59_250, orderItems: input.items });

    expect(await gateway.getTransaction(created.reference)).toEqual(created);
    const paidAt = new Date('2026-11-23T05:00:00Z');
    fake.markPaid(created.reference, paidAt);
    expect(await gateway.getTransaction(created.reference)).toMatchObject({ status: 'PAID', paidAt });
  });

  it('refuses a transaction whose fee Tripay would add on top of the amount again', async () => {
    const customerBorne = await startFakeTripay({ feeBorneBy: 'customer' });
    try {
      await expect(gatewayFor(customerBorne).createTransaction(order())).rejects.toThrow(
        /asks 63500 instead of 59250 .* set channel BRIVA's fee to be borne by the merchant/,
      );
    } finally {
      await customerBorne.close();
    }
  });

  it('answers null for a reference Tripay does not know', async () => {
    expect(await gateway.getTransaction('DEV-T000199999999')).toBeNull();
  });

  it('is refused with a wrong private key (bad signature) and with a wrong API key', async () => {
    const badSignature = gatewayFor(fake, { privateKey: 'not-the-private-key' });
    await expect(badSignature.createTransaction(order())).rejects.toThrow(
      /POST \/transaction\/create refused \(HTTP 400\): Invalid signature/,
    );
    const badKey = gatewayFor(fake, { apiKey: 'wrong' });
    const refusal = badKey.channels();
    await expect(refusal).rejects.toBeInstanceOf(GatewayError);
    await expect(refusal).rejects.toThrow(/HTTP 401\): Invalid API Key/);
    await expect(badKey.getTransaction('DEV-T0001')).rejects.toThrow(/HTTP 401/);
  });

  it('turns a slow answer into a GatewayError after its timeout', async () => {
    fake.delayResponses(500);
    try {
      const impatient = gatewayFor(fake, { timeoutMs: 50 });
      await expect(impatient.channels()).rejects.toThrow(
        new GatewayError('Tripay GET /merchant/payment-channel timed out after 50 ms'),
      );
    } finally {
      fake.delayResponses(0);
    }
  });

  it('turns an unreachable server, a non-JSON answer and a wrong shape into GatewayErrors', async () => {
    const closed = await startFakeTripay();
    await closed.close();
    await expect(gatewayFor(closed).channels()).rejects.toThrow(/could not be reached/);

    const html = createServer((_request, response) => {
      response.writeHead(502, { 'Content-Type': 'text/html' });
      response.end('<h1>Bad Gateway</h1>');
    });
    await new Promise<void>((resolve) => html.listen(0, '127.0.0.1', resolve));
    try {
      const baseUrl = `http://127.0.0.1:${(html.address() as AddressInfo).port}`;
      await expect(gatewayFor(fake, { baseUrl }).channels()).rejects.toThrow(
        'Tripay GET /merchant/payment-channel answered HTTP 502 without JSON',
      );
    } finally {
      await new Promise((resolve) => html.close(resolve));
    }

    const shapeless = gatewayFor(fake, {
      fetch: () => Promise.resolve(Response.json({ success: true, message: 'ok', data: [{ code: 1 }] })),
    });
    await expect(shapeless.channels()).rejects.toThrow(/unexpected shape \(at 0\.code\)/);
  });

  it('never puts a key into error messages or into an inspected gateway', async () => {
    const secretive = gatewayFor(fake, { privateKey: 'PRIVATE-123', apiKey: 'API-456' });
    const error = await secretive.channels().catch((caught: unknown) => caught);
    expect(String(error)).not.toMatch(/PRIVATE-123|API-456/);
    expect(inspect(secretive, { depth: 5 })).not.toMatch(/PRIVATE-123|API-456/);
    expect(JSON.stringify(secretive)).not.toMatch(/PRIVATE-123|API-456/);
  });
});

describe('TripayGateway.verifyCallback', () => {
  const body = {
    reference: 'DEV-T000100000001',
    merchant_ref: 'INV-1',
    payment_method: 'BRI Virtual Account',
    payment_method_code: 'BRIVA',
    total_amount: 59_250,
    fee_merchant: 4_250,
    fee_customer: 0,
    total_fee: 4_250,
    amount_received: 55_000,
    is_closed_payment: 1,
    status: 'PAID',
    paid_at: 1_795_000_000,
    note: null,
  };

  it('accepts a callback the fake Tripay sends, on the bytes it sent', async () => {
    const created = await gateway.createTransaction(order({ merchantRef: 'INV-CALLBACK' }));
    const received: { rawBody: Buffer; headers: Record<string, string | string[] | undefined> }[] = [];
    const receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ rawBody: Buffer.concat(chunks), headers: request.headers });
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end('{"success":true}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const port = (receiver.address() as AddressInfo).port;
      const answer = await fake.sendCallback(
        `http://127.0.0.1:${port}/api/payments/callback`,
        created.reference,
        'PAID',
      );
      expect(answer.status).toBe(200);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
    const [callback] = received;
    const verified = gateway.verifyCallback(callback!.rawBody, callback!.headers);
    expect(verified).toEqual({
      ok: true,
      callback: {
        reference: created.reference,
        merchantRef: 'INV-CALLBACK',
        status: 'PAID',
        amount: 59_250,
        paidAt: expect.any(Date) as Date,
        dedupeKey: `${created.reference}:PAID`,
        charges: created.charges,
      },
    });
    expect(created.charges).toEqual({
      feeMerchant: 4_250,
      feeCustomer: 0,
      totalFee: 4_250,
      amountReceived: 55_000,
    });
  });

  it('reads the fields of a valid callback', () => {
    const { rawBody, headers } = signCallbackBody(body, fake.privateKey);
    expect(gateway.verifyCallback(rawBody, headers)).toEqual({
      ok: true,
      callback: {
        reference: 'DEV-T000100000001',
        merchantRef: 'INV-1',
        status: 'PAID',
        amount: 59_250,
        paidAt: new Date(1_795_000_000_000),
        dedupeKey: 'DEV-T000100000001:PAID',
        // https://tripay.co.id/developer?tab=callback: what Tripay took and what reached the merchant.
        charges: { feeMerchant: 4_250, feeCustomer: 0, totalFee: 4_250, amountReceived: 55_000 },
      },
    });
  });

  it('finds headers whatever the case of their names, and takes the first of repeated ones', () => {
    const { rawBody, headers } = signCallbackBody(body, fake.privateKey);
    const lower = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name.toLowerCase(), [value]]),
    );
    expect(gateway.verifyCallback(rawBody, lower).ok).toBe(true);
  });

  const signed = () => signCallbackBody(body, fake.privateKey);
  const cases: [string, () => { rawBody: Buffer; headers: Record<string, string | undefined> }, string][] = [
    [
      'a signature made with another key',
      () => ({ ...signed(), headers: signCallbackBody(body, 'forged-key').headers }),
      'signature',
    ],
    [
      'a body changed after signing',
      () => {
        const { headers } = signed();
        return { rawBody: Buffer.from(JSON.stringify({ ...body, total_amount: 1 })), headers };
      },
      'signature',
    ],
    [
      'the same JSON re-serialised with other whitespace',
      () => ({ rawBody: Buffer.from(JSON.stringify(body, null, 2)), headers: signed().headers }),
      'signature',
    ],
    [
      'no signature header',
      () => {
        const { rawBody, headers } = signed();
        return { rawBody, headers: { ...headers, 'X-Callback-Signature': undefined } };
      },
      'signature',
    ],
    [
      'a signature of another length',
      () => {
        const { rawBody, headers } = signed();
        return {
          rawBody,
          headers: { ...headers, 'X-Callback-Signature': headers['X-Callback-Signature']!.slice(0, 40) },
        };
      },
      'signature',
    ],
    [
      'a signature that is not hex',
      () => {
        const { rawBody, headers } = signed();
        return { rawBody, headers: { ...headers, 'X-Callback-Signature': 'z'.repeat(64) } };
      },
      'signature',
    ],
    [
      'another event',
      () => {
        const { rawBody, headers } = signed();
        return { rawBody, headers: { ...headers, 'X-Callback-Event': 'payment_refund' } };
      },
      'event',
    ],
    [
      'no event header',
      () => {
        const { rawBody, headers } = signed();
        return { rawBody, headers: { ...headers, 'X-Callback-Event': undefined } };
      },
      'event',
    ],
    ['signed bytes that are not JSON', () => resign(Buffer.from('{"reference": "DEV-T1", ')), 'malformed'],
    [
      'signed JSON without merchant_ref',
      () => signCallbackBody({ ...body, merchant_ref: undefined }, fake.privateKey),
      'malformed',
    ],
    [
      'signed JSON with an unknown status',
      () => signCallbackBody({ ...body, status: 'SETTLED' }, fake.privateKey),
      'malformed',
    ],
    ['a signed JSON array', () => resign(Buffer.from('[1,2]')), 'malformed'],
  ];

  /** Headers that sign exactly these bytes, whatever they are. */
  function resign(rawBody: Buffer) {
    return {
      rawBody,
      headers: {
        'X-Callback-Event': 'payment_status',
        'X-Callback-Signature': hmacHex(fake.privateKey, rawBody),
      },
    };
  }

  it.each(cases)('refuses %s', (_name, build, reason) => {
    const { rawBody, headers } = build();
    expect(gateway.verifyCallback(rawBody, headers)).toEqual({ ok: false, reason });
  });
});
