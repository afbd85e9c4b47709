import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import type { AccessTokens } from './tokens';

export interface AuthUser {
  id: string;
  sessionId: string;
  role: 'customer' | 'admin';
  /** When the access token of this request runs out (a live stream ends then). */
  tokenExpiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `app.authenticate` (or `app.identify` when a valid token came). */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 without a valid access token of a live session. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler: like authenticate, and 403 unless the user is an admin. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** preHandler: sets request.user when a valid token came, and lets anonymous calls through. */
    identify: (request: FastifyRequest) => Promise<void>;
  }
}

export interface AuthGuardDeps {
  tokens: AccessTokens;
  /** The user's current role when the session is live and the user active; null otherwise. */
  findLiveSession: (sessionId: string, userId: string) => Promise<{ role: AuthUser['role'] } | null>;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Access checks for the routes: a token alone is not enough, its session must still be live. */
export function registerAuthGuard(app: FastifyInstance, deps: AuthGuardDeps): void {
  async function resolveUser(request: FastifyRequest): Promise<AuthUser> {
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHENTICATED');
    const claims = await deps.tokens.verify(token);
    if (claims === 'expired') throw new AppError('TOKEN_EXPIRED');
    if (claims === 'invalid') throw new AppError('UNAUTHENTICATED');
    const session = await deps.findLiveSession(claims.sessionId, claims.userId);
    if (!session) throw new AppError('TOKEN_EXPIRED');
    return {
      id: claims.userId,
      sessionId: claims.sessionId,
      role: session.role,
      tokenExpiresAt: deps.tokens.expiryOf(token),
    };
  }

  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    request.user = await resolveUser(request);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    request.user = await resolveUser(request);
    if (request.user.role !== 'admin') throw new AppError('FORBIDDEN');
  });
  app.decorate('identify', async (request: FastifyRequest) => {
    if (!bearerToken(request)) return;
    request.user = await resolveUser(request).catch(() => null);
  });
}

/** The signed-in user of a route behind `app.authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}
