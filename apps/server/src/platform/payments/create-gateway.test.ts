import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTripay, type FakeTripay } from '../../../test/fake-tripay';
import { loadSettings } from '../../settings';
import { hmacHex, paymentStatusBody, signCallbackBody } from './callback';
import { createPaymentGateway, sandboxCallbackSecret } from './create-gateway';
import { SandboxGateway } from './sandbox';
import { TripayGateway } from './tripay';

const sandboxLookup = () => Promise.resolve(null);
const JWT_SECRET = 'a-jwt-secret-of-at-least-thirty-two-characters';

let fake: FakeTripay;
beforeAll(async () => {
  fake = await startFakeTripay();
});
afterAll(() => fake.close());

function tripaySettings(extra: Record<string, string> = {}) {
  return loadSettings({
    PAYMENT_PROVIDER: 'tripay',
    TRIPAY_API_KEY: fake.apiKey,
    TRIPAY_PRIVATE_KEY: fake.privateKey,
    TRIPAY_MERCHANT_CODE: fake.merchantCode,
    ...extra,
  });
}

describe('createPaymentGateway', () => {
  it('builds the sandbox by default, keyed by a secret derived from the JWT secret', () => {
    const gateway = createPaymentGateway(loadSettings({ JWT_SECRET }), { sandboxLookup });
    expect(gateway).toBeInstanceOf(SandboxGateway);
    expect(gateway.provider).toBe('sandbox');

    const expected = hmacHex(JWT_SECRET, 'premium-shop:sandbox-callback');
    expect(sandboxCallbackSecret(JWT_SECRET)).toBe(expected);
    const body = paymentStatusBody({
      reference: 'SBX-1',
      merchantRef: 'INV-1',
      method: 'QRIS',
      amount: 10_000,
      status: 'PAID',
      paidAt: new Date(),
    });
    const derived = signCallbackBody(body, expected);
    expect(gateway.verifyCallback(derived.rawBody, derived.headers).ok).toBe(true);
    // The raw JWT secret itself is not the callback key.
    const raw = signCallbackBody(body, JWT_SECRET);
    expect(gateway.verifyCallback(raw.rawBody, raw.headers)).toEqual({ ok: false, reason: 'signature' });
  });

  it('prefers the resolved JWT secret it is given over settings', () => {
    const resolved = 'the-secret-generated-into-DATA_DIR-secrets-json';
    const gateway = createPaymentGateway(loadSettings({ JWT_SECRET }), {
      sandboxLookup,
      jwtSecret: resolved,
    });
    const signed = signCallbackBody(
      { reference: 'SBX-1', merchant_ref: 'INV-1', status: 'PAID', total_amount: 1 },
      sandboxCallbackSecret(resolved),
    );
    expect(gateway.verifyCallback(signed.rawBody, signed.headers).ok).toBe(true);
  });

  it('still builds a sandbox with no JWT secret at all: it verifies only what it signed', () => {
    const gateway = createPaymentGateway(loadSettings({}), { sandboxLookup }) as SandboxGateway;
    const own = gateway.signCallback({
      reference: 'SBX-1',
      merchant_ref: 'INV-1',
      status: 'PAID',
      total_amount: 1,
    });
    expect(gateway.verifyCallback(own.rawBody, own.headers).ok).toBe(true);
    const another = createPaymentGateway(loadSettings({}), { sandboxLookup });
    expect(another.verifyCallback(own.rawBody, own.headers).ok).toBe(false);
  });

  it('builds Tripay with PAYMENT_PROVIDER=tripay, at TRIPAY_BASE_URL when set', async () => {
    const gateway = createPaymentGateway(tripaySettings({ TRIPAY_BASE_URL: fake.url }), { sandboxLookup });
    expect(gateway).toBeInstanceOf(TripayGateway);
    expect(gateway.provider).toBe('tripay');
    expect(await gateway.fee(55_000, 'BRIVA')).toBe(4_250);
  });

  it.each([
    ['sandbox', 'https://tripay.co.id/api-sandbox/merchant/payment-channel'],
    ['production', 'https://tripay.co.id/api/merchant/payment-channel'],
  ])('picks the base URL of TRIPAY_MODE=%s', async (mode, expected) => {
    const asked: string[] = [];
    const gateway = createPaymentGateway(tripaySettings({ TRIPAY_MODE: mode }), {
      sandboxLookup,
      fetch: (input) => {
        asked.push(input instanceof Request ? input.url : input.toString());
        return Promise.resolve(Response.json({ success: true, message: 'Success', data: [] }));
      },
    });
    expect(await gateway.channels()).toEqual([]);
    expect(asked).toEqual([expected]);
  });

  it('refuses a TRIPAY_BASE_URL that is not http(s)', () => {
    expect(() => tripaySettings({ TRIPAY_BASE_URL: 'ftp://example.com' })).toThrow(/TRIPAY_BASE_URL/);
  });
});
