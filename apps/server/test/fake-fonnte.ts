import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A message Fonnte accepted, as its form fields arrived, with the id its answer gave. */
export interface FonnteDelivery {
  id: string;
  target: string;
  message: string;
  countryCode: string | null;
  /** The `delay` field, when sent (seconds, or a random range '1-10'). */
  delay: string | null;
  /** Fonnte's processing of it (https://docs.fonnte.com/message-status/). */
  status: 'pending' | 'sent' | 'expired';
  /** When it reached the fake, for checking the shop's pacing. */
  receivedAt: number;
}

/** What Fonnte's status webhook posts (https://docs.fonnte.com/webhook-update-message-status/). */
export interface FonnteStatusReport {
  device: string;
  id: string;
  stateid: string;
  status: string;
  state: string;
}

export interface FakeFonnte {
  url: string;
  token: string;
  /** The sending number, as the webhook's `device` names it. */
  device: string;
  /** Every message accepted (queued), in order; `status` says whether it left the device yet. */
  delivered: FonnteDelivery[];
  /** The next `count` sends answer `{ status: false, reason }` (any refusal Fonnte may give). */
  refuseNext(count: number, reason?: string): void;
  /** The device's message quota; at 0 every send is refused. Undefined: unlimited. */
  setQuota(quota: number | undefined): void;
  /** The phone goes offline: sends are still queued ('pending'), nothing leaves the device. */
  disconnect(): void;
  /** The phone is back: each pending message is sent, and reported 'sent' to the webhook. */
  reconnect(): Promise<void>;
  /** A day offline has passed: each pending message expires, reported 'expired' to the webhook. */
  expirePending(): Promise<void>;
  /** Where status reports go: the shop's webhook address. */
  setWebhook(url: string | null): void;
  /** Posts a status report for message `id` to the webhook; resolves with the webhook's HTTP status. */
  report(id: string, status: string, state: string): Promise<number>;
  close(): Promise<void>;
}

/**
 * Fonnte's send API and status webhook on 127.0.0.1, keeping each documented rule:
 * - POST /send with the device token in `Authorization` (no scheme) and a form (multipart or
 *   url-encoded) of target, message, countryCode and an optional delay
 *   (https://docs.fonnte.com/api-send-message/).
 * - A wrong token answers `{ reason: 'token invalid', status: false }` (the device API's documented
 *   answer, https://docs.fonnte.com/language/en/page/3).
 * - Success is `status: true` with `detail` 'success! message in queue', `id` (one per target),
 *   `process` 'pending' and `target`: the message is queued, not delivered
 *   (https://docs.fonnte.com/api-send-message/, https://docs.fonnte.com/webhook-update-message-status/).
 *   Every answer, refused or not, carries a `requestid` (February 2025,
 *   https://docs.fonnte.com/language/en/page/2/).
 * - A disconnected device does not refuse: its messages stay 'pending' and are sent once it is
 *   back, and after a day disconnected they 'expire' and need a manual resend
 *   (https://docs.fonnte.com/message-status/).
 * - A device has a message `quota` (https://docs.fonnte.com/api-get-devices); the pages read do not
 *   give the wording of the refusal once it is used up, so the fake answers `status: false` with
 *   the reason 'insufficient quota', the documented shape of every refusal.
 * - The status webhook is a POST of JSON `{ device, id, stateid, status, state }`
 *   (https://docs.fonnte.com/webhook-update-message-status/), POST only, and only an HTTP 200 counts
 *   as received (https://docs.fonnte.com/language/en/).
 */
export async function startFakeFonnte(token = 'fonnte-test-token'): Promise<FakeFonnte> {
  const device = '6281299998888';
  const delivered: FonnteDelivery[] = [];
  let refusals: { count: number; reason: string } = { count: 0, reason: '' };
  let quota: number | undefined;
  let isConnected = true;
  let webhook: string | null = null;
  let nextId = 80_000_000;
  let nextRequest = 1_000;

  const report = async (id: string, status: string, state: string): Promise<number> => {
    if (!webhook) return 0;
    const body: FonnteStatusReport = { device, id, stateid: `state-${id}-${state}`, status, state };
    const response = await fetch(webhook, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await response.text();
    return response.status;
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        nextRequest += 1;
        const requestid = nextRequest;
        const answer = (status: number, body: Record<string, unknown>) => {
          response.writeHead(status, { 'Content-Type': 'application/json' });
          response.end(JSON.stringify({ ...body, requestid }));
        };
        if (request.method !== 'POST' || request.url !== '/send') return answer(404, { status: false });
        if (request.headers.authorization !== token) {
          return answer(200, { reason: 'token invalid', status: false });
        }
        const form = await new Request('http://fonnte.local/send', {
          method: 'POST',
          headers: { 'content-type': request.headers['content-type'] ?? '' },
          body: Buffer.concat(chunks),
        })
          .formData()
          .catch(() => null);
        const target = form?.get('target');
        const message = form?.get('message');
        if (typeof target !== 'string' || !target)
          return answer(200, { status: false, reason: 'target invalid' });
        if (typeof message !== 'string' || !message) {
          return answer(200, { status: false, reason: 'message invalid' });
        }
        if (refusals.count > 0) {
          refusals = { ...refusals, count: refusals.count - 1 };
          return answer(200, { status: false, reason: refusals.reason });
        }
        if (quota !== undefined && quota <= 0) {
          return answer(200, { status: false, reason: 'insufficient quota' });
        }
        if (quota !== undefined) quota -= 1;
        const countryCode = form?.get('countryCode');
        const delay = form?.get('delay');
        nextId += 1;
        const id = String(nextId);
        delivered.push({
          id,
          target,
          message,
          countryCode: typeof countryCode === 'string' ? countryCode : null,
          delay: typeof delay === 'string' ? delay : null,
          status: isConnected ? 'sent' : 'pending',
          receivedAt: Date.now(),
        });
        return answer(200, {
          detail: 'success! message in queue',
          id: [id],
          process: 'pending',
          status: true,
          target: [target],
        });
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    device,
    delivered,
    refuseNext: (count, reason = 'device disconnected') => {
      refusals = { count, reason };
    },
    setQuota: (value) => {
      quota = value;
    },
    disconnect: () => {
      isConnected = false;
    },
    reconnect: async () => {
      isConnected = true;
      for (const message of delivered.filter((entry) => entry.status === 'pending')) {
        message.status = 'sent';
        await report(message.id, 'sent', 'sent');
      }
    },
    expirePending: async () => {
      for (const message of delivered.filter((entry) => entry.status === 'pending')) {
        message.status = 'expired';
        await report(message.id, 'expired', '');
      }
    },
    setWebhook: (url) => {
      webhook = url;
    },
    report,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
