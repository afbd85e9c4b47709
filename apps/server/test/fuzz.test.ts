/**
 * Issue 8, Reliability: property-based requests generated from the zod schemas of every JSON
 * route (10,000 in all, half fitting the schemas, half not), sent as customer B, anonymous
 * callers, customer A and an admin. Properties: no answer is a 5xx; every error answer is the
 * JSON envelope { message, code }; and no caller changes another customer's rows.
 *
 * The routes and their schemas are read from the app itself: Fastify's factory is wrapped so an
 * onRoute hook sees every route buildApp registers, so a new route is fuzzed without a change here.
 * The payment callback (raw body, its own tests) and multipart upload routes (their own tests)
 * are left out.
 *
 * Besides the 10,000: each of the other customer's ids and strings is aimed at every path
 * parameter and body id field, and a NUL character at every text input (a known open bug, left
 * failing for the routes' owners: see that describe).
 *
 * Reproduce: the seed is fixed (FUZZ_SEED overrides it) and printed with every failure, with
 * fast-check's path; FUZZ_ROUTE='POST /api/payments' limits the run to one route;
 * FUZZ_SKIP_NUL=1 leaves out requests with a NUL character, to look past that bug.
 */
import { createHash, randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import type * as FastifyModule from 'fastify';
import type { HTTPMethods, InjectOptions, RouteOptions } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { notificationCategories, notifications } from '../src/db/schema/engagement';
import { authSessions, refreshTokens, users } from '../src/db/schema/users';
import { multipartBody, pngImage } from '../src/features/files/files.fixtures';
import { CALLBACK_PATH } from '../src/features/fulfilment/fulfilment.routes';
import { catalogueFixtures, checkoutBody } from './catalogue-fixtures';
import { insertCustomer, tokenFor } from './customers';
import { customerRows } from './rows';
import {
  encode,
  encodeQuery,
  fittingValue,
  invalidBody,
  invalidQuery,
  invalidSegment,
  coreOf,
  defOf,
  isIdField,
  isSchema,
  RawJson,
  shapeOf,
  validArbitrary,
  type Pool,
  type Schema,
} from './fuzz-arbitraries';
import { createTestApp } from './helper';

const capturedRoutes = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('fastify', async (importOriginal) => {
  const original = await importOriginal<typeof FastifyModule>();
  const factory = ((options?: object) => {
    const instance = original.default(options);
    instance.addHook('onRoute', (route) => {
      capturedRoutes.push(route);
    });
    return instance;
  }) as unknown as typeof original.default;
  return { ...original, default: factory, fastify: factory };
});

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const ONLY_ROUTE = process.env.FUZZ_ROUTE;
/** FUZZ_SKIP_NUL=1 leaves out requests carrying a NUL character, to look past that known failure. */
const SKIP_NUL = process.env.FUZZ_SKIP_NUL === '1';
const TOTAL_REQUESTS = 10_000;
/** How the 10,000 are shared: B and anonymous callers on every route, then A, then the admin. */
const PHASE_SHARE = { strangers: 0.45, owner: 0.2 };
/** fc.assert runs of different routes at once; each run is one request. */
const CONCURRENT_ROUTES = 8;
/** Each phase is one test; 10,000 requests take about a minute on two busy cores. */
const PHASE_TIMEOUT = 300_000;

const { app, db, tokens, vault } = await createTestApp();
await app.ready();
const DAY = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// The routes, read from the app

const JSON_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type JsonMethod = (typeof JSON_METHODS)[number];

interface FuzzRoute {
  key: string;
  method: JsonMethod;
  url: string;
  params?: Schema;
  querystring?: Schema;
  body?: Schema;
  isAdmin: boolean;
}

/** Upload routes read a multipart form themselves (platform/uploads.ts) and have their own tests. */
function isMultipart(route: RouteOptions): boolean {
  return /ImageForm\b|\.parts\b|\.saveRequestFiles\b|isMultipart\b/.test(String(route.handler));
}

function fuzzRoutes(): FuzzRoute[] {
  const routes = new Map<string, FuzzRoute>();
  for (const route of capturedRoutes) {
    const methods = [route.method].flat() as string[];
    for (const method of methods) {
      if (!(JSON_METHODS as readonly string[]).includes(method)) continue;
      if (!route.url.startsWith('/api/') || route.url === CALLBACK_PATH || isMultipart(route)) continue;
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      const key = `${method} ${route.url}`;
      routes.set(key, {
        key,
        method: method as JsonMethod,
        url: route.url,
        params: isSchema(schema.params) ? schema.params : undefined,
        querystring: isSchema(schema.querystring) ? schema.querystring : undefined,
        body: isSchema(schema.body) ? schema.body : undefined,
        isAdmin: route.url.startsWith('/api/admin/'),
      });
    }
  }
  return [...routes.values()].filter((route) => !ONLY_ROUTE || route.key === ONLY_ROUTE);
}

const ROUTES = fuzzRoutes();
const paramNames = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);

/** More runs where there is more to vary: fields of the body and query, path parameters. */
function weightOf(route: FuzzRoute): number {
  const fields = (schema?: Schema) => Object.keys((schema && shapeOf(schema)) ?? {}).length;
  return 2 + Math.min(10, fields(route.body) + fields(route.querystring) + 2 * paramNames(route.url).length);
}

/** `total` runs shared by weight (largest remainder), at least 3 per route. */
function shareRuns(routes: FuzzRoute[], total: number, weigh = weightOf): Map<FuzzRoute, number> {
  const weights = routes.map(weigh);
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => Math.max(3, (total * weight) / sum));
  const runs = exact.map(Math.floor);
  let left = total - runs.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  for (const { index } of order) {
    if (left <= 0) break;
    runs[index]! += 1;
    left -= 1;
  }
  return new Map(routes.map((route, index) => [route, runs[index]!]));
}

// ---------------------------------------------------------------------------------------------
// Fixtures: one product in Sharing and Host packages; A and B each own a hosted group, a seat in
// it, a paid and a Pending order, a pin, a notification, a complaint and a reimbursement request.

const shop = await catalogueFixtures(db, { invoicePrefix: 'INV-FUZZ' });
const SHARING = shop.packageId('Sharing');
const HOST = shop.packageId('Host');
const product = await shop.makeProduct({ name: 'YouTube Premium', adminFee: '2000', modalFee: 150_000 });
for (const packageId of [SHARING, HOST]) await shop.makeVariant(product.id, packageId);
const [info] = await db.insert(notificationCategories).values({ name: 'Info', icon: 'info.svg' }).returning();

async function expectCreated(request: InjectOptions, token: string) {
  const response = await app.inject({
    ...request,
    headers: { ...request.headers, authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Record<string, unknown> }>().data;
}

async function form(url: string, fields: Record<string, string>, fileField: string) {
  const { payload, contentType } = await multipartBody(fields, {
    field: fileField,
    name: 'gambar.png',
    type: 'image/png',
    bytes: pngImage(),
  });
  return { method: 'POST' as const, url, payload, headers: { 'content-type': contentType } };
}

/** A customer with one of everything, made as access-control.test.ts makes Alice's. */
async function seedCustomer(name: string) {
  const user = await insertCustomer(db, name);
  const token = await tokenFor(db, tokens, user.id);
  const password = `Rahasia#${name}-${randomBytes(4).toString('hex')}`;
  const item = await shop.makeItem(product.id, 5, {
    packageId: HOST,
    name: `Grup ${name}`,
    email: `grup.${name.toLowerCase()}`,
    domain: `${name.toLowerCase()}-family.id`,
    secret: vault.seal({ password, profiles: ['Profil 1'] }),
    hostUserId: user.id,
    seatsTaken: 1,
  });
  const seat = await shop.makeSeat(item, user.id, {
    packageId: HOST,
    profile: 'Profil 1',
    pinSecret: vault.seal('4821'),
    status: 'Aktif',
    expireAt: new Date(Date.now() + 20 * DAY),
  });
  const paid = await shop.makeOrder(user.id, product.id, {
    packageId: HOST,
    total: 27_000,
    status: 'Paid',
    paidAt: new Date(Date.now() - DAY),
    productItemId: item.id,
    accountId: seat.id,
    reference: null,
    expiredTime: null,
  });
  const [notification] = await db
    .insert(notifications)
    .values({
      userId: user.id,
      categoryId: info!.id,
      title: 'Pesanan Dibayar',
      content: `Pembayaran ${paid.invoice} diterima`,
      productId: product.id,
      orderId: paid.id,
    })
    .returning();
  const pending = await expectCreated(
    {
      method: 'POST',
      url: '/api/payments',
      payload: checkoutBody(product.id, SHARING),
    },
    token,
  );
  const pin = await expectCreated(
    { method: 'POST', url: '/api/product-pins', payload: { product: product.id } },
    token,
  );
  const complaint = await expectCreated(
    await form(
      '/api/complaints',
      { issue: 'akun bermasalah', productItem: item.id, noOrder: paid.invoice, note: 'Tidak bisa login' },
      'file',
    ),
    token,
  );
  const reimbursement = await expectCreated(
    await form(
      '/api/reimbursements/submit',
      { productItem: item.id, value: '150000', bank: 'BRI', account_number: '0123456789' },
      'payment_proof',
    ),
    token,
  );
  const fileName = (address: unknown) => String(address).replace('/api/files/', '');
  return {
    user,
    token,
    password,
    ids: [
      user.id,
      item.id,
      seat.id,
      paid.id,
      notification!.id,
      String(pending._id),
      String(pin._id),
      String(complaint._id),
      String(reimbursement._id),
    ],
    strings: [
      paid.invoice,
      String(pending.invoice),
      item.domain!,
      item.name,
      user.email,
      fileName(complaint.file),
      fileName(reimbursement.payment_proof),
    ],
  };
}

const alice = await seedCustomer('Alice');
const bob = await seedCustomer('Bob');
const [adminUser] = await db
  .insert(users)
  .values({
    name: 'Admin Fuzz',
    email: 'admin.fuzz@gmail.com',
    phone: '+6281200000009',
    passwordHash: 'x',
    role: 'admin',
  })
  .returning();

// The admin's own id stays out of the pool, so the fuzz never demotes or blocks the caller itself.
const POOL: Pool = {
  ids: [product.id, shop.category.id, SHARING, HOST, info!.id, ...alice.ids, ...bob.ids],
  strings: [...alice.strings, ...bob.strings, 'HEMAT10', 'QRIS', 'announcement', 'faq'],
};

/** Every row that belongs to a customer, with their sessions, to compare before and after. */
async function everythingOf(userId: string) {
  return {
    ...(await customerRows(db, userId)),
    sessions: await db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, userId))
      .orderBy(asc(authSessions.id)),
    refreshTokens: await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, userId))
      .orderBy(asc(refreshTokens.id)),
  };
}

// ---------------------------------------------------------------------------------------------
// Callers

interface Caller {
  name: string;
  /** The Authorization header to send, if any. */
  /** The Authorization header to send, if any; `pick` is a number the request carries. */
  authorization: (pick: number) => string | undefined;
  /** After a 401 (logout, a reset password, a revoked session): a fresh session for the next call. */
  renew: () => Promise<void>;
  /** Secrets this caller must never receive. */
  mustNotSee: string[];
  /** How fast-check prints the caller in a counterexample. */
  [fc.toStringMethod]: () => string;
}

function signedIn(name: string, userId: string, role: 'customer' | 'admin', mustNotSee: string[]): Caller {
  let token = '';
  const caller: Caller = {
    name,
    [fc.toStringMethod]: () => name,
    authorization: () => `Bearer ${token}`,
    renew: async () => {
      const [session] = await db.insert(authSessions).values({ userId }).returning();
      token = await tokens.sign({ userId, sessionId: session!.id, role });
    },
    mustNotSee,
  };
  return caller;
}

/** A third customer for the NUL sweep, whose per-user rate limits the fuzz has not used up. */
const carol = await insertCustomer(db, 'Carol');
const SWEEPER = signedIn('customer C', carol.id, 'customer', [alice.password, bob.password]);
const A = signedIn('customer A', alice.user.id, 'customer', [bob.password]);
const B = signedIn('customer B', bob.user.id, 'customer', [alice.password]);
const ADMIN = signedIn('admin', adminUser!.id, 'admin', []);
await Promise.all([A.renew(), B.renew(), ADMIN.renew(), SWEEPER.renew()]);

/** Anonymous, now and then with a token that is garbage, tampered with or not a Bearer one. */
const ANONYMOUS_HEADERS = [
  undefined,
  undefined,
  undefined,
  'Bearer',
  'Bearer ',
  'Bearer not.a.jwt',
  `Bearer ${bob.token.slice(0, -2)}xx`,
  `Bearer ${bob.token.split('.').slice(0, 2).join('.')}.`,
  `Basic ${Buffer.from('admin:admin').toString('base64')}`,
  `Bearer ${'a'.repeat(10_000)}`,
  'Bearer \u0000',
];
const ANONYMOUS: Caller = {
  name: 'anonymous',
  [fc.toStringMethod]: () => 'anonymous',
  authorization: (pick) => ANONYMOUS_HEADERS[pick % ANONYMOUS_HEADERS.length],
  renew: async () => {},
  mustNotSee: [alice.password, bob.password],
};

// ---------------------------------------------------------------------------------------------
// Requests

interface FuzzRequest {
  isValid: boolean;
  method: JsonMethod;
  url: string;
  payload?: string;
  contentType?: string;
  remoteAddress: string;
  /** Chooses the anonymous caller's Authorization header, so a counterexample replays exactly. */
  pick?: number;
}

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/json; charset=utf-16',
  'application/jsonx',
  'application/xml',
  '',
];

function bodyText(body: unknown): string | undefined {
  if (body instanceof RawJson) return body.text;
  if (body === undefined) return undefined;
  return JSON.stringify(body);
}

function pathWith(url: string, segments: Record<string, string>): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => segments[name] ?? '');
}

/** One request to `route`, fitting its schemas or breaking at least one of its parts. */
function requestArbitrary(route: FuzzRoute): fc.Arbitrary<FuzzRequest> {
  const names = paramNames(route.url);
  const paramShape = (route.params && shapeOf(route.params)) ?? {};
  const known = fc.constantFrom(...POOL.ids, ...POOL.strings);
  // Path parameters mostly name real rows, the other customer's above all.
  const validSegment = (name: string) =>
    (paramShape[name] ? fc.oneof(validArbitrary(paramShape[name], POOL), known, known) : known).map((value) =>
      encode(String(value)),
    );
  const validSegments = fc.record(Object.fromEntries(names.map((name) => [name, validSegment(name)])));
  const validQuery = route.querystring
    ? validArbitrary(route.querystring, POOL).map(encodeQuery)
    : fc.constant('');
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const validBody = route.body ? validArbitrary(route.body, POOL) : fc.constant(undefined);
  const remoteAddress = fc.ipV4();
  const pick = fc.nat({ max: 1_000 });

  const valid = fc
    .record({ segments: validSegments, query: validQuery, body: validBody, remoteAddress, pick })
    .map(({ segments, query, body, remoteAddress: address, pick: chosen }): FuzzRequest => ({
      isValid: true,
      method: route.method,
      url: `${pathWith(route.url, segments)}${query ? `?${query}` : ''}`,
      payload: hasBody ? bodyText(body) : undefined,
      contentType: hasBody && body !== undefined ? 'application/json' : undefined,
      remoteAddress: address,
      pick: chosen,
    }));

  // Which parts to break: each with even odds, at least one of those the route has.
  const parts = [...(names.length ? ['params'] : []), 'query', 'body', 'contentType'] as const;
  const broken = fc
    .subarray([...parts], { minLength: 1 })
    .chain((chosen) => {
      const breaks = new Set<string>(chosen);
      return fc.record({
        segments: breaks.has('params')
          ? fc.record(
              Object.fromEntries(
                names.map((name) => [name, fc.oneof(invalidSegment(POOL), validSegment(name))]),
              ),
            )
          : validSegments,
        query: breaks.has('query') ? invalidQuery(route.querystring, POOL) : validQuery,
        body: breaks.has('body') || breaks.has('contentType') ? invalidBody(route.body, POOL) : validBody,
        contentType: breaks.has('contentType')
          ? fc.constantFrom<string | undefined>(...WRONG_CONTENT_TYPES, undefined)
          : fc.constant('application/json'),
        remoteAddress,
        pick,
      });
    })
    .map(({ segments, query, body, contentType, remoteAddress: address, pick: chosen }): FuzzRequest => ({
      isValid: false,
      method: route.method,
      url: `${pathWith(route.url, segments)}${query ? `?${query}` : ''}`,
      // Bodies go to GET and DELETE routes too: they must be ignored or refused, never crash.
      payload: bodyText(body),
      contentType,
      remoteAddress: address,
      pick: chosen,
    }));

  return fc.oneof(valid, broken);
}

// ---------------------------------------------------------------------------------------------
// The property

/** Answers by phase, status and kind of request: what the run reached, printed at the end. */
const statuses: Record<string, Record<string, number>> = {};
let requestsSent = 0;
let failuresSeen = 0;
const sentByPhase: Record<string, number> = {};

function describeRequest(request: FuzzRequest, caller: Caller): string {
  const payload = request.payload ?? '';
  const shown = payload.length > 300 ? `${payload.slice(0, 300)}… (${payload.length} chars)` : payload;
  const url =
    request.url.length > 300 ? `${request.url.slice(0, 300)}… (${request.url.length} chars)` : request.url;
  return `${caller.name}: ${request.method} ${url} [${request.contentType ?? 'no content-type'}] ${shown}`;
}

function carriesNul(request: FuzzRequest): boolean {
  const text = `${request.url}${request.payload ?? ''}`;
  return (
    text.toLowerCase().includes('%00') || text.includes(String.fromCharCode(0)) || text.includes('\\u0000')
  );
}

async function sendAndCheck(request: FuzzRequest, caller: Caller, phase: string): Promise<void> {
  if (SKIP_NUL && carriesNul(request)) return;
  const authorization = caller.authorization(request.pick ?? 0);
  const headers: Record<string, string> = {};
  if (authorization !== undefined) headers.authorization = authorization;
  if (request.contentType) headers['content-type'] = request.contentType;
  const response = await app.inject({
    method: request.method as HTTPMethods,
    url: request.url,
    headers,
    remoteAddress: request.remoteAddress,
    ...(request.payload !== undefined && { payload: request.payload }),
  });
  if (phase !== 'aimed' && phase !== 'nul') requestsSent += 1;
  sentByPhase[phase] = (sentByPhase[phase] ?? 0) + 1;
  const status = response.statusCode;
  const bucket = `${status} ${request.isValid ? 'valid' : 'invalid'}`;
  const counts = (statuses[phase] ??= {});
  counts[bucket] = (counts[bucket] ?? 0) + 1;
  const context = () => `${describeRequest(request, caller)}\n  -> ${status} ${response.body.slice(0, 500)}`;

  if (status >= 500) throw new Error(`5xx answer\n${context()}`);
  if (status >= 400) {
    let body: unknown;
    try {
      body = response.json();
    } catch {
      throw new Error(`error answer is not JSON\n${context()}`);
    }
    const { message, code } = (body ?? {}) as { message?: unknown; code?: unknown };
    if (typeof message !== 'string' || !message.trim() || typeof code !== 'string' || !code) {
      throw new Error(`error answer without the { message, code } envelope\n${context()}`);
    }
  }
  for (const secret of caller.mustNotSee) {
    if (response.body.includes(secret))
      throw new Error(`answer carries another customer's secret\n${context()}`);
  }
  if (status === 401 && authorization !== undefined) await caller.renew();
}

function seedOf(route: FuzzRoute, phase: string): number {
  return createHash('sha256').update(`${SEED}:${phase}:${route.key}`).digest().readInt32LE(0);
}

interface Failure {
  route: string;
  message: string;
}

/** fc.assert per route (a few routes at once); failures are collected, not thrown at the first. */
async function fuzz(
  phase: string,
  routes: FuzzRoute[],
  total: number,
  callers: { caller: Caller; weight: number }[],
  weigh = weightOf,
): Promise<Failure[]> {
  const runs = shareRuns(routes, total, weigh);
  const failures: Failure[] = [];
  const queue = [...routes];
  const worker = async () => {
    for (let route = queue.shift(); route; route = queue.shift()) {
      const seed = seedOf(route, phase);
      const caller = fc.oneof(
        ...callers.map(({ caller: who, weight }) => ({ arbitrary: fc.constant(who), weight })),
      );
      const started = performance.now();
      try {
        await fc.assert(
          fc.asyncProperty(requestArbitrary(route), caller, (request, who) =>
            sendAndCheck(request, who, phase),
          ),
          { numRuns: runs.get(route)!, seed },
        );
      } catch (error) {
        failures.push({
          route: route.key,
          message: `[${phase}] ${route.key} (FUZZ_SEED=${SEED})\n${summary(error)}`,
        });
      }
      if (process.env.FUZZ_TIMING)
        console.info(`${phase} ${route.key}: ${Math.round(performance.now() - started)} ms`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_ROUTES }, worker));
  failuresSeen += failures.length;
  return failures;
}

/** fast-check's report without the counterexample's bulk (it may hold a 300 KB string), and our error. */
function summary(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
  const [head, rest = ''] = text.split('\nCounterexample: ');
  const counterexample = rest.length > 1_200 ? `${rest.slice(0, 1_200)}…` : rest;
  return [head, `Counterexample: ${counterexample}`, cause].filter(Boolean).join('\n');
}

/**
 * Requests that carry each of `victim`'s ids and strings in every path parameter and in every id
 * field of a body (on two generated bodies), so no owned row is left to chance.
 */
function aimedRequests(routes: FuzzRoute[], victim: { ids: string[]; strings: string[] }): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  // A fresh address each, so per-address rate limits (voucher look-ups) do not answer instead.
  const address = () => `10.1.${(requests.length >> 8) & 255}.${requests.length & 255}`;
  for (const [index, route] of routes.entries()) {
    const names = paramNames(route.url);
    const idFields = Object.entries((route.body && shapeOf(route.body)) ?? {}).filter(([, field]) =>
      isIdField(field),
    );
    if (!names.length && !idFields.length) continue;
    const baselines = route.body
      ? [fittingValue(route.body, POOL, SEED + index), fittingValue(route.body, POOL, SEED + index + 1)]
      : [undefined];
    const hasBody = route.body !== undefined;
    for (const target of [...victim.ids, ...victim.strings]) {
      const url = pathWith(route.url, Object.fromEntries(names.map((name) => [name, encode(target)])));
      const send = (body: unknown) =>
        requests.push({
          isValid: true,
          method: route.method,
          url,
          remoteAddress: address(),
          ...(hasBody && { payload: JSON.stringify(body), contentType: 'application/json' }),
        });
      if (names.length) send(baselines[0]);
      if (!victim.ids.includes(target)) continue;
      for (const baseline of baselines) {
        for (const [name, field] of idFields) {
          const value = defOf(coreOf(field)).type === 'array' ? [target] : target;
          send({ ...(baseline as object), [name]: value });
        }
      }
    }
  }
  return requests;
}

async function sendAimed(requests: FuzzRequest[], caller: Caller): Promise<string[]> {
  const failures: string[] = [];
  for (const request of requests) {
    await sendAndCheck(request, caller, 'aimed').catch((error: unknown) => failures.push(String(error)));
  }
  return failures;
}

function report(failures: Failure[]): string {
  return failures.map((failure) => failure.message).join('\n\n');
}

const total = ONLY_ROUTE ? 300 : TOTAL_REQUESTS;
const customerRoutes = ROUTES.filter((route) => !route.isAdmin);
const adminRoutes = ROUTES.filter((route) => route.isAdmin);
const STRANGER_RUNS = Math.round(total * PHASE_SHARE.strangers);
const OWNER_RUNS = Math.round(total * PHASE_SHARE.owner);

// ---------------------------------------------------------------------------------------------

describe('the fuzzed routes', () => {
  it('are every JSON route of the app, admin routes included, read at runtime', () => {
    if (ONLY_ROUTE) return;
    for (const route of ROUTES)
      expect(app.hasRoute({ method: route.method, url: route.url }), route.key).toBe(true);
    const keys = ROUTES.map((route) => route.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /api/payments',
        'GET /api/payments/:idOrInvoice',
        'PUT /api/notifications/markAsRead',
        'POST /api/auth/login',
        'GET /api/admin/orders',
      ]),
    );
    expect(keys).not.toContain(`POST ${CALLBACK_PATH}`);
    expect(keys).not.toContain('POST /api/complaints');
    expect(adminRoutes.length).toBeGreaterThan(10);
  });
});

// ---------------------------------------------------------------------------------------------
// The NUL character, which PostgreSQL refuses in text ("invalid byte sequence for encoding UTF8:
// 0x00", SQLSTATE 22021), so the error handler answers 500 INTERNAL: the fuzz found it reaching
// the database through path parameters. Swept here over every path parameter, query field and
// top-level string field of a body (with each known id in the path), so each place that lets it
// through is named. Left failing on purpose until the routes (or the error handler) refuse it.

interface NulCase {
  name: string;
  /** Tried in turn: a query or body field goes with each known id in the path, so one names a row. */
  requests: FuzzRequest[];
  caller: Caller;
}

const isStringField = (schema: Schema | undefined) => !!schema && defOf(coreOf(schema)).type === 'string';

function nulCases(): NulCase[] {
  const cases: NulCase[] = [];
  for (const [index, route] of ROUTES.entries()) {
    const caller = route.isAdmin ? ADMIN : SWEEPER;
    const names = paramNames(route.url);
    const paramShape = (route.params && shapeOf(route.params)) ?? {};
    const enumValue = (name: string) => {
      const core = paramShape[name] && coreOf(paramShape[name]);
      return core && defOf(core).type === 'enum' ? String(Object.values(defOf(core).entries ?? {})[0]) : null;
    };
    const pathFor = (segment: (name: string) => string) =>
      pathWith(route.url, Object.fromEntries(names.map((name) => [name, enumValue(name) ?? segment(name)])));
    const knownPaths = names.length ? POOL.ids.map((id) => pathFor(() => id)) : [route.url];
    const request = (url: string, body?: unknown): FuzzRequest => ({
      isValid: false,
      method: route.method,
      url,
      remoteAddress: '10.0.0.1',
      ...(body !== undefined && { payload: JSON.stringify(body), contentType: 'application/json' }),
    });
    const baseline = route.body ? fittingValue(route.body, POOL, SEED + index) : undefined;
    for (const name of names) {
      if (enumValue(name)) continue;
      const url = pathFor((other) => (other === name ? 'x%00' : POOL.ids[0]!));
      cases.push({
        name: `${route.key}: path parameter ${name}`,
        caller,
        requests: [request(url, baseline)],
      });
    }
    for (const [name, field] of Object.entries((route.querystring && shapeOf(route.querystring)) ?? {})) {
      if (!isStringField(field)) continue;
      const requests = knownPaths.map((path) => request(`${path}?${name}=x%00`, baseline));
      cases.push({ name: `${route.key}: query ${name}`, caller, requests });
    }
    for (const [name, field] of Object.entries((route.body && shapeOf(route.body)) ?? {})) {
      if (!isStringField(field)) continue;
      const requests = knownPaths.map((path) =>
        request(path, { ...(baseline as object), [name]: 'x\u0000' }),
      );
      cases.push({ name: `${route.key}: body ${name}`, caller, requests });
    }
  }
  return cases;
}

describe.skipIf(SKIP_NUL)('a NUL character in a path parameter, a query or a body field', () => {
  it.each(nulCases().map((entry) => [entry.name, entry] as const))(
    '%s: no 5xx',
    async (_, { requests, caller }) => {
      for (const request of requests) await sendAndCheck(request, caller, 'nul');
    },
  );
});

// ---------------------------------------------------------------------------------------------

describe('fuzzing as customer B and anonymous callers', () => {
  it(
    "answers no 5xx, always the error envelope, and leaves customer A's rows as they were",
    async () => {
      const aliceBefore = await everythingOf(alice.user.id);
      const failures = await fuzz(
        'strangers',
        ROUTES,
        STRANGER_RUNS,
        [
          { caller: B, weight: 3 },
          { caller: ANONYMOUS, weight: 1 },
        ],
        // Past the role check an admin route has nothing for B; the admin phase fuzzes them in depth.
        (route) => weightOf(route) * (route.isAdmin ? 0.2 : 1),
      );
      const aimed = await sendAimed(aimedRequests(customerRoutes, alice), B);
      // Soft, so a 5xx does not hide whether the other customer's rows changed.
      expect.soft(failures, report(failures)).toEqual([]);
      expect.soft(aimed, aimed.join('\n\n')).toEqual([]);
      expect(await everythingOf(alice.user.id)).toEqual(aliceBefore);
    },
    PHASE_TIMEOUT,
  );
});

describe('fuzzing as customer A', () => {
  it(
    "answers no 5xx, always the error envelope, and leaves customer B's rows as they were",
    async () => {
      const bobBefore = await everythingOf(bob.user.id);
      const failures = await fuzz('owner', customerRoutes, OWNER_RUNS, [{ caller: A, weight: 1 }]);
      const aimed = await sendAimed(aimedRequests(customerRoutes, bob), A);
      // Soft, so a 5xx does not hide whether the other customer's rows changed.
      expect.soft(failures, report(failures)).toEqual([]);
      expect.soft(aimed, aimed.join('\n\n')).toEqual([]);
      expect(await everythingOf(bob.user.id)).toEqual(bobBefore);
    },
    PHASE_TIMEOUT,
  );
});

// Last: the admin may change anyone's rows, so no customer's snapshot is taken after this.
describe('fuzzing the admin routes as the admin', () => {
  it(
    'answers no 5xx and always the error envelope',
    async () => {
      const failures = await fuzz('admin', adminRoutes, total - STRANGER_RUNS - OWNER_RUNS, [
        { caller: ADMIN, weight: 1 },
      ]);
      expect(failures, report(failures)).toEqual([]);
    },
    PHASE_TIMEOUT,
  );

  it(`sent at least ${TOTAL_REQUESTS.toLocaleString('en')} requests in all (fewer when a property failed early)`, () => {
    console.info(
      `fuzz: ${requestsSent} generated requests over ${ROUTES.length} routes (${adminRoutes.length} admin), seed ${SEED}`,
    );
    for (const [phase, counts] of Object.entries(statuses)) {
      const sorted = Object.entries(counts).sort(([a], [b]) => a.localeCompare(b));
      console.info(
        `  ${phase}: ${sentByPhase[phase]} (${sorted.map(([bucket, count]) => `${bucket}: ${count}`).join(', ')})`,
      );
    }
    // fast-check stops a route at its first failure, so the count only holds on a clean run.
    if (!ONLY_ROUTE && !SKIP_NUL && !failuresSeen)
      expect(requestsSent).toBeGreaterThanOrEqual(TOTAL_REQUESTS);
  });
});
