import { execFile } from 'node:child_process';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertCustomer, tokenFor } from '../../../test/customers';
import { createTestApp } from '../../../test/helper';
import { auditLogs } from '../../db/schema/operations';
import { authSessions, users } from '../../db/schema/users';
import { serverRoot } from '../../platform/paths';
import { verifyPassword } from '../../platform/passwords';
import { createAdmin, parseAdminCreateArgs, PLACEHOLDER_PHONE, runAdminCreate } from './admin-create';

const { app, db, tokens, settings } = await createTestApp();
const repoRoot = path.join(serverRoot, '..', '..');

async function userByEmail(email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

async function login(email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: {
      'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  return { status: response.statusCode, body: response.json() };
}

/** Runs the command's function with captured output and `input` on a non-terminal stdin. */
async function run(argv: string[], input = '') {
  const stdin = new PassThrough();
  stdin.end(input);
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const code = await runAdminCreate(argv, {
    env: { DATABASE_URL: settings.DATABASE_URL, DATA_DIR: settings.DATA_DIR, LOG_LEVEL: 'silent' },
    stdin,
    stdout,
    stderr,
  });
  return { code, out, err };
}

describe('parseAdminCreateArgs', () => {
  it('reads both spellings and the flags, and refuses strangers', () => {
    expect(parseAdminCreateArgs(['--email', 'a@b.id', '--name=Siti Admin', '--password-stdin'])).toEqual({
      email: 'a@b.id',
      name: 'Siti Admin',
      isPasswordStdin: true,
      isHelp: false,
    });
    expect(() => parseAdminCreateArgs(['--role', 'admin'])).toThrow('Unknown argument: --role');
    expect(() => parseAdminCreateArgs(['--email'])).toThrow('--email needs a value');
  });
});

describe('createAdmin', () => {
  it('creates an admin who can sign in and open the console', async () => {
    const result = await createAdmin(db, {
      email: '  Kepala@Toko.ID ',
      name: 'Kepala Toko',
      password: 'rahasia-kepala-1',
    });
    expect(result).toMatchObject({ outcome: 'created', email: 'kepala@toko.id' });
    const user = await userByEmail('kepala@toko.id');
    expect(user).toMatchObject({
      role: 'admin',
      isActive: true,
      name: 'Kepala Toko',
      phone: PLACEHOLDER_PHONE,
    });
    expect(await verifyPassword(user!.passwordHash, 'rahasia-kepala-1')).toBe(true);

    const signedIn = await login('kepala@toko.id', 'rahasia-kepala-1');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user.role).toBe('admin');
    const console_ = await app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { authorization: `Bearer ${signedIn.body.data.token}` },
    });
    expect(console_.statusCode).toBe(200);
    const [audit] = await db.select().from(auditLogs).where(eq(auditLogs.entityId, user!.id));
    expect(audit).toMatchObject({ action: 'user.create', actorId: null, after: { role: 'admin' } });
  });

  it('promotes an existing (even deactivated) customer, with the new password, ending their sessions', async () => {
    const customer = await insertCustomer(db, 'Calon Admin');
    const token = await tokenFor(db, tokens, customer.id);
    await db.update(users).set({ isActive: false }).where(eq(users.id, customer.id));

    const result = await createAdmin(db, {
      email: customer.email,
      name: 'Admin Baru',
      phone: '0812-3456-7890',
      password: 'kata-sandi-baru',
    });
    expect(result).toEqual({ outcome: 'promoted', userId: customer.id, email: customer.email });
    const user = await userByEmail(customer.email);
    // The phone stays the customer's own: only a new account takes --phone.
    expect(user).toMatchObject({ role: 'admin', isActive: true, name: 'Admin Baru', phone: customer.phone });
    expect(await verifyPassword(user!.passwordHash, 'kata-sandi-baru')).toBe(true);
    const sessions = await db.select().from(authSessions).where(eq(authSessions.userId, customer.id));
    expect(sessions.every((session) => session.revokedAt !== null)).toBe(true);
    const me = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it("refuses a new admin another account's phone, in any spelling; admins without one share the placeholder", async () => {
    const customer = await insertCustomer(db, 'Pemilik Nomor');
    const national = customer.phone.replace('+62', '0');
    await expect(
      createAdmin(db, { email: 'dobel@toko.id', name: 'Dobel', phone: national, password: 'panjang-sekali' }),
    ).rejects.toThrow(`--phone ${customer.phone} is already the phone of another account`);
    expect(await userByEmail('dobel@toko.id')).toBeUndefined();

    for (const email of ['tanpa.hp.1@toko.id', 'tanpa.hp.2@toko.id']) {
      await createAdmin(db, { email, name: 'Tanpa HP', password: 'panjang-sekali' });
      expect(await userByEmail(email)).toMatchObject({ phone: PLACEHOLDER_PHONE });
    }
  });

  it('refuses a bad e-mail, name, phone or short password and stores nothing', async () => {
    const cases: Array<[Parameters<typeof createAdmin>[1], string]> = [
      [
        { email: 'bukan-email', name: 'A', password: 'panjang-sekali' },
        '--email is not a valid e-mail address',
      ],
      [{ email: 'a@toko.id', name: '  ', password: 'panjang-sekali' }, '--name is required'],
      [
        { email: 'a@toko.id', name: 'A', phone: '123', password: 'panjang-sekali' },
        '--phone needs 10 to 15 digits',
      ],
      [{ email: 'a@toko.id', name: 'A', password: 'pendek' }, 'The password needs at least 8 characters'],
    ];
    for (const [account, message] of cases) {
      await expect(createAdmin(db, account)).rejects.toThrow(message);
    }
    expect(await userByEmail('a@toko.id')).toBeUndefined();
  });
});

describe('runAdminCreate', () => {
  it('generates and prints a strong password without a terminal', async () => {
    const { code, out, err } = await run(['--email', 'gen@toko.id', '--name', 'Gen Admin']);
    expect({ code, err }).toEqual({ code: 0, err: '' });
    expect(out).toContain('Created the admin gen@toko.id (Gen Admin) in DATABASE_URL.');
    const password = /Generated password \(shown once, keep it safe\): (\S+)/.exec(out)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect((await login('gen@toko.id', password!)).status).toBe(200);
  });

  it('takes the password from stdin with --password-stdin and prints no password', async () => {
    const { code, out } = await run(
      ['--email=stdin@toko.id', '--name=Stdin Admin', '--password-stdin'],
      'dari-stdin-123\n',
    );
    expect(code).toBe(0);
    expect(out).not.toContain('Generated password');
    expect((await login('stdin@toko.id', 'dari-stdin-123')).status).toBe(200);
  });

  it('explains a mistake with exit code 1 before touching the database', async () => {
    const missing = await run(['--name', 'Tanpa Email']);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('--email is required');
    expect(missing.err).toContain('Usage: npm run admin:create');
    const short = await run(['--email', 'short@toko.id', '--name', 'S', '--password-stdin'], 'pendek');
    expect(short).toMatchObject({ code: 1, err: 'The password needs at least 8 characters\n' });
    expect(await userByEmail('short@toko.id')).toBeUndefined();
  });

  it('works end to end as `npm run admin:create` against DATABASE_URL', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/admin-create.ts', '--email', 'cli@toko.id', '--name', 'Admin CLI'],
      {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: settings.DATABASE_URL, DATA_DIR: settings.DATA_DIR },
      },
    );
    expect(stdout).toContain('Created the admin cli@toko.id (Admin CLI) in DATABASE_URL.');
    const password = /Generated password \(shown once, keep it safe\): (\S+)/.exec(stdout)?.[1];
    expect((await login('cli@toko.id', password!)).body.data.user).toMatchObject({
      role: 'admin',
      name: 'Admin CLI',
    });

    const refused = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/admin-create.ts', '--email', 'nope', '--name', 'X'],
      { cwd: repoRoot, env: { ...process.env, DATABASE_URL: settings.DATABASE_URL } },
    ).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--email is not a valid e-mail address'),
    });
  });
});
