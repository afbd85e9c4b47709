import { randomBytes, randomUUID } from 'node:crypto';
import { contract } from '@premium-shop/domain/api/contract';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { authSessions } from '../src/db/schema/users';
import { AccessTokens } from '../src/platform/tokens';
import { insertCustomer, signedInAdmin, signedInCustomer } from './customers';
import { createTestApp } from './helper';
import { registeredRoutes, routeOf } from './routes';

const { app, db, tokens } = await createTestApp();

/**
 * Calls the contract declares public although they answer 401 without a token: the live stream,
 * signed in by its one-time ticket and never by the header (live-events.test.ts walks its refusals).
 */
const signedInOtherwise = new Set(
  Object.values(contract)
    .filter((endpoint) => endpoint.access === 'public')
    .map((endpoint) => `${endpoint.method} ${endpoint.path}`),
);

/** Every /api route that wants a token: without one it answers 401 before reading anything. */
async function guardedRoutes(): Promise<string[]> {
  const guarded: string[] = [];
  for (const key of registeredRoutes(app)) {
    if (!key.split(' ')[1]!.startsWith('/api/') || signedInOtherwise.has(key)) continue;
    const { method, url } = routeOf(key);
    const answer = await app.inject({ method, url: url.replace(/:[^/]+/g, randomUUID()) });
    if (answer.statusCode === 401) guarded.push(key);
  }
  return guarded;
}

const routes = await guardedRoutes();
const customer = await signedInCustomer(db, tokens);
const admin = await signedInAdmin(db, tokens);

/**
 * The token with the first byte of its signature changed. (The last base64url character of an
 * HS256 signature carries two padding bits: changing only those leaves the signature valid.)
 */
function tamperSignature(token: string): string {
  const [header, claims, signature] = token.split('.');
  const bytes = Buffer.from(signature!, 'base64url');
  bytes[0] = bytes[0]! ^ 0xff;
  return `${header}.${claims}.${bytes.toString('base64url')}`;
}

/** Tokens that must not open any guarded route, with the code each one earns. */
async function badTokens() {
  const expired = await tokens.sign(
    { userId: customer.user.id, sessionId: await liveSession(customer.user.id), role: 'customer' },
    new Date(Date.now() - 16 * 60 * 1000),
  );
  const foreign = await new AccessTokens(randomBytes(48).toString('base64url')).sign({
    userId: admin.user.id,
    sessionId: await liveSession(admin.user.id),
    role: 'admin',
  });
  // A customer's valid token with its role claim rewritten to admin: the signature no longer fits.
  const [header, , signature] = customer.token.split('.');
  const claims = JSON.parse(Buffer.from(customer.token.split('.')[1]!, 'base64url').toString()) as object;
  const promoted = `${header}.${Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url')}.${signature}`;
  const unsigned = await new SignJWT({ sid: randomUUID(), role: 'admin' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(admin.user.id)
    .sign(new TextEncoder().encode('x'.repeat(32)));
  const revokedUser = await insertCustomer(db);
  const revokedSession = await liveSession(revokedUser.id);
  const revoked = await tokens.sign({ userId: revokedUser.id, sessionId: revokedSession, role: 'customer' });
  await db.delete(authSessions).where(eq(authSessions.id, revokedSession));
  return [
    { name: 'an expired token', token: expired, code: 'TOKEN_EXPIRED' },
    { name: 'a tampered signature', token: tamperSignature(customer.token), code: 'UNAUTHENTICATED' },
    { name: 'a customer token claiming to be admin', token: promoted, code: 'UNAUTHENTICATED' },
    { name: "another shop's token", token: foreign, code: 'UNAUTHENTICATED' },
    { name: 'a token without issuer and audience', token: unsigned, code: 'UNAUTHENTICATED' },
    { name: 'the token of a session that was ended', token: revoked, code: 'TOKEN_EXPIRED' },
    { name: 'garbage', token: 'not-a-token', code: 'UNAUTHENTICATED' },
  ] as const;
}

async function liveSession(userId: string): Promise<string> {
  const [session] = await db.insert(authSessions).values({ userId }).returning();
  return session!.id;
}

describe('every guarded route and every kind of bad token', () => {
  it('finds the guarded routes: the customer and admin calls, not the public ones', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes).toContain('GET /api/payments');
    expect(routes).toContain('POST /api/admin/orders/:id/fulfil');
    expect(routes).not.toContain('GET /api/products');
    expect(routes).not.toContain('POST /api/payments/callback');
  });

  it('answers 401 with the right code to each bad token on each guarded route', async () => {
    const cases = await badTokens();
    const wrong: string[] = [];
    for (const key of routes) {
      const { method, url } = routeOf(key);
      for (const bad of cases) {
        const answer = await app.inject({
          method,
          url: url.replace(/:[^/]+/g, randomUUID()),
          headers: { authorization: `Bearer ${bad.token}` },
        });
        const body = answer.json<{ code?: string }>();
        if (answer.statusCode !== 401 || body.code !== bad.code) {
          wrong.push(`${key} with ${bad.name}: ${answer.statusCode} ${body.code}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("answers 403 to a customer's valid token on every admin route, and lets the admin through", async () => {
    const adminRoutes = routes.filter((key) => key.split(' ')[1]!.startsWith('/api/admin/'));
    expect(adminRoutes.length).toBeGreaterThan(30);
    for (const key of adminRoutes) {
      const { method, url } = routeOf(key);
      const path = url.replace(/:[^/]+/g, randomUUID());
      const asCustomer = await app.inject({
        method,
        url: path,
        headers: { authorization: `Bearer ${customer.token}` },
      });
      expect(asCustomer.statusCode, key).toBe(403);
      const asAdmin = await app.inject({
        method,
        url: path,
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect([401, 403], key).not.toContain(asAdmin.statusCode);
    }
  });
});
