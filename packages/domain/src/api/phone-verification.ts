import { z } from 'zod';
import { updatePhoneSchema } from '../auth';
import { phoneCodeSentSchema, verifyPhoneSchema } from '../phone-verification';
import { userSchema } from '../user-schema';
import { dataAnswer, defineEndpoints } from './endpoint';
import { PHONE_VERIFICATION_PATHS } from './phone-verification.paths';

const userAnswer = z.object({ data: userSchema, message: z.string() });

export const phoneVerificationEndpoints = defineEndpoints('Phone verification', PHONE_VERIFICATION_PATHS, {
  updatePhone: {
    summary:
      "Changes the signed-in user's phone number (any spelling becomes +62...); the new number is unverified until proved.",
    access: 'customer',
    body: updatePhoneSchema,
    responses: { 200: userAnswer },
    errors: [404],
  },
  requestPhoneCode: {
    summary:
      "Sends a 6-digit code by WhatsApp to the signed-in user's number (valid 10 minutes). At most one a minute and 5 an hour per account, 5 a day to one number; 409 when the number is already verified, by this account or another.",
    access: 'customer',
    responses: { 200: dataAnswer(phoneCodeSentSchema) },
    errors: [404, 409],
  },
  verifyPhone: {
    summary:
      'Proves the number with the code it was sent; a code dies after 5 wrong entries. 409 when another account verified the number first.',
    access: 'customer',
    body: verifyPhoneSchema,
    responses: { 200: userAnswer },
    errors: [404, 409],
  },
});
