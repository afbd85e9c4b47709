import { buildApp } from './app';
import { expireOverdueOrders, reconcileNearDeadline } from './features/fulfilment/fulfilment.service';
import { runAccountLifecycle } from './features/fulfilment/lifecycle.service';
import { deliverDueEmails, deliverDueWhatsApp } from './features/outbox/outbox.service';
import { connectDatabase, type DatabaseConnection } from './db/client';
import { lockDataDir, startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { runMigrations } from './db/migrate';
import { writeDatabaseUrlFile } from './ops/shop-database';
import { seedDemoShop } from './db/seed/demo-shop';
import { CredentialVault } from './platform/crypto';
import { startJob, type Job } from './platform/jobs';
import { createMailTransport } from './platform/mailer';
import { resolveSecrets } from './platform/secrets';
import { AccessTokens } from './platform/tokens';
import { createWhatsAppTransport } from './platform/whatsapp';
import { loadSettings, SettingsError, type Settings } from './settings';
import path from 'node:path';

const console_ = {
  info: (message: string) => console.log(message),
  warn: (message: string) => console.warn(message),
};

function printBanner(settings: Settings, seeded: boolean): void {
  const url = settings.PUBLIC_URL;
  const lines = [
    '',
    `  ${settings.APP_NAME} is running at ${url}`,
    `  Database: ${settings.isEmbeddedDatabase ? `embedded PostgreSQL in ${settings.DATA_DIR}` : 'DATABASE_URL'}`,
  ];
  if (settings.DEMO) {
    lines.push(
      seeded ? '  Demo shop seeded.' : '  Demo shop data in place.',
      '  Demo logins:',
      '    admin     admin@premiumshop.id / admin12345',
      '    customer  budi@gmail.com / budi12345',
    );
  }
  console.log(`${lines.join('\n')}\n`);
}

async function main(): Promise<void> {
  let settings: Settings;
  try {
    settings = loadSettings();
  } catch (error) {
    if (error instanceof SettingsError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const cleanups: Array<() => Promise<void> | void> = [];
  const shutdown = async (code: number) => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(error);
      }
    }
    process.exit(code);
  };

  try {
    let databaseUrl = settings.DATABASE_URL;
    if (!databaseUrl) {
      cleanups.push(lockDataDir(settings.DATA_DIR));
      const embedded: EmbeddedDatabase = await startEmbeddedPostgres(
        path.join(settings.DATA_DIR, 'postgres'),
        console_,
      );
      cleanups.push(() => embedded.stop());
      databaseUrl = embedded.url;
      // `npm run backup` reaches this PostgreSQL through it while the shop holds DATA_DIR.
      cleanups.push(writeDatabaseUrlFile(settings.DATA_DIR, embedded.url));
    }
    const connection: DatabaseConnection = connectDatabase(databaseUrl);
    cleanups.push(() => connection.close());
    await runMigrations(connection.pool);

    const secrets = resolveSecrets(settings.DATA_DIR, {
      jwtSecret: settings.JWT_SECRET,
      credentialsKey: settings.CREDENTIALS_KEY,
    });
    const vault = new CredentialVault(secrets.credentialsKey);
    const seeded = settings.DEMO ? await seedDemoShop(connection.db, { vault, settings }) : false;

    // The outbox job needs the app's logger, and the app needs to nudge the job: bound after both exist.
    const jobs: { outbox?: Job } = {};
    const app = await buildApp({
      settings,
      db: connection.db,
      vault,
      tokens: new AccessTokens(secrets.jwtSecret),
      jwtSecret: secrets.jwtSecret,
      onEmailQueued: () => jobs.outbox?.nudge(),
    });
    cleanups.push(() => app.close());
    const mail = createMailTransport(settings, app.log);
    cleanups.push(() => mail.close());
    const whatsapp = createWhatsAppTransport(settings);
    const outboxJob = startJob(
      'outbox',
      5_000,
      async () => {
        await deliverDueEmails(connection.db, mail, app.log);
        if (whatsapp) await deliverDueWhatsApp(connection.db, whatsapp, app.log);
      },
      app.log,
    );
    jobs.outbox = outboxJob;
    cleanups.push(() => outboxJob.stop());
    // Every instance runs these; their claims make sure no order is handled twice (DESIGN.md §10).
    const paymentJob = startJob(
      'payment-expiry',
      60_000,
      async () => {
        await reconcileNearDeadline(app.paymentsContext);
        await expireOverdueOrders(app.paymentsContext);
      },
      app.log,
    );
    cleanups.push(() => paymentJob.stop());
    const lifecycleJob = startJob(
      'account-lifecycle',
      60_000,
      async () => {
        await runAccountLifecycle({ db: connection.db, graceDays: settings.GRACE_DAYS });
        jobs.outbox?.nudge();
      },
      app.log,
    );
    cleanups.push(() => lifecycleJob.stop());
    await app.listen({ host: settings.HOST, port: settings.PORT });
    printBanner(settings, seeded);

    let stopping = false;
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => {
        if (stopping) return;
        stopping = true;
        app.log.info(`${signal} received, shutting down`);
        void shutdown(0);
      });
    }
  } catch (error) {
    console.error(error instanceof Error ? `\n${error.message}\n` : error);
    await shutdown(1);
  }
}

void main();
