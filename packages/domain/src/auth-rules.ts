/**
 * The rules of the auth forms without zod (SPEC §5 'Register'): their messages, the e-mail and phone
 * rules, and the register form's per-field check, so the register page does not load zod. auth.ts
 * builds the server's schemas from the same rules, and a test holds the two to the same answers.
 */
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

/** zod's e-mail pattern (z.regexes.email), which the schemas use; a test keeps the two the same. */
export const EMAIL_PATTERN =
  // zod's own pattern character for character, escapes included.
  // eslint-disable-next-line no-useless-escape
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** The register form's values as typed. */
export interface RegisterFormValues {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  agreeToTerms: boolean;
}

export type RegisterFormField = keyof RegisterFormValues;

/**
 * Each field's first message, as registerSchema gives them: empty fields, lengths, the e-mail's form
 * and domain, the phone's digits, passwords that differ (checked whenever both are typed), the terms.
 */
export function registerFormErrors(
  values: RegisterFormValues,
  allowedDomains: readonly string[] = DEFAULT_ALLOWED_EMAIL_DOMAINS,
): Partial<Record<RegisterFormField, string>> {
  const errors: Partial<Record<RegisterFormField, string>> = {};
  const name = values.name.trim();
  if (name === '') errors.name = AUTH_MESSAGES.nameRequired;
  else if (name.length > NAME_MAX_LENGTH) errors.name = AUTH_MESSAGES.nameTooLong;

  const email = normalizeEmail(values.email);
  if (email === '') errors.email = AUTH_MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = AUTH_MESSAGES.emailInvalid;
  else if (!isAllowedEmailDomain(email, allowedDomains)) errors.email = allowedDomainsMessage(allowedDomains);

  const phone = values.phone.trim();
  if (phone === '') errors.phone = AUTH_MESSAGES.phoneRequired;
  else if (phoneDigitCount(phone) < PHONE_MIN_DIGITS) errors.phone = AUTH_MESSAGES.phoneTooShort;
  else if (phoneDigitCount(phone) > PHONE_MAX_DIGITS) errors.phone = AUTH_MESSAGES.phoneTooLong;

  const { password, confirmPassword } = values;
  if (password === '') errors.password = AUTH_MESSAGES.passwordRequired;
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = AUTH_MESSAGES.passwordTooShort;
  else if (password.length > PASSWORD_MAX_LENGTH) errors.password = AUTH_MESSAGES.passwordTooLong;

  if (confirmPassword === '') errors.confirmPassword = AUTH_MESSAGES.confirmPasswordRequired;
  else if (password !== confirmPassword) errors.confirmPassword = AUTH_MESSAGES.passwordMismatch;

  if (!values.agreeToTerms) errors.agreeToTerms = AUTH_MESSAGES.termsRequired;
  return errors;
}

/** The register body of valid form values, as registerSchema gives it: name trimmed, e-mail lower-cased, phone '+62…'. */
export function registerPayloadOf(values: RegisterFormValues): RegisterFormValues {
  return {
    ...values,
    name: values.name.trim(),
    email: normalizeEmail(values.email),
    phone: normalizePhone(values.phone.trim()),
  };
}
