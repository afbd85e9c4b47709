import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type pg from 'pg';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { isClientRoute } from '@premium-shop/domain/web-routes';
import type { Database } from './db/client';
import { accountRoutes } from './features/accounts/accounts.routes';
import { adminCatalogueRoutes } from './features/admin-catalogue/admin-catalogue.routes';
import { adminOrderRoutes } from './features/admin-orders/admin-orders.routes';
import { adminSupportRoutes } from './features/admin-support/admin-support.routes';
import { adminPromotionRoutes } from './features/admin-promotions/admin-promotions.routes';
import { adminPeopleRoutes } from './features/admin-people/admin-people.routes';
import { adminStockRoutes } from './features/admin-stock/admin-stock.routes';
import { adminLedgerRoutes } from './features/admin-ledger/admin-ledger.routes';
import { adminSummaryRoutes } from './features/admin-summary/admin-summary.routes';
import { authRoutes } from './features/auth/auth.routes';
import { bankTransferRoutes } from './features/bank-transfers/bank-transfers.routes';
import { findLiveSession, type AuthContext } from './features/auth/auth.service';
import { catalogueRoutes } from './features/catalogue/catalogue.routes';
import { complaintRoutes } from './features/complaints/complaints.routes';
import { fileRoutes, publicUploadRoutes } from './features/files/files.routes';
import { paymentCallbackRoutes } from './features/fulfilment/fulfilment.routes';
import { fonnteStatusRoutes } from './features/outbox/fonnte-status.routes';
import {
  createRefusedCallbackCounter,
  type RefusedCallbackCounter,
} from './features/fulfilment/refused-callbacks.service';
import { sandboxPayRoutes } from './features/fulfilment/sandbox.routes';
import { healthRoutes } from './features/health/health.routes';
import {
  countGatewayEvents,
  countOrdersByStatus,
  countOutboxBacklog,
  countRefusedCallbacks,
} from './features/health/metrics.repository';
import { metricsRoutes } from './features/health/metrics.routes';
import { liveEventRoutes } from './features/live-events/live-events.routes';
import { notificationRoutes } from './features/notifications/notifications.routes';
import { registerApiDocument } from './features/reference/api-document';
import { referenceRoutes } from './features/reference/reference.routes';
import { orderRoutes } from './features/orders/orders.routes';
import type { OrdersContext } from './features/orders/orders.common';
import { sandboxTransaction } from './features/orders/checkout.service';
import { phoneVerificationRoutes } from './features/phone-verification/phone-verification.routes';
import { pinRoutes } from './features/pins/pins.routes';
import { productItemRoutes } from './features/product-items/product-items.routes';
import { reimbursementRoutes } from './features/reimbursements/reimbursements.routes';
import { storefrontRoutes } from './features/storefront/storefront.routes';
import { PageImages, withImagePreload } from './features/storefront/page-images.service';
import { PageScripts, withModulePreloads } from './features/storefront/page-scripts.service';
import { voucherRoutes } from './features/vouchers/vouchers.routes';
import { registerAuthGuard } from './platform/auth-guard';
import { trustProxyOption } from './platform/client-address';
import type { CredentialVault } from './platform/crypto';
import { answerFrameworkError, AppError, registerErrorHandler, rejectNulCharacters } from './platform/errors';
import { createPaymentGateway } from './platform/payments/create-gateway';
import type { PaymentGateway } from './platform/payments/gateway';
import { createFileStore, type FileStore } from './platform/file-store';
import { createMetrics, type ShopMetrics } from './platform/metrics';
import { createPgListener, type PgListener } from './platform/pg-listener';
import { registerRateLimits } from './platform/rate-limits';
import { withSafeSerializers } from './platform/log-safety';
import { registerSecurityHeaders } from './platform/security-headers';
import { webDist } from './platform/paths';
import { MULTIPART_LIMITS } from './platform/uploads';
import type { AccessTokens } from './platform/tokens';
import type { Settings } from './settings';

/** What an incoming X-Request-Id may look like before the logs take it as the request's id. */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,100}$/;

export interface AppDeps {
  settings: Settings;
  db: Database;
  /** Where uploads live; by default the one STORAGE names. */
  files?: FileStore;
  /** The pool behind `db`, for the metrics of its use. */
  pool?: pg.Pool;
  vault: CredentialVault;
  tokens: AccessTokens;
  /** Called after an e-mail was queued, so the outbox job delivers it at once. */
  onEmailQueued?: () => void;
  /** Where the built web app lives; tests point it at a folder of their own. */
  webRoot?: string;
  /** The payment gateway; by default the one PAYMENT_PROVIDER names (the offline sandbox unless tripay). */
  paymentGateway?: PaymentGateway;
  /** The resolved token secret (settings or DATA_DIR/secrets.json): the sandbox derives its callback key from it. */
  jwtSecret?: string;
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    settings: Settings;
    vault: CredentialVault;
    authContext: AuthContext;
    paymentGateway: PaymentGateway;
    ordersContext: OrdersContext;
    /** Set by the process when it begins to stop: /api/health/ready answers 503 from then on. */
    readiness: { isStopping: boolean };
    /** The answers this instance still owes: a stop's deadline answers them 503 instead of cutting them (main.ts). */
    unanswered: Map<FastifyRequest, FastifyReply>;
    metrics: ShopMetrics;
    /** Refused payment callbacks counted here and added to PostgreSQL every few seconds (decision 040). */
    refusedCallbacks: RefusedCallbackCounter;
    /** This instance's one LISTEN connection (platform/pg-listener.ts): the catalogue cache and the live streams. */
    pgListener: PgListener;
    registeredRoutes: readonly RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
}

/** Builds the whole HTTP application; it never listens, so tests build it and inject requests. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // Logged URLs and errors hold no reset token, query value or database parameter (platform/log-safety.ts).
    logger: withSafeSerializers(deps.logger ?? { level: deps.settings.LOG_LEVEL }),
    // request.ip (every per-address limit, the log's remoteAddress) is the socket's peer unless
    // TRUST_PROXY names the proxy in front; X-Forwarded-For from anyone else is ignored.
    trustProxy: trustProxyOption(deps.settings.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // A request that reached this instance before it stopped is served, not refused: once the
    // listener closes no new connection comes, and a 503 for a POST already sent would be an answer
    // the proxy cannot retry elsewhere (main.ts bounds the drain).
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
    // Every log line of a request carries its id: the proxy's X-Request-Id when it sent a sane one,
    // else a fresh UUID. The answer echoes it, so a customer's report can be found in the logs.
    requestIdHeader: false,
    genReqId: (request) => {
      const sent = request.headers['x-request-id'];
      return typeof sent === 'string' && REQUEST_ID_PATTERN.test(sent) ? sent : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  const refusedCallbacks = createRefusedCallbackCounter(deps.db, app.log);
  app.decorate('refusedCallbacks', refusedCallbacks);
  app.addHook('onReady', () => {
    refusedCallbacks.start();
    return Promise.resolve();
  });
  app.addHook('onClose', () => refusedCallbacks.stop());
  // A scrape first adds this instance's refusals not yet written; other instances' arrive within seconds.
  const metrics = createMetrics(deps.pool, {
    ordersByStatus: () => countOrdersByStatus(deps.db),
    outboxBacklog: () => countOutboxBacklog(deps.db),
    gatewayEvents: async () => {
      await refusedCallbacks.flush();
      return countGatewayEvents(deps.db);
    },
    refusedCallbacks: async () => {
      await refusedCallbacks.flush();
      return countRefusedCallbacks(deps.db);
    },
  });
  app.decorate('metrics', metrics);
  // Labelled by the route's pattern (/api/orders/:id), never the URL, so the series stay few; paths
  // no route matched share one label.
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: reply.statusCode },
      reply.elapsedTime / 1000,
    );
    done();
  });
  // Every route as registered (method and URL pattern), for the check that each is declared in the
  // API contract and described in /api/openapi.json.
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', deps.db);
  app.decorate('settings', deps.settings);
  app.decorate('readiness', { isStopping: false });
  // A stopping instance still answers what reaches it on a kept-alive connection, and asks the
  // client to come back on a new one, which another instance takes.
  app.addHook('onRequest', (_request, reply, done) => {
    if (app.readiness.isStopping) void reply.header('connection', 'close');
    done();
  });
  app.decorate('unanswered', new Map<FastifyRequest, FastifyReply>());
  app.addHook('onRequest', (request, reply, done) => {
    app.unanswered.set(request, reply);
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    app.unanswered.delete(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    app.unanswered.delete(request);
    done();
  });
  const pgListener = createPgListener(deps.pool ?? (deps.db as { $client?: unknown }).$client, app.log);
  app.decorate('pgListener', pgListener);
  app.addHook('onReady', () => pgListener.start());
  app.addHook('onClose', () => pgListener.close());
  const files = deps.files ?? createFileStore(deps.settings, app.log);
  app.decorate('files', files);
  app.decorate('vault', deps.vault);
  app.decorate('authContext', {
    db: deps.db,
    tokens: deps.tokens,
    settings: deps.settings,
    onEmailQueued: deps.onEmailQueued,
  });
  const paymentGateway =
    deps.paymentGateway ??
    createPaymentGateway(deps.settings, {
      sandboxLookup: (reference) => sandboxTransaction(deps.db, reference),
      jwtSecret: deps.jwtSecret,
    });
  app.decorate('paymentGateway', paymentGateway);
  app.decorate('ordersContext', {
    db: deps.db,
    gateway: paymentGateway,
    vault: deps.vault,
    settings: deps.settings,
    log: app.log,
  });
  registerErrorHandler(app);
  rejectNulCharacters(app);
  registerAuthGuard(app, {
    tokens: deps.tokens,
    findLiveSession: (sessionId, userId) => findLiveSession(app.authContext, sessionId, userId),
  });

  registerSecurityHeaders(app);
  // An answer up to 128 KB (a page of 100 orders is ~80 KB) is compressed in one synchronous call
  // (brotli quality 4: a quarter of a millisecond), not through a zlib stream on the thread pool,
  // whose setup and scheduling cost more than the compression on a small machine.
  await app.register(compress, { threshold: 1024, syncThreshold: 128 * 1024 });
  // Routes opt in through platform/rate-limits.ts; the counters are in Redis when the shop runs as
  // several processes, so a limit holds across all of them, and in PostgreSQL while Redis is down.
  await registerRateLimits(app, deps.settings.REDIS_URL);
  // Upload routes read the form themselves (platform/uploads.ts), one image of at most 10 MB.
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  await registerApiDocument(app);
  await app.register(
    async (api) => {
      await api.register(referenceRoutes);
      await api.register(healthRoutes);
      await api.register(catalogueRoutes);
      await api.register(storefrontRoutes);
      await api.register(authRoutes);
      await api.register(phoneVerificationRoutes);
      await api.register(orderRoutes);
      await api.register(paymentCallbackRoutes);
      await api.register(fonnteStatusRoutes);
      await api.register(sandboxPayRoutes);
      await api.register(voucherRoutes);
      await api.register(accountRoutes);
      await api.register(pinRoutes);
      await api.register(notificationRoutes);
      await api.register(liveEventRoutes);
      await api.register(productItemRoutes);
      await api.register(fileRoutes);
      await api.register(complaintRoutes);
      await api.register(bankTransferRoutes);
      await api.register(reimbursementRoutes);
      await api.register(adminOrderRoutes, { prefix: '/admin' });
      await api.register(adminSupportRoutes, { prefix: '/admin' });
      await api.register(adminPromotionRoutes, { prefix: '/admin' });
      await api.register(adminPeopleRoutes, { prefix: '/admin' });
      await api.register(adminCatalogueRoutes, { prefix: '/admin' });
      await api.register(adminStockRoutes, { prefix: '/admin' });
      await api.register(adminSummaryRoutes, { prefix: '/admin' });
      await api.register(adminLedgerRoutes, { prefix: '/admin' });
    },
    { prefix: '/api' },
  );

  if (deps.settings.METRICS_TOKEN) {
    await app.register(metricsRoutes({ token: deps.settings.METRICS_TOKEN, metrics }));
  }

  const uploadsRoot = path.join(deps.settings.DATA_DIR, 'uploads');
  fs.mkdirSync(uploadsRoot, { recursive: true });
  if (files.kind === 'local') {
    await app.register(fastifyStatic, {
      root: uploadsRoot,
      prefix: '/uploads/',
      decorateReply: false,
      maxAge: '1d',
    });
  } else {
    await app.register(publicUploadRoutes(uploadsRoot));
  }

  const webRoot = deps.webRoot ?? webDist;
  const indexHtml = path.join(webRoot, 'index.html');
  await app.register(fastifyStatic, {
    root: webRoot,
    prefix: '/',
    wildcard: false,
    index: false,
    setHeaders: (reply, filePath) => {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const pageImages = new PageImages(deps.db);
  const pageScripts = new PageScripts(webRoot);
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/') || !['GET', 'HEAD'].includes(request.method)) {
      throw new AppError('ROUTE_NOT_FOUND');
    }
    // A missing file (an old build's chunk, an image) is a 404: index.html in its place would be
    // parsed as a script or an image and fail in a way nobody can read.
    if (/\.[a-z0-9]+$/i.test(pathname)) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    // Pages of the single-page app. Any other path gets the app too (it draws its own 'not found'
    // page) but with 404, so a probe or crawler is not told that /metrics or /healthz exists.
    const isPage = isClientRoute(pathname);
    if (!fs.existsSync(indexHtml)) {
      if (!isPage) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    if (!isPage) {
      return reply.status(404).header('cache-control', 'no-cache').sendFile('index.html', webRoot);
    }
    // The page's largest image named in its head, fetched while the script is on its way; a page
    // is never refused for want of it.
    const html = await fs.promises.readFile(indexHtml, 'utf8');
    const image = await pageImages.largestImage(pathname).catch((error: unknown) => {
      request.log.warn({ err: error }, 'the page image for the HTML could not be read');
      return null;
    });
    // The page's own scripts named too, fetched with the app's instead of after it has run.
    const scripts = await pageScripts.scriptsOf(pathname).catch((error: unknown) => {
      request.log.warn({ err: error }, 'the web build manifest could not be read');
      return [];
    });
    return reply
      .status(200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withModulePreloads(withImagePreload(html, image), scripts));
  });

  return app;
}
