import { adminLedgerEndpoints as api } from '@premium-shop/domain/api/admin-ledger';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../../platform/csv-answer';
import { declared } from '../../platform/declared-route';
import { limitExports } from '../../platform/rate-limits';
import { getLedger, getLedgerAccounts, monthOrCurrent } from './admin-ledger.service';
import { exportLedger, exportLedgerAccounts } from './ledger-export.service';

/**
 * The owner's ledger (docs/decisions/052): GET /api/admin/ledger, /ledger/accounts and their CSV
 * exports, ?month=YYYY-MM (WIB; the current month without it); admins only, checked before anything else.
 */
export const adminLedgerRoutes: FastifyPluginAsyncZod = (app) => {
  const ctx = () => ({ db: app.db });

  app.route({
    ...declared(app, api.adminGetLedger),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await getLedger(ctx(), monthOrCurrent(request.query.month)) };
    },
  });

  app.route({
    ...declared(app, api.adminExportLedger),
    preHandler: limitExports(app),
    handler: async (request, reply) =>
      sendCsv(reply, await exportLedger(ctx(), monthOrCurrent(request.query.month))),
  });

  app.route({
    ...declared(app, api.adminGetLedgerAccounts),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await getLedgerAccounts(ctx(), monthOrCurrent(request.query.month)) };
    },
  });

  app.route({
    ...declared(app, api.adminExportLedgerAccounts),
    preHandler: limitExports(app),
    handler: async (request, reply) =>
      sendCsv(reply, await exportLedgerAccounts(ctx(), monthOrCurrent(request.query.month))),
  });
  return Promise.resolve();
};
