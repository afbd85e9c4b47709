import { accountEndpoints as api } from '@premium-shop/domain/api/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth-guard';
import { declared } from '../../platform/declared-route';
import * as accounts from './accounts.service';

// Credentials: no browser or proxy may keep a copy.
const NO_STORE = 'no-store';

/**
 * 'Akun Anda': the caller's seats with their credentials (SPEC §2 'Account overview', §7), as
 * declared in packages/domain/src/api/accounts.ts.
 */
export const accountRoutes: FastifyPluginAsyncZod = (app) => {
  app.route({
    ...declared(app, api.listMyAccounts),
    handler: async (request, reply) => {
      const ctx = { db: app.db, vault: app.vault, settings: app.settings, log: request.log };
      const data = await accounts.listMyAccounts(ctx, currentUser(request).id);
      return reply.header('cache-control', NO_STORE).send({ data });
    },
  });

  app.route({
    ...declared(app, api.getMyAccount),
    handler: async (request, reply) => {
      const ctx = { db: app.db, vault: app.vault, settings: app.settings, log: request.log };
      const data = await accounts.getMyAccount(ctx, currentUser(request).id, request.params.id);
      return reply.header('cache-control', NO_STORE).send({ data });
    },
  });
  return Promise.resolve();
};
