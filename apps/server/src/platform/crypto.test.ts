import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CredentialVault } from './crypto';

const vault = new CredentialVault(randomBytes(32).toString('base64'));

describe('CredentialVault', () => {
  it('opens what it sealed, and the sealed bytes do not contain the secret', () => {
    const secret = { password: 'Rahasia#2026', pin: '1234' };
    const sealed = vault.seal(secret);
    expect(sealed.toString('latin1')).not.toContain('Rahasia');
    expect(vault.open(sealed)).toEqual(secret);
  });

  it('seals the same value differently each time', () => {
    expect(vault.seal('x').equals(vault.seal('x'))).toBe(false);
  });

  it('refuses tampered bytes and another key', () => {
    const sealed = vault.seal({ password: 'a' });
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1]! ^= 1;
    expect(() => vault.open(tampered)).toThrow();
    expect(() => new CredentialVault(randomBytes(32).toString('base64')).open(sealed)).toThrow();
  });

  it('refuses a key of the wrong size', () => {
    expect(() => new CredentialVault(randomBytes(16).toString('base64'))).toThrow(/32 bytes/);
  });
});
