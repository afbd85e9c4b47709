import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from './checkout';
import {
  amountRefusal,
  CHANNEL_MESSAGES,
  CHANNEL_RULES,
  formatWindow,
  offeredChannels,
  paymentWindowMs,
  WINDOW_MARGIN_MINUTES,
} from './payment-channels';

describe('CHANNEL_RULES', () => {
  it.each(PAYMENT_METHODS.map((method) => method.code))(
    "keeps %s's window inside its documented expiry bounds, with room on both sides",
    (code) => {
      const rule = CHANNEL_RULES[code];
      expect(rule.windowMinutes).toBeGreaterThanOrEqual(rule.minExpiryMinutes + WINDOW_MARGIN_MINUTES);
      expect(rule.windowMinutes).toBeLessThanOrEqual(rule.maxExpiryMinutes - WINDOW_MARGIN_MINUTES);
    },
  );

  it('gives virtual accounts a few hours and QRIS and the e-wallets under an hour', () => {
    expect(paymentWindowMs('BRIVA')).toBe(3 * 60 * 60_000);
    expect(paymentWindowMs('BSIVA')).toBe(150 * 60_000);
    expect(paymentWindowMs('QRIS')).toBe(55 * 60_000);
    expect(() => paymentWindowMs('ALFAMART')).toThrow(RangeError);
  });
});

describe('amountRefusal', () => {
  it.each([
    ['BRIVA', 9_999, 'Virtual account mulai Rp 10.000'],
    ['BRIVA', 10_000, null],
    ['BRIVA', 10_000_000, null],
    ['BRIVA', 10_000_001, 'Virtual account maksimal Rp 10.000.000'],
    ['QRIS', 999, 'QRIS mulai Rp 1.000'],
    ['QRIS', 5_000_001, 'QRIS maksimal Rp 5.000.000'],
    ['DANA', 999, 'E-wallet mulai Rp 1.000'],
  ] as const)('answers %s for Rp %i: %j', (code, amount, expected) => {
    expect(amountRefusal(code, CHANNEL_RULES[code], amount)).toBe(expected);
  });
});

describe('offeredChannels', () => {
  const allActive = PAYMENT_METHODS.map(({ code }) => ({ code, active: true }));

  it('refuses what the merchant has not switched on or Tripay does not list', () => {
    const listed = allActive
      .filter((channel) => channel.code !== 'OVO')
      .map((channel) => (channel.code === 'BSIVA' ? { ...channel, active: false } : channel));
    const offered = offeredChannels(listed, 50_000);
    expect(offered.find((channel) => channel.code === 'BSIVA')?.refusal).toBe(CHANNEL_MESSAGES.inactive);
    expect(offered.find((channel) => channel.code === 'OVO')?.refusal).toBe(CHANNEL_MESSAGES.inactive);
    expect(offered.find((channel) => channel.code === 'BRIVA')?.refusal).toBeNull();
  });

  it("takes the merchant's own limits from Tripay's list over the documented ones", () => {
    const listed = allActive.map((channel) =>
      channel.code === 'QRIS' ? { ...channel, minAmount: 20_000, maxAmount: 2_000_000 } : channel,
    );
    const qris = offeredChannels(listed, 15_000).find((channel) => channel.code === 'QRIS');
    expect(qris).toEqual({
      code: 'QRIS',
      minAmount: 20_000,
      maxAmount: 2_000_000,
      windowMinutes: 55,
      refusal: 'QRIS mulai Rp 20.000',
    });
  });

  it('keeps the display order of the checkout', () => {
    expect(offeredChannels(allActive, 50_000).map((channel) => channel.code)).toEqual(
      PAYMENT_METHODS.map((method) => method.code),
    );
  });
});

describe('formatWindow', () => {
  it.each([
    [55, '55 menit'],
    [60, '1 jam'],
    [150, '2 jam 30 menit'],
    [180, '3 jam'],
  ])('writes %i minutes as %j', (minutes, text) => {
    expect(formatWindow(minutes)).toBe(text);
  });
});
