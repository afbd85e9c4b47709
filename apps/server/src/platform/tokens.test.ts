import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_SECONDS, AccessTokens } from './tokens';

const SECRET = 'a-secret-of-the-test-suite-that-is-long-enough';
const claims = { userId: 'user-1', sessionId: 'session-1', role: 'customer' as const };

afterEach(() => {
  vi.useRealTimers();
});

describe('AccessTokens', () => {
  it('answers a token it verified before with the same claims until the token expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
    const tokens = new AccessTokens(SECRET);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);

    vi.setSystemTime(new Date(Date.parse('2026-11-25T10:00:00Z') + (ACCESS_TOKEN_SECONDS - 1) * 1000));
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date(Date.parse('2026-11-25T10:00:00Z') + ACCESS_TOKEN_SECONDS * 1000));
    expect(await tokens.verify(token)).toBe('expired');
    expect(await tokens.verify(token)).toBe('expired');
  });

  it('still refuses a changed token after verifying the original', async () => {
    const tokens = new AccessTokens(SECRET);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    const [header, payload, signature] = token.split('.');
    const promoted = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), role: 'admin' }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${promoted}.${signature}`)).toBe('invalid');
    const flipped = signature!.at(-2) === 'A' ? 'B' : 'A';
    expect(
      await tokens.verify(`${header}.${payload}.${signature!.slice(0, -2)}${flipped}${signature!.at(-1)}`),
    ).toBe('invalid');
    expect(await new AccessTokens(`${SECRET}-other`).verify(token)).toBe('invalid');
  });

  it('refuses a correctly signed token without an expiry', async () => {
    const tokens = new AccessTokens(SECRET);
    const forever = await new SignJWT({ sid: claims.sessionId, role: claims.role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer('premium-shop')
      .setAudience('premium-shop:api')
      .setIssuedAt()
      .sign(new TextEncoder().encode(SECRET));
    expect(await tokens.verify(forever)).toBe('invalid');
  });
});
