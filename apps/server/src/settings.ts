import path from 'node:path';
import { z } from 'zod';
import { trustProxySetting } from './platform/client-address';

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

const list = z.string().transform((value) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean),
);

const settingsSchema = z
  .object({
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
    JWT_SECRET: z.string().min(32, 'at least 32 characters').optional(),
    CREDENTIALS_KEY: z
      .string()
      .regex(/^[A-Za-z0-9+/]{43}=$/, '32 bytes in base64 (openssl rand -base64 32)')
      .optional(),
    /** Unset means the sandbox, except in production, where the provider must be named. */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'tripay']).optional(),
    /** The second, explicit consent to take sandbox (fake) payments in production. */
    ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: flag.default(false),
    TRIPAY_API_KEY: z.string().optional(),
    TRIPAY_PRIVATE_KEY: z.string().optional(),
    TRIPAY_MERCHANT_CODE: z.string().optional(),
    TRIPAY_MODE: z.enum(['sandbox', 'production']).default('sandbox'),
    /** Overrides the base URL TRIPAY_MODE picks: a self-hosted proxy, or the fake server of the tests. */
    TRIPAY_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().optional(),
    /** outbox: WhatsApp messages stay queued for the admin; fonnte: delivered through Fonnte's API. */
    WHATSAPP_PROVIDER: z.enum(['outbox', 'fonnte']).default('outbox'),
    FONNTE_TOKEN: z.string().min(1).optional(),
    /** Overrides Fonnte's API address: a proxy, or the fake server of the tests. */
    FONNTE_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
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
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENT_PROVIDER === 'tripay') {
      for (const key of ['TRIPAY_API_KEY', 'TRIPAY_PRIVATE_KEY', 'TRIPAY_MERCHANT_CODE'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'required with PAYMENT_PROVIDER=tripay' });
      }
    }
    if (env.WHATSAPP_PROVIDER === 'fonnte' && !env.FONNTE_TOKEN) {
      ctx.addIssue({
        code: 'custom',
        path: ['FONNTE_TOKEN'],
        message: 'required with WHATSAPP_PROVIDER=fonnte',
      });
    }
    if (env.STORAGE === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'required with STORAGE=s3' });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_SECRET_ACCESS_KEY'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      });
    }
    if (env.NODE_ENV === 'production') {
      for (const problem of productionProblems(env)) ctx.addIssue({ code: 'custom', ...problem });
    }
    if (env.NODE_ENV === 'production' && env.DATABASE_URL) {
      for (const key of ['JWT_SECRET', 'CREDENTIALS_KEY'] as const) {
        if (!env[key]) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'required in production with DATABASE_URL, so every instance shares it',
          });
        }
      }
    }
  });

/**
 * What production needs that development may default: a real payment provider (the sandbox marks
 * orders paid at a click, so it takes PAYMENT_PROVIDER=sandbox plus a second, loud consent), the
 * shop's public address for links in mail, and a mail server.
 */
function productionProblems(env: {
  PAYMENT_PROVIDER?: 'sandbox' | 'tripay' | undefined;
  ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: boolean;
  PUBLIC_URL?: string | undefined;
  SMTP_URL?: string | undefined;
}): { path: string[]; message: string }[] {
  const problems: { path: string[]; message: string }[] = [];
  if (!env.PAYMENT_PROVIDER) {
    problems.push({
      path: ['PAYMENT_PROVIDER'],
      message:
        'required in production: tripay (or sandbox together with ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=yes, which lets anyone signed in mark their own orders paid)',
    });
  } else if (env.PAYMENT_PROVIDER === 'sandbox' && !env.ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION) {
    problems.push({
      path: ['ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION'],
      message:
        'PAYMENT_PROVIDER=sandbox in production takes fake payments; set ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=yes only for a test deployment',
    });
  }
  if (!env.PUBLIC_URL) {
    problems.push({
      path: ['PUBLIC_URL'],
      message: 'required in production: the address links in e-mail and WhatsApp point to',
    });
  }
  if (!env.SMTP_URL) {
    problems.push({
      path: ['SMTP_URL'],
      message: 'required in production: the mail server that sends e-mail',
    });
  }
  return problems;
}

export type Env = z.infer<typeof settingsSchema>;

export interface Settings extends Omit<Env, 'DEMO' | 'PUBLIC_URL' | 'DATA_DIR' | 'PAYMENT_PROVIDER'> {
  PAYMENT_PROVIDER: 'sandbox' | 'tripay';
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
  const parsed = settingsSchema.safeParse(defined);
  if (!parsed.success) {
    throw new SettingsError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`),
    );
  }
  const values = parsed.data;
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
