import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerSchema } from './auth';
import { EMAIL_PATTERN, registerFormErrors, registerPayloadOf, type RegisterFormValues } from './auth-rules';

/** The first message per field registerSchema gives, in the register form's shape. */
function schemaErrors(values: RegisterFormValues, domains?: readonly string[]) {
  const result = registerSchema(domains).safeParse(values);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return errors;
}

const names = ['', '   ', 'Budi', ' Budi Santoso ', 'x'.repeat(75), 'x'.repeat(76)];
const emails = [
  '',
  ' ',
  'budi',
  'budi@',
  'Budi@Gmail.com',
  ' budi@gmail.com ',
  'budi@yahoo.co.id',
  'budi@outlook.com',
  'budi..x@gmail.com',
  '.budi@gmail.com',
  "o'neil@gmail.com",
  'budi@mail.example',
];
const phones = [
  '',
  '  ',
  '0812',
  '081234567',
  '0812345678',
  '+62 812-3456-7890',
  '6281234567890123',
  '0812345678901234',
];
const passwords = ['', 'pendek', 'budi12345', 'x'.repeat(72), 'x'.repeat(73)];
const confirmations = ['', 'budi12345', 'lain'];

describe('the register form rules without zod', () => {
  it('use the same e-mail pattern as the schemas', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  it('give every field the message registerSchema gives it, over every combination tried', () => {
    const cases: RegisterFormValues[] = [];
    // The name, e-mail and phone are checked each on its own; the passwords and the terms together.
    for (const name of names) {
      for (const email of emails) {
        for (const phone of phones) {
          cases.push({
            name,
            email,
            phone,
            password: 'budi12345',
            confirmPassword: 'lain',
            agreeToTerms: true,
          });
        }
      }
    }
    for (const password of passwords) {
      for (const confirmPassword of [...confirmations, password]) {
        for (const agreeToTerms of [true, false]) {
          cases.push({ name: '', email: 'budi', phone: '0812', password, confirmPassword, agreeToTerms });
        }
      }
    }
    const sorted = (errors: Record<string, string | undefined>) =>
      JSON.stringify(Object.entries(errors).sort());
    const disagreeing = cases
      .filter((values) => sorted(registerFormErrors(values)) !== sorted(schemaErrors(values)))
      .map((values) => ({ values, rules: registerFormErrors(values), schema: schemaErrors(values) }));
    expect(disagreeing).toEqual([]);
    expect(cases.length).toBeGreaterThan(600);
  });

  it("name the server's own allowed domains", () => {
    const values = {
      name: 'Budi',
      email: 'budi@toko.id',
      phone: '081234567890',
      password: 'budi12345',
      confirmPassword: 'budi12345',
      agreeToTerms: true,
    };
    expect(registerFormErrors(values, ['toko.id'])).toEqual({});
    expect(registerFormErrors(values)).toEqual(schemaErrors(values));
    expect(registerFormErrors(values).email).toBe(
      'Hanya email Gmail, Outlook, atau Yahoo yang diperbolehkan',
    );
  });

  it('send the body registerSchema would send', () => {
    const values = {
      name: ' Budi Santoso ',
      email: ' Budi@Gmail.com ',
      phone: ' 0812-3456-7890 ',
      password: 'budi12345',
      confirmPassword: 'budi12345',
      agreeToTerms: true,
    };
    expect(registerPayloadOf(values)).toEqual(registerSchema().parse(values));
  });
});
