/**
 * The shop's public API as a journey's stage hands use it: other customers who fill a preorder
 * group, orders placed without the browser, sandbox payments. Each call names its own client
 * address (X-Forwarded-For, which the test shop believes from 127.0.0.1: TRUST_PROXY in
 * playwright.config.ts), so these set-up calls never spend the browser's
 * rate limits on login and register.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';

export interface Customer {
  name: string;
  email: string;
  password: string;
  token: string;
  /** The auth answer, for a browser session without the login form. */
  auth: { token: string; refreshToken: string; user: { name: string; email: string }; expiresIn: number };
}

export interface OrderAnswer {
  _id: string;
  invoice: string;
  status: string;
  paid_at: string | null;
  next_billing_at: string | null;
  checkout_url: string | null;
  total: number;
  voucher: number;
  product: { _id: string; name: string; slot: number };
  productItem: { willUser: number; slot: number } | null;
  account: { _id: string; password: string | null; link: string[]; expire_at: string | null } | null;
}

interface ProductAnswer {
  _id: string;
  name: string;
  method: string;
  variant: {
    status: string;
    package: { _id: string; name: string };
    items: { duration: number; price: number }[];
  }[];
}

function clientAddress(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

function headers(token?: string): Record<string, string> {
  return {
    'x-forwarded-for': clientAddress(),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}

/** A fresh address per test, device and retry, so journeys never share a customer. */
export function uniqueEmail(testInfo: TestInfo, label: string): string {
  return `e2e.${label}.${testInfo.project.name}.${Date.now().toString(36)}${randomBytes(2).toString('hex')}${testInfo.retry}@gmail.com`;
}

/** A national mobile number of its own ('899' and 8 random digits): a phone belongs to one account. */
export function uniquePhone(): string {
  return `899${String(randomInt(100_000_000)).padStart(8, '0')}`;
}

export async function registerCustomer(
  request: APIRequestContext,
  email: string,
  name = 'Pelanggan E2E',
): Promise<Customer> {
  const password = 'rahasia123';
  const response = await request.post('/api/auth/register', {
    headers: headers(),
    data: { name, email, phone: uniquePhone(), password, confirmPassword: password, agreeToTerms: true },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: Customer['auth'] };
  return { name, email, password, token: data.token, auth: data };
}

/** Puts `customer`'s session where the web app keeps it, as a login would, and opens `path`. */
export async function openAs(page: Page, customer: Pick<Customer, 'auth'>, path: string): Promise<void> {
  await page.goto('/');
  const session = {
    accessToken: customer.auth.token,
    refreshToken: customer.auth.refreshToken,
    userData: customer.auth.user,
    expiresIn: customer.auth.expiresIn,
    expiresAt: Date.now() + customer.auth.expiresIn * 1000,
  };
  await page.evaluate(`window.localStorage.setItem('session', ${JSON.stringify(JSON.stringify(session))})`);
  await page.goto(path);
}

export async function findProduct(request: APIRequestContext, name: string): Promise<ProductAnswer> {
  const query = new URLSearchParams({ limit: '100', search: name });
  const response = await request.get(`/api/products?${query.toString()}`, { headers: headers() });
  const { data } = (await response.json()) as { data: ProductAnswer[] };
  const product = data.find((candidate) => candidate.name === name);
  expect(product, `${name} is in the demo catalogue`).toBeTruthy();
  return product!;
}

/**
 * Places an order for the first available package and duration of `productName`, priced the way
 * the checkout does it: the server's 409 tells the price and admin fee, the second call places it.
 */
export async function placeOrder(
  request: APIRequestContext,
  customer: Pick<Customer, 'token'>,
  productName: string,
  /**
   * `email`: where an invitation goes, for the types that ask for one (Invite Email, Invite Sharing);
   * with `domain`, the mailbox of a Dedicated Private account on that domain.
   */
  options: { packageName?: string; email?: string; domain?: string } = {},
): Promise<OrderAnswer> {
  const product = await findProduct(request, productName);
  const variant = product.variant.find(
    (candidate) =>
      candidate.status === 'Available' &&
      (!options.packageName || candidate.package.name === options.packageName),
  )!;
  const item = variant.items[0]!;
  const body = {
    product: product._id,
    packageId: variant.package._id,
    method: 'QRIS',
    duration: item.duration,
    price: item.price,
    adminFee: 0,
    status: product.method === 'Ready' ? 'Pending' : 'Preorder',
    ...(options.email ? { email: options.email } : {}),
    ...(options.domain ? { domain: options.domain } : {}),
  };
  const probe = await request.post('/api/payments', { headers: headers(customer.token), data: body });
  if (probe.status() === 409) {
    const { errors } = (await probe.json()) as { errors: { price: string; adminFee: string } };
    body.price = Number(errors.price);
    body.adminFee = Number(errors.adminFee);
    const placed = await request.post('/api/payments', { headers: headers(customer.token), data: body });
    expect(placed.status(), await placed.text()).toBe(201);
    return ((await placed.json()) as { data: OrderAnswer }).data;
  }
  expect(probe.status(), await probe.text()).toBe(201);
  return ((await probe.json()) as { data: OrderAnswer }).data;
}

/** The invoice number shown inside `scope` (a sandbox payment page, an order card). */
export async function invoiceShownIn(scope: Page | Locator): Promise<string> {
  const text = await scope
    .getByText(/INV-\d{8}-\w+/)
    .first()
    .textContent();
  const invoice = text?.match(/INV-\d{8}-\w+/)?.[0];
  expect(invoice, `no invoice in ${text}`).toBeTruthy();
  return invoice!;
}

/** Presses 'Bayar' on the sandbox's payment page of `order`, as its buyer `customer` (no one else may). */
export async function payInSandbox(
  request: APIRequestContext,
  customer: Pick<Customer, 'token'>,
  order: Pick<OrderAnswer, 'checkout_url'>,
): Promise<void> {
  const reference = new URL(order.checkout_url!, 'http://shop.local').pathname.split('/').pop();
  const response = await request.post(`/api/sandbox-pay/${reference}/pay`, {
    headers: headers(customer.token),
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function getOrder(
  request: APIRequestContext,
  customer: Pick<Customer, 'token'>,
  idOrInvoice: string,
): Promise<OrderAnswer> {
  const response = await request.get(`/api/payments/${idOrInvoice}`, { headers: headers(customer.token) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: OrderAnswer }).data;
}

/**
 * Starts watching for the toast 'Pembayaran berhasil' on `page`; resolves to whether it showed.
 * The toast lasts 5 s, so a journey watches from the moment it pays, not after its other steps.
 */
export function paymentToastShown(page: Page): Promise<boolean> {
  return page
    .getByText('Pembayaran berhasil')
    .waitFor({ state: 'visible', timeout: 30_000 })
    .then(
      () => true,
      () => false,
    );
}

/** The token of the browser's session (after a login through the form). */
export async function browserToken(page: Page): Promise<string> {
  const stored = await page.evaluate<string>("window.localStorage.getItem('session')");
  return (JSON.parse(stored) as { accessToken: string }).accessToken;
}

/**
 * Signs in through the API once per worker and keeps the answer for half its access token's life:
 * every sign-in costs a password hash, and the browser's own logins from 127.0.0.1 share 30 per 15
 * minutes. A worker runs longer than the token lives (15 minutes), so past half of it the next
 * caller signs in again: a token handed out always outlives the test that asked for it.
 */
const signedIn = new Map<string, { session: Promise<Customer['auth']>; renewAt: number }>();

function signIn(request: APIRequestContext, email: string, password: string): Promise<Customer['auth']> {
  const kept = signedIn.get(email);
  if (kept && Date.now() < kept.renewAt) return kept.session;
  const askedAt = Date.now();
  // Until the answer names its lifetime, callers share the sign-in in flight.
  const entry = { session: login(), renewAt: Number.POSITIVE_INFINITY };
  signedIn.set(email, entry);
  entry.session.then(
    (auth) => {
      entry.renewAt = askedAt + (auth.expiresIn * 1000) / 2;
    },
    () => {
      if (signedIn.get(email) === entry) signedIn.delete(email);
    },
  );
  return entry.session;

  async function login(): Promise<Customer['auth']> {
    const response = await request.post('/api/auth/login', { headers: headers(), data: { email, password } });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: Customer['auth'] }).data;
  }
}

/** An admin's token, signed in through the API (the demo's admin). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await signIn(request, 'admin@premiumshop.id', 'admin12345')).token;
}

/**
 * Stock of its own for a journey that buys `productName` and needs it delivered: the admin imports
 * one provider account (no profiles) for each of the product's packages, so the purchase finds a
 * free seat whatever the other journeys bought before it in this run.
 */
export async function importStock(
  request: APIRequestContext,
  productName: string,
  stamp: string,
): Promise<void> {
  const product = await findProduct(request, productName);
  const token = await adminToken(request);
  const packageIds = new Set(product.variant.map((variant) => variant.package._id));
  for (const packageId of packageIds) {
    const response = await request.post('/api/admin/product-items/import', {
      headers: headers(token),
      data: {
        product: product._id,
        package: packageId,
        lines: `stok.${stamp}.${packageId.slice(0, 8)}@premiumshop.id|Stok#${stamp}`,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

/** The demo customer Budi's session, for a browser without the login form. */
export async function budiSession(request: APIRequestContext): Promise<Pick<Customer, 'auth' | 'token'>> {
  const auth = await signIn(request, 'budi@gmail.com', 'budi12345');
  return { auth, token: auth.token };
}

/** The admin finishes a Process order with a new provider account (POST /api/admin/orders/:id/fulfil). */
export async function fulfilAsAdmin(
  request: APIRequestContext,
  token: string,
  orderId: string,
  newItem: { name: string; email: string; password: string },
): Promise<void> {
  const response = await request.post(`/api/admin/orders/${orderId}/fulfil`, {
    headers: headers(token),
    data: { newItem },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A 1x1 PNG, whole (the server checks the bytes down to the IEND chunk). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The demo admin's auth answer (POST /api/auth/login), for a browser session without the login form. */
export async function adminSession(request: APIRequestContext): Promise<Pick<Customer, 'auth' | 'token'>> {
  const auth = await signIn(request, 'admin@premiumshop.id', 'admin12345');
  return { auth, token: auth.token };
}

/** The customer's seats as 'Akun Anda' reads them (GET /api/accounts/my), flattened. */
export async function myAccounts(
  request: APIRequestContext,
  customer: Pick<Customer, 'token'>,
): Promise<Array<{ _id: string; productItemId: string; group: string; password: string | null }>> {
  const response = await request.get('/api/accounts/my', { headers: headers(customer.token) });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as {
    data: Array<{
      accounts: Array<{ _id: string; productItemId: string; group: string; password: string | null }>;
    }>;
  };
  return data.flatMap((product) => product.accounts);
}

/**
 * Stock for one journey: the admin imports a Netflix account with two profiles of its own (the format
 * the import tab documents), so a purchase always finds a free profile whatever other journeys bought.
 * `stamp` makes the account's e-mail, password and profile names unique to the journey.
 */
export async function importNetflixAccount(request: APIRequestContext, stamp: string): Promise<void> {
  const netflix = await findProduct(request, 'Netflix Premium');
  const sharing = netflix.variant.find((variant) => variant.package.name === 'Sharing')!;
  const response = await request.post('/api/admin/product-items/import', {
    headers: {
      authorization: `Bearer ${await adminToken(request)}`,
      'x-forwarded-for': `10.${randomBytes(3).join('.')}`,
    },
    data: {
      product: netflix._id,
      package: sharing.package._id,
      lines: `netflix.e2e.${stamp}@premiumshop.id|Nfx#${stamp}||Profil ${stamp} A:1357;Profil ${stamp} B:2468`,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}
