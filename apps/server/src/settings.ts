import path from 'node:path';
import { z } from 'zod';
import { trustProxySetting } from './platform/client-address';
import { weakKeyBytes, weakTextSecret } from './platform/secret-strength';

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

const list = z.string().transform((value) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean),
);

const settingsSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /**
   * PostgreSQL connections one instance opens for requests and jobs; it holds one more for its
   * LISTEN (the catalogue cache and the live streams share it, platform/pg-listener.ts). N
   * instances use N × (DATABASE_POOL_SIZE + 1) of max_connections.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  /** How long a stopping instance (SIGTERM) lets the requests in flight finish before it cuts them. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  DATA_DIR: z.string().default('./data'),
  DEMO: flag.optional(),
  APP_NAME: z.string().min(1).default('Premium Shop'),
  SUPPORT_EMAIL: z.email().default('support@premiumshop.id'),
  SUPPORT_PHONE: z.string().min(6).default('+62 812-3456-7890'),
  /** The footer's operating hours (SPEC §1: every day 9.00 to 01.00 local time). */
  SUPPORT_HOURS: z.string().min(1).default('Setiap hari, 09.00–01.00 WIB'),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{8,15}$/, 'digits only, with the country code, e.g. 6281234567890')
    .default('6281234567890'),
  SOCIAL_LINKS: list
    .pipe(z.array(z.url()))
    .default(['https://instagram.com/premiumshop.id', 'https://tiktok.com/@premiumshop.id']),
  ALLOWED_EMAIL_DOMAINS: list
    .pipe(z.array(z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i)).min(1))
    .default(['gmail.com', 'outlook.com', 'yahoo.com']),
  PUBLIC_URL: z.url().optional(),
  GRACE_DAYS: z.coerce.number().int().min(0).max(30).default(3),
  /** Days before a provider account's renewal date that every admin is reminded (docs/decisions/051). */
  RENEWAL_REMINDER_DAYS: z.coerce.number().int().min(0).max(60).default(3),
  JWT_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  CREDENTIALS_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/]{43}=$/, '32 bytes in base64 (openssl rand -base64 32)')
    .optional(),
  /** Unset means the sandbox, except in production, where the provider must be named. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'tripay', 'manual']).optional(),
  /** The second, explicit consent to take sandbox (fake) payments in production. */
  ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: flag.default(false),
  TRIPAY_API_KEY: z.string().optional(),
  TRIPAY_PRIVATE_KEY: z.string().optional(),
  TRIPAY_MERCHANT_CODE: z.string().optional(),
  TRIPAY_MODE: z.enum(['sandbox', 'production']).default('sandbox'),
  /** Overrides the base URL TRIPAY_MODE picks: a self-hosted proxy, or the fake server of the tests. */
  TRIPAY_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Calls to Tripay go over IPv4 only: its production API answers only the whitelisted addresses
   * of the merchant, IPv4 ones (README 'Deploying', step 8). Off only for a proxy reached over IPv6.
   */
  TRIPAY_IPV4_ONLY: flag.default(true),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().optional(),
  /** outbox: WhatsApp messages stay queued for the admin; fonnte: delivered through Fonnte's API. */
  WHATSAPP_PROVIDER: z.enum(['outbox', 'fonnte']).default('outbox'),
  FONNTE_TOKEN: z.string().min(1).optional(),
  /** Overrides Fonnte's API address: a proxy, or the fake server of the tests. */
  FONNTE_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * The least time between two WhatsApp messages from the shop's number, shared by every instance:
   * a notice to all customers leaves one message at a time, never a burst (decision 047).
   */
  WHATSAPP_SEND_GAP_SECONDS: z.coerce.number().min(0.1).max(600).default(10),
  /**
   * The secret in the address of Fonnte's message-status webhook, {PUBLIC_URL}/api/whatsapp/fonnte-status/<token>:
   * Fonnte signs nothing, so the address itself is the proof (decision 047). Unset: no such route.
   */
  FONNTE_WEBHOOK_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9_-]{32,128}$/, '32 to 128 letters, digits, - or _ (openssl rand -hex 24)')
    .optional(),
  /** local: uploads under DATA_DIR (one instance, or a shared folder); s3: an S3-compatible bucket. */
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name')
    .optional(),
  /** Unset: AWS S3 itself; else MinIO, R2, ... (e.g. http://127.0.0.1:9000). */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Unset: the SDK's own credentials chain (an instance role, AWS_ACCESS_KEY_ID, ...). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path (http://host/bucket/key) rather than the host name: MinIO and most self-hosted servers. */
  S3_FORCE_PATH_STYLE: flag.default(false),
  /** Prepended to every key, so several shops can share one bucket. */
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9._-]+\/)*$/, "folders ending in '/', e.g. shop-a/")
    .default(''),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Turns GET /metrics (Prometheus) on, for requests bearing this token; unset: no such route. */
  METRICS_TOKEN: z.string().min(24, 'at least 24 characters').optional(),
  /** Who may set the client's address through X-Forwarded-For (platform/client-address.ts); nobody by default. */
  TRUST_PROXY: trustProxySetting.default(false),
  /**
   * The shop is reached only over a private network (an intranet, a VPN), so production may
   * serve it over plain http; anywhere else an http:// PUBLIC_URL stops the start.
   */
  PRIVATE_NETWORK: flag.default(false),
});

type Problem = { path: string[]; message: string };
/** The settings that parsed; one that did not is left out here and named among the problems. */
type Parsed = Partial<z.infer<typeof settingsSchema>>;

/**
 * What the settings need of each other: the keys a provider needs, the S3 keys together, and in
 * production what development may default. Checked on the settings that parsed, so one bad value
 * never hides another problem: a value that did not parse is in `invalid`, and never also 'missing'.
 */
function relationProblems(env: Parsed, invalid: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = [];
  const isMissing = (key: keyof Parsed) => !env[key] && !invalid.has(key);
  if (env.PAYMENT_PROVIDER === 'tripay') {
    for (const key of ['TRIPAY_API_KEY', 'TRIPAY_PRIVATE_KEY', 'TRIPAY_MERCHANT_CODE'] as const) {
      if (isMissing(key)) problems.push({ path: [key], message: 'required with PAYMENT_PROVIDER=tripay' });
    }
  }
  if (env.WHATSAPP_PROVIDER === 'fonnte' && isMissing('FONNTE_TOKEN')) {
    problems.push({ path: ['FONNTE_TOKEN'], message: 'required with WHATSAPP_PROVIDER=fonnte' });
  }
  if (
    env.NODE_ENV === 'production' &&
    env.WHATSAPP_PROVIDER === 'fonnte' &&
    isMissing('FONNTE_WEBHOOK_TOKEN')
  ) {
    problems.push({
      path: ['FONNTE_WEBHOOK_TOKEN'],
      message:
        "required in production with WHATSAPP_PROVIDER=fonnte: the secret in the address of Fonnte's status webhook, without which no delivery is ever confirmed",
    });
  }
  if (env.STORAGE === 's3' && isMissing('S3_BUCKET')) {
    problems.push({ path: ['S3_BUCKET'], message: 'required with STORAGE=s3' });
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    problems.push({
      path: ['S3_SECRET_ACCESS_KEY'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    });
  }
  if (env.NODE_ENV === 'production') problems.push(...productionProblems(env, isMissing));
  if (env.NODE_ENV === 'production' && (env.DATABASE_URL || invalid.has('DATABASE_URL'))) {
    for (const key of ['JWT_SECRET', 'CREDENTIALS_KEY'] as const) {
      if (isMissing(key)) {
        problems.push({
          path: [key],
          message: 'required in production with DATABASE_URL, so every instance shares it',
        });
      }
    }
  }
  return problems;
}

const JWT_SECRET_BITS = 90;
const METRICS_TOKEN_BITS = 64;
const FONNTE_WEBHOOK_TOKEN_BITS = 64;
const CREDENTIALS_KEY_BITS = 128;
/** Documentation names: https://www.rfc-editor.org/rfc/rfc2606, never a real shop's address. */
const EXAMPLE_HOST = /(^|\.)example\.(com|net|org)$|(^|\.)(example|invalid|test)$/i;
/** Settings whose value is an address (a URL, or 'Name <mail@host>'), checked for an example host. */
const ADDRESS_SETTINGS = ['PUBLIC_URL', 'SMTP_URL', 'MAIL_FROM', 'DATABASE_URL', 'S3_ENDPOINT'] as const;

/**
 * What production needs that development may default or generate: a real payment provider (the
 * sandbox marks orders paid at a click, so it takes PAYMENT_PROVIDER=sandbox plus a second, loud
 * consent), the shop's public address over https, a mail server, and nothing left as
 * deploy/shop.env.example wrote it: no 'CHANGE-ME', no example.com, no secret anyone could guess.
 */
function productionProblems(env: Parsed, isMissing: (key: keyof Parsed) => boolean): Problem[] {
  const problems: Problem[] = [];
  if (isMissing('PAYMENT_PROVIDER')) {
    problems.push({
      path: ['PAYMENT_PROVIDER'],
      message:
        "required in production: tripay, manual (bank transfers to the shop's own accounts only) (or sandbox together with ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=yes, which lets anyone signed in mark their own orders paid)",
    });
  } else if (env.PAYMENT_PROVIDER === 'sandbox' && !env.ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION) {
    problems.push({
      path: ['ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION'],
      message:
        'PAYMENT_PROVIDER=sandbox in production takes fake payments; set ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=yes only for a test deployment',
    });
  }
  if (isMissing('PUBLIC_URL')) {
    problems.push({
      path: ['PUBLIC_URL'],
      message: 'required in production: the address links in e-mail and WhatsApp point to',
    });
  } else if (env.PUBLIC_URL?.startsWith('http://') && !env.PRIVATE_NETWORK) {
    problems.push({
      path: ['PUBLIC_URL'],
      message:
        'https:// in production: over http sign-ins, tokens and credentials cross the network readable (PRIVATE_NETWORK=yes allows http on an intranet or VPN)',
    });
  }
  if (isMissing('SMTP_URL')) {
    problems.push({
      path: ['SMTP_URL'],
      message: 'required in production: the mail server that sends e-mail',
    });
  }
  for (const [key, value] of Object.entries(env)) {
    if (typeof value === 'string' && /change[-_ ]?me/i.test(value)) {
      problems.push({ path: [key], message: "still holds deploy/shop.env.example's CHANGE-ME placeholder" });
    }
  }
  for (const key of ADDRESS_SETTINGS) {
    const host = hostOf(env[key]);
    if (host && EXAMPLE_HOST.test(host)) {
      problems.push({ path: [key], message: `${host} is an example address, not this shop's` });
    }
  }
  problems.push(...weakSecretProblems(env));
  return problems;
}

function weakSecretProblems(env: Parsed): Problem[] {
  const weak: [string, string | undefined][] = [
    [
      'JWT_SECRET',
      env.JWT_SECRET && weakTextSecret(env.JWT_SECRET, JWT_SECRET_BITS, 'openssl rand -base64 48'),
    ],
    [
      'METRICS_TOKEN',
      env.METRICS_TOKEN && weakTextSecret(env.METRICS_TOKEN, METRICS_TOKEN_BITS, 'openssl rand -hex 24'),
    ],
    [
      'FONNTE_WEBHOOK_TOKEN',
      env.FONNTE_WEBHOOK_TOKEN &&
        weakTextSecret(env.FONNTE_WEBHOOK_TOKEN, FONNTE_WEBHOOK_TOKEN_BITS, 'openssl rand -hex 24'),
    ],
    [
      'CREDENTIALS_KEY',
      env.CREDENTIALS_KEY &&
        weakKeyBytes(
          Buffer.from(env.CREDENTIALS_KEY, 'base64'),
          CREDENTIALS_KEY_BITS,
          'openssl rand -base64 32',
        ),
    ],
  ];
  // A placeholder is already named by the CHANGE-ME check; say it once.
  return weak
    .filter(([key, reason]) => reason && !/change[-_ ]?me/i.test(String(env[key as keyof Parsed])))
    .map(([key, reason]) => ({ path: [key], message: reason! }));
}

/** The host of a URL or of an e-mail address ('Shop <no-reply@host>'), lower case; undefined for neither. */
function hostOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const mail = /@([^\s>@]+)>?\s*$/.exec(value);
  if (!value.includes('://') && mail) return mail[1]!.toLowerCase();
  try {
    return new URL(value).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

export type Env = z.infer<typeof settingsSchema>;

export interface Settings extends Omit<Env, 'DEMO' | 'PUBLIC_URL' | 'DATA_DIR' | 'PAYMENT_PROVIDER'> {
  PAYMENT_PROVIDER: 'sandbox' | 'tripay' | 'manual';
  DATA_DIR: string;
  DEMO: boolean;
  PUBLIC_URL: string;
  isEmbeddedDatabase: boolean;
}

export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'SettingsError';
  }
}

/** Parses the environment once; throws SettingsError listing every bad variable. */
export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const defined = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  // Each setting on its own, then what they need of each other: one round names every problem.
  const parsed: Record<string, unknown> = {};
  const invalid = new Set<string>();
  const problems: string[] = [];
  for (const [key, schema] of Object.entries(settingsSchema.shape)) {
    const result = (schema as z.ZodType).safeParse(defined[key]);
    if (result.success) {
      parsed[key] = result.data;
    } else {
      invalid.add(key);
      for (const issue of result.error.issues)
        problems.push(`${[key, ...issue.path].join('.')}: ${issue.message}`);
    }
  }
  for (const problem of relationProblems(parsed, invalid)) {
    problems.push(`${problem.path.join('.')}: ${problem.message}`);
  }
  if (problems.length > 0) throw new SettingsError(problems);
  const values = parsed as Env;
  const isEmbeddedDatabase = !values.DATABASE_URL;
  return {
    ...values,
    DATA_DIR: path.resolve(values.DATA_DIR),
    DEMO: values.DEMO ?? isEmbeddedDatabase,
    PAYMENT_PROVIDER: values.PAYMENT_PROVIDER ?? 'sandbox',
    PUBLIC_URL: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    isEmbeddedDatabase,
  };
}
