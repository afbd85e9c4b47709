import { whatsappEndpoints as api } from '@premium-shop/domain/api/whatsapp';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declared } from '../../platform/declared-route';
import { AppError } from '../../platform/errors';
import { limit } from '../../platform/rate-limits';
import { applyFonnteStatus, isWebhookToken } from './fonnte-status.service';

export const FONNTE_STATUS_MESSAGES = {
  notFound: 'Alamat tidak ditemukan',
  unknownMessage: 'Pesan tidak dikenal',
  applied: 'Status pesan diperbarui',
  unchanged: 'Status pesan tidak berubah',
} as const;

const M = FONNTE_STATUS_MESSAGES;
// Fonnte reports each message a few times (queued, sent, delivered, read) and retries a failed report
// once a minute up to 15 times (https://docs.fonnte.com/language/en/): a shop sending one message
// every few seconds stays far below this; a guesser of the token does not.
const STATUS_CALLS_PER_MINUTE = 300;

/**
 * POST /api/whatsapp/fonnte-status/:token: Fonnte's message-status webhook. Fonnte signs nothing (its
 * 'secret key' option of February 2025 adds a value to the data whose name its pages do not give), so
 * the proof is FONNTE_WEBHOOK_TOKEN in the address, compared in constant time; a wrong token, or none
 * configured, answers 404 like any unknown address. Calls are limited per client address before the
 * token is looked at, so the token cannot be guessed at speed.
 */
export const fonnteStatusRoutes: FastifyPluginAsyncZod = (app) => {
  app.route({
    ...declared(app, api.receiveFonnteStatus),
    preHandler: limit(app, { name: 'fonnte-status', max: STATUS_CALLS_PER_MINUTE, timeWindowMs: 60_000 }),
    handler: async (request) => {
      if (!isWebhookToken(request.params.token, app.settings.FONNTE_WEBHOOK_TOKEN)) {
        throw new AppError('NOT_FOUND', M.notFound);
      }
      const outcome = await applyFonnteStatus(app.db, request.body);
      if (outcome === 'unknown') throw new AppError('NOT_FOUND', M.unknownMessage);
      return { status: true, message: outcome === 'applied' ? M.applied : M.unchanged };
    },
  });
  return Promise.resolve();
};
