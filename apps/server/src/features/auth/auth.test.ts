import { normalizePhone } from '@premium-shop/domain/auth';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helper';
import { outbox } from '../../db/schema/operations';
import { passwordResets, refreshTokens, users } from '../../db/schema/users';
import { beginLoginAttempt, emailFailures, LOGIN_FAILURE_LIMITS } from './login-failures.service';

const { app, db, tokens } = await createTestApp();
const bodies: string[] = [];
let ipCounter = 0;

/** Every call comes from its own address unless told, so the per-IP limits stay out of the way. */
async function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { body?: object; token?: string; ip?: string } = {},
) {
  ipCounter += 1;
  const response = await app.inject({
    method,
    url,
    payload: options.body,
    remoteAddress: options.ip ?? `10.0.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
  bodies.push(response.body);
  return { status: response.statusCode, body: response.json() };
}

let emailCounter = 0;
function newCustomer(overrides: Record<string, unknown> = {}) {
  emailCounter += 1;
  return {
    name: 'Siti Aminah',
    email: `siti${emailCounter}@gmail.com`,
    // A phone belongs to one customer: each gets its own.
    phone: `0813 ${String(emailCounter).padStart(8, '0')}`,
    password: 'rahasia123',
    confirmPassword: 'rahasia123',
    agreeToTerms: true,
    ...overrides,
  };
}

async function registered(overrides: Record<string, unknown> = {}) {
  const customer = newCustomer(overrides);
  const { status, body } = await call('POST', '/api/auth/register', { body: customer });
  expect(status).toBe(201);
  return { customer, ...body.data } as {
    customer: ReturnType<typeof newCustomer>;
    token: string;
    refreshToken: string;
  };
}

/** A login for `email` from `ip` over HTTP. */
async function login(email: string, password: string, ip: string) {
  return call('POST', '/api/auth/login', { ip, body: { email, password } });
}

/** `times` failed logins counted straight in the service (no password hashing), ten at a time. */
async function fail(
  email: string,
  times: number,
  ip: (n: number) => string,
  emailOf: (n: number) => string = () => email,
) {
  for (let start = 0; start < times; start += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, times - start) }, (_, offset) =>
        beginLoginAttempt(db, emailOf(start + offset), ip(start + offset)),
      ),
    );
  }
}

describe('POST /api/auth/register', () => {
  it('creates the customer and signs them in (201)', async () => {
    const customer = newCustomer({ email: 'Siti.Baru@Gmail.com', phone: '0812 3456 7890' });
    const { status, body } = await call('POST', '/api/auth/register', { body: customer });
    expect(status).toBe(201);
    expect(body.message).toBe('Register berhasil!');
    expect(body.data).toEqual({
      token: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: 900,
      user: {
        _id: expect.any(String),
        name: 'Siti Aminah',
        email: 'siti.baru@gmail.com',
        phone: '+6281234567890',
        // A number typed at registration is only a claim until the code sent to it is entered.
        isPhoneVerified: false,
        role: 'customer',
        createdAt: expect.any(String),
      },
    });
    const [stored] = await db.select().from(users).where(eq(users.email, 'siti.baru@gmail.com'));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    ['name', { name: '' }, 'Nama tidak boleh kosong'],
    ['name', { name: 'x'.repeat(76) }, 'Nama tidak boleh lebih dari 75 karakter'],
    ['email', { email: '' }, 'Email tidak boleh kosong'],
    ['email', { email: 'bukan-email' }, 'Format email tidak valid'],
    ['email', { email: 'budi@proton.me' }, 'Hanya email Gmail, Outlook, atau Yahoo yang diperbolehkan'],
    ['phone', { phone: '' }, 'Nomor telepon tidak boleh kosong'],
    ['phone', { phone: '0812-345' }, 'Nomor telepon minimal 10 digit'],
    ['password', { password: '', confirmPassword: '' }, 'Kata sandi tidak boleh kosong'],
    ['password', { password: 'pendek', confirmPassword: 'pendek' }, 'Kata sandi minimal 8 karakter'],
    ['confirmPassword', { confirmPassword: '' }, 'Verifikasi kata sandi tidak boleh kosong'],
    ['confirmPassword', { confirmPassword: 'lainlain123' }, 'Kata sandi tidak cocok'],
    ['agreeToTerms', { agreeToTerms: false }, 'Anda harus menyetujui Syarat dan Ketentuan'],
  ])('refuses a bad %s with the exact message %#', async (field, change, message) => {
    const before = await db.$count(users);
    const { status, body } = await call('POST', '/api/auth/register', { body: newCustomer(change) });
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors[field]).toBe(message);
    expect(await db.$count(users)).toBe(before);
  });

  it('accepts the allowed domains in any case', async () => {
    for (const email of ['andi@OUTLOOK.com', 'rina@Yahoo.Com']) {
      const { status } = await call('POST', '/api/auth/register', { body: newCustomer({ email }) });
      expect(status).toBe(201);
    }
  });

  it('answers 409 in Indonesian for a taken e-mail, whatever its case', async () => {
    const { customer } = await registered();
    const { status, body } = await call('POST', '/api/auth/register', {
      body: { ...customer, email: customer.email.toUpperCase() },
    });
    expect(status).toBe(409);
    expect(body).toEqual({ message: 'Email sudah terdaftar.', code: 'EMAIL_TAKEN' });
  });

  it.each([
    ['08…', '0857-1122-3344', '+6285711223344'],
    ['+628…', '+6285711223355', '0857 1122 3355'],
    ['628…', '0857 1122 3366', '6285711223366'],
  ])(
    'registers a phone another account already claims, typed as %s, unverified and telling nothing',
    async (_format, first, second) => {
      const { customer: claimant } = await registered({ phone: first });
      const fresh = await call('POST', '/api/auth/register', {
        body: newCustomer({ phone: '0857 9988 7766' }),
      });
      const { status, body } = await call('POST', '/api/auth/register', {
        body: newCustomer({ phone: second }),
      });
      // The same answer as for a number nobody uses: register cannot be asked who holds a number.
      expect(status).toBe(201);
      expect(Object.keys(body).sort()).toEqual(Object.keys(fresh.body).sort());
      expect(body.data.user).toMatchObject({ phone: normalizePhone(first), isPhoneVerified: false });
      expect(await db.$count(users, eq(users.phone, normalizePhone(first)))).toBe(2);
      const [stored] = await db.select().from(users).where(eq(users.email, claimant.email));
      expect(stored?.phoneVerifiedAt).toBeNull();
    },
  );

  it('registers a number another account has verified: the newcomer holds only a claim', async () => {
    const owner = await registered({ phone: '0878 9900 1122' });
    await db.update(users).set({ phoneVerifiedAt: new Date() }).where(eq(users.email, owner.customer.email));
    const { status, body } = await call('POST', '/api/auth/register', {
      body: newCustomer({ phone: '+62 878 9900 1122' }),
    });
    expect(status).toBe(201);
    expect(body.data.user).toMatchObject({ phone: '+6287899001122', isPhoneVerified: false });
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password; ingat keeps the refresh token 30 days instead of 1', async () => {
    const { customer } = await registered();
    for (const [ingat, days] of [
      [false, 1],
      [true, 30],
    ] as const) {
      const { status, body } = await call('POST', '/api/auth/login', {
        body: { email: customer.email.toUpperCase(), password: customer.password, ingat },
      });
      expect(status).toBe(200);
      expect(body.message).toBe('Login berhasil!');
      const [stored] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, body.data.user._id))
        .orderBy(refreshTokens.createdAt);
      const rows = await db.select().from(refreshTokens).where(eq(refreshTokens.userId, body.data.user._id));
      const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
      expect(stored).toBeDefined();
      const lifetimeDays = (newest.expiresAt.getTime() - newest.createdAt.getTime()) / 86_400_000;
      expect(lifetimeDays).toBeCloseTo(days, 1);
      expect(newest.tokenHash).not.toBe(body.data.refreshToken);
    }
  });

  it('gives one answer for a wrong password and an unknown e-mail', async () => {
    const { customer } = await registered();
    const wrong = await call('POST', '/api/auth/login', {
      body: { email: customer.email, password: 'salah12345' },
    });
    const unknown = await call('POST', '/api/auth/login', {
      body: { email: 'tidakada@gmail.com', password: 'x' },
    });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: 'Email atau kata sandi salah.', code: 'INVALID_CREDENTIALS' });
    }
  });

  it('refuses a deactivated account only after the password checks out', async () => {
    const { customer } = await registered();
    await db.update(users).set({ isActive: false }).where(eq(users.email, customer.email));
    const wrong = await call('POST', '/api/auth/login', {
      body: { email: customer.email, password: 'salah12345' },
    });
    expect(wrong.status).toBe(401);
    const right = await call('POST', '/api/auth/login', {
      body: { email: customer.email, password: customer.password },
    });
    expect(right.status).toBe(403);
    expect(right.body.code).toBe('ACCOUNT_DISABLED');
  });
});

describe('access tokens', () => {
  it('open GET /api/users/me, and nothing opens it without a valid one', async () => {
    const { token, customer } = await registered();
    const me = await call('GET', '/api/users/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(customer.email);

    const [header, payload, signature] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), role: 'admin' }),
    ).toString('base64url');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    for (const bad of [undefined, 'garbage', `${header}.${forgedPayload}.${signature}`, unsigned]) {
      const answer = await call('GET', '/api/users/me', { token: bad });
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe('UNAUTHENTICATED');
    }
  });

  it('expire after 15 minutes with TOKEN_EXPIRED', async () => {
    const { token } = await registered();
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    const old = await tokens.sign(
      { userId: claims.sub, sessionId: claims.sid, role: 'customer' },
      new Date(Date.now() - 16 * 60 * 1000),
    );
    const answer = await call('GET', '/api/users/me', { token: old });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('TOKEN_EXPIRED');
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates: each refresh token works once and brings a new one', async () => {
    const first = await registered();
    const second = await call('POST', '/api/auth/refresh', { body: { refreshToken: first.refreshToken } });
    expect(second.status).toBe(200);
    expect(second.body.data.refreshToken).not.toBe(first.refreshToken);
    expect((await call('GET', '/api/users/me', { token: second.body.data.token })).status).toBe(200);
    const third = await call('POST', '/api/auth/refresh', {
      body: { refreshToken: second.body.data.refreshToken },
    });
    expect(third.status).toBe(200);
  });

  it('revokes the whole session when a used refresh token comes back', async () => {
    const first = await registered();
    const second = await call('POST', '/api/auth/refresh', { body: { refreshToken: first.refreshToken } });
    const replay = await call('POST', '/api/auth/refresh', { body: { refreshToken: first.refreshToken } });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('TOKEN_EXPIRED');
    const afterReplay = await call('POST', '/api/auth/refresh', {
      body: { refreshToken: second.body.data.refreshToken },
    });
    expect(afterReplay.status).toBe(401);
    expect((await call('GET', '/api/users/me', { token: second.body.data.token })).status).toBe(401);
  });

  it('leaves other sessions of the same user alone', async () => {
    const first = await registered();
    const other = await call('POST', '/api/auth/login', {
      body: { email: first.customer.email, password: first.customer.password },
    });
    await call('POST', '/api/auth/refresh', { body: { refreshToken: first.refreshToken } });
    await call('POST', '/api/auth/refresh', { body: { refreshToken: first.refreshToken } });
    expect((await call('GET', '/api/users/me', { token: other.body.data.token })).status).toBe(200);
  });

  it('refuses an unknown or expired refresh token', async () => {
    const { refreshToken } = await registered();
    expect((await call('POST', '/api/auth/refresh', { body: { refreshToken: 'unknown' } })).status).toBe(401);
    await db.update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await call('POST', '/api/auth/refresh', { body: { refreshToken } })).status).toBe(401);
  });
});

describe('GET /api/auth/logout', () => {
  it('ends the session at once: its access and refresh tokens stop working', async () => {
    const { token, refreshToken } = await registered();
    const answer = await call('GET', '/api/auth/logout', { token });
    expect(answer.status).toBe(200);
    expect((await call('GET', '/api/users/me', { token })).status).toBe(401);
    expect((await call('POST', '/api/auth/refresh', { body: { refreshToken } })).status).toBe(401);
  });
});

describe('forgot and reset password', () => {
  async function resetTokenFor(email: string): Promise<string> {
    const [message] = await db.select().from(outbox).where(eq(outbox.recipient, email));
    const link = /\/auth\/forgot-password\/([A-Za-z0-9_-]+)/.exec(JSON.parse(message!.body).text)?.[1];
    expect(link).toBeDefined();
    return link!;
  }

  it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    const { customer } = await registered();
    const known = await call('POST', '/api/auth/forgot-password', { body: { email: customer.email } });
    const unknown = await call('POST', '/api/auth/forgot-password', { body: { email: 'siapa@gmail.com' } });
    expect(known).toEqual(unknown);
    expect(known.status).toBe(200);
    expect(await db.$count(outbox, eq(outbox.recipient, customer.email))).toBe(1);
    expect(await db.$count(outbox, eq(outbox.recipient, 'siapa@gmail.com'))).toBe(0);
  });

  it('stores only a hash of the token, which works once and signs the user out everywhere', async () => {
    const { customer, token } = await registered();
    await call('POST', '/api/auth/forgot-password', { body: { email: customer.email } });
    const resetToken = await resetTokenFor(customer.email);
    const stored = await db.select().from(passwordResets);
    expect(stored.some((row) => row.tokenHash === resetToken)).toBe(false);

    const reset = await call('POST', '/api/auth/reset-password', {
      body: { password: 'baru12345', token: resetToken },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Password berhasil diubah');
    expect((await call('GET', '/api/users/me', { token })).status).toBe(401);
    const again = await call('POST', '/api/auth/reset-password', {
      body: { password: 'lagi12345', token: resetToken },
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      message: 'Link reset kata sandi tidak valid atau sudah kedaluwarsa.',
      code: 'RESET_TOKEN_INVALID',
    });
    expect(
      (await call('POST', '/api/auth/login', { body: { email: customer.email, password: 'baru12345' } }))
        .status,
    ).toBe(200);
    expect(
      (
        await call('POST', '/api/auth/login', {
          body: { email: customer.email, password: customer.password },
        })
      ).status,
    ).toBe(401);
  });

  it('refuses an expired or unknown token, and a password under 8 characters', async () => {
    const { customer } = await registered();
    await call('POST', '/api/auth/forgot-password', { body: { email: customer.email } });
    const resetToken = await resetTokenFor(customer.email);
    const short = await call('POST', '/api/auth/reset-password', {
      body: { password: 'pendek', token: resetToken },
    });
    expect(short.status).toBe(400);
    expect(short.body.errors.password).toBe('Kata sandi minimal 8 karakter');
    await db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    for (const candidate of [resetToken, 'tidak-dikenal']) {
      const answer = await call('POST', '/api/auth/reset-password', {
        body: { password: 'baru12345', token: candidate },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('RESET_TOKEN_INVALID');
    }
  });
});

describe('PUT /api/users/update-name', () => {
  it('changes the name, with the register rules and a token', async () => {
    const { token } = await registered();
    const changed = await call('PUT', '/api/users/update-name', { token, body: { name: 'Siti Baru' } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      data: { name: 'Siti Baru' },
      message: 'Nama pengguna berhasil diubah.',
    });
    const empty = await call('PUT', '/api/users/update-name', { token, body: { name: '  ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.name).toBe('Nama tidak boleh kosong');
    expect((await call('GET', '/api/users/me', { token })).body.data.name).toBe('Siti Baru');
    expect((await call('PUT', '/api/users/update-name', { body: { name: 'X' } })).status).toBe(401);
  });
});

describe('rate limits', () => {
  it('refuse an address after 10 wrong passwords for one e-mail, even the right one, in Indonesian', async () => {
    const { customer } = await registered();
    const ip = '192.0.2.10';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      statuses.push((await login(customer.email, 'tebak12345', ip)).status);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: customer.email, password: customer.password },
      remoteAddress: ip,
    });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      message: 'Terlalu banyak percobaan, silakan coba lagi dalam beberapa menit.',
      code: 'RATE_LIMITED',
    });
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
  });

  it('never lock the owner out: 25 wrong passwords from other addresses leave a clean address its login', async () => {
    const { customer } = await registered();
    for (let attempt = 0; attempt < 25; attempt += 1) {
      expect((await login(customer.email, 'tebak12345', `198.18.0.${attempt + 1}`)).status).toBe(401);
    }
    expect(await emailFailures(db, customer.email)).toBe(25);
    // The owner, from their own address, with the right password.
    const owner = await login(customer.email, customer.password, '203.0.113.50');
    expect(owner.status).toBe(200);
    expect(owner.body.data.user.email).toBe(customer.email);
  });

  it('keep guessing bounded: past 20 failures on an e-mail each address gets one guess, then 429', async () => {
    const { customer } = await registered();
    for (const ip of ['198.18.1.1', '198.18.1.2']) {
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await login(customer.email, 'tebak12345', ip)).status).toBe(401);
      }
    }
    // A fresh address gets its one guess; the next from it is refused unchecked, right or wrong.
    expect((await login(customer.email, 'tebak12345', '198.18.1.100')).status).toBe(401);
    expect((await login(customer.email, 'tebak12345', '198.18.1.100')).status).toBe(429);
    expect((await login(customer.email, customer.password, '198.18.1.100')).status).toBe(429);
    // Rotating through one IPv6 /64 is one address.
    expect((await login(customer.email, 'tebak12345', '2001:db8:5:6::1')).status).toBe(401);
    expect((await login(customer.email, 'tebak12345', '2001:db8:5:6::2')).status).toBe(429);
    expect(await emailFailures(db, customer.email)).toBe(22);
  });

  it('keep guessing bounded: past 200 failures in the window the e-mail is refused to everyone', async () => {
    const { customer } = await registered();
    await fail(
      customer.email,
      LOGIN_FAILURE_LIMITS.perEmail,
      (n) => `198.19.${Math.floor(n / 250)}.${n % 250}`,
    );
    expect(await emailFailures(db, customer.email)).toBe(LOGIN_FAILURE_LIMITS.perEmail);
    expect((await login(customer.email, customer.password, '203.0.113.51')).status).toBe(429);
  });

  it('let parallel guesses from one address past its limit no more than one at a time would be', async () => {
    const { customer } = await registered();
    const answers = await Promise.all(
      Array.from({ length: 14 }, () => login(customer.email, 'tebak12345', '192.0.2.11')),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array<number>(10).fill(401), ...Array<number>(4).fill(429)]);
  });

  it("forget an address's failures when it signs in, so it stays clean when others guess later", async () => {
    const { customer } = await registered();
    const ownAddress = '192.0.2.12';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login(customer.email, 'tebak12345', ownAddress)).status).toBe(401);
    }
    expect((await login(customer.email, customer.password, ownAddress)).status).toBe(200);
    // The right password counted nothing.
    expect(await emailFailures(db, customer.email)).toBe(3);
    await fail(customer.email, 20, (n) => `198.18.2.${n + 1}`);
    // Past 20 failures only clean addresses get an answer, and the owner's is clean again.
    expect((await login(customer.email, customer.password, ownAddress)).status).toBe(200);
  });

  it("keep an e-mail's count through a flood of failures for 5,200 other e-mails", async () => {
    const { customer } = await registered();
    await fail(customer.email, 5, () => '192.0.2.13');
    await fail(
      'banjir@gmail.com',
      5_200,
      (n) => `198.20.${Math.floor(n / 250)}.${n % 250}`,
      (n) => `banjir${n}@gmail.com`,
    );
    expect(await emailFailures(db, customer.email)).toBe(5);
    // The address that failed 5 times has exactly 5 tries left, not a fresh 10.
    await fail(customer.email, 5, () => '192.0.2.13');
    await expect(beginLoginAttempt(db, customer.email, '192.0.2.13')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    // 5,210 bookkeeping transactions: seconds alone, far more on a machine busy with other suites.
  }, 120_000);

  it('stop one address from trying many e-mails, and from registering or asking for links in bulk', async () => {
    const ip = '192.0.2.77';
    const login = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      login.push(
        (
          await call('POST', '/api/auth/login', {
            ip,
            body: { email: `x${attempt}@gmail.com`, password: 'x' },
          })
        ).status,
      );
    }
    expect(login.at(-1)).toBe(429);
    expect(login.slice(0, 30).every((status) => status === 401)).toBe(true);

    const registerIp = '192.0.2.78';
    const register = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      register.push(
        (await call('POST', '/api/auth/register', { ip: registerIp, body: newCustomer() })).status,
      );
    }
    expect(register.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(register.at(-1)).toBe(429);

    const forgotIp = '192.0.2.79';
    const forgot = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      forgot.push(
        (
          await call('POST', '/api/auth/forgot-password', {
            ip: forgotIp,
            body: { email: `y${attempt}@gmail.com` },
          })
        ).status,
      );
    }
    expect(forgot.at(-1)).toBe(429);
  });
});

describe('every answer above', () => {
  it('never contains a password hash or a stored token hash', async () => {
    const hashes = (await db.select({ hash: users.passwordHash }).from(users)).map((row) => row.hash);
    const tokenHashes = (await db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens)).map(
      (row) => row.hash,
    );
    expect(bodies.length).toBeGreaterThan(50);
    for (const body of bodies) {
      expect(body).not.toContain('$argon2');
      expect(body).not.toMatch(/passwordHash|password_hash|tokenHash/);
      for (const hash of [...hashes, ...tokenHashes]) expect(body).not.toContain(hash);
    }
  });
});
