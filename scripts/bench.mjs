// `npm run bench`: builds the shop, measures its HTTP reads against a bare Fastify route on the same
// machine, the catalogue during a login flood, grows the catalogue to 5,000 products on PostgreSQL,
// measures what a phone downloads and Lighthouse's mobile scores, and writes everything to
// docs/benchmarks.md. `npm run bench -- --only login-flood` measures the login flood alone and
// replaces its section (and its target) in docs/benchmarks.md; `--only payments` measures the
// customer's order list (GET /api/payments, pages of 10 and 100) on the demo shop and at scale and
// replaces those rows, their targets and the query plans; `--only web` measures the JavaScript of the
// public pages and Lighthouse on them and, signed in, on dashboard and admin pages, and replaces those
// tables and targets; `--only live` opens 1,000 live streams, measures the shop's memory and the
// time from a payment to its event on the buyer's stream, and replaces that section and its
// targets; `--only orders` places orders in three bursts of 400 customers (POST /api/payments, 3
// each) on the demo shop and at scale and replaces those rows and their targets (`--no-write`
// prints them only).
// BENCH_SKIP_BUILD=1 measures the build already in place; BENCH_SHOP=path/main.js measures another
// bundle of the shop (one built elsewhere, to compare two versions back to back); BENCH_SKIP_SCALE=1
// leaves the PostgreSQL server out.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createDatabase, dropDatabase, growCatalogue } from './bench/catalogue-data.mjs';
import { listingTargets } from './bench/catalogue-listing.mjs';
import { growOrders, orderQueryPlans } from './bench/order-data.mjs';
import { measure, measureAmount, row } from './bench/http.mjs';
import { signInOrderCustomers } from './bench/order-customers.mjs';
import { runToEnd, startProcess } from './bench/processes.mjs';
import { measureLiveStreams } from './bench/live-streams.mjs';
import { LOGIN_FLOOD_TARGET, targetRows } from './bench/targets.mjs';
import { javascriptPerRoute, lighthouseScores } from './bench/web.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3300);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const scaleProducts = Number(process.env.BENCH_PRODUCTS ?? 5000);
const scaleOrders = Number(process.env.BENCH_ORDERS ?? 1_000_000);
/** The customer whose order list is measured, with this many orders. */
const listCustomer = { email: 'budi@gmail.com', count: 200 };
/**
 * The customers whose orders POST /api/payments measures: 3 orders each, the most one may hold
 * unpaid. The warm-up's customers place about as many orders as 2 s of the other routes' warm-up.
 * A burst of 400 customers lasts about half a second, so its p99 is its 12th slowest order and one
 * stall of the machine moves it: three bursts of 400 other customers each are measured, and the
 * row is the median burst by p99, naming all three.
 */
const orderCustomers = { warmUp: 700, measured: 400, bursts: 3, ordersEach: 3 };
/**
 * The live stream: this many customers each hold one stream open while `payments` of them (beyond
 * the order bench's customers, who hold their 3 unpaid orders) pay an order in the sandbox.
 */
const liveStreams = { streams: Number(process.env.BENCH_STREAMS ?? 1000), payments: 200, firstPayer: 600 };
const shopScript = process.env.BENCH_SHOP ?? 'apps/server/dist/main.js';
const PARTS_MEASURED_ALONE = ['login-flood', 'payments', 'orders', 'web', 'live'];
const { only, 'no-write': noWrite } = parseArgs({
  options: { only: { type: 'string' }, 'no-write': { type: 'boolean' } },
}).values;
if (only !== undefined && !PARTS_MEASURED_ALONE.includes(only)) {
  console.error(`--only ${only}: unknown; the parts measured alone are ${PARTS_MEASURED_ALONE.join(', ')}`);
  process.exit(1);
}

if (process.env.BENCH_SKIP_BUILD !== '1' && process.env.BENCH_SHOP === undefined) {
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
}

const tableLine = (cells) => `| ${cells.join(' | ')} |`;

function markdownTable(rows) {
  if (rows.length === 0) return '_nothing measured_\n';
  const columns = Object.keys(rows[0]);
  return [
    tableLine(columns),
    tableLine(columns.map(() => '---')),
    ...rows.map((r) => tableLine(columns.map((c) => r[c]))),
  ].join('\n');
}

const DEMO_HEADING = '## Demo shop, embedded PostgreSQL';
const SCALE_HEADING = `## ${scaleProducts.toLocaleString('en')} products and ${scaleOrders.toLocaleString('en')} orders, PostgreSQL server`;
const PLANS_HEADING = '### Query plans at that scale';
const JAVASCRIPT_HEADING = '## JavaScript on first load (gzip)';
const LIGHTHOUSE_HEADING =
  '## Lighthouse (mobile preset, Debian Chromium; the median of three runs per page; signed-in pages name who)';

function planSection(plans) {
  return plans.map((plan) => `${plan.name}:\n\n\`\`\`\n${plan.plan}\n\`\`\`\n`).join('\n');
}

/**
 * --only payments: the rows measured alone replace their namesakes in the existing
 * docs/benchmarks.md (each table under its own heading), with their targets and, when the scale
 * run happened, its query plans; a note says when. Everything else stays as the last full run wrote it.
 */
function replaceMeasuredAlone(markdown, measured, part) {
  const lines = markdown.split('\n');
  const sectionEnd = (start) => {
    const next = lines.findIndex((line, index) => index > start && line.startsWith('## '));
    return next >= 0 ? next : lines.length;
  };
  const replaceLine = (from, to, prefix, replacement) => {
    const index = lines.findIndex((line, at) => at >= from && at < to && line.startsWith(prefix));
    if (index >= 0) lines[index] = replacement;
  };
  for (const [heading, rows] of [
    [DEMO_HEADING, measured.embedded],
    [SCALE_HEADING, measured.scale],
  ]) {
    const start = lines.indexOf(heading);
    if (start < 0) continue;
    for (const row of rows) {
      replaceLine(start, sectionEnd(start), `| ${row.route} |`, tableLine(Object.values(row)));
    }
  }
  for (const target of targetRows(measured)) {
    replaceLine(0, lines.length, `| ${target.target} |`, tableLine(Object.values(target)));
  }
  const plans = lines.indexOf(PLANS_HEADING);
  if (measured.plans.length > 0 && plans >= 0) {
    lines.splice(plans + 2, sectionEnd(plans) - plans - 2, ...planSection(measured.plans).split('\n'));
  }
  const load = `the machine's 1-minute load average before them was ${measured.loadBefore.toFixed(1)} on ${os.availableParallelism()} cores`;
  const note = `- The ${part} rows${measured.plans.length > 0 ? ', their targets and the query plans' : ' and their targets'} were measured alone on ${new Date().toISOString()} (\`npm run bench -- --only ${part}\`); ${load}.`;
  const notePrefix = `- The ${part} rows`;
  const old = lines.findIndex((line) => line.startsWith(notePrefix));
  if (old >= 0) lines[old] = note;
  else {
    while (lines.at(-1) === '') lines.pop();
    lines.push(note, '');
  }
  return lines.join('\n');
}

async function startShop(env) {
  const base = `http://127.0.0.1:${port}`;
  const shop = await startProcess(
    root,
    shopScript,
    { PORT: String(port), HOST: '127.0.0.1', ...env },
    `${base}/api/health`,
  );
  return { base, pid: shop.pid, stop: shop.stop };
}

async function catalogueRows(base) {
  const products = await fetch(`${base}/api/products?limit=1`).then((response) => response.json());
  const targets = [
    ['GET /api/health', '/api/health'],
    ['GET /api/products (16)', '/api/products'],
    ...(await listingTargets(base)),
    ['GET /api/products/{id}', `/api/products/${products.data[0]._id}`],
  ];
  const rows = [];
  for (const [name, url] of targets) {
    const bareRate = await ceiling();
    const result = await measure(base + url, { seconds });
    rows.push(row(name, result, bareRate, await sameSizeCeiling(result)));
  }
  return { rows, productId: products.data[0]._id };
}

async function signInAsBudi(base) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'budi@gmail.com', password: 'budi12345' }),
  }).then((response) => response.json());
  return login.data.token;
}

/**
 * GET /api/products as Budi: the home page's list for a signed-in customer, which marks what they
 * bought (the token check, one query, then the answer cached for that set of products).
 */
async function signedInProductsRow(base, token) {
  const bareRate = await ceiling();
  const result = await measure(`${base}/api/products`, {
    seconds,
    request: { headers: { authorization: `Bearer ${token}` } },
  });
  return row('GET /api/products (16) signed in', result, bareRate, await sameSizeCeiling(result));
}

/** GET /api/users/me as Budi: the token check and one small query, the least any signed-in read does. */
async function signedInRow(base, token) {
  const bareRate = await ceiling();
  const result = await measure(`${base}/api/users/me`, {
    seconds,
    request: { headers: { authorization: `Bearer ${token}` } },
  });
  return row('GET /api/users/me (token check + one query)', result, bareRate);
}

/**
 * GET /api/payments as Budi, who has `listCustomer.count` orders: the first page 'Pesanan Saya' asks
 * for (10 orders), and the largest page the API answers (100).
 */
async function orderListRows(base, token) {
  const rows = [];
  for (const [label, query] of [
    ["the dashboard's page of 10", 'page=1'],
    ['largest page, 100', 'page=1&limit=100'],
  ]) {
    const bareRate = await ceiling();
    const result = await measure(`${base}/api/payments?${query}`, {
      seconds,
      request: { headers: { authorization: `Bearer ${token}` } },
    });
    rows.push(row(`GET /api/payments (${listCustomer.count} orders, ${label})`, result, bareRate));
  }
  return rows;
}

/**
 * The body of an order of ChatGPT Plus through the sandbox gateway, priced as the shop prices it
 * now (a first try that the shop refuses with 409 names the price and fee it wants).
 */
async function sandboxOrder(base, token) {
  const { data: products } = await fetch(`${base}/api/products?limit=100`).then((response) =>
    response.json(),
  );
  const product = products.find((candidate) => candidate.name === 'ChatGPT Plus');
  const variant = product.variant.find((candidate) => candidate.status === 'Available');
  const item = variant.items[0];
  const order = {
    product: product._id,
    packageId: variant.package._id,
    method: 'QRIS',
    duration: item.duration,
    price: item.price,
    adminFee: 0,
    status: product.method === 'Ready' ? 'Pending' : 'Preorder',
  };
  const probe = await fetch(`${base}/api/payments`, {
    method: 'POST',
    headers: orderHeaders(token),
    body: JSON.stringify(order),
  });
  if (probe.status === 409) {
    const { errors } = await probe.json();
    order.price = Number(errors.price);
    order.adminFee = Number(errors.adminFee);
  }
  return order;
}

function orderHeaders(token) {
  return { 'content-type': 'application/json', authorization: `Bearer ${token}` };
}

/**
 * POST /api/payments (sandbox gateway) as many customers: one order per request, priced by the
 * server. A customer may hold 3 unpaid orders and place 10 in 10 minutes (docs/decisions/022), so
 * the orders are spread round-robin over the `orderCustomers`, 3 each: the warm-up's
 * customers first, then the measured ones. The probe learns the server's price and admin fee from
 * its 409 answer, as the web page does, with a customer of its own.
 */
async function orderRow(base, databaseUrl) {
  const { warmUp, measured, bursts } = orderCustomers;
  // Customers of their own (pembeli5001 onwards): the live stream's customers, placing one order
  // each in the same shop afterwards, must not be among those who hold 3 unpaid orders.
  const tokens = await signInOrderCustomers(
    base,
    databaseUrl,
    1 + warmUp + measured * bursts,
    '127.0.2',
    5001,
  );
  const bareRate = await ceiling();
  const order = await sandboxOrder(base, tokens[0]);
  const headers = orderHeaders;
  const body = JSON.stringify(order);
  // Round-robin over the customers. autocannon builds a connection's next request as each answer
  // arrives, one more than it sends at the end, so each run sends one request per connection fewer
  // than its customers may place: nobody reaches a fourth order.
  const connections = 50;
  const ordersOf = (customers) => {
    let next = 0;
    return {
      amount: customers.length * orderCustomers.ordersEach - connections,
      request: {
        requests: [
          {
            method: 'POST',
            path: '/api/payments',
            setupRequest: (request) => ({
              ...request,
              body,
              headers: { ...request.headers, ...headers(customers[next++ % customers.length]) },
            }),
          },
        ],
      },
    };
  };
  const first = 1 + warmUp;
  const results = await measureAmount(`${base}/api/payments`, {
    warmUp: ordersOf(tokens.slice(1, first)),
    measured: Array.from({ length: bursts }, (_, burst) =>
      ordersOf(tokens.slice(first + burst * measured, first + (burst + 1) * measured)),
    ),
    connections,
  });
  const median = [...results].sort((a, b) => a.p99 - b.p99)[Math.floor(results.length / 2)];
  const each = results.map((result) => `${result.reqPerSec}/s ${result.p99} ms`).join(', ');
  return row(
    `POST /api/payments (sandbox, ${measured} customers; median of ${bursts} bursts: ${each})`,
    median,
    bareRate,
  );
}

const LIVE_HEADING = '## Live stream (demo shop, embedded PostgreSQL)';

/**
 * `liveStreams.streams` customers each open GET /api/events; the shop's resident memory is read
 * before and 2 s after they open. Then `payments` customers place an order and pay it in the sandbox,
 * 10 at a time, every stream still open: the delay is from sending the payment to its
 * 'order.changed' arriving on the buyer's stream.
 */
async function liveRows(shop, databaseUrl) {
  const tokens = await signInOrderCustomers(shop.base, databaseUrl, liveStreams.streams, '127.0.3');
  const payers = tokens.slice(liveStreams.firstPayer);
  const order = await sandboxOrder(shop.base, payers[0]);
  const live = await measureLiveStreams(shop.base, {
    tokens,
    payers,
    order,
    pid: shop.pid,
    payments: liveStreams.payments,
  });
  const round = (value) => Math.round(value * 10) / 10;
  return [
    {
      'streams open': live.streams,
      'shop RSS before MB': round(live.rssBeforeMb),
      'with streams open MB': round(live.rssOpenMb),
      'after the payments MB': round(live.rssAfterPaymentsMb),
      'KB per stream': round(live.kbPerStream),
      payments: live.payments,
      'paid → event p50 ms': round(live.p50),
      'p99 ms': round(live.p99),
      'max ms': round(live.max),
    },
  ];
}

function liveSection(rows) {
  return `${LIVE_HEADING}

Each stream is a signed-in customer's GET /api/events (a ticket first, as the web app does), held by a
Node client on the same machine; the payments go through the sandbox gateway's 'Bayar', which applies
the payment as a gateway callback does. Memory is the shop process's resident set (VmRSS).

${markdownTable(rows)}
`;
}

/**
 * --only live: the live section (and its targets) replace their namesakes in docs/benchmarks.md,
 * with a note of when and how loaded the machine was.
 */
function replaceLiveSection(markdown, rows, loadBefore) {
  const lines = markdown.split('\n');
  const start = lines.indexOf(LIVE_HEADING);
  const section = liveSection(rows).trimEnd().split('\n');
  if (start < 0) {
    const javascript = lines.indexOf(JAVASCRIPT_HEADING);
    lines.splice(javascript >= 0 ? javascript : lines.length, 0, ...section, '');
  } else {
    const next = lines.findIndex((line, index) => index > start && line.startsWith('## '));
    lines.splice(start, (next >= 0 ? next : lines.length) - start, ...section, '');
  }
  const targetsStart = lines.indexOf('## Targets');
  for (const target of targetRows({ ...emptyReport(), live: rows })) {
    const at = lines.findIndex((line) => line.startsWith(`| ${target.target} |`));
    const row = tableLine(Object.values(target));
    if (at >= 0) lines[at] = row;
    else if (targetsStart >= 0) {
      const tableEnd = lines.findIndex((line, index) => index > targetsStart + 3 && !line.startsWith('|'));
      lines.splice(tableEnd, 0, row);
    }
  }
  const note = `- The live rows and their targets were measured alone on ${new Date().toISOString()} (\`npm run bench -- --only live\`); the machine's 1-minute load average before them was ${loadBefore.toFixed(1)} on ${os.availableParallelism()} cores.`;
  const old = lines.findIndex((line) => line.startsWith('- The live rows'));
  if (old >= 0) lines[old] = note;
  else {
    while (lines.at(-1) === '') lines.pop();
    lines.push(note, '');
  }
  return lines.join('\n');
}

/** The flood: wrong passwords at 200/s for the catalogue's warm-up and measurement, and 3 s more. */
const flood = { rate: 200, seconds: 2 + seconds + 3, addresses: 250 };
const LOGIN_FLOOD_HEADING = '## Catalogue during a login flood (demo shop, embedded PostgreSQL)';

function floodRow(during, catalogue, logins) {
  return {
    during,
    'catalogue req/s': catalogue.reqPerSec,
    'catalogue p50 ms': catalogue.p50,
    'catalogue p99 ms': catalogue.p99,
    'catalogue errors': catalogue.errors,
    'logins sent': logins ? `${logins.sent} (${logins.ratePerSecond}/s)` : '-',
    'login answers': logins
      ? Object.entries(logins.statuses)
          .map(([status, times]) => `${status}: ${times}`)
          .join(', ')
      : '-',
    'login p50 / p99 ms': logins ? `${logins.p50} / ${logins.p99}` : '-',
  };
}

/**
 * GET /api/products (16) at 50 connections, quiet and then while another process floods
 * POST /api/auth/login with wrong passwords for fresh e-mails: from many addresses (past the
 * per-address limit, so every request reaches the password hashing or its queue's refusal), and
 * from one (the per-address limit answers 429 before hashing).
 */
async function loginFloodRows(base) {
  const loadBefore = os.loadavg()[0];
  const rows = [floodRow('no flood', await measure(`${base}/api/products`, { seconds }), null)];
  for (const addresses of [flood.addresses, 1]) {
    const logins = runToEnd(root, 'scripts/bench/login-flood.mjs', [
      ...['--url', base, '--rate', String(flood.rate), '--seconds', String(flood.seconds)],
      ...['--addresses', String(addresses)],
    ]);
    const catalogue = await measure(`${base}/api/products`, { seconds });
    const summary = JSON.parse(await logins);
    const from = addresses === 1 ? 'one address' : `${addresses} addresses`;
    rows.push(floodRow(`${flood.rate} wrong logins/s from ${from}`, catalogue, summary));
  }
  return { rows, loadBefore, measuredAt: new Date().toISOString() };
}

function loginFloodSection(result) {
  const cores = os.availableParallelism();
  return `${LOGIN_FLOOD_HEADING}

Measured ${result.measuredAt}. GET /api/products (16) with autocannon (50 connections, ${seconds} s after 2 s of
warm-up) while a separate process (\`scripts/bench/login-flood.mjs\`) sends ${flood.rate} logins a second for ${flood.seconds} s,
each a wrong password for a fresh e-mail (no per-e-mail limit applies, and an unknown e-mail is hashed
like a known one). It is a small script rather than autocannon, which cannot choose the address it
sends from. From ${flood.addresses} loopback source addresses (127.0.1.x), each sends fewer than the 30 logins per
15 minutes the per-address limit allows, so every login reaches the password hashing: the hashing queue
runs them one or two at a time and answers the overflow 503. From one address the per-address
limit answers 429 after 30, before any hashing. The machine's 1-minute load average before the runs was
${result.loadBefore.toFixed(1)} on ${cores} cores${result.loadBefore >= cores ? ': a busy machine, whose other work disturbs these numbers' : ''}.

${markdownTable(result.rows)}
`;
}

/** --only login-flood: the flood's section and target in the existing docs/benchmarks.md, the rest untouched. */
function replaceLoginFlood(markdown, section, target) {
  const lines = markdown.split('\n');
  const targetLine = `| ${target.target} | ${target.measured} | ${target.met} |`;
  const oldTarget = lines.findIndex((line) => line.startsWith(`| ${LOGIN_FLOOD_TARGET} `));
  if (oldTarget >= 0) lines[oldTarget] = targetLine;
  else {
    const firstJs = lines.findIndex((line) => / JS <= /.test(line));
    lines.splice(firstJs >= 0 ? firstJs : lines.indexOf('## Ceiling') - 1, 0, targetLine);
  }
  const start = lines.indexOf(LOGIN_FLOOD_HEADING);
  if (start >= 0) {
    const next = lines.findIndex((line, index) => index > start && line.startsWith('## '));
    lines.splice(start, (next >= 0 ? next : lines.length) - start, ...section.split('\n'));
  } else {
    const demo = lines.indexOf(DEMO_HEADING);
    const next = lines.findIndex((line, index) => index > demo && line.startsWith('## '));
    lines.splice(next >= 0 ? next : lines.length, 0, ...section.split('\n'));
  }
  return lines.join('\n');
}

async function canConnect(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The demo shop on a fresh embedded PostgreSQL; `work` gets it running and the database's address
 * (the running shop writes it to DATA_DIR/database.url). Everything is removed afterwards.
 */
/** What the public pages download, and Lighthouse on them and (signed in) on the dashboard and admin pages. */
async function webRows(base, productId) {
  const pages = [
    ['/', '/'],
    ['/allProduct', '/allProduct?type=all'],
    ['/product/{id}', `/product/${productId}`],
    ['/login', '/login'],
  ];
  const budi = { email: 'budi@gmail.com', password: 'budi12345' };
  const admin = { email: 'admin@premiumshop.id', password: 'admin12345' };
  const signedInPages = [
    ['/dashboard (Budi)', '/dashboard', budi],
    ['/dashboard/pesanan (Budi)', '/dashboard/pesanan', budi],
    ['/admin (admin)', '/admin', admin],
    ['/admin/pesanan (admin)', '/admin/pesanan', admin],
    ['/admin/stok (admin)', '/admin/stok', admin],
  ];
  return {
    // The register form is /login?to=/register: its JavaScript is measured, Lighthouse's /login stands for both.
    javascript: await javascriptPerRoute(base, [...pages, ['/login?to=/register', '/login?to=/register']]),
    lighthouse: await lighthouseScores(base, [...pages, ...signedInPages]),
  };
}

/** --only web: the JavaScript and Lighthouse tables and their targets replace the existing ones. */
function replaceWebSections(markdown, measured) {
  const lines = markdown.split('\n');
  for (const [prefix, rows] of [
    [JAVASCRIPT_HEADING, measured.javascript],
    [LIGHTHOUSE_HEADING, measured.lighthouse],
  ]) {
    const start = lines.findIndex((line) => line.startsWith(prefix.split(' (')[0]));
    if (start < 0) continue;
    lines[start] = prefix;
    const next = lines.findIndex(
      (line, index) => index > start && (line.startsWith('## ') || line.startsWith('- ')),
    );
    const end = next >= 0 ? next : lines.length;
    lines.splice(start + 1, end - start - 1, '', ...markdownTable(rows).split('\n'), '');
  }
  // The web targets are written anew at the end of the targets table (their names may have changed).
  const isWebTarget = (line) => /^\| (Lighthouse|home JS|\S+ JS <=)/.test(line);
  const kept = lines.filter((line) => !isWebTarget(line));
  lines.splice(0, lines.length, ...kept);
  const targets = lines.indexOf('## Targets');
  if (targets >= 0) {
    const tableEnd = lines.findIndex((line, index) => index > targets + 2 && !line.startsWith('|'));
    lines.splice(tableEnd, 0, ...targetRows(measured).map((target) => tableLine(Object.values(target))));
  }
  const note = `- The web rows were measured alone on ${new Date().toISOString()} (\`npm run bench -- --only web\`); the machine's 1-minute load average before them was ${measured.loadBefore.toFixed(1)} on ${os.availableParallelism()} cores.`;
  const old = lines.findIndex((line) => line.startsWith('- The web rows'));
  if (old >= 0) lines[old] = note;
  else {
    while (lines.at(-1) === '') lines.pop();
    lines.push(note, '');
  }
  return lines.join('\n');
}

async function withDemoShop(work) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'premium-shop-bench-'));
  fs.chmodSync(dataDir, 0o755);
  try {
    const shop = await startShop({ DATA_DIR: dataDir, DATABASE_URL: '' });
    try {
      return await work(shop, fs.readFileSync(path.join(dataDir, 'database.url'), 'utf8').trim());
    } finally {
      await shop.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * A fresh database on the PostgreSQL server with the demo shop grown to `scaleProducts` products and
 * `scaleOrders` orders; `work` gets the shop running on it. The plans of the order queries are read
 * after the shop stops, and the database is dropped.
 */
async function withScaleShop(work) {
  const name = `premium_shop_bench_${process.pid}`;
  const databaseUrl = await createDatabase(adminUrl, name);
  const scaleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'premium-shop-bench-'));
  try {
    const env = { DATA_DIR: scaleDir, DATABASE_URL: databaseUrl, DEMO: 'true' };
    await (await startShop(env)).stop(); // migrates and seeds the demo shop
    const count = await growCatalogue(databaseUrl, scaleProducts);
    const grown = await growOrders(databaseUrl, scaleOrders, listCustomer);
    report.notes.push(
      `Scale run: ${count} products and ${grown.orders.toLocaleString('en')} orders (Budi ${grown.forCustomer}) on PostgreSQL at ${new URL(adminUrl).host}.`,
    );
    const shop = await startShop(env);
    try {
      await work(shop, databaseUrl);
    } finally {
      await shop.stop();
    }
    report.plans = await orderQueryPlans(databaseUrl, listCustomer.email);
  } finally {
    await dropDatabase(adminUrl, name);
    fs.rmSync(scaleDir, { recursive: true, force: true });
  }
}

function emptyReport() {
  return {
    ceiling: [],
    embedded: [],
    loginFlood: null,
    scale: [],
    plans: [],
    javascript: [],
    lighthouse: [],
    live: [],
    notes: [],
  };
}
const report = emptyReport();

if (only === 'login-flood') {
  report.loginFlood = await withDemoShop((shop) => loginFloodRows(shop.base));
  const section = loginFloodSection(report.loginFlood);
  const [target] = targetRows(report);
  const file = path.join(root, 'docs/benchmarks.md');
  fs.writeFileSync(file, replaceLoginFlood(fs.readFileSync(file, 'utf8'), section, target));
  console.log(`${section}\n${target.target}: ${target.measured} (met: ${target.met})`);
  process.exit(0);
}

if (only === 'live') {
  const loadBefore = os.loadavg()[0];
  const rows = await withDemoShop((shop, databaseUrl) => liveRows(shop, databaseUrl));
  const file = path.join(root, 'docs/benchmarks.md');
  fs.writeFileSync(file, replaceLiveSection(fs.readFileSync(file, 'utf8'), rows, loadBefore));
  console.log(liveSection(rows));
  console.log(markdownTable(targetRows({ ...emptyReport(), live: rows })));
  process.exit(0);
}

if (only === 'web') {
  report.loadBefore = os.loadavg()[0];
  Object.assign(report, await webRowsOfFreshShop());
  const file = path.join(root, 'docs/benchmarks.md');
  fs.writeFileSync(file, replaceWebSections(fs.readFileSync(file, 'utf8'), report));
  console.log(markdownTable(report.javascript));
  console.log(markdownTable(report.lighthouse));
  console.log(markdownTable(targetRows(report)));
  process.exit(0);
}

// 1. The ceiling: a bare Fastify route, kept running and measured again right before every shop
// route, so each ratio compares two runs that saw the machine in the same state.
const bareUrl = `http://127.0.0.1:${port + 1}/bare`;
const bare = await startProcess(root, 'scripts/bench/bare-fastify.mjs', { PORT: String(port + 1) }, bareUrl);
process.on('exit', () => void bare.stop());
const ceilings = [];
async function ceiling() {
  const result = await measure(bareUrl, { seconds });
  ceilings.push(result);
  return result.reqPerSec;
}
/**
 * The bare route sending a body as large as `result`'s answers (headers aside): a load generator on
 * the same two cores reads every byte, so a 10 KB answer cannot come near a 24-byte one's rate.
 */
async function sameSizeCeiling(result) {
  const bareHeaderBytes = ceilings.at(-1).answerKb * 1024 - 24;
  const bodyBytes = Math.round(result.answerKb * 1024 - bareHeaderBytes);
  if (bodyBytes < 1024) return undefined;
  return (await measure(`${bareUrl}/${bodyBytes}`, { seconds })).reqPerSec;
}

if (only === 'payments') {
  report.loadBefore = os.loadavg()[0];
  report.embedded = await withDemoShop(async (shop, embeddedUrl) => {
    await growOrders(embeddedUrl, 0, listCustomer);
    return orderListRows(shop.base, await signInAsBudi(shop.base));
  });
  if (await canConnect(adminUrl)) {
    await withScaleShop(async (shop) => {
      report.scale = await orderListRows(shop.base, await signInAsBudi(shop.base));
    });
  }
  await bare.stop();
  const file = path.join(root, 'docs/benchmarks.md');
  fs.writeFileSync(file, replaceMeasuredAlone(fs.readFileSync(file, 'utf8'), report, 'payments'));
  console.log(markdownTable([...report.embedded, ...report.scale]));
  console.log(markdownTable(targetRows(report)));
  process.exit(0);
}

if (only === 'orders') {
  report.loadBefore = os.loadavg()[0];
  report.embedded = await withDemoShop(async (shop, embeddedUrl) => [await orderRow(shop.base, embeddedUrl)]);
  if (process.env.BENCH_SKIP_SCALE !== '1' && (await canConnect(adminUrl))) {
    await withScaleShop(async (shop, databaseUrl) => {
      report.scale = [await orderRow(shop.base, databaseUrl)];
    });
    report.plans = [];
  }
  await bare.stop();
  if (!noWrite) {
    const file = path.join(root, 'docs/benchmarks.md');
    fs.writeFileSync(file, replaceMeasuredAlone(fs.readFileSync(file, 'utf8'), report, 'orders'));
  }
  console.log(markdownTable([...report.embedded, ...report.scale]));
  console.log(markdownTable(targetRows(report)));
  process.exit(0);
}

/** What the demo shop's pages weigh and how Lighthouse rates them, on a demo shop of their own. */
async function webRowsOfFreshShop() {
  return withDemoShop(async (shop) => {
    const products = await fetch(`${shop.base}/api/products?limit=1`).then((response) => response.json());
    return webRows(shop.base, products.data[0]._id);
  });
}

// 2. The demo shop on the embedded PostgreSQL, and what its pages weigh.
await withDemoShop(async (shop, embeddedUrl) => {
  const { rows } = await catalogueRows(shop.base);
  await growOrders(embeddedUrl, 0, listCustomer);
  const token = await signInAsBudi(shop.base);
  report.embedded = [
    ...rows,
    await signedInRow(shop.base, token),
    await signedInProductsRow(shop.base, token),
    ...(await orderListRows(shop.base, token)),
    await orderRow(shop.base, embeddedUrl),
  ];
  report.loginFlood = await loginFloodRows(shop.base);
});
// The live streams' memory is read on a shop of their own: after the order bench the shop above
// holds garbage a collection may free while the streams open, and the difference means nothing.
report.live = await withDemoShop((shop, embeddedUrl) => liveRows(shop, embeddedUrl));
// The pages are measured as a visitor first meets the demo shop: in the first shop above, the login
// flood has locked Budi's sign-in and the order bench's customers hold their unpaid orders.
if (process.env.BENCH_SKIP_WEB !== '1') Object.assign(report, await webRowsOfFreshShop());

// 3. The same reads with a big catalogue, on the PostgreSQL server.
if (await canConnect(adminUrl)) {
  await withScaleShop(async (shop, databaseUrl) => {
    const token = await signInAsBudi(shop.base);
    report.scale = [
      ...(await catalogueRows(shop.base)).rows,
      await signedInRow(shop.base, token),
      await signedInProductsRow(shop.base, token),
      ...(await orderListRows(shop.base, token)),
      await orderRow(shop.base, databaseUrl),
    ];
  });
} else {
  report.notes.push(`Scale run skipped: no PostgreSQL at ${new URL(adminUrl).host}.`);
}
await bare.stop();
const rates = ceilings.map((result) => result.reqPerSec).sort((a, b) => a - b);
report.ceiling.push({
  route: 'GET /bare (Fastify, no database)',
  runs: rates.length,
  'lowest req/s': rates[0],
  'median req/s': rates[Math.floor(rates.length / 2)],
  'highest req/s': rates.at(-1),
  'p99 ms (highest)': Math.max(...ceilings.map((result) => result.p99)),
});

const cpus = os.cpus();
const machine = `${cpus[0]?.model ?? 'cpu'} × ${cpus.length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const markdown = `# Benchmarks

Written by \`npm run bench\` on ${new Date().toISOString()}: ${machine}. autocannon, 50 connections,
${seconds} s per route after 2 s of unmeasured warm-up, server and load generator on the same machine.
"of ceiling" compares with a bare Fastify route measured right before that route; "of same-size bare" with
the bare route sending an (incompressible) body as large as that route's answers, measured right after it. Requests send a browser's
\`Accept-Encoding: gzip, deflate, br\`, so large answers travel compressed as they do to a phone;
"KB per answer" is what crossed the wire, headers included.
Targets: catalogue reads >= 40% of the ceiling, p99 < 50 ms; order creation by 400 customers (3 orders each; the median of three such bursts by p99) >= 1,500/s with p99 < 50 ms; every public
page (home, /allProduct, a product, /login, register) <= 120 KB of JavaScript (gzip) on its first load; Lighthouse mobile performance >= 90 and accessibility 100 on the public
pages, accessibility 100 on the dashboard and the admin console (measured signed in); with 1,000 live
streams open, a paid order's event reaches its buyer's stream within 1 s (p99) and a stream holds <= 64 KB.

## Targets

${markdownTable(targetRows(report))}

## Ceiling

${markdownTable(report.ceiling)}

${DEMO_HEADING}

${markdownTable(report.embedded)}

${loginFloodSection(report.loginFlood)}
${liveSection(report.live)}
${SCALE_HEADING}

${markdownTable(report.scale)}

${PLANS_HEADING}

${planSection(report.plans)}

${JAVASCRIPT_HEADING}

${markdownTable(report.javascript)}

${LIGHTHOUSE_HEADING}

${markdownTable(report.lighthouse)}

${report.notes.map((note) => `- ${note}`).join('\n')}
`;
fs.writeFileSync(path.join(root, 'docs/benchmarks.md'), markdown);
console.log(markdown);
