import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  throw new Error(
    `Chromium not found at ${chromium}. Install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
}

// Workers load this file again but inherit the environment: only the main process starts the
// shop's data folder afresh (reachable by the postgres user when the tests run as root).
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = path.join(os.tmpdir(), 'premium-shop-e2e');
  fs.rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
  fs.mkdirSync(process.env.E2E_DATA_DIR, { mode: 0o755 });
}
const port = Number(process.env.E2E_PORT ?? 3107);
const baseURL = `http://127.0.0.1:${port}`;
const smtpPort = Number((process.env.E2E_SMTP_PORT ??= String(port + 18)));
const inboxPort = Number((process.env.E2E_INBOX_PORT ??= String(port + 19)));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // CI runs on whichever machine the session had, and one was twice as slow as another: the
  // timeouts catch a journey that hangs, not a slow one (speed is measured by `npm run bench`).
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: '../reports/playwright.json' }]]
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  outputDir: '../test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined } },
  ],
  webServer: [
    {
      command: 'node --import tsx e2e/support/mail-inbox.ts',
      cwd: '..',
      url: `http://127.0.0.1:${inboxPort}/health`,
      reuseExistingServer: false,
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_INBOX_PORT: String(inboxPort) },
    },
    {
      command: 'node apps/server/dist/main.js',
      cwd: '..',
      url: `${baseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      // Stopped as a deployment stops it, so it stops its embedded PostgreSQL too; Playwright's
      // default SIGKILL would leave that database running, orphaned, after every run.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // The journeys' stage hands name a client address per call (support/shop-api.ts), as nginx
        // on the same host would.
        TRUST_PROXY: '127.0.0.1',
      },
    },
  ],
});
