import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { decodeJwt, errors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ALGORITHM = 'HS256';
const ISSUER = 'premium-shop';
const AUDIENCE = 'premium-shop:api';

export interface AccessClaims {
  userId: string;
  sessionId: string;
  role: 'customer' | 'admin';
}

export type AccessTokenFailure = 'expired' | 'invalid';

/** How many verified tokens a process remembers: a busy hour's signed-in visitors, a few MB at most. */
const VERIFIED_TOKENS_KEPT = 10_000;

interface VerifiedToken {
  claims: AccessClaims;
  /** The token's `exp`, in seconds since the epoch. */
  expiresAt: number;
}

/** Signs and checks the short-lived access tokens; the algorithm is pinned, never read from the token. */
export class AccessTokens {
  /** Imported once: importing the raw secret on every call was a sixth of an API request's CPU. */
  private readonly key: Promise<webcrypto.CryptoKey>;

  /**
   * Tokens whose signature and claims were checked, by their exact text: the same text checks the
   * same way again, so a repeat only needs its expiry compared (the HMAC was a tenth of a signed-in
   * request's CPU). The oldest entry makes room for a new one.
   */
  private readonly verified = new Map<string, VerifiedToken>();

  constructor(secret: string) {
    this.key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async sign(claims: AccessClaims, now = new Date()): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({ sid: claims.sessionId, role: claims.role })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
      .sign(await this.key);
  }

  async verify(token: string): Promise<AccessClaims | AccessTokenFailure> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt > Math.floor(Date.now() / 1000)) return known.claims;
      this.verified.delete(token);
      return 'expired';
    }
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['exp'],
      });
      const { sub, sid, role, exp } = payload;
      if (typeof sub !== 'string' || typeof sid !== 'string' || (role !== 'customer' && role !== 'admin')) {
        return 'invalid';
      }
      const claims: AccessClaims = { userId: sub, sessionId: sid, role };
      this.remember(token, { claims, expiresAt: exp! });
      return claims;
    } catch (error) {
      return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
    }
  }

  /**
   * When a token that verify() accepted runs out (its `exp`). Read from the tokens remembered, or
   * from the token itself if it was pushed out since: only ever asked about a token just verified.
   */
  expiryOf(token: string): Date {
    const seconds = this.verified.get(token)?.expiresAt ?? decodeJwt(token).exp ?? 0;
    return new Date(seconds * 1000);
  }

  private remember(token: string, entry: VerifiedToken): void {
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) {
      const oldest = this.verified.keys().next().value;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
    this.verified.set(token, entry);
  }
}

/** A random opaque token (refresh, password reset): 256 bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of an opaque token: its SHA-256, so a leaked table grants nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
