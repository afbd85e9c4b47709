import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAYMENT_METHOD_GROUP_LABELS, PAYMENT_METHODS } from '@premium-shop/domain/checkout';
import { hmacHex, paymentStatusBody, signCallbackBody } from '../src/platform/payments/callback';
import type { GatewayStatus } from '../src/platform/payments/gateway';

export interface FakeTripayOptions {
  apiKey?: string;
  privateKey?: string;
  merchantCode?: string;
  /** Who bears the channel fee, as set per channel in Tripay's merchant dashboard. */
  feeBorneBy?: 'merchant' | 'customer';
  /** Channels of the checkout the merchant has not switched on (listed with `active: false`). */
  inactive?: readonly string[];
  /** Where it listens: 127.0.0.1 unless told ('::' takes IPv4 and IPv6 alike). */
  host?: string;
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

/** One channel as Tripay's guide documents it. */
export interface DocumentedChannel {
  /** 'Min Amount' and 'Max Amount': the least and most `amount` a transaction may ask, in Rupiah. */
  minAmount: number;
  maxAmount: number;
  /** 'Min Expired' and 'Max Expired': how far `expired_time` may lie from the creation, in minutes. */
  minExpiryMinutes: number;
  maxExpiryMinutes: number;
  /**
   * 'Biaya Admin': a flat part plus basis points (1/100 of a percent) of the amount, rounded up to
   * whole Rupiah, and never under `minimum` (0: no minimum fee).
   */
  fee: { flat: number; basisPoints: number; minimum: number };
}

/**
 * Tripay's rules per channel, written here from the guide and not taken from the shop: a double
 * that read the shop's own tables would agree with the shop when the shop has a rule wrong.
 * fake-tripay-rules.test.ts holds the shop's tables (CHANNEL_RULES, SANDBOX_FEES) to these.
 */
export const DOCUMENTED_CHANNELS = {
  // https://tripay.co.id/developer?tab=channels, QRIS by ShopeePay: Rp 1.000 to Rp 5.000.000,
  // 10 to 60 minutes; Biaya Admin Rp 750 + 0,70%.
  QRIS: {
    minAmount: 1_000,
    maxAmount: 5_000_000,
    minExpiryMinutes: 10,
    maxExpiryMinutes: 60,
    fee: { flat: 750, basisPoints: 70, minimum: 0 },
  },
  // https://tripay.co.id/developer?tab=channels, DANA: Rp 1.000 to Rp 10.000.000, 15 to 60 minutes;
  // Biaya Admin 3%, at least Rp 1.000 (the e-wallets' `minimum_fee`,
  // https://tripay.co.id/developer?tab=merchant-payment-channel).
  DANA: {
    minAmount: 1_000,
    maxAmount: 10_000_000,
    minExpiryMinutes: 15,
    maxExpiryMinutes: 60,
    fee: { flat: 0, basisPoints: 300, minimum: 1_000 },
  },
  // https://tripay.co.id/developer?tab=channels, OVO: Rp 1.000 to Rp 10.000.000, 15 to 43.200
  // minutes; Biaya Admin 3%, at least Rp 1.000 (as DANA).
  OVO: {
    minAmount: 1_000,
    maxAmount: 10_000_000,
    minExpiryMinutes: 15,
    maxExpiryMinutes: 43_200,
    fee: { flat: 0, basisPoints: 300, minimum: 1_000 },
  },
  // https://tripay.co.id/developer?tab=channels, ShopeePay: Rp 1.000 to Rp 10.000.000, 15 to 60
  // minutes; Biaya Admin 3%, at least Rp 1.000 (as DANA).
  SHOPEEPAY: {
    minAmount: 1_000,
    maxAmount: 10_000_000,
    minExpiryMinutes: 15,
    maxExpiryMinutes: 60,
    fee: { flat: 0, basisPoints: 300, minimum: 1_000 },
  },
  // https://tripay.co.id/developer?tab=channels, BRI Virtual Account: Rp 10.000 to Rp 10.000.000,
  // 60 to 43.200 minutes; Biaya Admin Rp 4.250.
  BRIVA: {
    minAmount: 10_000,
    maxAmount: 10_000_000,
    minExpiryMinutes: 60,
    maxExpiryMinutes: 43_200,
    fee: { flat: 4_250, basisPoints: 0, minimum: 0 },
  },
  // https://tripay.co.id/developer?tab=channels, BSI Virtual Account: Rp 10.000 to Rp 10.000.000,
  // 60 to 180 minutes; Biaya Admin Rp 4.250.
  BSIVA: {
    minAmount: 10_000,
    maxAmount: 10_000_000,
    minExpiryMinutes: 60,
    maxExpiryMinutes: 180,
    fee: { flat: 4_250, basisPoints: 0, minimum: 0 },
  },
  // https://tripay.co.id/developer?tab=channels, BNI Virtual Account: Rp 10.000 to Rp 10.000.000,
  // 15 to 1.440 minutes; Biaya Admin Rp 4.250.
  BNIVA: {
    minAmount: 10_000,
    maxAmount: 10_000_000,
    minExpiryMinutes: 15,
    maxExpiryMinutes: 1_440,
    fee: { flat: 4_250, basisPoints: 0, minimum: 0 },
  },
  // https://tripay.co.id/developer?tab=channels, Mandiri Virtual Account: Rp 10.000 to
  // Rp 10.000.000, 60 to 43.200 minutes; Biaya Admin Rp 4.250.
  MANDIRIVA: {
    minAmount: 10_000,
    maxAmount: 10_000_000,
    minExpiryMinutes: 60,
    maxExpiryMinutes: 43_200,
    fee: { flat: 4_250, basisPoints: 0, minimum: 0 },
  },
  // https://tripay.co.id/developer?tab=channels, Alfamart: Rp 10.000 to Rp 2.500.000, 60 to 1.440
  // minutes. The checkout does not offer it; the double lists it switched off. Its Rp 3.500 fee
  // cites no page: the double has always charged it, and no test depends on it.
  ALFAMART: {
    minAmount: 10_000,
    maxAmount: 2_500_000,
    minExpiryMinutes: 60,
    maxExpiryMinutes: 1_440,
    fee: { flat: 3_500, basisPoints: 0, minimum: 0 },
  },
} satisfies Record<string, DocumentedChannel>;

/** The shop's display name and group for its checkout channels (names are no rule of Tripay's). */
const CHECKOUT_NAMES = new Map<string, { name: string; group: string }>(
  PAYMENT_METHODS.map((method) => [
    method.code,
    { name: method.label, group: PAYMENT_METHOD_GROUP_LABELS[method.group] },
  ]),
);

/** What the double lists: every documented channel, in the order above. */
const CHANNELS: FakeChannel[] = Object.entries(DOCUMENTED_CHANNELS).map(([code, rule]) => ({
  code,
  ...(CHECKOUT_NAMES.get(code) ?? { name: 'Alfamart', group: 'Convenience Store' }),
  ...rule,
}));

interface FakeChannel extends DocumentedChannel {
  code: string;
  name: string;
  group: string;
}

// https://tripay.co.id/developer?tab=transaction-create: `customer_phone` is written 081234567890
// in every example of the guide; the double refuses any other form, so a +62... number fails a test.
const PHONE_FORM = /^08\d{7,13}$/;

/**
 * The channel's fee on `amount`, split by who bears it (its rule above). Tripay takes it of the
 * transaction's whole `amount`, the final total the merchant asks
 * (https://tripay.co.id/developer?tab=transaction-create), not of what the merchant's prices were
 * before a discount.
 */
function fees(amount: number, channel: FakeChannel, borneBy: 'merchant' | 'customer') {
  const { flat, basisPoints, minimum } = channel.fee;
  // Integer arithmetic: amount * basisPoints stays exact far beyond any order total.
  const fee = Math.max(minimum, flat + Math.ceil((amount * basisPoints) / 10_000));
  return borneBy === 'merchant' ? { merchant: fee, customer: 0 } : { merchant: 0, customer: fee };
}

/** A channel's fee rule as Tripay lists it: flat Rupiah, percent, and the least and most fee. */
function feeRule(channel: FakeChannel) {
  const { flat, basisPoints, minimum } = channel.fee;
  return { flat, percent: basisPoints / 100, min: minimum || null, max: null };
}

/**
 * https://tripay.co.id/developer?tab=callback: Tripay sends a callback again when the merchant did
 * not answer it with HTTP 200 and `{"success": true}`; the shop reads the schedule as three sends,
 * two minutes apart (issue 26; the stored copy of the page does not spell it out).
 */
export const CALLBACK_SENDS = 3;
export const CALLBACK_RESEND_AFTER_MS = 2 * 60 * 1000;

/** One send of a callback: answered (with the shop's HTTP status and body) or lost on the way. */
export interface CallbackSend {
  at: Date;
  status: GatewayStatus;
  outcome: 'answered' | 'lost';
  httpStatus?: number;
  body?: string;
}

/** Tripay's error answer (https://tripay.co.id/developer?tab=transaction-create, 'Response Gagal'). */
function refusal(message: string) {
  return { success: false, message };
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
  const inactive = new Set<string>(['ALFAMART', ...(options.inactive ?? [])]);
  const isActive = (code: string) => !inactive.has(code);
  const transactions = new Map<string, FakeTripayTransaction>();
  const requests: {
    method: string;
    path: string;
    reference: string | null;
    /** The caller's address as this server saw it ('::ffff:127.0.0.1' for IPv4 on a '::' socket). */
    remoteAddress: string | undefined;
    /** When the request arrived (ms since the epoch). */
    at: number;
  }[] = [];
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
      remoteAddress: request.socket.remoteAddress,
      at: Date.now(),
    });
    const body = await readBody(request);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (request.headers.authorization !== `Bearer ${apiKey}`)
      return send(response, 401, { success: false, message: 'Invalid API Key' });

    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /merchant/payment-channel') return send(response, 200, ok(CHANNELS.map(listing)));
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
            // https://tripay.co.id/developer?tab=merchant-fee-calculator: the rule and the fee it gives.
            fee: (({ flat, percent, min, max }) => ({ flat, percent: percent.toFixed(2), min, max }))(
              feeRule(channel),
            ),
            total_fee: fees(amount, channel, feeBorneBy),
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
    // https://tripay.co.id/developer?tab=merchant-payment-channel: only the channels the merchant
    // switched on (`active`) take transactions.
    if (!channel || !isActive(channel.code))
      return send(response, 400, refusal('Payment channel is not enabled'));
    const { merchant_ref: merchantRef, amount } = body;
    if (typeof merchantRef !== 'string' || !merchantRef)
      return send(response, 400, refusal('The merchant ref field is required.'));
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0)
      return send(response, 400, refusal('The amount must be an integer.'));
    if (body.signature !== hmacHex(privateKey, `${merchantCode}${merchantRef}${amount}`))
      return send(response, 400, refusal('Invalid signature'));
    // https://tripay.co.id/developer?tab=channels: each channel's Min Amount and Max Amount.
    if (amount < channel.minAmount)
      return send(response, 400, refusal(`Minimum amount for ${channel.code} is ${channel.minAmount}`));
    if (amount > channel.maxAmount)
      return send(response, 400, refusal(`Maximum amount for ${channel.code} is ${channel.maxAmount}`));
    for (const field of ['customer_name', 'customer_email'] as const) {
      if (typeof body[field] !== 'string' || !body[field])
        return send(response, 400, refusal(`The ${field} field is required.`));
    }
    if (typeof body.customer_phone !== 'string' || !PHONE_FORM.test(body.customer_phone))
      return send(response, 400, refusal('The customer phone format is invalid.'));
    const items = Array.isArray(body.order_items)
      ? (body.order_items as FakeTripayTransaction['orderItems'])
      : [];
    const itemsTotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
    if (items.length === 0 || itemsTotal !== amount)
      return send(response, 400, refusal('Total order items does not match amount'));
    // https://tripay.co.id/developer?tab=transaction-create: `expired_time` is a unix timestamp,
    // 24 hours when left out; https://tripay.co.id/developer?tab=channels: it must fall within the
    // channel's Min Expired and Max Expired, counted from now.
    const now = Math.floor(Date.now() / 1000);
    const expiredTime = typeof body.expired_time === 'number' ? body.expired_time : now + 24 * 3600;
    const minutes = (expiredTime - now) / 60;
    if (minutes < channel.minExpiryMinutes)
      return send(
        response,
        400,
        refusal(`Minimum expired time for ${channel.code} is ${channel.minExpiryMinutes} minutes`),
      );
    if (minutes > channel.maxExpiryMinutes)
      return send(
        response,
        400,
        refusal(`Maximum expired time for ${channel.code} is ${channel.maxExpiryMinutes} minutes`),
      );
    const fee = fees(amount, channel, feeBorneBy);
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
        phone: body.customer_phone,
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

  /** A channel as GET /merchant/payment-channel lists it (https://tripay.co.id/developer?tab=merchant-payment-channel). */
  function listing(channel: FakeChannel) {
    const rule = feeRule(channel);
    const none = { flat: 0, percent: 0 };
    const own = { flat: rule.flat, percent: rule.percent };
    return {
      group: channel.group,
      code: channel.code,
      name: channel.name,
      type: 'direct',
      fee_merchant: feeBorneBy === 'merchant' ? own : none,
      fee_customer: feeBorneBy === 'customer' ? own : none,
      total_fee: { flat: rule.flat, percent: rule.percent.toFixed(2) },
      minimum_fee: rule.min,
      maximum_fee: rule.max,
      minimum_amount: channel.minAmount,
      maximum_amount: channel.maxAmount,
      icon_url: `https://tripay.co.id/images/payment_icon/${channel.code}.png`,
      active: isActive(channel.code),
    };
  }

  // Callbacks Tripay keeps sending until answered (https://tripay.co.id/developer?tab=callback).
  const deliveries = new Map<
    string,
    { callbackUrl: string; status: GatewayStatus; sends: CallbackSend[]; nextAt: Date | null }
  >();
  let callbacksToLose = 0;

  /** The signed callback Tripay sends for the transaction's present status. */
  function signedCallback(transaction: FakeTripayTransaction) {
    return signCallbackBody(
      paymentStatusBody({
        reference: transaction.reference,
        merchantRef: transaction.merchantRef,
        method: transaction.method,
        methodName: CHANNELS.find((channel) => channel.code === transaction.method)?.name,
        amount: transaction.amount + transaction.feeCustomer,
        feeMerchant: transaction.feeMerchant,
        feeCustomer: transaction.feeCustomer,
        status: transaction.status,
        paidAt: transaction.paidAt === null ? null : new Date(transaction.paidAt * 1000),
      }),
      privateKey,
    );
  }

  /** Sends the transaction's callback if a send is due at `now`, and schedules the next one when it failed. */
  async function deliverDue(reference: string, now: Date): Promise<CallbackSend[]> {
    const delivery = deliveries.get(reference);
    if (!delivery?.nextAt || delivery.nextAt > now) return [];
    const at = delivery.nextAt;
    let send: CallbackSend;
    if (callbacksToLose > 0) {
      callbacksToLose -= 1;
      send = { at, status: delivery.status, outcome: 'lost' };
    } else {
      const { rawBody, headers } = signedCallback(mustFind(reference));
      const answer = await fetch(delivery.callbackUrl, { method: 'POST', headers, body: rawBody });
      send = {
        at,
        status: delivery.status,
        outcome: 'answered',
        httpStatus: answer.status,
        body: await answer.text(),
      };
    }
    delivery.sends.push(send);
    const isAcknowledged = send.outcome === 'answered' && send.httpStatus === 200 && isSuccess(send.body);
    delivery.nextAt =
      isAcknowledged || delivery.sends.length >= CALLBACK_SENDS
        ? null
        : new Date(at.getTime() + CALLBACK_RESEND_AFTER_MS);
    return [send];
  }

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
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
    /** Switches a channel on or off, as the merchant does in Tripay's dashboard. */
    setActive: (code: string, active: boolean) => void (active ? inactive.delete(code) : inactive.add(code)),
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
    /** Makes the next `count` callback sends lost on the way (never reaching the shop); Infinity for all. */
    loseCallbacks: (count = Number.POSITIVE_INFINITY) => void (callbacksToLose = count),
    /**
     * The customer pays at `at`: the transaction becomes PAID and Tripay's callback is sent to
     * `callbackUrl` at once, and sent again CALLBACK_RESEND_AFTER_MS later, up to CALLBACK_SENDS
     * sends, while it is lost or not answered with `{"success": true}`; the resends happen when
     * `deliverDueCallbacks` is called with a time they are due. Returns the first send.
     */
    async pay(callbackUrl: string, reference: string, at = new Date()) {
      setStatus(reference, 'PAID', at);
      deliveries.set(reference, { callbackUrl, status: 'PAID', sends: [], nextAt: at });
      await deliverDue(reference, at);
      return deliveries.get(reference)!.sends[0]!;
    },
    /**
     * The merchant refunds a paid transaction at `at` (docs/decisions/046): it becomes REFUND and
     * Tripay's `payment_status` callback with `status: "REFUND"` is sent to `callbackUrl`, signed
     * and resent like any callback (https://tripay.co.id/developer?tab=callback: REFUND is one of
     * the statuses a callback carries; the body keeps the payment's amounts and its `paid_at`).
     * A refund gives back a payment that arrived, so the double refuses to refund a transaction
     * that is not PAID. Returns the first send.
     */
    async refund(callbackUrl: string, reference: string, at = new Date()) {
      const transaction = mustFind(reference);
      if (transaction.status !== 'PAID')
        throw new Error(`Fake Tripay refunds only a PAID transaction; ${reference} is ${transaction.status}`);
      setStatus(reference, 'REFUND', at);
      deliveries.set(reference, { callbackUrl, status: 'REFUND', sends: [], nextAt: at });
      await deliverDue(reference, at);
      return deliveries.get(reference)!.sends[0]!;
    },
    /** Sends every callback whose resend is due at `now`; returns those sends. */
    async deliverDueCallbacks(now: Date) {
      const sent: CallbackSend[] = [];
      for (const reference of deliveries.keys()) sent.push(...(await deliverDue(reference, now)));
      return sent;
    },
    /** Every send of the transaction's callback, oldest first. */
    callbackSends: (reference: string) => deliveries.get(reference)?.sends ?? [],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeTripay = Awaited<ReturnType<typeof startFakeTripay>>;

/** Whether the merchant's answer is Tripay's acknowledgement, `{"success": true}`. */
function isSuccess(body: string | undefined): boolean {
  try {
    return (JSON.parse(body ?? '') as { success?: unknown }).success === true;
  } catch {
    return false;
  }
}

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
