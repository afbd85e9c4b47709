import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSettings, SettingsError } from './settings';

describe('loadSettings', () => {
  it('starts the demo shop with no settings at all', () => {
    const settings = loadSettings({});
    expect(settings).toMatchObject({
      PORT: 3000,
      APP_NAME: 'Premium Shop',
      ALLOWED_EMAIL_DOMAINS: ['gmail.com', 'outlook.com', 'yahoo.com'],
      PAYMENT_PROVIDER: 'sandbox',
      isEmbeddedDatabase: true,
      DEMO: true,
      PUBLIC_URL: 'http://localhost:3000',
      GRACE_DAYS: 3,
    });
    expect(settings.DATA_DIR).toBe(path.resolve('./data'));
  });

  it('turns the demo off by default with DATABASE_URL, and on when asked', () => {
    expect(loadSettings({ DATABASE_URL: 'postgres://u@db:5432/shop' }).DEMO).toBe(false);
    expect(loadSettings({ DATABASE_URL: 'postgres://u@db:5432/shop', DEMO: 'on' }).DEMO).toBe(true);
  });

  it('reminds of provider renewals 3 days ahead by default, within 0 to 60 days', () => {
    expect(loadSettings({}).RENEWAL_REMINDER_DAYS).toBe(3);
    expect(loadSettings({ RENEWAL_REMINDER_DAYS: '7' }).RENEWAL_REMINDER_DAYS).toBe(7);
    expect(loadSettings({ RENEWAL_REMINDER_DAYS: '0' }).RENEWAL_REMINDER_DAYS).toBe(0);
    expect(() => loadSettings({ RENEWAL_REMINDER_DAYS: '61' })).toThrow(/RENEWAL_REMINDER_DAYS/);
    expect(() => loadSettings({ RENEWAL_REMINDER_DAYS: '-1' })).toThrow(/RENEWAL_REMINDER_DAYS/);
    expect(() => loadSettings({ RENEWAL_REMINDER_DAYS: 'tiga' })).toThrow(/RENEWAL_REMINDER_DAYS/);
  });

  it('splits list settings', () => {
    const settings = loadSettings({ ALLOWED_EMAIL_DOMAINS: 'gmail.com, proton.me ' });
    expect(settings.ALLOWED_EMAIL_DOMAINS).toEqual(['gmail.com', 'proton.me']);
  });

  it('lists every bad variable at once', () => {
    let failure: unknown;
    try {
      loadSettings({ PORT: 'abc', DATABASE_URL: 'mysql://x', SUPPORT_EMAIL: 'nope' });
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(SettingsError);
    const problems = (failure as SettingsError).problems.join('\n');
    expect(problems).toContain('PORT');
    expect(problems).toContain('DATABASE_URL');
    expect(problems).toContain('SUPPORT_EMAIL');
  });

  it('names what STORAGE=s3 needs, and keeps the S3 keys together', () => {
    expect(() => loadSettings({ STORAGE: 's3' })).toThrow(/S3_BUCKET: required with STORAGE=s3/);
    expect(() => loadSettings({ STORAGE: 's3', S3_BUCKET: 'shop', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadSettings({ STORAGE: 's3', S3_BUCKET: 'shop', S3_PREFIX: 'no-slash' })).toThrow(
      /S3_PREFIX/,
    );
    const settings = loadSettings({ STORAGE: 's3', S3_BUCKET: 'shop', S3_FORCE_PATH_STYLE: 'yes' });
    expect(settings).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true, S3_PREFIX: '' });
  });

  it('sizes the pool and the shutdown from their settings, within bounds', () => {
    expect(loadSettings({})).toMatchObject({ DATABASE_POOL_SIZE: 10, SHUTDOWN_TIMEOUT_SECONDS: 10 });
    expect(loadSettings({ DATABASE_POOL_SIZE: '4' }).DATABASE_POOL_SIZE).toBe(4);
    expect(() => loadSettings({ DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadSettings({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: at least 24 characters/);
  });

  it('names the Tripay keys it needs', () => {
    expect(() => loadSettings({ PAYMENT_PROVIDER: 'tripay' })).toThrow(
      /TRIPAY_API_KEY: required with PAYMENT_PROVIDER=tripay/,
    );
  });

  it('requires shared secrets in production with an external database', () => {
    expect(() => loadSettings({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@db/shop' })).toThrow(
      /JWT_SECRET/,
    );
  });

  describe('in production', () => {
    const secrets = {
      JWT_SECRET: randomBytes(48).toString('base64'),
      CREDENTIALS_KEY: randomBytes(32).toString('base64'),
    };
    const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
      try {
        loadSettings(env);
      } catch (error) {
        if (error instanceof SettingsError) return error.problems;
        throw error;
      }
      return [];
    };

    it('refuses to start without a payment provider, PUBLIC_URL and SMTP_URL, listing each', () => {
      const problems = problemsOf({ NODE_ENV: 'production', ...secrets });
      expect(problems).toHaveLength(3);
      expect(problems[0]).toMatch(/^PAYMENT_PROVIDER: required in production/);
      expect(problems[1]).toMatch(/^PUBLIC_URL: required in production/);
      expect(problems[2]).toMatch(/^SMTP_URL: required in production/);
    });

    it('refuses the sandbox gateway unless ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION says yes', () => {
      const env = {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://premiumshop.id',
        SMTP_URL: 'smtps://shop:s3cr3t-mail@smtp.premiumshop.id:465',
        PAYMENT_PROVIDER: 'sandbox',
      };
      expect(problemsOf(env)).toEqual([
        expect.stringMatching(
          /^ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: PAYMENT_PROVIDER=sandbox in production/,
        ),
      ]);
      expect(problemsOf({ ...env, ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'no' })).toHaveLength(1);
      const allowed = loadSettings({ ...env, ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'yes' });
      expect(allowed.PAYMENT_PROVIDER).toBe('sandbox');
      expect(allowed.PUBLIC_URL).toBe('https://premiumshop.id');
    });

    it('names every problem in one round, a format error beside what is missing', () => {
      const problems = problemsOf({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://shop@db.premiumshop.id/shop',
        DATABASE_POOL_SIZE: 'sepuluh',
        TRUST_PROXY: 'true',
        STORAGE: 's3',
        PAYMENT_PROVIDER: 'sandbox',
      });
      expect(problems.map((problem) => problem.split(':')[0])).toEqual([
        'DATABASE_POOL_SIZE',
        'TRUST_PROXY',
        'S3_BUCKET',
        'ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION',
        'PUBLIC_URL',
        'SMTP_URL',
        'JWT_SECRET',
        'CREDENTIALS_KEY',
      ]);
    });

    it('does not call a setting missing when its value is only malformed', () => {
      const problems = problemsOf({
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'stripe',
        PUBLIC_URL: 'bukan alamat',
        SMTP_URL: 'smtps://shop:s3cr3t-mail@smtp.premiumshop.id:465',
      });
      expect(problems).toHaveLength(2);
      expect(problems[0]).toMatch(/^PUBLIC_URL: Invalid URL/);
      expect(problems[1]).toMatch(/^PAYMENT_PROVIDER: Invalid option/);
    });

    const ready = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://shop:Vq8kLz2x@db.premiumshop.id/shop',
      ...secrets,
      PAYMENT_PROVIDER: 'tripay',
      TRIPAY_API_KEY: 'DEV-k3yFromTripayDashboard',
      TRIPAY_PRIVATE_KEY: 'pRiv8-fromTripay',
      TRIPAY_MERCHANT_CODE: 'T0001',
      PUBLIC_URL: 'https://premiumshop.id',
      SMTP_URL: 'smtps://shop:s3cr3t-mail@smtp.premiumshop.id:465',
      METRICS_TOKEN: randomBytes(24).toString('hex'),
    };

    it.each([
      ['JWT_SECRET', 'a'.repeat(32), /repeated or counting pattern/],
      ['JWT_SECRET', 'abcdefghijklmnopqrstuvwxyz012345', /repeated or counting pattern/],
      ['JWT_SECRET', 'secret-secret-secret-secret-secret', /placeholder/],
      ['JWT_SECRET', 'abababababababababababababababab', /repeated or counting pattern/],
      ['CREDENTIALS_KEY', Buffer.alloc(32, 7).toString('base64'), /its bytes repeat or count/],
      [
        'CREDENTIALS_KEY',
        Buffer.from(Array.from({ length: 32 }, (_, i) => i * 2)).toString('base64'),
        /repeat or count|too easy/,
      ],
      ['CREDENTIALS_KEY', Buffer.from('ab'.repeat(16)).toString('base64'), /its bytes repeat or count/],
      [
        'CREDENTIALS_KEY',
        Buffer.from('kopi-susu-gula-aren-enak-sekali!').toString('base64'),
        /too easy to guess/,
      ],
      ['METRICS_TOKEN', 'a'.repeat(24), /repeated or counting pattern/],
      ['METRICS_TOKEN', 'prometheus-prometheus-12', /repeated or counting pattern/],
      ['METRICS_TOKEN', 'qxqz7xq7x7qzx7q7xzq7qx7z', /too easy to guess/],
      ['PUBLIC_URL', 'http://premiumshop.id', /https:\/\/ in production/],
      ['PUBLIC_URL', 'https://shop.example.com', /shop\.example\.com is an example address/],
      ['SMTP_URL', 'smtps://user:password@smtp.example.com:465', /smtp\.example\.com is an example address/],
      ['MAIL_FROM', 'Premium Shop <no-reply@shop.example.com>', /shop\.example\.com is an example address/],
      ['DATABASE_URL', 'postgres://premium_shop:CHANGE-ME@127.0.0.1:5432/premium_shop', /CHANGE-ME/],
      ['TRIPAY_API_KEY', 'CHANGE-ME', /CHANGE-ME/],
      ['TRIPAY_PRIVATE_KEY', 'change-me', /CHANGE-ME/],
      ['FONNTE_TOKEN', 'CHANGE-ME', /CHANGE-ME/],
    ])('refuses %s=%j', (key, value, message) => {
      const extra =
        key === 'FONNTE_TOKEN'
          ? { WHATSAPP_PROVIDER: 'fonnte', FONNTE_WEBHOOK_TOKEN: randomBytes(24).toString('hex') }
          : {};
      const problems = problemsOf({ ...ready, ...extra, [key]: value });
      expect(problems).toEqual([expect.stringMatching(new RegExp(`^${key}: .*(?:${message.source})`))]);
    });

    it('starts the ready settings, and an http:// PUBLIC_URL only with PRIVATE_NETWORK=yes', () => {
      expect(problemsOf(ready)).toEqual([]);
      expect(problemsOf({ ...ready, PUBLIC_URL: 'http://10.0.0.5:8080' })).toHaveLength(1);
      const settings = loadSettings({ ...ready, PUBLIC_URL: 'http://10.0.0.5:8080', PRIVATE_NETWORK: 'yes' });
      expect(settings.PUBLIC_URL).toBe('http://10.0.0.5:8080');
    });

    it('refuses deploy/shop.env.example as shipped, naming each value to fill in', () => {
      const example = fs.readFileSync(
        path.resolve(import.meta.dirname, '../../../deploy/shop.env.example'),
        'utf8',
      );
      const env = Object.fromEntries(
        example
          .split('\n')
          .filter((line) => /^[A-Z0-9_]+=/.test(line))
          .map((line) => {
            const [key, ...rest] = line.split('=');
            return [key!, rest.join('=').replace(/^"(.*)"$/, '$1')];
          }),
      );
      const problems = problemsOf({ NODE_ENV: 'production', ...env });
      const named = new Set(problems.map((problem) => problem.split(':')[0]));
      expect([...named].sort(), problems.join('\n')).toEqual(
        [
          'CREDENTIALS_KEY',
          'DATABASE_URL',
          'JWT_SECRET',
          'MAIL_FROM',
          'METRICS_TOKEN',
          'PUBLIC_URL',
          'S3_ACCESS_KEY_ID',
          'S3_SECRET_ACCESS_KEY',
          'SMTP_URL',
          'TRIPAY_API_KEY',
          'TRIPAY_MERCHANT_CODE',
          'TRIPAY_PRIVATE_KEY',
        ].sort(),
      );
    });

    it('starts with Tripay, its keys, PUBLIC_URL and SMTP_URL', () => {
      const settings = loadSettings({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://u@db/shop',
        ...secrets,
        PAYMENT_PROVIDER: 'tripay',
        TRIPAY_API_KEY: 'key',
        TRIPAY_PRIVATE_KEY: 'private',
        TRIPAY_MERCHANT_CODE: 'T0001',
        PUBLIC_URL: 'https://premiumshop.id/',
        SMTP_URL: 'smtps://shop:s3cr3t-mail@smtp.premiumshop.id:465',
      });
      expect(settings).toMatchObject({ PAYMENT_PROVIDER: 'tripay', PUBLIC_URL: 'https://premiumshop.id' });
    });
  });

  it('leaves secrets typed by hand alone outside production', () => {
    const settings = loadSettings({ JWT_SECRET: 'a'.repeat(32), METRICS_TOKEN: 'a'.repeat(24) });
    expect(settings.JWT_SECRET).toBe('a'.repeat(32));
  });

  it('keeps the sandbox as the default outside production', () => {
    expect(loadSettings({ NODE_ENV: 'development' }).PAYMENT_PROVIDER).toBe('sandbox');
    expect(loadSettings({ NODE_ENV: 'test' }).PAYMENT_PROVIDER).toBe('sandbox');
  });

  it('trusts no proxy unless TRUST_PROXY names one, and refuses to trust everyone', () => {
    expect(loadSettings({}).TRUST_PROXY).toBe(false);
    expect(loadSettings({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadSettings({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(() => loadSettings({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: trusting every peer/);
    expect(() => loadSettings({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY: not a hop count/);
  });
});
