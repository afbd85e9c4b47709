import { accountDetailSchema, accountGroupSchema } from '@premium-shop/domain/dashboard-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-guard';
import * as accounts from './accounts.service';

// Credentials: no browser or proxy may keep a copy.
const NO_STORE = 'no-store';

/** 'Akun Anda': the caller's seats with their credentials (SPEC §2 'Account overview', §7). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/accounts/my',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: z.object({ data: z.array(accountGroupSchema) }) } },
    },
    async (request, reply) => {
      const ctx = { db: app.db, vault: app.vault, settings: app.settings, log: request.log };
      const data = await accounts.listMyAccounts(ctx, currentUser(request).id);
      return reply.header('cache-control', NO_STORE).send({ data });
    },
  );

  app.get(
    '/accounts/:id',
    {
      onRequest: app.authenticate,
      schema: {
        params: z.object({ id: z.string() }),
        response: { 200: z.object({ data: accountDetailSchema }) },
      },
    },
    async (request, reply) => {
      const ctx = { db: app.db, vault: app.vault, settings: app.settings, log: request.log };
      const data = await accounts.getMyAccount(ctx, currentUser(request).id, request.params.id);
      return reply.header('cache-control', NO_STORE).send({ data });
    },
  );
};
