import { afterAll } from 'vitest';
import { startFakeTripay } from './fake-tripay';
import { createTestApp } from './helper';

/**
 * A shop paid through Tripay for a test file: the fake Tripay on 127.0.0.1 (closed after the file)
 * and the app listening on a free port, so the fake's signed callbacks reach it over HTTP at
 * `callbackUrl`.
 */
export async function tripayTestApp() {
  const tripay = await startFakeTripay();
  afterAll(() => tripay.close());
  const shop = await createTestApp({
    PAYMENT_PROVIDER: 'tripay',
    TRIPAY_BASE_URL: tripay.url,
    TRIPAY_API_KEY: tripay.apiKey,
    TRIPAY_PRIVATE_KEY: tripay.privateKey,
    TRIPAY_MERCHANT_CODE: tripay.merchantCode,
  });
  await shop.app.listen({ host: '127.0.0.1', port: 0 });
  const address = shop.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { ...shop, tripay, callbackUrl: `http://127.0.0.1:${port}/api/payments/callback` };
}
