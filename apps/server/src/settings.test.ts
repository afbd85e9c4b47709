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
      JWT_SECRET: 'x'.repeat(48),
      CREDENTIALS_KEY: Buffer.alloc(32, 7).toString('base64'),
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
        SMTP_URL: 'smtps://shop:secret@smtp.example.com:465',
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
        SMTP_URL: 'smtps://shop:secret@smtp.example.com:465',
      });
      expect(settings).toMatchObject({ PAYMENT_PROVIDER: 'tripay', PUBLIC_URL: 'https://premiumshop.id' });
    });
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
