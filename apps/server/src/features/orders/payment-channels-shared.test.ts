import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { CHANNEL_MESSAGES } from '@premium-shop/domain/payment-channels';
import { startFakeTripay } from '../../../test/fake-tripay';
import { createTestApp } from '../../../test/helper';
import { signedInCustomer } from '../../../test/customers';
import { buildApp } from '../../app';
import { connectDatabase } from '../../db/client';
import { paymentChannelLists } from '../../db/schema/operations';
import { TripayGateway } from '../../platform/payments/tripay';
import {
  CHANNELS_CLAIM_MS,
  CHANNELS_TTL_MS,
  forgetChannelMemo,
  forgetChannels,
} from './payment-channels.service';

// Two instances of the shop on one database, both talking to one fake Tripay whose merchant
// never activated BSIVA. Each has its own gateway (and so its own memo of the list); `failing`
// makes both gateways' calls fail as if Tripay were unreachable.
const tripay = await startFakeTripay({ inactive: ['BSIVA'] });
afterAll(() => tripay.close());
let failing = false;
const gateway = () =>
  new TripayGateway({
    baseUrl: tripay.url,
    apiKey: tripay.apiKey,
    privateKey: tripay.privateKey,
    merchantCode: tripay.merchantCode,
    fetch: (input, init) => (failing ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init)),
  });

const env = {
  PAYMENT_PROVIDER: 'tripay',
  TRIPAY_BASE_URL: tripay.url,
  TRIPAY_API_KEY: tripay.apiKey,
  TRIPAY_PRIVATE_KEY: tripay.privateKey,
  TRIPAY_MERCHANT_CODE: tripay.merchantCode,
};
const { app, db, settings, vault, tokens, dataDir } = await createTestApp(env, { paymentGateway: gateway() });
const second = connectDatabase(settings.DATABASE_URL!, { max: 4 });
const other = await buildApp({
  settings,
  db: second.db,
  pool: second.pool,
  vault,
  tokens,
  webRoot: `${dataDir}/web`,
  logger: false,
  paymentGateway: gateway(),
});
afterAll(async () => {
  await other.close();
  await second.close();
});
const instances = [app, other];

const { token } = await signedInCustomer(db, tokens, 'Budi');
const headers = { authorization: `Bearer ${token}` };

/** How many times Tripay was asked for the channel list. */
const listReads = () =>
  tripay.requests.filter((request) => request.path === '/merchant/payment-channel').length;

/** What `instance` answers of BSIVA for an order of Rp 27.000: null when offered, else why not. */
async function bsiva(instance: typeof app) {
  const response = await instance.inject({
    method: 'GET',
    url: '/api/payments/channels?amount=27000',
    headers,
  });
  expect(response.statusCode).toBe(200);
  const channels = response.json().data as { code: string; refusal: string | null }[];
  return channels.find((channel) => channel.code === 'BSIVA')!.refusal;
}

/** Each instance's memo lapses, as CHANNELS_MEMO_MS passing does: the next read goes to the shared row. */
function memosLapse() {
  for (const instance of instances) forgetChannelMemo(instance.paymentGateway);
}

/** The shared list grows older than CHANNELS_TTL_MS (and every memo lapses). */
async function listGoesStale() {
  await db
    .update(paymentChannelLists)
    .set({ readAt: sql`${paymentChannelLists.readAt} - ${CHANNELS_TTL_MS}::int * interval '1 millisecond'` })
    .where(eq(paymentChannelLists.gateway, 'tripay'));
  memosLapse();
}

beforeEach(async () => {
  failing = false;
  tripay.setActive('BSIVA', false);
  tripay.delayResponses(0);
  await forgetChannels({ db, gateway: app.paymentGateway });
  memosLapse();
});

describe('the payment channel list shared by the instances (decision 043)', () => {
  it('is read from Tripay once for both instances while it is fresh', async () => {
    const before = listReads();
    expect(await bsiva(app)).toBe(CHANNEL_MESSAGES.inactive);
    expect(listReads()).toBe(before + 1);
    expect(await bsiva(other)).toBe(CHANNEL_MESSAGES.inactive);
    memosLapse();
    expect(await bsiva(app)).toBe(CHANNEL_MESSAGES.inactive);
    expect(await bsiva(other)).toBe(CHANNEL_MESSAGES.inactive);
    expect(listReads()).toBe(before + 1);
    const [row] = await db.select().from(paymentChannelLists);
    expect(row).toMatchObject({ gateway: 'tripay', refreshingUntil: null });
    expect(row!.channels!.find((channel) => channel.code === 'BSIVA')).toMatchObject({ active: false });
  });

  it('is read anew once after the TTL, and a channel the merchant switched on shows on both instances', async () => {
    await bsiva(app);
    tripay.setActive('BSIVA', true);
    // Still fresh: neither instance sees the merchant's switch yet.
    memosLapse();
    expect(await bsiva(other)).toBe(CHANNEL_MESSAGES.inactive);
    const before = listReads();
    await listGoesStale();
    expect(await bsiva(other)).toBeNull();
    expect(await bsiva(app)).toBeNull();
    expect(listReads()).toBe(before + 1);
  });

  it('has concurrent readers of a stale list on both instances cause a single Tripay call', async () => {
    await bsiva(app);
    tripay.setActive('BSIVA', true);
    await listGoesStale();
    // Tripay answers slowly: the other readers serve the last list meanwhile, without waiting.
    tripay.delayResponses(300);
    const before = listReads();
    const answers = await Promise.all(Array.from({ length: 16 }, (_, index) => bsiva(instances[index % 2]!)));
    expect(listReads()).toBe(before + 1);
    expect(answers).toContain(CHANNEL_MESSAGES.inactive);
    tripay.delayResponses(0);
    memosLapse();
    expect(await bsiva(app)).toBeNull();
    expect(await bsiva(other)).toBeNull();
    expect(listReads()).toBe(before + 1);
  });

  it('keeps the last list when a refresh fails, and another instance tries once the claim expired', async () => {
    await bsiva(app);
    tripay.setActive('BSIVA', true);
    await listGoesStale();
    failing = true;
    expect(await bsiva(app)).toBe(CHANNEL_MESSAGES.inactive);
    // The claim still holds: the other instance serves the last list without asking Tripay.
    failing = false;
    const before = listReads();
    expect(await bsiva(other)).toBe(CHANNEL_MESSAGES.inactive);
    expect(listReads()).toBe(before);
    await db
      .update(paymentChannelLists)
      .set({
        refreshingUntil: sql`${paymentChannelLists.refreshingUntil} - ${CHANNELS_CLAIM_MS}::int * interval '1 millisecond'`,
      })
      .where(eq(paymentChannelLists.gateway, 'tripay'));
    memosLapse();
    expect(await bsiva(other)).toBeNull();
    expect(listReads()).toBe(before + 1);
    memosLapse();
    expect(await bsiva(app)).toBeNull();
  });

  it('offers the documented channels before any list was read, while another instance reads it', async () => {
    // Another instance holds the claim of the first read: this one does not wait for it.
    await db
      .insert(paymentChannelLists)
      .values({ gateway: 'tripay', refreshingUntil: sql`now() + interval '30 seconds'` });
    const before = listReads();
    expect(await bsiva(app)).toBeNull();
    expect(listReads()).toBe(before);
  });

  it('offers the documented channels when Tripay never answered', async () => {
    failing = true;
    expect(await bsiva(other)).toBeNull();
    const [row] = await db.select().from(paymentChannelLists);
    expect(row).toMatchObject({ channels: null, readAt: null });
  });
});
