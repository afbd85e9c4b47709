import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { WHATSAPP_PATHS } from './whatsapp.paths';

/**
 * Fonnte's message-status webhook body (https://docs.fonnte.com/webhook-update-message-status/):
 * `device`, the message `id` its send answer gave, `stateid`, `status` (Fonnte's processing: pending,
 * processing, sent, invalid, expired, ... https://docs.fonnte.com/message-status/) and `state`
 * (WhatsApp's receipt). Other fields Fonnte adds (a timestamp since 2026) are let through.
 */
export const fonnteStatusBodySchema = z.looseObject({
  id: z.union([z.string().min(1).max(64), z.number().int().nonnegative()]),
  device: z.union([z.string(), z.number()]).optional(),
  stateid: z.union([z.string(), z.number()]).nullish(),
  status: z.string().max(64).nullish(),
  state: z.string().max(64).nullish(),
});

export type FonnteStatusBody = z.infer<typeof fonnteStatusBodySchema>;

const answer = z.object({ status: z.boolean(), message: z.string() });

export const whatsappEndpoints = defineEndpoints('WhatsApp', WHATSAPP_PATHS, {
  receiveFonnteStatus: {
    summary:
      "Fonnte's word on a message the shop sent (queued, sent, delivered, read, failed): the secret token in the path proves it, since Fonnte signs nothing.",
    access: 'public',
    params: z.object({ token: z.string().min(1).max(200) }),
    body: fonnteStatusBodySchema,
    responses: { 200: answer },
    errors: [404, 429],
  },
});
