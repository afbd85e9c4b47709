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
});
