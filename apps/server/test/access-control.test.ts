/**
 * Issue 6: through any customer route, a second customer can neither see nor change the first
 * one's orders, seats, files, complaints, reimbursements and notifications. The last describe
 * lists the app's registered routes, so a new customer route with a path parameter fails here
 * until a case for it is added.
 */
import { eq } from 'drizzle-orm';
import type { HTTPMethods, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bankAccounts } from '../src/db/schema/bank-transfers';
import { notificationCategories, notifications, productPins } from '../src/db/schema/engagement';
import { orders } from '../src/db/schema/orders';
import { filesOnDisk, multipartBody, pngImage } from '../src/features/files/files.fixtures';
import { catalogueFixtures, checkoutBody } from './catalogue-fixtures';
import { signedInCustomer } from './customers';
import { createTestApp } from './helper';
import { registeredRoutes, routeOf } from './routes';
import { customerRows } from './rows';

const { app, db, tokens, vault, dataDir } = await createTestApp();
const DAY = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// Calls

interface Answer {
  status: number;
  body: unknown;
  text: string;
}

async function send(request: InjectOptions, token?: string): Promise<Answer> {
  const response = await app.inject({
    ...request,
    headers: { ...request.headers, ...(token && { authorization: `Bearer ${token}` }) },
  });
  const text = response.body;
  const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
  return { status: response.statusCode, body: isJson && text ? JSON.parse(text) : text, text };
}

function json(method: HTTPMethods, url: string, payload?: object): InjectOptions {
  return { method, url, ...(payload && { payload }) };
}

/** A multipart request as the browser's FormData sends it, with one PNG under `fileField`. */
async function form(url: string, fields: Record<string, string>, fileField: string): Promise<InjectOptions> {
  const { payload, contentType } = await multipartBody(fields, {
    field: fileField,
    name: 'gambar.png',
    type: 'image/png',
    bytes: pngImage(),
  });
  return { method: 'POST', url, payload, headers: { 'content-type': contentType } };
}

async function expectCreated(request: InjectOptions, token: string) {
  const answer = await send(request, token);
  expect(answer.status, answer.text).toBe(201);
  return (answer.body as { data: Record<string, unknown> }).data;
}

// ---------------------------------------------------------------------------------------------
// Fixtures: a catalogue of one product sold in Sharing and Host packages; Alice (customer A) owns
// one of everything, Bob (customer B) owns nothing.

const shop = await catalogueFixtures(db);
const SHARING = shop.packageId('Sharing');
const HOST = shop.packageId('Host');
const product = await shop.makeProduct({ name: 'YouTube Premium', adminFee: '2000', modalFee: 150_000 });
for (const packageId of [SHARING, HOST]) await shop.makeVariant(product.id, packageId);
const [info] = await db.insert(notificationCategories).values({ name: 'Info', icon: 'info.svg' }).returning();

/** What the checkout sends for 30 days of the product; `account` makes it a renewal of that seat. */
function orderBody(overrides: Record<string, unknown> = {}) {
  return checkoutBody(product.id, SHARING, overrides);
}

const alice = await signedInCustomer(db, tokens, 'Alice');
const bob = await signedInCustomer(db, tokens, 'Bob');

// The group Alice hosts (so she may ask for a reimbursement), her active seat in it, and the paid
// Host order that delivered the seat.
const ALICE_PASSWORD = 'Rahasia#Alice-2611';
const aliceItem = await shop.makeItem(product.id, 5, {
  packageId: HOST,
  name: 'Grup Alice',
  email: 'grup.alice',
  domain: 'alice-family.id',
  secret: vault.seal({ password: ALICE_PASSWORD, profiles: ['Profil 1'] }),
  hostUserId: alice.user.id,
  seatsTaken: 1,
});
const aliceSeat = await shop.makeSeat(aliceItem, alice.user.id, {
  packageId: HOST,
  profile: 'Profil 1',
  pinSecret: vault.seal('4821'),
  status: 'Aktif',
  expireAt: new Date(Date.now() + 20 * DAY),
});
// A second group Alice hosts, with no reimbursement asked yet: the one she may still claim.
const aliceClaimable = await shop.makeItem(product.id, 5, {
  packageId: HOST,
  name: 'Grup Alice Kedua',
  hostUserId: alice.user.id,
  seatsTaken: 0,
});
const alicePaid = await shop.makeOrder(alice.user.id, product.id, {
  packageId: HOST,
  total: 27_000,
  status: 'Paid',
  paidAt: new Date(Date.now() - DAY),
  productItemId: aliceItem.id,
  accountId: aliceSeat.id,
  reference: null,
  expiredTime: null,
});
const [aliceNotification] = await db
  .insert(notifications)
  .values({
    userId: alice.user.id,
    categoryId: info!.id,
    title: 'Pesanan Dibayar',
    content: `Pembayaran ${alicePaid.invoice} diterima`,
    productId: product.id,
    orderId: alicePaid.id,
  })
  .returning();

// The rest through the routes themselves, as Alice's browser would make them.
const alicePending = await expectCreated(json('POST', '/api/payments', orderBody()), alice.token);
const alicePin = await expectCreated(json('POST', '/api/product-pins', { product: product.id }), alice.token);
const aliceComplaint = await expectCreated(
  await form(
    '/api/complaints',
    {
      issue: 'akun bermasalah',
      productItem: aliceItem.id,
      noOrder: alicePaid.invoice,
      note: 'Tidak bisa login',
    },
    'file',
  ),
  alice.token,
);
const REIMBURSEMENT_FIELDS = { value: '150000', bank: 'BRI', account_number: '0123456789' };
const aliceReimbursement = await expectCreated(
  await form(
    '/api/reimbursements/submit',
    { productItem: aliceItem.id, ...REIMBURSEMENT_FIELDS },
    'payment_proof',
  ),
  alice.token,
);
// A 'Transfer Bank' order of Alice's, with the proof she sent for it.
await db
  .insert(bankAccounts)
  .values({ bank: 'BCA', accountNumber: '1234567890', holderName: 'Premium Shop' });
const aliceTransfer = await expectCreated(
  json('POST', '/api/payments', orderBody({ method: 'TRANSFER' })),
  alice.token,
);
const aliceTransferProof = await expectCreated(
  await form(`/api/payments/${String(aliceTransfer._id)}/transfer-proof`, {}, 'file'),
  alice.token,
);
expect(alicePending.status).toBe('Pending');

const ALICE = {
  pendingId: String(alicePending._id),
  pendingInvoice: String(alicePending.invoice),
  /** The sandbox transaction of the pending order: the last segment of its checkout URL. */
  pendingReference: String(alicePending.checkout_url).split('/').pop()!,
  paidId: alicePaid.id,
  paidInvoice: alicePaid.invoice,
  seat: aliceSeat.id,
  item: aliceItem.id,
  pin: String(alicePin._id),
  notification: aliceNotification!.id,
  complaintFile: String(aliceComplaint.file),
  proofFile: String(aliceReimbursement.payment_proof),
  reimbursement: String(aliceReimbursement._id),
  transferId: String(aliceTransfer._id),
  transferProofFile: String(aliceTransferProof.proof),
};

/** Text that must never reach Bob: Alice's ids, invoices, group, credentials and file names. */
const ALICE_MARKERS = [
  ...Object.values(ALICE),
  aliceItem.name,
  aliceItem.domain!,
  aliceItem.email!,
  ALICE_PASSWORD,
  alice.user.email,
  alice.user.name,
  ...[ALICE.complaintFile, ALICE.proofFile, ALICE.transferProofFile].map((file) =>
    file.replace('/api/files/', ''),
  ),
];

const aliceBefore = await customerRows(db, alice.user.id);
const bobBefore = await customerRows(db, bob.user.id);
const filesBefore = filesOnDisk(dataDir).sort();

// ---------------------------------------------------------------------------------------------
// The cases. Each names the registered route it exercises (method and path as Fastify lists
// them); the guard at the end checks these names against the app's routes.

interface ReadCase {
  route: string;
  url: string;
}

/** Alice's things addressed by id: Bob gets the same 404 as for an id that does not exist. */
const READS: ReadCase[] = [
  { route: 'GET /api/payments/:idOrInvoice', url: `/api/payments/${ALICE.pendingId}` },
  { route: 'GET /api/payments/:idOrInvoice', url: `/api/payments/${ALICE.pendingInvoice}` },
  { route: 'GET /api/payments/:idOrInvoice', url: `/api/payments/${ALICE.paidId}` },
  { route: 'GET /api/payments/:idOrInvoice', url: `/api/payments/${ALICE.paidInvoice}` },
  { route: 'GET /api/accounts/:id', url: `/api/accounts/${ALICE.seat}` },
  { route: 'GET /api/sandbox-pay/:reference', url: `/api/sandbox-pay/${ALICE.pendingReference}` },
  { route: 'GET /api/files/:name', url: ALICE.complaintFile },
  { route: 'GET /api/files/:name', url: ALICE.proofFile },
  { route: 'GET /api/files/:name', url: ALICE.transferProofFile },
  { route: 'GET /api/payments/:idOrInvoice/transfer', url: `/api/payments/${ALICE.transferId}/transfer` },
];

interface ListCase {
  route: string;
  url: string;
  /** The entries of the answer. */
  entries: (body: unknown) => unknown[];
  /** What in Alice's own answer shows the list would carry her thing. */
  aliceSees: string;
}

const dataOf = (body: unknown) => (body as { data: unknown[] }).data;
const nestedDataOf = (body: unknown) => (body as { data: { data: unknown[] } }).data.data;

/** Lists: Bob's are empty, while Alice's own answer to the same URL carries her thing. */
const LISTS: ListCase[] = [
  { route: 'GET /api/payments', url: '/api/payments', entries: dataOf, aliceSees: ALICE.pendingId },
  { route: 'GET /api/payments', url: '/api/payments?limit=50', entries: dataOf, aliceSees: ALICE.paidId },
  { route: 'GET /api/accounts/my', url: '/api/accounts/my', entries: dataOf, aliceSees: ALICE.seat },
  { route: 'GET /api/product-pins', url: '/api/product-pins', entries: dataOf, aliceSees: ALICE.pin },
  {
    route: 'GET /api/notifications',
    url: '/api/notifications',
    entries: dataOf,
    aliceSees: ALICE.notification,
  },
  {
    route: 'GET /api/notifications/getUnread',
    url: '/api/notifications/getUnread',
    entries: dataOf,
    aliceSees: ALICE.notification,
  },
  {
    route: 'GET /api/reimbursements',
    url: '/api/reimbursements',
    entries: dataOf,
    aliceSees: ALICE.reimbursement,
  },
  {
    route: 'GET /api/product-items',
    url: '/api/product-items?search=',
    entries: nestedDataOf,
    aliceSees: ALICE.item,
  },
  {
    route: 'GET /api/product-items',
    url: `/api/product-items?search=${encodeURIComponent(aliceItem.name)}`,
    entries: nestedDataOf,
    aliceSees: ALICE.item,
  },
  {
    // 'Pilih Akun' of a reimbursement: the groups Alice hosts and has not asked about yet.
    route: 'GET /api/product-items/product/:productId',
    url: `/api/product-items/product/${product.id}`,
    entries: dataOf,
    aliceSees: aliceClaimable.id,
  },
  {
    route: 'GET /api/reimbursements/products',
    url: '/api/reimbursements/products',
    entries: dataOf,
    aliceSees: product.id,
  },
];

interface WriteCase {
  route: string;
  name: string;
  request: InjectOptions;
  answer: { status: number; body: unknown };
}

const NOT_FOUND = { status: 404, body: { message: expect.any(String), code: 'NOT_FOUND' } };
const aliceNotificationIds = aliceBefore.notifications.map((row) => row.id);
const complaintFields = {
  issue: 'akun bermasalah',
  productItem: ALICE.item,
  noOrder: ALICE.paidInvoice,
  note: 'Akun ini punya saya',
};

/** Writes aimed at Alice's things; afterwards her rows must be exactly as they were. */
const WRITES: WriteCase[] = [
  {
    route: 'DELETE /api/payments/cancel/:id',
    name: "cancels Alice's Pending order",
    request: json('DELETE', `/api/payments/cancel/${ALICE.pendingId}`),
    answer: NOT_FOUND,
  },
  {
    route: 'POST /api/sandbox-pay/:reference/:action',
    name: "pays Alice's Pending order on the sandbox's page",
    request: json('POST', `/api/sandbox-pay/${ALICE.pendingReference}/pay`),
    answer: NOT_FOUND,
  },
  {
    route: 'POST /api/sandbox-pay/:reference/:action',
    name: "cancels Alice's Pending order on the sandbox's page",
    request: json('POST', `/api/sandbox-pay/${ALICE.pendingReference}/cancel`),
    answer: NOT_FOUND,
  },
  {
    route: 'DELETE /api/product-pins/:id',
    name: "removes Alice's pin",
    request: json('DELETE', `/api/product-pins/${ALICE.pin}`),
    answer: NOT_FOUND,
  },
  {
    route: 'PUT /api/notifications/markAsRead',
    name: "marks Alice's notifications read",
    request: json('PUT', '/api/notifications/markAsRead', { notificationIds: aliceNotificationIds }),
    answer: { status: 200, body: { data: { updated: 0 } } },
  },
  {
    route: 'POST /api/payments',
    name: "renews Alice's seat",
    request: json('POST', '/api/payments', orderBody({ packageId: HOST, account: ALICE.seat })),
    answer: { status: 404, body: { message: 'Akun tidak ditemukan', code: 'NOT_FOUND' } },
  },
  {
    route: 'POST /api/reimbursements/submit',
    name: "asks a reimbursement for Alice's group",
    request: await form(
      '/api/reimbursements/submit',
      { productItem: ALICE.item, ...REIMBURSEMENT_FIELDS },
      'payment_proof',
    ),
    answer: { status: 404, body: { message: 'Akun tidak ditemukan', code: 'NOT_FOUND' } },
  },
  {
    route: 'POST /api/reimbursements/submit',
    name: "asks a reimbursement for Alice's seat",
    request: await form(
      '/api/reimbursements/submit',
      { account: ALICE.seat, ...REIMBURSEMENT_FIELDS },
      'payment_proof',
    ),
    answer: { status: 404, body: { message: 'Akun tidak ditemukan', code: 'NOT_FOUND' } },
  },
  {
    route: 'POST /api/reimbursements/submit',
    name: "asks a reimbursement for Alice's group and seat together",
    request: await form(
      '/api/reimbursements/submit',
      { productItem: ALICE.item, account: ALICE.seat, ...REIMBURSEMENT_FIELDS },
      'payment_proof',
    ),
    answer: { status: 404, body: { message: 'Akun tidak ditemukan', code: 'NOT_FOUND' } },
  },
  {
    route: 'POST /api/complaints',
    name: "files a complaint about Alice's group",
    request: await form('/api/complaints', complaintFields, 'file'),
    answer: { status: 404, body: { message: 'Akun tidak ditemukan', code: 'NOT_FOUND' } },
  },
  {
    route: 'POST /api/payments/:idOrInvoice/transfer-proof',
    name: "sends a proof for Alice's transfer",
    request: await form(`/api/payments/${ALICE.transferId}/transfer-proof`, {}, 'file'),
    answer: { status: 404, body: { message: 'Pesanan tidak ditemukan', code: 'NOT_FOUND' } },
  },
];

interface CustomerRoute {
  route: string;
  request: InjectOptions;
}

/**
 * Every route behind app.authenticate, each with a request that is valid apart from the missing
 * token (the token is checked after the body and params are validated), aimed at Alice's things
 * where it takes any.
 */
const CUSTOMER_ROUTES: CustomerRoute[] = [
  { route: 'POST /api/payments', request: json('POST', '/api/payments', orderBody()) },
  { route: 'GET /api/payments', request: json('GET', '/api/payments') },
  {
    route: 'GET /api/payments/get-tripay-admin',
    request: json('GET', '/api/payments/get-tripay-admin?amount=27000&code=QRIS'),
  },
  {
    route: 'GET /api/payments/channels',
    request: json('GET', '/api/payments/channels?amount=27000'),
  },
  { route: 'GET /api/payments/:idOrInvoice', request: json('GET', `/api/payments/${ALICE.paidId}`) },
  {
    route: 'DELETE /api/payments/cancel/:id',
    request: json('DELETE', `/api/payments/cancel/${ALICE.pendingId}`),
  },
  {
    route: 'GET /api/sandbox-pay/:reference',
    request: json('GET', `/api/sandbox-pay/${ALICE.pendingReference}`),
  },
  {
    route: 'POST /api/sandbox-pay/:reference/:action',
    request: json('POST', `/api/sandbox-pay/${ALICE.pendingReference}/pay`),
  },
  { route: 'GET /api/accounts/my', request: json('GET', '/api/accounts/my') },
  { route: 'GET /api/accounts/:id', request: json('GET', `/api/accounts/${ALICE.seat}`) },
  { route: 'GET /api/product-pins', request: json('GET', '/api/product-pins') },
  { route: 'POST /api/product-pins', request: json('POST', '/api/product-pins', { product: product.id }) },
  { route: 'DELETE /api/product-pins/:id', request: json('DELETE', `/api/product-pins/${ALICE.pin}`) },
  { route: 'GET /api/notifications', request: json('GET', '/api/notifications') },
  { route: 'GET /api/notifications/getUnread', request: json('GET', '/api/notifications/getUnread') },
  {
    route: 'PUT /api/notifications/markAsRead',
    request: json('PUT', '/api/notifications/markAsRead', { notificationIds: aliceNotificationIds }),
  },
  { route: 'POST /api/events/ticket', request: json('POST', '/api/events/ticket') },
  { route: 'GET /api/product-items', request: json('GET', '/api/product-items?search=') },
  {
    route: 'GET /api/product-items/product/:productId',
    request: json('GET', `/api/product-items/product/${product.id}`),
  },
  {
    route: 'GET /api/product-items/domain/:domain',
    request: json('GET', `/api/product-items/domain/${product.id}`),
  },
  { route: 'GET /api/reimbursements/products', request: json('GET', '/api/reimbursements/products') },
  { route: 'POST /api/complaints', request: await form('/api/complaints', complaintFields, 'file') },
  { route: 'GET /api/reimbursements', request: json('GET', '/api/reimbursements') },
  {
    route: 'POST /api/reimbursements/submit',
    request: await form(
      '/api/reimbursements/submit',
      { productItem: ALICE.item, ...REIMBURSEMENT_FIELDS },
      'payment_proof',
    ),
  },
  { route: 'GET /api/files/:name', request: json('GET', ALICE.complaintFile) },
  {
    route: 'GET /api/payments/:idOrInvoice/transfer',
    request: json('GET', `/api/payments/${ALICE.transferId}/transfer`),
  },
  {
    route: 'POST /api/payments/:idOrInvoice/transfer-proof',
    request: await form(`/api/payments/${ALICE.transferId}/transfer-proof`, {}, 'file'),
  },
  { route: 'GET /api/vouchers/code/:code', request: json('GET', '/api/vouchers/code/HEMAT10') },
  { route: 'GET /api/users/me', request: json('GET', '/api/users/me') },
  { route: 'PUT /api/users/update-name', request: json('PUT', '/api/users/update-name', { name: 'Maling' }) },
  {
    route: 'PUT /api/users/update-phone',
    request: json('PUT', '/api/users/update-phone', { phone: '081299887766' }),
  },
  { route: 'POST /api/users/phone/code', request: json('POST', '/api/users/phone/code') },
  {
    route: 'POST /api/users/phone/verify',
    request: json('POST', '/api/users/phone/verify', { code: '123456' }),
  },
  { route: 'GET /api/auth/logout', request: json('GET', '/api/auth/logout') },
];

/** /api routes anyone may call; /api/admin/* is the admin's and tested in admin-orders. */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/why-us',
  'GET /api/products',
  'GET /api/products/popular',
  'GET /api/products/category/:categoryId',
  'GET /api/products/:id',
  'GET /api/categories',
  'GET /api/packages',
  'GET /api/product-discounts',
  'GET /api/product-discounts/:productId',
  'GET /api/banners',
  'GET /api/flash-cards',
  'GET /api/showcase',
  'GET /api/announcement',
  'GET /api/testimonials',
  'GET /api/faq',
  'GET /api/shop-info',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/refresh',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  // Signed by the gateway, not by a customer's token.
  'POST /api/payments/callback',
  // Proved by the secret token in its address (FONNTE_WEBHOOK_TOKEN): whatsapp-delivery.test.ts.
  'POST /api/whatsapp/fonnte-status/:token',
  // Signed in by its one-time ticket, not the header: its 401s are in live-events.test.ts.
  'GET /api/events',
  // The API's own description (docs/decisions/033).
  'GET /api/openapi.json',
  'GET /api/docs',
];

/** Customer routes with a parameter that names no customer's thing: a voucher code, a product's domains. */
const SHARED_PARAMETER_ROUTES = [
  'GET /api/vouchers/code/:code',
  // The domains a Dedicated Private product offers (its stock's), for any signed-in buyer to choose.
  'GET /api/product-items/domain/:domain',
];

// ---------------------------------------------------------------------------------------------

describe("Bob reading Alice's things", () => {
  it.each(READS)('$url answers 404 ($route)', async ({ url }) => {
    const answer = await send({ method: 'GET', url }, bob.token);
    expect(answer).toMatchObject(NOT_FOUND);
    expect((await send({ method: 'HEAD', url }, bob.token)).status).toBe(404);
    // The same URL works for Alice: the 404 is about whose it is, not a wrong address.
    expect((await send({ method: 'GET', url }, alice.token)).status).toBe(200);
  });

  it.each(LISTS)('$url lists none of them ($route)', async ({ url, entries, aliceSees }) => {
    const answer = await send({ method: 'GET', url }, bob.token);
    expect(answer.status, answer.text).toBe(200);
    expect(entries(answer.body)).toEqual([]);
    for (const marker of ALICE_MARKERS) expect(answer.text).not.toContain(marker);

    const own = await send({ method: 'GET', url }, alice.token);
    expect(own.status).toBe(200);
    expect(own.text).toContain(aliceSees);
  });

  it("never answers Alice's credentials to Bob, only to Alice", async () => {
    const own = await send({ method: 'GET', url: `/api/payments/${ALICE.paidId}` }, alice.token);
    expect(own.text).toContain(ALICE_PASSWORD);
    const seat = await send({ method: 'GET', url: `/api/accounts/${ALICE.seat}` }, alice.token);
    expect(seat.text).toContain(ALICE_PASSWORD);
    for (const { url } of READS) {
      expect((await send({ method: 'GET', url }, bob.token)).text).not.toContain(ALICE_PASSWORD);
    }
  });
});

describe("Bob changing Alice's things", () => {
  it.each(WRITES)('$name: $answer.status ($route)', async ({ request, answer }) => {
    const response = await send(request, bob.token);
    expect({ status: response.status, body: response.body }).toEqual(answer);
    for (const marker of ALICE_MARKERS) expect(response.text).not.toContain(marker);
  });

  it("left every row of Alice's as it was, gave Bob none, and stored no file", async () => {
    const aliceAfter = await customerRows(db, alice.user.id);
    expect(aliceAfter).toEqual(aliceBefore);
    // The same facts, spelled out.
    expect(aliceAfter.orders.find((row) => row.id === ALICE.pendingId)?.status).toBe('Pending');
    expect(aliceAfter.pins.map((row) => row.id)).toEqual([ALICE.pin]);
    expect(aliceAfter.notifications.find((row) => row.id === ALICE.notification)?.isRead).toBe(false);
    expect(aliceAfter.notifications.every((row) => !row.isRead)).toBe(true);
    expect(aliceAfter.reimbursements.map((row) => row.id)).toEqual([ALICE.reimbursement]);
    expect(aliceAfter.seats).toEqual([aliceSeat]);

    expect(await customerRows(db, bob.user.id)).toEqual(bobBefore);
    expect(bobBefore).toMatchObject({
      orders: [],
      seats: [],
      hostedItems: [],
      pins: [],
      notifications: [],
      complaints: [],
      reimbursements: [],
      uploads: [],
    });
    expect(filesOnDisk(dataDir).sort()).toEqual(filesBefore);
  });

  // Runs after the check above: these writes do change Alice's rows.
  it('lets Alice herself do the same, so the 404s were about whose things they are', async () => {
    const renewal = await send(
      json('POST', '/api/payments', orderBody({ packageId: HOST, account: ALICE.seat })),
      alice.token,
    );
    expect(renewal.status, renewal.text).toBe(201);
    expect(renewal.body).toMatchObject({ data: { kind: 'renewal' } });
    const complaint = await send(await form('/api/complaints', complaintFields, 'file'), alice.token);
    expect(complaint.status, complaint.text).toBe(201);
    // Her group already has a request waiting: past the ownership check, into the one-at-a-time rule.
    const targets: Record<string, string>[] = [{ productItem: ALICE.item }, { account: ALICE.seat }];
    for (const target of targets) {
      const reimbursement = await send(
        await form('/api/reimbursements/submit', { ...target, ...REIMBURSEMENT_FIELDS }, 'payment_proof'),
        alice.token,
      );
      expect(reimbursement.status, reimbursement.text).toBe(409);
    }
    const markAsRead = await send(
      json('PUT', '/api/notifications/markAsRead', { notificationIds: [ALICE.notification] }),
      alice.token,
    );
    expect(markAsRead.body).toEqual({ data: { updated: 1 } });
    expect((await send(json('DELETE', `/api/product-pins/${ALICE.pin}`), alice.token)).status).toBe(200);
    expect((await send(json('DELETE', `/api/payments/cancel/${ALICE.pendingId}`), alice.token)).status).toBe(
      200,
    );
    const [pending] = await db.select().from(orders).where(eq(orders.id, ALICE.pendingId));
    expect(pending!.status).toBe('Canceled');
    const pins = await db.select().from(productPins).where(eq(productPins.id, ALICE.pin));
    expect(pins).toEqual([]);
  });
});

describe('without a token', () => {
  it.each(CUSTOMER_ROUTES)('$route answers 401', async ({ request }) => {
    const answer = await send(request);
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 401,
      body: { message: 'Silakan login terlebih dahulu.', code: 'UNAUTHENTICATED' },
    });
  });
});

describe('the list of routes this suite covers', async () => {
  await app.ready();
  const registered = registeredRoutes(app);
  const api = registered.filter((key) => routeOf(key).url.startsWith('/api/'));
  const customer = api.filter(
    (key) => !routeOf(key).url.startsWith('/api/admin/') && !PUBLIC_ROUTES.includes(key),
  );

  it('is read from the app itself', () => {
    for (const key of api) expect(app.hasRoute(routeOf(key)), key).toBe(true);
    expect(registered).toEqual(
      expect.arrayContaining([
        'GET /api/payments/:idOrInvoice',
        'DELETE /api/product-pins/:id',
        'GET /api/files/:name',
      ]),
    );
    for (const key of [...PUBLIC_ROUTES, ...CUSTOMER_ROUTES.map((entry) => entry.route)]) {
      expect(registered, key).toContain(key);
    }
  });

  it('holds every customer route with a path parameter: add a case to READS, LISTS or WRITES for a new one', () => {
    const exercised = new Set([...READS, ...LISTS, ...WRITES].map((entry) => entry.route));
    const withParameter = customer.filter(
      (key) => key.includes('/:') && !SHARED_PARAMETER_ROUTES.includes(key),
    );
    expect(withParameter.length).toBeGreaterThan(0);
    expect(withParameter.filter((key) => !exercised.has(key))).toEqual([]);
  });

  it('holds every customer route in CUSTOMER_ROUTES, so each is checked for 401', () => {
    const listed = new Set(CUSTOMER_ROUTES.map((entry) => entry.route));
    expect(customer.filter((key) => !listed.has(key))).toEqual([]);
  });
});
