import { phoneVerificationEndpoints as api } from '@premium-shop/domain/api/phone-verification';
import { PHONE_VERIFICATION_MESSAGES as M } from '@premium-shop/domain/phone-verification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth-guard';
import { declared } from '../../platform/declared-route';
import * as phoneVerification from './phone-verification.service';

/**
 * The signed-in user's phone number: change it, and prove it with a code sent by WhatsApp
 * (docs/decisions/039), as declared in packages/domain/src/api/phone-verification.ts.
 */
export const phoneVerificationRoutes: FastifyPluginAsyncZod = (app) => {
  const ctx = (): phoneVerification.PhoneVerificationContext => ({
    db: app.db,
    vault: app.vault,
    settings: app.settings,
    // The outbox job sends e-mail and WhatsApp alike: the same nudge gets the code out now.
    onMessageQueued: app.authContext.onEmailQueued,
  });

  app.route({
    ...declared(app, api.updatePhone),
    handler: async (request) => ({
      data: await phoneVerification.changePhone(ctx(), currentUser(request).id, request.body.phone),
      message: M.phoneUpdated,
    }),
  });

  app.route({
    ...declared(app, api.requestPhoneCode),
    handler: async (request) => {
      const data = await phoneVerification.requestCode(ctx(), currentUser(request).id);
      return { data, message: M.codeSent(data.phone) };
    },
  });

  app.route({
    ...declared(app, api.verifyPhone),
    handler: async (request) => ({
      data: await phoneVerification.verifyCode(ctx(), currentUser(request).id, request.body.code),
      message: M.verified,
    }),
  });
  return Promise.resolve();
};
