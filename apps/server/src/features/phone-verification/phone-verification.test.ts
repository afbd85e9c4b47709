import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/operations';
import { phoneCodes, users } from '../../db/schema/users';
import { HIDDEN } from '../../platform/log-safety';
import { createWhatsAppTransport } from '../../platform/whatsapp';
import { jsonCaller } from '../../../test/api';
import { signedInCustomer, uniquePhone } from '../../../test/customers';
import { startFakeFonnte } from '../../../test/fake-fonnte';
import { createTestApp } from '../../../test/helper';
import { deliverDueWhatsApp } from '../outbox/outbox.service';

const fonnte = await startFakeFonnte();
const { app, db, tokens, settings } = await createTestApp({
  WHATSAPP_PROVIDER: 'fonnte',
  FONNTE_TOKEN: fonnte.token,
  FONNTE_BASE_URL: fonnte.url,
});
afterAll(() => fonnte.close());
const transport = createWhatsAppTransport(settings)!;
const call = jsonCaller(app, null);

beforeEach(async () => {
  await db.delete(outbox);
  await db.delete(phoneCodes);
  fonnte.delivered.length = 0;
});

/** A signed-in customer whose number is not proved, optionally with a given number. */
async function unverifiedCustomer(phone?: string) {
  const customer = await signedInCustomer(db, tokens, 'Rina', { isPhoneVerified: false });
  if (phone) await db.update(users).set({ phone }).where(eq(users.id, customer.user.id));
  return { ...customer, phone: phone ?? customer.user.phone };
}

/** Asks for a code and reads it from the WhatsApp message the shop queued (the only place it exists). */
async function requestCode(token: string): Promise<string> {
  const answer = await call('POST', '/api/users/phone/code', undefined, token);
  expect(answer.status).toBe(200);
  const [message] = await db
    .select()
    .from(outbox)
    .orderBy(sql`${outbox.createdAt} DESC`)
    .limit(1);
  return /Kodemu: (\d{6})/.exec(message!.body)![1]!;
}

/** Lets the per-account minute pass for the account's codes (and their hour and day, by `seconds`). */
async function age(userId: string | null, seconds: number) {
  await db
    .update(phoneCodes)
    .set({ createdAt: sql`${phoneCodes.createdAt} - make_interval(secs => ${seconds})` })
    .where(userId ? eq(phoneCodes.userId, userId) : undefined);
}

function verify(token: string, code: string) {
  return call('POST', '/api/users/phone/verify', { code }, token);
}

describe('asking for a code', () => {
  it('sends 6 random digits by WhatsApp to the number, keeps only a digest, and the sent copy loses the code', async () => {
    const { user, token, phone } = await unverifiedCustomer();
    const answer = await call('POST', '/api/users/phone/code', undefined, token);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(`Kode verifikasi dikirim ke WhatsApp ${phone}.`);
    const expiresIn = Date.parse(answer.body.data.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60 * 1000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60 * 1000);

    const [queued] = await db.select().from(outbox);
    expect(queued).toMatchObject({ channel: 'whatsapp', recipient: phone, status: 'pending' });
    const code = /Kodemu: (\d{6})/.exec(queued!.body)![1]!;
    const [stored] = await db.select().from(phoneCodes).where(eq(phoneCodes.userId, user.id));
    expect(stored).toMatchObject({ phone, attempts: 0 });
    expect(stored!.codeHash).not.toContain(code);

    expect(await deliverDueWhatsApp(db, transport, app.log)).toBe(1);
    expect(fonnte.delivered).toHaveLength(1);
    expect(fonnte.delivered[0]!.target).toBe(phone.slice(1));
    expect(fonnte.delivered[0]!.message).toContain(`Kodemu: ${code}`);
    const [sent] = await db.select().from(outbox).where(eq(outbox.id, queued!.id));
    expect(sent!.status).toBe('sent');
    expect(sent!.body).not.toContain(code);
    expect(sent!.body).toContain(`Kodemu: ${HIDDEN}`);
    expect(sent!.secrets).toBeNull();
  });

  it('gives different codes to different requests', async () => {
    const codes = new Set<string>();
    for (let index = 0; index < 4; index += 1) {
      const { token } = await unverifiedCustomer();
      codes.add(await requestCode(token));
    }
    expect(codes.size).toBeGreaterThan(1);
  });

  it('allows one code a minute and 5 an hour per account, with Retry-After', async () => {
    const { user, token } = await unverifiedCustomer();
    await requestCode(token);
    const tooSoon = await call('POST', '/api/users/phone/code', undefined, token);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.message).toMatch(/^Tunggu \d+ detik sebelum meminta kode baru\.$/);

    for (let index = 1; index < 5; index += 1) {
      await age(user.id, 61);
      await requestCode(token);
    }
    await age(user.id, 61);
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/phone/code',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toBe('Kamu sudah meminta 5 kode dalam satu jam. Coba lagi nanti.');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(await db.$count(phoneCodes, eq(phoneCodes.userId, user.id))).toBe(5);

    // An hour later the account's limit is over, but its number has had its 5 codes of the day.
    await age(user.id, 60 * 60);
    const sameNumber = await call('POST', '/api/users/phone/code', undefined, token);
    expect(sameNumber.body.message).toBe(
      'Nomor ini sudah menerima terlalu banyak kode hari ini. Coba lagi besok.',
    );
    await call('PUT', '/api/users/update-phone', { phone: uniquePhone() }, token);
    await requestCode(token);
  });

  it('sends at most 5 codes a day to one number, whichever accounts ask', async () => {
    const victim = uniquePhone();
    const accounts = await Promise.all([1, 2, 3].map(() => unverifiedCustomer(victim)));
    for (let round = 0; round < 2; round += 1) {
      for (const account of accounts) {
        if (round === 1 && account === accounts[2]) continue;
        await requestCode(account.token);
      }
      await age(null, 61);
    }
    // Five codes went to the number; a sixth, from any account, is refused.
    const refused = await call('POST', '/api/users/phone/code', undefined, accounts[2]!.token);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Nomor ini sudah menerima terlalu banyak kode hari ini. Coba lagi besok.',
    );
    const other = await unverifiedCustomer(victim);
    expect((await call('POST', '/api/users/phone/code', undefined, other.token)).status).toBe(429);
    expect(await db.$count(outbox, eq(outbox.recipient, victim))).toBe(5);

    // Another number is not affected, and a day later the number may get codes again.
    expect(
      (await call('POST', '/api/users/phone/code', undefined, (await unverifiedCustomer()).token)).status,
    ).toBe(200);
    await age(null, 24 * 60 * 60);
    await requestCode(other.token);
  });

  it('never lets racing requests of one number past its daily limit', async () => {
    const victim = uniquePhone();
    const accounts = await Promise.all(Array.from({ length: 8 }, () => unverifiedCustomer(victim)));
    const answers = await Promise.all(
      accounts.map((account) => call('POST', '/api/users/phone/code', undefined, account.token)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(3);
    expect(await db.$count(phoneCodes, eq(phoneCodes.phone, victim))).toBe(5);
  });

  it('needs a signed-in account', async () => {
    expect((await call('POST', '/api/users/phone/code')).status).toBe(401);
    expect((await call('POST', '/api/users/phone/verify', { code: '123456' })).status).toBe(401);
  });
});

describe('entering the code', () => {
  it('verifies the number with the right code, once', async () => {
    const { user, token } = await unverifiedCustomer();
    const code = await requestCode(token);
    const answer = await verify(token, ` ${code} `);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Nomor WhatsApp berhasil diverifikasi.');
    expect(answer.body.data).toMatchObject({ _id: user.id, isPhoneVerified: true });
    const me = await call('GET', '/api/users/me', undefined, token);
    expect(me.body.data.isPhoneVerified).toBe(true);

    const again = await call('POST', '/api/users/phone/code', undefined, token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Nomor WhatsApp-mu sudah terverifikasi.');
  });

  it('counts wrong codes: 5 and the code is dead, even the right one after', async () => {
    const { user, token } = await unverifiedCustomer();
    const code = await requestCode(token);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left -= 1) {
      const answer = await verify(token, wrong);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        code: 'PHONE_CODE_INVALID',
        message: `Kode verifikasi salah. Sisa ${left} percobaan.`,
        errors: { code: `Kode verifikasi salah. Sisa ${left} percobaan.` },
      });
    }
    const fifth = await verify(token, wrong);
    expect(fifth.body.message).toBe('Kode verifikasi sudah tidak berlaku. Minta kode baru.');
    const right = await verify(token, code);
    expect(right.status).toBe(400);
    expect(right.body.message).toBe('Kode verifikasi sudah tidak berlaku. Minta kode baru.');
    const [stored] = await db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.phoneVerifiedAt).toBeNull();
  });

  it('refuses a code past its 10 minutes, and one replaced by a newer code', async () => {
    const { user, token } = await unverifiedCustomer();
    const first = await requestCode(token);
    await age(user.id, 61);
    const second = await requestCode(token);
    if (first !== second) {
      expect((await verify(token, first)).body.code).toBe('PHONE_CODE_INVALID');
    }
    await db
      .update(phoneCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(phoneCodes.userId, user.id));
    const late = await verify(token, second);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('Kode verifikasi sudah tidak berlaku. Minta kode baru.');
  });

  it('asks for a code first, and refuses what is not 6 digits', async () => {
    const { token } = await unverifiedCustomer();
    const none = await verify(token, '123456');
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Belum ada kode verifikasi. Minta kode terlebih dahulu.');
    const malformed = await verify(token, '12ab');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual({ code: 'Kode verifikasi terdiri dari 6 angka' });
  });
});

describe('a number another account verified', () => {
  it('cannot be verified again: 409 to asking for a code and to a code sent before', async () => {
    const shared = uniquePhone();
    const owner = await unverifiedCustomer(shared);
    const claimant = await unverifiedCustomer(shared);
    const claimantCode = await requestCode(claimant.token);
    await age(null, 61);
    expect((await verify(owner.token, await requestCode(owner.token))).status).toBe(200);

    const late = await verify(claimant.token, claimantCode);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: 'PHONE_TAKEN',
      message: 'Nomor WhatsApp ini sudah diverifikasi oleh akun lain. Gunakan nomor lain atau hubungi admin.',
    });
    const asked = await call('POST', '/api/users/phone/code', undefined, claimant.token);
    expect(asked.status).toBe(409);
    expect(asked.body.code).toBe('PHONE_TAKEN');
    expect(
      await db.$count(users, and(eq(users.phone, shared), sql`${users.phoneVerifiedAt} IS NOT NULL`)),
    ).toBe(1);
  });
});

describe('changing the number', () => {
  it('makes it unverified again, and kills a code sent to the old number', async () => {
    const { user, token } = await unverifiedCustomer();
    const code = await requestCode(token);
    const newNumber = uniquePhone();
    const changed = await call(
      'PUT',
      '/api/users/update-phone',
      { phone: newNumber.replace('+62', '0') },
      token,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ phone: newNumber, isPhoneVerified: false });
    expect((await verify(token, code)).body.message).toBe(
      'Kode verifikasi sudah tidak berlaku. Minta kode baru.',
    );

    await age(user.id, 61);
    expect((await verify(token, await requestCode(token))).body.data.isPhoneVerified).toBe(true);
    // The same number, typed another way, changes nothing.
    const same = await call('PUT', '/api/users/update-phone', { phone: newNumber.replace('+', '') }, token);
    expect(same.body.data).toMatchObject({ phone: newNumber, isPhoneVerified: true });

    const other = uniquePhone();
    const moved = await call('PUT', '/api/users/update-phone', { phone: other }, token);
    expect(moved.body.data).toMatchObject({ phone: other, isPhoneVerified: false });
    const [stored] = await db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.phoneVerifiedAt).toBeNull();
  });

  it('refuses a malformed number under the phone field', async () => {
    const { token } = await unverifiedCustomer();
    const answer = await call('PUT', '/api/users/update-phone', { phone: '0812' }, token);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ phone: 'Nomor telepon minimal 10 digit' });
  });
});
