import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  allowedDomainsMessage,
  emailDomain,
  forgotPasswordSchema,
  isAllowedEmailDomain,
  isSessionExpired,
  loginSchema,
  normalizeEmail,
  normalizePhone,
  phoneDigitCount,
  registerSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  sessionExpiresAt,
  updateNameSchema,
} from './auth';

/** Every message per field, in the order zod reports them. */
function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.join('.');
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}

const validRegister = {
  name: 'Budi Santoso',
  email: 'budi@gmail.com',
  phone: '081234567890',
  password: 'rahasia123',
  confirmPassword: 'rahasia123',
  agreeToTerms: true,
};

describe('registerSchema', () => {
  const schema = registerSchema();

  it('accepts a valid form and normalises e-mail and phone', () => {
    expect(schema.parse({ ...validRegister, name: ' Budi Santoso ', email: ' Budi@GMAIL.com ' })).toEqual({
      ...validRegister,
      email: 'budi@gmail.com',
      phone: '+6281234567890',
    });
  });

  it.each<[string, Partial<Record<keyof typeof validRegister, unknown>>, Record<string, string[]>]>([
    ['empty name', { name: '' }, { name: ['Nama tidak boleh kosong'] }],
    ['blank name', { name: '   ' }, { name: ['Nama tidak boleh kosong'] }],
    ['missing name', { name: undefined }, { name: ['Nama tidak boleh kosong'] }],
    [
      'name of 76 characters',
      { name: 'a'.repeat(76) },
      { name: ['Nama tidak boleh lebih dari 75 karakter'] },
    ],
    ['empty email', { email: '' }, { email: ['Email tidak boleh kosong'] }],
    ['missing email', { email: undefined }, { email: ['Email tidak boleh kosong'] }],
    ['email without @', { email: 'budi.gmail.com' }, { email: ['Format email tidak valid'] }],
    ['email without a top-level domain', { email: 'budi@gmail' }, { email: ['Format email tidak valid'] }],
    [
      'email on another domain',
      { email: 'budi@company.co.id' },
      { email: ['Hanya email Gmail, Outlook, atau Yahoo yang diperbolehkan'] },
    ],
    [
      'email on a look-alike domain',
      { email: 'budi@gmail.com.evil.io' },
      { email: ['Hanya email Gmail, Outlook, atau Yahoo yang diperbolehkan'] },
    ],
    ['empty phone', { phone: '' }, { phone: ['Nomor telepon tidak boleh kosong'] }],
    ['phone of 9 digits', { phone: '0812-345-67' }, { phone: ['Nomor telepon minimal 10 digit'] }],
    ['phone of letters', { phone: 'abcdefghijkl' }, { phone: ['Nomor telepon minimal 10 digit'] }],
    [
      'empty password',
      { password: '', confirmPassword: '' },
      {
        password: ['Kata sandi tidak boleh kosong'],
        confirmPassword: ['Verifikasi kata sandi tidak boleh kosong'],
      },
    ],
    [
      'password of 7 characters',
      { password: 'rahasia', confirmPassword: 'rahasia' },
      {
        password: ['Kata sandi minimal 8 karakter'],
      },
    ],
    [
      'empty confirmation',
      { confirmPassword: '' },
      { confirmPassword: ['Verifikasi kata sandi tidak boleh kosong'] },
    ],
    [
      'different confirmation',
      { confirmPassword: 'rahasia124' },
      { confirmPassword: ['Kata sandi tidak cocok'] },
    ],
    [
      'terms not agreed',
      { agreeToTerms: false },
      { agreeToTerms: ['Anda harus menyetujui Syarat dan Ketentuan'] },
    ],
    [
      'terms missing',
      { agreeToTerms: undefined },
      { agreeToTerms: ['Anda harus menyetujui Syarat dan Ketentuan'] },
    ],
    [
      'mismatch while another field is still wrong',
      { name: '', confirmPassword: 'lain' },
      { name: ['Nama tidak boleh kosong'], confirmPassword: ['Kata sandi tidak cocok'] },
    ],
  ])('%s', (_name, override, errors) => {
    expect(fieldErrors(schema, { ...validRegister, ...override })).toEqual(errors);
  });

  it.each([
    ['budi@GMAIL.COM', true],
    ['budi@outlook.com', true],
    ['budi@yahoo.com', true],
    ['budi@hotmail.com', false],
  ])('default domains: %s -> %s', (email, isValid) => {
    expect(schema.safeParse({ ...validRegister, email }).success).toBe(isValid);
  });

  it.each([
    ['budi@company.co.id', true, []],
    ['budi@gmail.com', false, ['Hanya email Company yang diperbolehkan']],
  ])('with ALLOWED_EMAIL_DOMAINS=company.co.id: %s -> %s', (email, isValid, messages) => {
    const custom = registerSchema(['Company.co.id']);
    expect(custom.safeParse({ ...validRegister, email }).success).toBe(isValid);
    expect(fieldErrors(custom, { ...validRegister, email }).email ?? []).toEqual(messages);
  });
});

describe('allowedDomainsMessage', () => {
  it.each([
    [undefined, 'Hanya email Gmail, Outlook, atau Yahoo yang diperbolehkan'],
    [['gmail.com', 'outlook.com', 'yahoo.com'], 'Hanya email Gmail, Outlook, atau Yahoo yang diperbolehkan'],
    [['gmail.com', 'yahoo.com'], 'Hanya email Gmail atau Yahoo yang diperbolehkan'],
    [['gmail.com'], 'Hanya email Gmail yang diperbolehkan'],
    [['yahoo.com', 'yahoo.co.id', 'gmail.com'], 'Hanya email Yahoo atau Gmail yang diperbolehkan'],
  ])('%j -> %j', (domains, message) => {
    expect(allowedDomainsMessage(domains)).toBe(message);
  });
});

describe('e-mail helpers', () => {
  it.each([
    [' Budi@Gmail.COM ', 'budi@gmail.com'],
    ['siti@yahoo.com', 'siti@yahoo.com'],
  ])('normalizeEmail(%j) -> %j', (input, email) => {
    expect(normalizeEmail(input)).toBe(email);
  });

  it.each([
    ['budi@Gmail.com', 'gmail.com'],
    ['a@b@yahoo.com', 'yahoo.com'],
    ['no-at-sign', ''],
  ])('emailDomain(%j) -> %j', (email, domain) => {
    expect(emailDomain(email)).toBe(domain);
  });

  it.each([
    ['budi@gmail.com', ['gmail.com'], true],
    ['budi@GMAIL.com', ['Gmail.com'], true],
    ['budi@mail.gmail.com', ['gmail.com'], false],
    ['budi', ['gmail.com'], false],
  ])('isAllowedEmailDomain(%j, %j) -> %s', (email, domains, isAllowed) => {
    expect(isAllowedEmailDomain(email, domains)).toBe(isAllowed);
  });
});

describe('phone helpers', () => {
  it.each([
    ['081234567890', '+6281234567890'],
    ['81234567890', '+6281234567890'],
    ['+6281234567890', '+6281234567890'],
    ['+62 812-3456-7890', '+6281234567890'],
    ['0812 3456 7890', '+6281234567890'],
    [' (0812) 3456.7890 ', '+6281234567890'],
    ['6281234567890', '+6281234567890'],
    ['62 812-3456-7890', '+6281234567890'],
    ['+62 (0)812 3456 7890', '+6281234567890'],
    ['0628 123 4567', '+626281234567'],
  ])('normalizePhone(%j) -> %j', (input, phone) => {
    expect(normalizePhone(input)).toBe(phone);
  });

  it.each([
    ['0812-3456-7890', 12],
    ['+62 812', 5],
    ['abc', 0],
  ])('phoneDigitCount(%j) -> %i', (phone, count) => {
    expect(phoneDigitCount(phone)).toBe(count);
  });
});

describe('loginSchema', () => {
  it('normalises the e-mail and keeps ingat', () => {
    expect(loginSchema.parse({ email: ' Budi@Gmail.com', password: 'x', ingat: true })).toEqual({
      email: 'budi@gmail.com',
      password: 'x',
      ingat: true,
    });
  });

  it.each([
    [{ email: '', password: 'x' }, { email: ['Email tidak boleh kosong'] }],
    [{ email: 'budi@gmail.com', password: '' }, { password: ['Kata sandi tidak boleh kosong'] }],
    [
      { email: 'budi@gmail.com', password: 'x', ingat: 'ya' },
      { ingat: ['Invalid input: expected boolean, received string'] },
    ],
  ])('%j -> %j', (input, errors) => {
    expect(fieldErrors(loginSchema, input)).toEqual(errors);
  });
});

describe('forgotPasswordSchema', () => {
  it.each([
    [{ email: ' Budi@Gmail.com ' }, {}],
    [{ email: '' }, { email: ['Email tidak boleh kosong'] }],
    [{ email: 'budi' }, { email: ['Format email tidak valid'] }],
  ])('%j -> %j', (input, errors) => {
    expect(fieldErrors(forgotPasswordSchema, input)).toEqual(errors);
  });
});

describe('resetPasswordSchema (server)', () => {
  it.each([
    [{ password: 'rahasia123', token: 'abc' }, {}],
    [{ password: 'pendek', token: 'abc' }, { password: ['Kata sandi minimal 8 karakter'] }],
    [{ password: '', token: 'abc' }, { password: ['Kata sandi tidak boleh kosong'] }],
    [{ password: 'rahasia123', token: ' ' }, { token: ['Token tidak boleh kosong'] }],
    [{ password: 'rahasia123' }, { token: ['Token tidak boleh kosong'] }],
  ])('%j -> %j', (input, errors) => {
    expect(fieldErrors(resetPasswordSchema, input)).toEqual(errors);
  });
});

describe('resetPasswordFormSchema (page)', () => {
  it.each([
    [{ password: 'abc', confirmPassword: 'abc' }, {}],
    [
      { password: 'abc', confirmPassword: 'abd' },
      { confirmPassword: ['Password and Confirm Password do not match'] },
    ],
  ])('%j -> %j', (input, errors) => {
    expect(fieldErrors(resetPasswordFormSchema, input)).toEqual(errors);
  });
});

describe('updateNameSchema', () => {
  it.each([
    [{ name: 'Siti' }, {}],
    [{ name: ' ' }, { name: ['Nama tidak boleh kosong'] }],
    [{ name: 'a'.repeat(75) }, {}],
    [{ name: 'a'.repeat(76) }, { name: ['Nama tidak boleh lebih dari 75 karakter'] }],
  ])('%j -> %j', (input, errors) => {
    expect(fieldErrors(updateNameSchema, input)).toEqual(errors);
  });
});

describe('session', () => {
  it.each([
    [1_000_000, 3600, 4_600_000],
    [0, 900, 900_000],
  ])('issued at %i for %i s expires at %i', (now, expiresIn, expiresAt) => {
    expect(sessionExpiresAt(now, expiresIn)).toBe(expiresAt);
  });

  it.each([
    [{ accessToken: 'jwt', expiresAt: 5000 }, 5001, true],
    [{ accessToken: 'jwt', expiresAt: 5000 }, 5000, false],
    [{ accessToken: 'jwt', expiresAt: 5000 }, 4999, false],
    [{ accessToken: null, expiresAt: 5000 }, 9999, false],
    [{ accessToken: 'jwt', expiresAt: null }, 9999, false],
    [null, 9999, false],
  ])('%j at %i -> expired %s', (session, now, isExpired) => {
    expect(isSessionExpired(session, now)).toBe(isExpired);
  });
});

describe('upper bounds the server needs', () => {
  const schema = registerSchema();
  const valid = {
    name: 'Budi',
    email: 'budi@gmail.com',
    phone: '081234567890',
    password: 'rahasia123',
    confirmPassword: 'rahasia123',
    agreeToTerms: true,
  };

  it.each([
    ['phone', { phone: '0812345678901234' }, 'Nomor telepon maksimal 15 digit'],
    [
      'password',
      { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
      'Kata sandi maksimal 128 karakter',
    ],
  ])('refuses a %s that is too long', (field, change, message) => {
    const result = schema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });

  it('accepts 15 digits and 128 characters', () => {
    const result = schema.safeParse({
      ...valid,
      phone: '081234567890123',
      password: 'x'.repeat(128),
      confirmPassword: 'x'.repeat(128),
    });
    expect(result.success).toBe(true);
  });
});
