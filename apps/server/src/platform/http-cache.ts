import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * HTTP caching of public GET answers (docs/decisions/010): a strong ETag of the serialized body,
 * 304 on a matching If-None-Match, and an optional in-process cache of the serialized answers
 * that a version counter invalidates at once and a short TTL bounds in any case.
 */

type Encoding = 'br' | 'gzip';

/**
 * A serialized answer as UTF-8 bytes (encoded once, not on every send), its strong validator, and
 * its compressed forms once a client asked for one.
 */
export interface CachedAnswer {
  bytes: Buffer;
  etag: string;
  encoded?: Partial<Record<Encoding, Buffer>>;
}

// Smaller bodies gain little from compression (the same threshold as @fastify/compress here).
const COMPRESS_THRESHOLD = 1024;

/** `public`: the same for everyone; `private`: depends on who asks (the bearer token). */
export type CacheScope = 'public' | 'private';

const CACHE_CONTROL: Record<CacheScope, string> = {
  // Browsers and proxies may keep it, but ask again each time; the ETag makes that a 304.
  public: 'public, max-age=0, must-revalidate',
  private: 'private, no-cache',
};

export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** The tag of a compressed form: a strong validator differs between content codings (RFC 9110 §8.8.1). */
function encodedEtag(etag: string, encoding: Encoding): string {
  return `${etag.slice(0, -1)}-${encoding}"`;
}

/**
 * If-None-Match uses the weak comparison (RFC 9110 §13.1.2): a W/ prefix does not matter, and the
 * tag of any coding of the same body matches, since the client can use whichever it holds.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === etag || tag === encodedEtag(etag, 'br') || tag === encodedEtag(etag, 'gzip');
  });
}

/** The coding to send for an Accept-Encoding header: brotli, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    quality.set(name, q ? Number(q.slice(2)) : 1);
  }
  return (['br', 'gzip'] as const).find((encoding) => (quality.get(encoding) ?? quality.get('*') ?? 0) > 0);
}

/** Compressed once per answer and kept with it, so a cached answer is never compressed twice. */
function encodedBody(answer: CachedAnswer, encoding: Encoding): Buffer {
  answer.encoded ??= {};
  answer.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(answer.bytes, {
          params: {
            // Quality 5 compresses nearly as well as 11 at a small fraction of its time.
            [zlib.BROTLI_PARAM_QUALITY]: 5,
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            [zlib.BROTLI_PARAM_SIZE_HINT]: answer.bytes.length,
          },
        })
      : gzipSync(answer.bytes, { level: 6 });
  return answer.encoded[encoding];
}

export function answerOf(body: string): CachedAnswer {
  const bytes = Buffer.from(body, 'utf8');
  return { bytes, etag: etagOf(bytes) };
}

export interface SendOptions {
  scope: CacheScope;
  /** Request headers the answer depends on, for shared caches (e.g. 'authorization'). */
  vary?: string;
}

/**
 * Sends a serialized JSON answer with its validators, or a bodiless 304 when the client has it.
 * A large body goes out brotli- or gzip-compressed as the client accepts, compressed here (once
 * per cached answer) rather than by @fastify/compress on every request.
 */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  options: SendOptions,
): FastifyReply {
  const encoding =
    answer.bytes.length >= COMPRESS_THRESHOLD
      ? preferredEncoding(request.headers['accept-encoding'])
      : undefined;
  void reply
    .header('cache-control', CACHE_CONTROL[options.scope])
    .header('etag', encoding ? encodedEtag(answer.etag, encoding) : answer.etag)
    .header('vary', options.vary ? `${options.vary}, accept-encoding` : 'accept-encoding');
  if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  void reply.type('application/json; charset=utf-8');
  if (!encoding) return reply.send(answer.bytes);
  return reply.header('content-encoding', encoding).send(encodedBody(answer, encoding));
}

/** Serializes `data` through the route's response schema (validated), so the body is exact. */
export function serializeAnswer(reply: FastifyReply, data: unknown): CachedAnswer {
  const body = reply.serialize(data);
  return answerOf(typeof body === 'string' ? body : Buffer.from(body as ArrayBuffer).toString('utf8'));
}

export interface ResponseCacheOptions {
  /** The data's current version; an entry stored under another version is stale. */
  version: () => number;
  /** The longest an entry is trusted, as a safety net for a missed invalidation. */
  ttlMs: number;
  /** Bounds memory when clients ask for many distinct URLs; the oldest entry leaves first. */
  maxEntries: number;
  /** Bounds the bodies kept (their uncompressed bytes): a few large answers must not fill the memory either. */
  maxBytes: number;
  now?: () => number;
}

interface Entry {
  answer: CachedAnswer;
  version: number;
  expiresAt: number;
}

/**
 * Serialized answers by key (the URL, and whatever else an answer depends on). Concurrent misses
 * of one key share one load.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly loading = new Map<string, { version: number; promise: Promise<CachedAnswer> }>();
  private readonly now: () => number;

  constructor(private readonly options: ResponseCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The uncompressed bytes of the answers kept. */
  get storedBytes(): number {
    return this.bytes;
  }

  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== this.options.version() || entry.expiresAt <= this.now()) {
      this.remove(key);
      return undefined;
    }
    return entry.answer;
  }

  /** The cached answer, or the one `load` makes; an answer loaded across an invalidation is not kept. */
  async getOrLoad(key: string, load: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
    const cached = this.get(key);
    if (cached) return cached;
    // Read before loading: data changed during the load must not be stored as current.
    const version = this.options.version();
    const pending = this.loading.get(key);
    if (pending?.version === version) return pending.promise;
    const promise = load().then(
      (answer) => {
        this.settle(key, promise);
        this.set(key, answer, version);
        return answer;
      },
      (error: unknown) => {
        this.settle(key, promise);
        throw error;
      },
    );
    this.loading.set(key, { version, promise });
    return promise;
  }

  clear(): void {
    this.entries.clear();
    this.loading.clear();
    this.bytes = 0;
  }

  private set(key: string, answer: CachedAnswer, version: number): void {
    if (version !== this.options.version() || answer.bytes.length > this.options.maxBytes) return;
    this.remove(key);
    this.entries.set(key, { answer, version, expiresAt: this.now() + this.options.ttlMs });
    this.bytes += answer.bytes.length;
    while (this.entries.size > this.options.maxEntries || this.bytes > this.options.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.answer.bytes.length;
  }

  private settle(key: string, promise: Promise<CachedAnswer>): void {
    if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
  }
}

/**
 * Answers a GET from the cache, or loads, serializes and caches it. `load` returns the whole body
 * (`{ data }`); its errors (404, ...) pass through and are not cached. The key is the URL unless
 * the answer also depends on more (`key` then names everything it depends on).
 */
export async function replyFromCache(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ResponseCache,
  load: () => Promise<unknown>,
  options: SendOptions & { key?: string } = { scope: 'public' },
): Promise<FastifyReply> {
  const key = options.key ?? request.url;
  const answer = await cache.getOrLoad(key, async () => serializeAnswer(reply, await load()));
  return sendAnswer(request, reply, answer, options);
}
