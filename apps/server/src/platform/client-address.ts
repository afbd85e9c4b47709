import { isIP } from 'node:net';
import { z } from 'zod';

/** What Fastify's trustProxy gets: nobody, a number of proxy hops, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

// proxy-addr's names for the private ranges, e.g. nginx on the same host is `loopback`.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: who may tell the shop a client's address through X-Forwarded-For. Unset (or `0`,
 * `false`) trusts nobody, so a forged header changes nothing; `1` trusts one hop (the peer is the
 * proxy); else a comma-separated list of proxy addresses and CIDR ranges. `true` is refused:
 * trusting every peer lets any client choose the address its limits are counted against.
 */
export const trustProxySetting = z.string().transform((value, ctx): TrustProxy => {
  const text = value.trim().toLowerCase();
  if (['0', 'false', 'off', 'no'].includes(text)) return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops <= MAX_HOPS) return hops;
    ctx.addIssue({ code: 'custom', message: `at most ${MAX_HOPS} proxy hops` });
    return z.NEVER;
  }
  if (['true', 'on', 'yes', '*', 'all'].includes(text)) {
    ctx.addIssue({
      code: 'custom',
      message:
        'trusting every peer lets any client forge its address; name the proxy: a hop count (1) or its addresses (127.0.0.1,10.0.0.0/8)',
    });
    return z.NEVER;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `not a hop count or a list of addresses and CIDR ranges: ${bad.join(', ') || value} (e.g. 1, or 127.0.0.1,10.0.0.0/8)`,
    });
    return z.NEVER;
  }
  return entries;
});

/** TRUST_PROXY as Fastify's trustProxy option, whose types leave out the hop count it accepts. */
export function trustProxyOption(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  // What Fastify builds from a number: the first `setting` hops from the socket are proxies.
  return (_address, hop) => hop < setting;
}

/** The eight 16-bit groups of an IPv6 address, in lower-case hex; `address` must be valid IPv6. */
function ipv6Groups(address: string): string[] {
  let text = address.split('%')[0]!.toLowerCase();
  const embeddedV4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (embeddedV4) {
    const [a, b, c, d] = embeddedV4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, embeddedV4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => group.replace(/^0+(?=.)/, ''));
}

/**
 * The address a per-address counter is kept for. An IPv6 customer usually owns a whole /64 and
 * can pick a new address in it for every request, so IPv6 addresses count per /64; an
 * IPv4-mapped IPv6 address counts as its IPv4 address.
 */
export function addressKey(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const groups = ipv6Groups(ip);
  const isV4Mapped = groups.slice(0, 5).every((group) => group === '0') && groups[5] === 'ffff';
  if (isV4Mapped) {
    const high = parseInt(groups[6]!, 16);
    const low = parseInt(groups[7]!, 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}
