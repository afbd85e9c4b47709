/**
 * Auth forms and the session rule (SPEC §3, §4 'Session', §5 'Register' and 'Reset password').
 * The same schemas validate the web forms on each change and the server's request bodies.
 */
import { z } from 'zod';
import {
  DEFAULT_ALLOWED_EMAIL_DOMAINS,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  PHONE_PREFIX,
} from './constants';

export const AUTH_MESSAGES = {
  nameRequired: 'Nama tidak boleh kosong',
  nameTooLong: `Nama tidak boleh lebih dari ${NAME_MAX_LENGTH} karakter`,
  emailRequired: 'Email tidak boleh kosong',
  emailInvalid: 'Format email tidak valid',
  phoneRequired: 'Nomor telepon tidak boleh kosong',
  phoneTooShort: `Nomor telepon minimal ${PHONE_MIN_DIGITS} digit`,
  phoneTooLong: `Nomor telepon maksimal ${PHONE_MAX_DIGITS} digit`,
  passwordRequired: 'Kata sandi tidak boleh kosong',
  passwordTooShort: `Kata sandi minimal ${PASSWORD_MIN_LENGTH} karakter`,
  passwordTooLong: `Kata sandi maksimal ${PASSWORD_MAX_LENGTH} karakter`,
  confirmPasswordRequired: 'Verifikasi kata sandi tidak boleh kosong',
  passwordMismatch: 'Kata sandi tidak cocok',
  /** The toast when a register submit still has different passwords. */
  passwordMismatchToast: 'Kata sandi tidak cocok!',
  termsRequired: 'Anda harus menyetujui Syarat dan Ketentuan',
  tokenRequired: 'Token tidak boleh kosong',
  resetPasswordMismatch: 'Password and Confirm Password do not match',
  missingResetToken: 'No token provided. Please use the reset link sent to your email.',
  tokenExpired: 'Token expired',
} as const;

/** Indonesia's calling code, the digits of PHONE_PREFIX. */
const COUNTRY_CODE = PHONE_PREFIX.slice(1);

/** Trimmed, lower-cased e-mail, the form in which the shop stores and compares addresses. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The domain part of an e-mail address, lower-cased ('' without an '@'). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : normalizeEmail(email.slice(at + 1));
}

/** Whether an address is on one of the allowed domains, case-insensitively. */
export function isAllowedEmailDomain(
  email: string,
  allowedDomains: readonly string[] = DEFAULT_ALLOWED_EMAIL_DOMAINS,
): boolean {
  const domain = emailDomain(email);
  return allowedDomains.some((allowed) => normalizeEmail(allowed) === domain);
}

/** Provider names joined the Indonesian way: 'A', 'A atau B', 'A, B, atau C'. */
function joinWithAtau(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  if (names.length === 2) return `${names[0]} atau ${names[1]}`;
  return `${names.slice(0, -1).join(', ')}, atau ${names.at(-1)}`;
}

/** The allowed-domain message, naming each provider: the defaults give 'Hanya email Gmail, Outlook, atau Yahoo yang diperbolehkan'. */
export function allowedDomainsMessage(
  allowedDomains: readonly string[] = DEFAULT_ALLOWED_EMAIL_DOMAINS,
): string {
  const providers = allowedDomains.map((domain) => {
    const provider = normalizeEmail(domain).split('.')[0] ?? '';
    return provider.charAt(0).toUpperCase() + provider.slice(1);
  });
  return `Hanya email ${joinWithAtau([...new Set(providers)])} yang diperbolehkan`;
}

/** Number of digits in a phone number, ignoring '+', spaces, dashes and the like. */
export function phoneDigitCount(phone: string): number {
  return phone.replace(/\D/g, '').length;
}

/**
 * Phone number in the stored form '+62…', so one number has one spelling and can be compared:
 * punctuation dropped; '+62…' and '62…' already carry the country code; one leading 0 after it
 * (the trunk prefix of '08…', also written '+62 (0)8…') is dropped; +62 is put in front.
 * '081…', '81…', '6281…' and '+6281…' are the same number. Only a Sumatran landline area code
 * (062x) typed without its 0 would start with 62 too; a shop that reaches customers on WhatsApp
 * does not expect one.
 */
export function normalizePhone(input: string): string {
  const digits = input.trim().replace(/\D/g, '');
  const national = digits.startsWith(COUNTRY_CODE) ? digits.slice(COUNTRY_CODE.length) : digits;
  return `${PHONE_PREFIX}${national.replace(/^0/, '')}`;
}

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

/** The register form and request body (SPEC §5 'Register'); the server passes its ALLOWED_EMAIL_DOMAINS. Output e-mail is lower-cased and phone is '+62…'. */
export function registerSchema(allowedDomains: readonly string[] = DEFAULT_ALLOWED_EMAIL_DOMAINS) {
  return z
    .object({
      name: nameField,
      email: emailField.refine((email) => isAllowedEmailDomain(email, allowedDomains), {
        error: allowedDomainsMessage(allowedDomains),
        ...whenFieldValidSoFar,
      }),
      phone: z
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
        .transform(normalizePhone),
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
