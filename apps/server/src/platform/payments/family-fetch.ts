/**
 * A `fetch` for the Tripay client that connects over one IP family. Tripay's production API takes
 * calls only from the addresses on the merchant's whitelist, and every request example of its
 * developer guide forces IPv4 (`CURLOPT_IPRESOLVE => CURL_IPRESOLVE_V4`,
 * https://tripay.co.id/developer?tab=transaction-create): a server with both families would
 * otherwise call from an IPv6 address nobody whitelisted. Node's own fetch takes no address family
 * (its undici Agent is not importable without the undici package), so this speaks node:http and
 * node:https, which take `family` as net.connect does. It does what the Tripay client asks of
 * fetch: a method, headers, a string body, an AbortSignal, and the answer's status and text.
 */
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';

export interface FamilyFetchOptions {
  /** 4: IPv4 only; 0: whatever the resolver answers first. */
  family: 0 | 4;
  /** How host names resolve; dns.lookup unless told (the tests give one that answers per family). */
  lookup?: LookupFunction;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function readAll(response: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => resolve(Buffer.concat(chunks)));
    response.on('error', reject);
  });
}

function headerRecord(headers: RequestInit['headers']): Record<string, string> {
  return Object.fromEntries(new Headers(headers).entries());
}

/** A fetch whose connections use `options.family`. */
export function familyFetch(options: FamilyFetchOptions): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const signal = init.signal ?? undefined;
      if (signal?.aborted) {
        reject(signal.reason as Error);
        return;
      }
      const body = init.body == null ? undefined : String(init.body as string);
      const headers = headerRecord(init.headers);
      if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
      const requestOptions: RequestOptions = {
        method: init.method ?? 'GET',
        headers,
        family: options.family,
        ...(options.lookup && { lookup: options.lookup }),
        signal,
      };
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const outgoing = send(url, requestOptions, (response) => {
        readAll(response).then((bytes) => {
          const status = response.statusCode ?? 502;
          const answerHeaders = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            if (value !== undefined) answerHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
          }
          resolve(
            new Response(NULL_BODY_STATUSES.has(status) ? null : bytes, {
              status,
              statusText: response.statusMessage,
              headers: answerHeaders,
            }),
          );
        }, reject);
      });
      // An abort (the client's deadline) surfaces as the signal's reason: TimeoutError or AbortError.
      outgoing.on('error', (error) => reject(signal?.aborted ? (signal.reason as Error) : error));
      outgoing.end(body);
    });
}
