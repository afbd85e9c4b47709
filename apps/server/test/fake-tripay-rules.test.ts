/**
 * The shop's Tripay tables against the rules the fake Tripay carries from Tripay's guide
 * (https://tripay.co.id/developer?tab=channels). The double keeps its own copy, so a wrong change to
 * either side fails here instead of passing unnoticed in every test that uses the double.
 */
import { PAYMENT_METHODS } from '@premium-shop/domain/checkout';
import { CHANNEL_RULES } from '@premium-shop/domain/payment-channels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_FEES, sandboxFee } from '../src/platform/payments/sandbox';
import { DOCUMENTED_CHANNELS, startFakeTripay, type DocumentedChannel, type FakeTripay } from './fake-tripay';

const checkoutCodes = PAYMENT_METHODS.map((method) => method.code);

/** The double's rule of each checkout channel; undefined where the double documents none, which fails the comparison. */
function documented(code: string): DocumentedChannel | undefined {
  return Object.hasOwn(DOCUMENTED_CHANNELS, code)
    ? DOCUMENTED_CHANNELS[code as keyof typeof DOCUMENTED_CHANNELS]
    : undefined;
}

describe("the shop's Tripay tables equal what the fake Tripay documents", () => {
  it('CHANNEL_RULES: every checkout channel, its amount limits and expiry bounds', () => {
    // windowMinutes is the shop's own choice inside the bounds, not a rule of Tripay's.
    const shop = Object.fromEntries(
      Object.entries(CHANNEL_RULES).map(([code, { windowMinutes: _window, ...bounds }]) => [code, bounds]),
    );
    const double = Object.fromEntries(
      checkoutCodes.map((code) => {
        const { fee: _fee, ...bounds } = documented(code) ?? {};
        return [code, bounds];
      }),
    );
    expect(shop).toEqual(double);
  });

  it("SANDBOX_FEES: every checkout channel's fee rule", () => {
    const double = Object.fromEntries(checkoutCodes.map((code) => [code, documented(code)?.fee]));
    expect(SANDBOX_FEES).toEqual(double);
  });
});

describe("the shop's sandbox fee equals the fake Tripay's fee calculator", () => {
  let fake: FakeTripay;
  beforeAll(async () => {
    fake = await startFakeTripay();
  });
  afterAll(() => fake.close());

  // Amounts where rounding up and the e-wallets' Rp 1.000 minimum fee show (3% of 33.334 is 1000,02).
  it.each(checkoutCodes)('%s', async (code) => {
    for (const amount of [10_000, 10_001, 33_333, 33_334, 55_000, 1_000_000]) {
      const response = await fetch(`${fake.url}/merchant/fee-calculator?code=${code}&amount=${amount}`, {
        headers: { Authorization: `Bearer ${fake.apiKey}` },
      });
      const body = (await response.json()) as { data: { total_fee: { merchant: number } }[] };
      expect({ amount, fee: sandboxFee(amount, code) }).toEqual({
        amount,
        fee: body.data[0]!.total_fee.merchant,
      });
    }
  });
});
