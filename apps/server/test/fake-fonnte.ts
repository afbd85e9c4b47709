import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A message Fonnte accepted, as its form fields arrived. */
export interface FonnteDelivery {
  target: string;
  message: string;
  countryCode: string | null;
}

export interface FakeFonnte {
  url: string;
  token: string;
  delivered: FonnteDelivery[];
  /** The next `count` sends answer `{ status: false, reason }`, as Fonnte does for a disconnected device. */
  refuseNext(count: number, reason?: string): void;
  close(): Promise<void>;
}

/**
 * Fonnte's send API on 127.0.0.1 (docs.fonnte.com/api-send-message): POST /send with the device
 * token in `Authorization` and a form (multipart or url-encoded) of target, message and countryCode;
 * it answers JSON with `status` true and a message id, or `status` false and a `reason`.
 */
export async function startFakeFonnte(token = 'fonnte-test-token'): Promise<FakeFonnte> {
  const delivered: FonnteDelivery[] = [];
  let refusals: { count: number; reason: string } = { count: 0, reason: '' };
  let nextId = 80_000_000;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const answer = (status: number, body: unknown) => {
          response.writeHead(status, { 'Content-Type': 'application/json' });
          response.end(JSON.stringify(body));
        };
        if (request.method !== 'POST' || request.url !== '/send') return answer(404, { status: false });
        if (request.headers.authorization !== token) {
          return answer(200, { status: false, reason: 'invalid token' });
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
        const countryCode = form?.get('countryCode');
        delivered.push({
          target,
          message,
          countryCode: typeof countryCode === 'string' ? countryCode : null,
        });
        nextId += 1;
        return answer(200, {
          detail: 'success! message in queue',
          id: [String(nextId)],
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
    delivered,
    refuseNext: (count, reason = 'device disconnected') => {
      refusals = { count, reason };
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
