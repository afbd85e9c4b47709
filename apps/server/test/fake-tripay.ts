import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAYMENT_METHOD_GROUP_LABELS, PAYMENT_METHODS } from '@premium-shop/domain/checkout';
import { hmacHex, paymentStatusBody, signCallbackBody } from '../src/platform/payments/callback';
import type { GatewayStatus } from '../src/platform/payments/gateway';
import { sandboxFee } from '../src/platform/payments/sandbox';

export interface FakeTripayOptions {
  apiKey?: string;
  privateKey?: string;
  merchantCode?: string;
  /** Who bears the channel fee, as set per channel in Tripay's merchant dashboard. */
  feeBorneBy?: 'merchant' | 'customer';
}

export interface FakeTripayTransaction {
  reference: string;
  merchantRef: string;
  method: string;
  /** What the merchant asked for (the request's amount). */
  amount: number;
  feeMerchant: number;
  feeCustomer: number;
  customer: { name: string; email: string; phone: string };
  orderItems: { sku?: string; name: string; price: number; quantity: number }[];
  returnUrl?: string;
  expiredTime: number;
  status: GatewayStatus;
  paidAt: number | null;
}

interface CreateBody {
  method?: unknown;
  merchant_ref?: unknown;
  amount?: unknown;
  customer_name?: unknown;
  customer_email?: unknown;
  customer_phone?: unknown;
  order_items?: unknown;
  return_url?: unknown;
  expired_time?: unknown;
  signature?: unknown;
}

/** The channels Tripay offers the shop, plus one inactive channel the checkout does not use. */
const CHANNELS = [
  ...PAYMENT_METHODS.map((method) => ({
    code: method.code,
    name: method.label,
    group: PAYMENT_METHOD_GROUP_LABELS[method.group],
    active: true,
  })),
  { code: 'ALFAMART', name: 'Alfamart', group: 'Convenience Store', active: false },
];

function fees(amount: number, code: string, borneBy: 'merchant' | 'customer') {
  const fee = code === 'ALFAMART' ? 3500 : (sandboxFee(amount, code) ?? 0);
  return borneBy === 'merchant' ? { merchant: fee, customer: 0 } : { merchant: 0, customer: fee };
}

/**
 * A fake Tripay on 127.0.0.1 speaking the documented API at its root (its `url` stands for
 * https://tripay.co.id/api-sandbox): GET /merchant/payment-channel, GET /merchant/fee-calculator,
 * POST /transaction/create (closed, signature checked), GET /transaction/detail. It checks the
 * Bearer key, keeps transactions in memory, and sends signed `payment_status` callbacks like Tripay's.
 */
export async function startFakeTripay(options: FakeTripayOptions = {}) {
  const apiKey = options.apiKey ?? 'DEV-fake-api-key';
  const privateKey = options.privateKey ?? 'fake-private-key';
  const merchantCode = options.merchantCode ?? 'T0001';
  const feeBorneBy = options.feeBorneBy ?? 'merchant';
  const transactions = new Map<string, FakeTripayTransaction>();
  const requests: { method: string; path: string; reference: string | null }[] = [];
  let delayMs = 0;
  let sequence = 0;

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      send(response, 500, { success: false, message: error instanceof Error ? error.message : 'error' });
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      reference: url.searchParams.get('reference'),
    });
    const body = await readBody(request);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (request.headers.authorization !== `Bearer ${apiKey}`)
      return send(response, 401, { success: false, message: 'Invalid API Key' });

    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /merchant/payment-channel') return send(response, 200, ok(CHANNELS));
    if (route === 'GET /merchant/fee-calculator') {
      const amount = Number(url.searchParams.get('amount'));
      const code = url.searchParams.get('code');
      if (!Number.isInteger(amount) || amount < 0)
        return send(response, 400, { success: false, message: 'Invalid amount' });
      const list = code ? CHANNELS.filter((channel) => channel.code === code) : CHANNELS;
      if (list.length === 0) return send(response, 400, { success: false, message: 'Invalid channel code' });
      return send(
        response,
        200,
        ok(
          list.map((channel) => ({
            code: channel.code,
            name: channel.name,
            fee: { flat: 0, percent: '0.00', min: null, max: null },
            total_fee: fees(amount, channel.code, feeBorneBy),
          })),
        ),
      );
    }
    if (route === 'POST /transaction/create') return create(response, body);
    if (route === 'GET /transaction/detail') {
      const transaction = transactions.get(url.searchParams.get('reference') ?? '');
      if (!transaction) return send(response, 404, { success: false, message: 'Transaction not found' });
      return send(response, 200, ok(view(transaction)));
    }
    return send(response, 404, { success: false, message: 'Not found' });
  }

  function create(response: ServerResponse, raw: string) {
    let body: CreateBody;
    try {
      body = JSON.parse(raw) as CreateBody;
    } catch {
      return send(response, 400, { success: false, message: 'Invalid JSON' });
    }
    const channel = CHANNELS.find((entry) => entry.code === body.method);
    if (!channel || !channel.active)
      return send(response, 400, { success: false, message: 'Payment channel is not enabled' });
    const { merchant_ref: merchantRef, amount } = body;
    if (typeof merchantRef !== 'string' || !merchantRef)
      return send(response, 400, { success: false, message: 'The merchant ref field is required.' });
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0)
      return send(response, 400, { success: false, message: 'The amount must be an integer.' });
    if (body.signature !== hmacHex(privateKey, `${merchantCode}${merchantRef}${amount}`))
      return send(response, 400, { success: false, message: 'Invalid signature' });
    for (const field of ['customer_name', 'customer_email', 'customer_phone'] as const) {
      if (typeof body[field] !== 'string' || !body[field])
        return send(response, 400, { success: false, message: `The ${field} field is required.` });
    }
    const items = Array.isArray(body.order_items)
      ? (body.order_items as FakeTripayTransaction['orderItems'])
      : [];
    const itemsTotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
    if (items.length === 0 || itemsTotal !== amount)
      return send(response, 400, { success: false, message: 'Total order items does not match amount' });
    const now = Math.floor(Date.now() / 1000);
    const expiredTime = typeof body.expired_time === 'number' ? body.expired_time : now + 24 * 3600;
    if (expiredTime <= now)
      return send(response, 400, { success: false, message: 'Expired time must be in the future' });
    const fee = fees(amount, channel.code, feeBorneBy);
    sequence += 1;
    const transaction: FakeTripayTransaction = {
      reference: `DEV-${merchantCode}${String(sequence).padStart(8, '0')}`,
      merchantRef,
      method: channel.code,
      amount,
      feeMerchant: fee.merchant,
      feeCustomer: fee.customer,
      customer: {
        name: body.customer_name as string,
        email: body.customer_email as string,
        phone: body.customer_phone as string,
      },
      orderItems: items,
      returnUrl: typeof body.return_url === 'string' ? body.return_url : undefined,
      expiredTime,
      status: 'UNPAID',
      paidAt: null,
    };
    transactions.set(transaction.reference, transaction);
    return send(response, 200, ok(view(transaction)));
  }

  function view(transaction: FakeTripayTransaction) {
    const totalFee = transaction.feeMerchant + transaction.feeCustomer;
    return {
      reference: transaction.reference,
      merchant_ref: transaction.merchantRef,
      payment_selection_type: 'static',
      payment_method: transaction.method,
      payment_name: CHANNELS.find((channel) => channel.code === transaction.method)?.name,
      customer_name: transaction.customer.name,
      customer_email: transaction.customer.email,
      customer_phone: transaction.customer.phone,
      callback_url: null,
      return_url: transaction.returnUrl ?? null,
      // What the customer pays: the merchant's amount plus the customer's part of the fee.
      amount: transaction.amount + transaction.feeCustomer,
      fee_merchant: transaction.feeMerchant,
      fee_customer: transaction.feeCustomer,
      total_fee: totalFee,
      amount_received: transaction.amount - transaction.feeMerchant,
      pay_code: null,
      pay_url: null,
      checkout_url: `${url}/checkout/${transaction.reference}`,
      status: transaction.status,
      paid_at: transaction.paidAt,
      expired_time: transaction.expiredTime,
      order_items: transaction.orderItems,
    };
  }

  function mustFind(reference: string): FakeTripayTransaction {
    const transaction = transactions.get(reference);
    if (!transaction) throw new Error(`Fake Tripay has no transaction ${reference}`);
    return transaction;
  }

  function setStatus(reference: string, status: GatewayStatus, at = new Date()): FakeTripayTransaction {
    const transaction = mustFind(reference);
    transaction.status = status;
    if (status === 'PAID') transaction.paidAt = Math.floor(at.getTime() / 1000);
    return transaction;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    /** The base URL, for TripayGateway's baseUrl or TRIPAY_BASE_URL. */
    url,
    apiKey,
    privateKey,
    merchantCode,
    transactions,
    /** Every request received, oldest first. */
    requests,
    /** Makes every later answer wait `ms` (0 to stop), to exercise the client's timeout. */
    delayResponses: (ms: number) => void (delayMs = ms),
    markPaid: (reference: string, at?: Date) => setStatus(reference, 'PAID', at),
    markExpired: (reference: string) => setStatus(reference, 'EXPIRED'),
    /**
     * Sets the transaction's status and posts Tripay's signed `payment_status` callback to
     * `callbackUrl`; returns the receiver's answer.
     */
    async sendCallback(callbackUrl: string, reference: string, status: GatewayStatus) {
      const transaction = setStatus(reference, status);
      const { rawBody, headers } = signCallbackBody(
        paymentStatusBody({
          reference: transaction.reference,
          merchantRef: transaction.merchantRef,
          method: transaction.method,
          methodName: CHANNELS.find((channel) => channel.code === transaction.method)?.name,
          amount: transaction.amount + transaction.feeCustomer,
          feeMerchant: transaction.feeMerchant,
          feeCustomer: transaction.feeCustomer,
          status,
          paidAt: transaction.paidAt === null ? null : new Date(transaction.paidAt * 1000),
        }),
        privateKey,
      );
      const answer = await fetch(callbackUrl, { method: 'POST', headers, body: rawBody });
      return { status: answer.status, body: await answer.text() };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeTripay = Awaited<ReturnType<typeof startFakeTripay>>;

function ok(data: unknown) {
  return { success: true, message: 'Success', data };
}

function send(response: ServerResponse, status: number, body: unknown) {
  if (response.headersSent) return;
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}
