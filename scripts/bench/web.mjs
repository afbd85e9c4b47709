// What a phone downloads and how Lighthouse rates it: JavaScript per route (gzip) and the mobile scores.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Loads each page in Chromium and sums the gzip size of every script it fetched until the network
 * went quiet; also lists the chunks of the signed-in areas that a public page must never load.
 */
export async function javascriptPerRoute(base, routes) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  const rows = [];
  try {
    for (const [name, route] of routes) {
      const page = await browser.newPage();
      const scripts = new Map();
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        const body = await response.body().catch(() => null);
        if (body) scripts.set(new URL(response.url()).pathname, gzipSync(body).length);
      });
      await page.goto(base + route, { waitUntil: 'networkidle' });
      const files = [...scripts.keys()];
      rows.push({
        route: name,
        scripts: files.length,
        'JS gzip KB': Math.round([...scripts.values()].reduce((sum, size) => sum + size, 0) / 102.4) / 10,
        'dashboard/admin code': files.filter((file) => /dashboard|admin/.test(file)).join(', ') || 'none',
      });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/**
 * Lighthouse's default (mobile, simulated slow 4G) scores for each page. Each page is measured
 * `runs` times and the run with the median performance score is reported: on a small machine one
 * run swings by several points with whatever else the CPU is doing.
 */
export async function lighthouseScores(base, routes, runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const rows = [];
  try {
    // A route given with a login is measured signed in: the session is stored as the web app keeps
    // it (localStorage), and Lighthouse is told to leave the storage as it is.
    for (const [name, route, login] of routes) {
      if (login) await storeSession(chrome.port, base, login);
      const measured = [];
      const failures = [];
      // A run Lighthouse could not finish (a runtime error, scored 0) is named and run again, twice at most.
      while (measured.length < runs && failures.length <= 2) {
        const result = await lighthouse(base + route, {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          disableStorageReset: Boolean(login),
        });
        if (result.lhr.runtimeError) failures.push(result.lhr.runtimeError.code);
        else measured.push(result.lhr);
      }
      if (measured.length === 0) throw new Error(`Lighthouse failed on ${route}: ${failures.join(', ')}`);
      const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      measured.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const median = measured[Math.floor(measured.length / 2)];
      rows.push({
        route: name,
        performance: score(median, 'performance'),
        'performance (all runs)': [
          ...measured.map((lhr) => score(lhr, 'performance')),
          ...failures.map((code) => `failed (${code})`),
        ].join(' / '),
        accessibility: score(median, 'accessibility'),
        'best-practices': score(median, 'best-practices'),
        LCP: median.audits['largest-contentful-paint']?.displayValue ?? '-',
        TBT: median.audits['total-blocking-time']?.displayValue ?? '-',
        CLS: median.audits['cumulative-layout-shift']?.displayValue ?? '-',
      });
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

/** Signs in through the API and stores the session in the browser at `chromePort`, as a login would. */
async function storeSession(chromePort, base, { email, password }) {
  const answer = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  }).then((response) => response.json());
  const auth = answer.data;
  if (!auth?.token) throw new Error(`Could not sign in as ${email}: ${JSON.stringify(answer)}`);
  const session = {
    accessToken: auth.token,
    refreshToken: auth.refreshToken,
    userData: auth.user,
    expiresIn: auth.expiresIn,
    expiresAt: Date.now() + auth.expiresIn * 1000,
  };
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(base + '/');
    await page.evaluate((stored) => localStorage.setItem('session', stored), JSON.stringify(session));
    await page.close();
  } finally {
    // Disconnects Playwright only: the browser belongs to chrome-launcher.
    await browser.close();
  }
}
