/**
 * `npm run admin:create -- --email x@y --name "Nama"`: creates an admin (or makes an existing
 * user one) on the database of the current settings: DATABASE_URL, or the embedded PostgreSQL in
 * DATA_DIR (taking the folder's lock, so it refuses while the shop runs on it). The password is
 * asked on a terminal, read from stdin with --password-stdin, or generated and printed once.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import readline from 'node:readline';
import { normalizePhone } from '@premium-shop/domain/auth';
import {
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
} from '@premium-shop/domain/constants';
import { z } from 'zod';
import { connectDatabase, type Database } from '../../db/client';
import { lockDataDir, startEmbeddedPostgres } from '../../db/embedded';
import { runMigrations } from '../../db/migrate';
import { AppError } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { loadSettings } from '../../settings';
import { createOrPromoteAdmin } from './admin-people.service';

/** Stored for an admin made without --phone: the column is required, and admins get no broadcasts. */
export const PLACEHOLDER_PHONE = '+620000000000';

export const USAGE = `Usage: npm run admin:create -- --email <e-mail> --name "<name>" [--phone <+62...>] [--password-stdin]

Creates an admin on the shop's database (DATABASE_URL, or the embedded PostgreSQL in DATA_DIR),
or makes the user with that e-mail an active admin with the new password.
The password is asked on a terminal; without one it is generated and printed.
--password-stdin reads it from standard input instead.`;

const inputSchema = z.object({
  email: z
    .string({ error: '--email is required' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: '--email is not a valid e-mail address' })),
  name: z
    .string({ error: '--name is required' })
    .trim()
    .min(1, { error: '--name is required' })
    .max(NAME_MAX_LENGTH, { error: `--name is longer than ${NAME_MAX_LENGTH} characters` }),
  phone: z
    .string()
    .trim()
    .refine(
      (phone) => {
        const digits = phone.replace(/\D/g, '').length;
        return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
      },
      { error: `--phone needs ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits` },
    )
    .transform(normalizePhone)
    .optional(),
});

const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: `The password needs at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { error: `The password has more than ${PASSWORD_MAX_LENGTH} characters` });

export class AdminCreateError extends Error {
  override name = 'AdminCreateError';
}

export interface AdminCreateArgs {
  email?: string;
  name?: string;
  phone?: string;
  isPasswordStdin: boolean;
  isHelp: boolean;
}

/** Reads `--email x`, `--email=x`, `--name`, `--phone`, `--password-stdin` and `--help`. */
export function parseAdminCreateArgs(argv: readonly string[]): AdminCreateArgs {
  const args: AdminCreateArgs = { isPasswordStdin: false, isHelp: false };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (arg === '--password-stdin') args.isPasswordStdin = true;
    else if (arg === '--help' || arg === '-h') args.isHelp = true;
    else {
      const match = /^--(email|name|phone)(?:=(.*))?$/s.exec(arg);
      if (!match) throw new AdminCreateError(`Unknown argument: ${arg}`);
      const value = match[2] ?? argv[(index += 1)];
      if (value === undefined) throw new AdminCreateError(`--${match[1]} needs a value`);
      args[match[1] as 'email' | 'name' | 'phone'] = value;
    }
  }
  return args;
}

/** A password of 20 URL-safe characters (120 random bits). */
export function generatePassword(): string {
  return randomBytes(15).toString('base64url');
}

export interface AdminAccount {
  email: string;
  name: string;
  phone?: string | undefined;
  password: string;
}

/** Validates, hashes and stores the admin; what happened and to whom. */
export async function createAdmin(
  db: Database,
  account: AdminAccount,
): Promise<{ outcome: 'created' | 'promoted'; userId: string; email: string }> {
  const parsed = inputSchema.safeParse(account);
  if (!parsed.success)
    throw new AdminCreateError(parsed.error.issues.map((issue) => issue.message).join('\n'));
  const password = passwordSchema.safeParse(account.password);
  if (!password.success) throw new AdminCreateError(password.error.issues[0]!.message);
  const { email, name, phone } = parsed.data;
  try {
    const result = await createOrPromoteAdmin(db, {
      email,
      name,
      // The operator vouches for a number given here: it counts as verified (docs/decisions/039).
      ...(phone ? { phone, isPhoneVerified: true } : { phone: PLACEHOLDER_PHONE, isPhoneVerified: false }),
      passwordHash: await hashPassword(password.data),
    });
    return { ...result, email };
  } catch (error) {
    if (error instanceof AppError && error.code === 'PHONE_TAKEN') {
      throw new AdminCreateError(`--phone ${phone} is already the phone of another account`);
    }
    throw error;
  }
}

export interface AdminCreateIo {
  env: NodeJS.ProcessEnv;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  return text.replace(/\r?\n$/, '');
}

/** Asks on the terminal without echoing what is typed. */
function askHidden(io: AdminCreateIo, question: string): Promise<string> {
  const rl = readline.createInterface({ input: io.stdin, output: io.stdout, terminal: true });
  const muted = rl as unknown as { _writeToOutput: (text: string) => void };
  let isAsking = true;
  muted._writeToOutput = (text: string) => {
    if (!isAsking || text.includes(question)) io.stdout.write(text);
  };
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      isAsking = false;
      io.stdout.write('\n');
      rl.close();
      resolve(answer);
    });
  });
}

async function obtainPassword(
  io: AdminCreateIo,
  args: AdminCreateArgs,
): Promise<{ password: string; isGenerated: boolean }> {
  if (args.isPasswordStdin) return { password: await readAll(io.stdin), isGenerated: false };
  if (io.stdin.isTTY) {
    const password = await askHidden(io, 'Password (empty: generate one): ');
    if (password === '') return { password: generatePassword(), isGenerated: true };
    const parsed = passwordSchema.safeParse(password);
    if (!parsed.success) throw new AdminCreateError(parsed.error.issues[0]!.message);
    if ((await askHidden(io, 'Repeat the password: ')) !== password) {
      throw new AdminCreateError('The passwords do not match');
    }
    return { password, isGenerated: false };
  }
  return { password: generatePassword(), isGenerated: true };
}

/** The whole command: arguments, database, password, the admin. Returns the process's exit code. */
export async function runAdminCreate(argv: readonly string[], io: AdminCreateIo): Promise<number> {
  const print = (line: string) => io.stdout.write(`${line}\n`);
  const fail = (line: string) => {
    io.stderr.write(`${line}\n`);
    return 1;
  };
  const cleanups: Array<() => Promise<void> | void> = [];
  try {
    const args = parseAdminCreateArgs(argv);
    if (args.isHelp) {
      print(USAGE);
      return 0;
    }
    // Checked before the database starts or a password is asked for.
    const parsed = inputSchema.safeParse(args);
    if (!parsed.success)
      return fail(`${parsed.error.issues.map((issue) => issue.message).join('\n')}\n\n${USAGE}`);

    const settings = loadSettings(io.env);
    let databaseUrl = settings.DATABASE_URL;
    if (!databaseUrl) {
      cleanups.push(lockDataDir(settings.DATA_DIR));
      const embedded = await startEmbeddedPostgres(path.join(settings.DATA_DIR, 'postgres'), {
        info: print,
        warn: (line) => io.stderr.write(`${line}\n`),
      });
      cleanups.push(() => embedded.stop());
      databaseUrl = embedded.url;
    }
    const connection = connectDatabase(databaseUrl, { max: 2 });
    cleanups.push(() => connection.close());
    await runMigrations(connection.pool);

    const { password, isGenerated } = await obtainPassword(io, args);
    const result = await createAdmin(connection.db, { ...parsed.data, password });
    const where = settings.DATABASE_URL ? 'DATABASE_URL' : `the embedded database in ${settings.DATA_DIR}`;
    print(
      result.outcome === 'created'
        ? `Created the admin ${result.email} (${parsed.data.name}) in ${where}.`
        : `${result.email} was already registered: it is now an active admin named ${parsed.data.name}, with the new password; its old sessions were ended.`,
    );
    if (isGenerated) print(`Generated password (shown once, keep it safe): ${password}`);
    return 0;
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  } finally {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        io.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      }
    }
  }
}
