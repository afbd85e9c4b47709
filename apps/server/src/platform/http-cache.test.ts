import { describe, expect, it } from 'vitest';
import {
  answerOf,
  type CachedAnswer,
  etagMatches,
  etagOf,
  preferredEncoding,
  ResponseCache,
} from './http-cache';

describe('etagOf', () => {
  it('is a strong, quoted tag that changes with the body', () => {
    expect(etagOf('{"data":[]}')).toMatch(/^"[\w-]{27}"$/);
    expect(etagOf('{"data":[]}')).toBe(etagOf('{"data":[]}'));
    expect(etagOf('{"data":[1]}')).not.toBe(etagOf('{"data":[]}'));
  });
});

describe('etagMatches', () => {
  const etag = '"abc"';
  it.each([
    [undefined, false],
    ['', false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['"x",W/"abc" ', true],
    ['*', true],
    ['"abcd"', false],
    ['"abc-gzip"', true],
    ['W/"abc-br"', true],
    ['"abc-zstd"', false],
    ['abc', false],
  ])('If-None-Match %j matches: %s', (header, expected) => {
    expect(etagMatches(header, etag)).toBe(expected);
  });
});

describe('preferredEncoding', () => {
  it.each([
    [undefined, undefined],
    ['identity', undefined],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['BR', 'br'],
  ])('Accept-Encoding %j gives %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

function cacheWithClock() {
  const clock = { now: 0, version: 0 };
  const cache = new ResponseCache({
    version: () => clock.version,
    ttlMs: 1_000,
    maxEntries: 2,
    maxBytes: 10,
    now: () => clock.now,
  });
  let loads = 0;
  const load = (body: string) => (): Promise<CachedAnswer> => {
    loads += 1;
    return Promise.resolve(answerOf(body));
  };
  return { clock, cache, load, loads: () => loads };
}

describe('ResponseCache', () => {
  it('serves a stored answer until the TTL passes', async () => {
    const { clock, cache, load, loads } = cacheWithClock();
    expect((await cache.getOrLoad('/a', load('1'))).bytes.toString()).toBe('1');
    clock.now = 999;
    expect((await cache.getOrLoad('/a', load('2'))).bytes.toString()).toBe('1');
    clock.now = 1_000;
    expect((await cache.getOrLoad('/a', load('3'))).bytes.toString()).toBe('3');
    expect(loads()).toBe(2);
  });

  it('drops every answer when the version changes', async () => {
    const { clock, cache, load } = cacheWithClock();
    await cache.getOrLoad('/a', load('1'));
    clock.version += 1;
    expect(cache.get('/a')).toBeUndefined();
    expect((await cache.getOrLoad('/a', load('2'))).bytes.toString()).toBe('2');
  });

  it('does not keep an answer loaded across an invalidation', async () => {
    const { clock, cache } = cacheWithClock();
    let finish: (answer: CachedAnswer) => void = () => undefined;
    const pending = cache.getOrLoad('/a', () => new Promise((resolve) => (finish = resolve)));
    clock.version += 1;
    finish(answerOf('old'));
    expect((await pending).bytes.toString()).toBe('old');
    expect(cache.get('/a')).toBeUndefined();
  });

  it('shares one load between concurrent misses of a key', async () => {
    const { cache, load, loads } = cacheWithClock();
    const answers = await Promise.all([cache.getOrLoad('/a', load('1')), cache.getOrLoad('/a', load('2'))]);
    expect(answers.map((answer) => answer.bytes.toString())).toEqual(['1', '1']);
    expect(loads()).toBe(1);
  });

  it('keeps no failed load, and lets the next call try again', async () => {
    const { cache, load } = cacheWithClock();
    await expect(cache.getOrLoad('/a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect((await cache.getOrLoad('/a', load('1'))).bytes.toString()).toBe('1');
  });

  it('holds at most maxEntries, evicting the oldest', async () => {
    const { cache, load } = cacheWithClock();
    await cache.getOrLoad('/a', load('a'));
    await cache.getOrLoad('/b', load('b'));
    await cache.getOrLoad('/c', load('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/c')?.bytes.toString()).toBe('c');
  });

  it('holds at most maxBytes of bodies, evicting the oldest, and never keeps a body larger than that', async () => {
    const { clock, cache, load, loads } = cacheWithClock();
    await cache.getOrLoad('/a', load('aaaa'));
    await cache.getOrLoad('/b', load('bbbbbb'));
    expect(cache.storedBytes).toBe(10);
    await cache.getOrLoad('/c', load('cc'));
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/b')?.bytes.toString()).toBe('bbbbbb');
    expect(cache.storedBytes).toBe(8);

    const large = 'x'.repeat(11);
    expect((await cache.getOrLoad('/large', load(large))).bytes.toString()).toBe(large);
    expect(cache.get('/large')).toBeUndefined();
    expect(cache.get('/c')?.bytes.toString()).toBe('cc');
    // An entry that expires gives its bytes back.
    clock.now = 1_000;
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.storedBytes).toBe(2);
    expect(loads()).toBe(4);
    cache.clear();
    expect(cache.storedBytes).toBe(0);
  });
});
