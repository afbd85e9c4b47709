import { describe, expect, it } from 'vitest';
import { addressKey, trustProxySetting } from './client-address';

describe('TRUST_PROXY', () => {
  it.each([
    ['0', false],
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['127.0.0.1, 10.0.0.0/8', ['127.0.0.1', '10.0.0.0/8']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('reads %j as %j', (text, expected) => {
    expect(trustProxySetting.parse(text)).toEqual(expected);
  });

  it.each([
    'true',
    'yes',
    '*',
    '11',
    'nginx',
    '10.0.0.0/33',
    '::1/129',
    '10.0.0.0/8/8',
    '300.1.1.1',
    ',',
    '1.5',
  ])('refuses %j', (text) => {
    expect(trustProxySetting.safeParse(text).success).toBe(false);
  });
});

describe('addressKey', () => {
  it.each([
    ['203.0.113.5', '203.0.113.5'],
    ['::ffff:203.0.113.5', '203.0.113.5'],
    ['::ffff:cb00:7105', '203.0.113.5'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['not an address', 'not an address'],
  ])('counts %s as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });

  it('puts every address of one /64 on one counter, and neighbouring /64s on their own', () => {
    expect(addressKey('2001:db8:1:2::1')).toBe(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
  });
});
