/**
 * Auth forms and the session rule (SPEC §3, §4 'Session', §5 'Register' and 'Reset password').
 * The same schemas validate the web forms on each change and the server's request bodies.
 */
import { z } from 'zod';
import {
  allowedDomainsMessage,
  AUTH_MESSAGES,
  isAllowedEmailDomain,
  normalizePhone,
  phoneDigitCount,
} from './auth-rules';
import {
  DEFAULT_ALLOWED_EMAIL_DOMAINS,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
} from './constants';

export {
  allowedDomainsMessage,
  AUTH_MESSAGES,
  emailDomain,
  isAllowedEmailDomain,
  normalizeEmail,
  normalizePhone,
  phoneDigitCount,
} from './auth-rules';

/** Runs a check only while its field has no issue yet, so each field reports one message. */
const whenFieldValidSoFar = {
  when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0,
};

const nameField = z
  .string({ error: AUTH_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: AUTH_MESSAGES.nameRequired })
  .max(NAME_MAX_LENGTH, { error: AUTH_MESSAGES.nameTooLong });

const emailField = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: AUTH_MESSAGES.emailRequired })
  .regex(z.regexes.email, { error: AUTH_MESSAGES.emailInvalid, ...whenFieldValidSoFar });

const passwordField = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, { error: AUTH_MESSAGES.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.passwordTooShort, ...whenFieldValidSoFar })
  .max(PASSWORD_MAX_LENGTH, { error: AUTH_MESSAGES.passwordTooLong, ...whenFieldValidSoFar });

/** Whether the object being checked has both passwords as strings, so comparing them means something. */
function hasBothPasswords(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { password, confirmPassword } = value as Record<string, unknown>;
  return typeof password === 'string' && typeof confirmPassword === 'string' && confirmPassword !== '';
}

/** A phone number as typed ('08…', '62…', '+62…'), given back as '+62…'. */
const phoneField = z
  .string({ error: AUTH_MESSAGES.phoneRequired })
  .trim()
  .min(1, { error: AUTH_MESSAGES.phoneRequired })
  .refine((phone) => phoneDigitCount(phone) >= PHONE_MIN_DIGITS, {
    error: AUTH_MESSAGES.phoneTooShort,
    ...whenFieldValidSoFar,
  })
  .refine((phone) => phoneDigitCount(phone) <= PHONE_MAX_DIGITS, {
    error: AUTH_MESSAGES.phoneTooLong,
    ...whenFieldValidSoFar,
  })
  .transform(normalizePhone);

/** The register form and request body (SPEC §5 'Register'); the server passes its ALLOWED_EMAIL_DOMAINS. Output e-mail is lower-cased and phone is '+62…'. */
export function registerSchema(allowedDomains: readonly string[] = DEFAULT_ALLOWED_EMAIL_DOMAINS) {
  return z
    .object({
      name: nameField,
      email: emailField.refine((email) => isAllowedEmailDomain(email, allowedDomains), {
        error: allowedDomainsMessage(allowedDomains),
        ...whenFieldValidSoFar,
      }),
      phone: phoneField,
      password: passwordField,
      confirmPassword: z
        .string({ error: AUTH_MESSAGES.confirmPasswordRequired })
        .min(1, { error: AUTH_MESSAGES.confirmPasswordRequired }),
      agreeToTerms: z
        .boolean({ error: AUTH_MESSAGES.termsRequired })
        .refine((agreed) => agreed, { error: AUTH_MESSAGES.termsRequired }),
    })
    .refine((form) => form.password === form.confirmPassword, {
      error: AUTH_MESSAGES.passwordMismatch,
      path: ['confirmPassword'],
      // Also checked while other fields are still invalid, as the form validates on each change.
      when: (payload) => hasBothPasswords(payload.value),
    });
}
export type RegisterSchema = ReturnType<typeof registerSchema>;
/** The register form's values as typed. */
export type RegisterInput = z.input<RegisterSchema>;
/** The register body after validation (normalised e-mail and phone). */
export type RegisterPayload = z.output<RegisterSchema>;

/** Login body; the client shows no field messages, the server still refuses empty fields. */
export const loginSchema = z.object({
  email: z
    .string({ error: AUTH_MESSAGES.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, { error: AUTH_MESSAGES.emailRequired }),
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, { error: AUTH_MESSAGES.passwordRequired }),
  /** Remember me. */
  ingat: z.boolean().optional(),
});
export type LoginPayload = z.output<typeof loginSchema>;

/** Forgot-password body: the address to send the reset link to. */
export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordPayload = z.output<typeof forgotPasswordSchema>;

/** Reset-password body as the server checks it: a token and a password of at least 8 characters. */
export const resetPasswordSchema = z.object({
  password: passwordField,
  token: z
    .string({ error: AUTH_MESSAGES.tokenRequired })
    .trim()
    .min(1, { error: AUTH_MESSAGES.tokenRequired }),
});
export type ResetPasswordPayload = z.output<typeof resetPasswordSchema>;

/** The reset-password page's form: the two fields must match (SPEC §5 sets no minimum there; the server does). */
export const resetPasswordFormSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    error: AUTH_MESSAGES.resetPasswordMismatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.output<typeof resetPasswordFormSchema>;

/** Settings' name change body, with the register form's name rules. */
export const updateNameSchema = z.object({ name: nameField });
export type UpdateNamePayload = z.output<typeof updateNameSchema>;

/** Settings' phone change body, with the register form's phone rules; output is '+62…'. */
export const updatePhoneSchema = z.object({ phone: phoneField });
export type UpdatePhoneInput = z.input<typeof updatePhoneSchema>;
export type UpdatePhonePayload = z.output<typeof updatePhoneSchema>;

/** When a session ends, in epoch milliseconds: now + expiresIn seconds × 1000. */
export function sessionExpiresAt(nowMs: number, expiresInSeconds: number): number {
  return nowMs + expiresInSeconds * 1000;
}

/** Whether a stored session has expired: it has a token and the time is past its expiry. */
export function isSessionExpired(
  session: { accessToken?: string | null; expiresAt?: number | null } | null | undefined,
  nowMs: number,
): boolean {
  if (!session?.accessToken || session.expiresAt == null) return false;
  return nowMs > session.expiresAt;
}
