import http from 'node:http';
import https from 'node:https';
import { liveEventSchemas } from '@premium-shop/domain/live-events-schema';

export interface ReceivedEvent {
  id: string | null;
  type: string;
  data: Record<string, unknown>;
}

/**
 * A live stream read as a browser's EventSource reads it: the body piece by piece, each event parsed
 * as it arrives, and its payload checked against the event's declared schema (live-events-schema.ts).
 */
export interface OpenedStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The whole body so far (for the error answer, the JSON). */
  text: () => string;
  events: ReceivedEvent[];
  comments: string[];
  retry: number | null;
  /** Payloads that did not match their event's schema. */
  problems: string[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** The first event (after those already taken by `next`) matching `type`; rejects after `timeoutMs`. */
  next(type?: string, timeoutMs?: number): Promise<ReceivedEvent>;
  close(): void;
}

export function openEventStream(
  url: string,
  options: { headers?: Record<string, string>; ca?: Buffer; localAddress?: string } = {},
): Promise<OpenedStream> {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      { headers: options.headers, agent: false, ca: options.ca, localAddress: options.localAddress },
      (response) => {
        let body = '';
        let buffered = '';
        let taken = 0;
        const waiters: Array<() => void> = [];
        const stream: OpenedStream = {
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: () => body,
          events: [],
          comments: [],
          retry: null,
          problems: [],
          ended: new Promise((done) => response.once('close', () => done())),
          next(type, timeoutMs = 5_000) {
            return new Promise((found, fail) => {
              const timer = setTimeout(() => {
                fail(
                  new Error(
                    `no ${type ?? 'event'} within ${timeoutMs} ms; got ${JSON.stringify(stream.events)}`,
                  ),
                );
              }, timeoutMs);
              const look = () => {
                for (let index = taken; index < stream.events.length; index += 1) {
                  const event = stream.events[index]!;
                  if (type === undefined || event.type === type) {
                    taken = index + 1;
                    clearTimeout(timer);
                    found(event);
                    return true;
                  }
                }
                return false;
              };
              const wait = () => {
                if (!look()) waiters.push(wait);
              };
              wait();
            });
          },
          close: () => request.destroy(),
        };
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
          buffered += chunk;
          let end: number;
          while ((end = buffered.indexOf('\n\n')) !== -1) {
            const block = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            parseBlock(stream, block);
          }
          for (const waiter of waiters.splice(0)) waiter();
        });
        response.on('error', () => undefined);
        resolve(stream);
      },
    );
    request.on('error', reject);
  });
}

function parseBlock(stream: OpenedStream, block: string): void {
  let id: string | null = null;
  let type = 'message';
  let data = '';
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) stream.comments.push(line.slice(1).trim());
    else if (line.startsWith('retry: ')) stream.retry = Number(line.slice(7));
    else if (line.startsWith('id: ')) id = line.slice(4);
    else if (line.startsWith('event: ')) type = line.slice(7);
    else if (line.startsWith('data: ')) data += line.slice(6);
  }
  if (!data) return;
  const parsed = JSON.parse(data) as Record<string, unknown>;
  const schema = liveEventSchemas[type as keyof typeof liveEventSchemas];
  const checked = schema?.safeParse(parsed);
  if (!checked?.success) stream.problems.push(`${type}: ${data}`);
  stream.events.push({ id, type, data: parsed });
}
