// The Lighthouse part of `npm run bench` (issues 28 and 49): Lighthouse's own performance figures (score, FCP, LCP,
// TBT, CLS) on the direct load of every route a demo user can open (scripts/bench-routes.mjs), at Lighthouse's
// default mobile preset (simulated slow 4G, 4× CPU slow-down), each route several times and reported as the
// median; then /home and the five routes of the highest median blocking time again, up to ten runs, for the
// third-worst blocking time. The `lighthouse` package is imported here only, and only when the part runs: nothing
// in the product or its tests depends on it.
//
// Each run gets a Chromium of its own (Debian's, DESIGN §7 flags, a fresh user data dir), which Lighthouse drives
// through its DevTools port. A route of a signed-in customer is reached as a customer reaches it: the demo user signs
// in on the sign-in page in that tab (a one-time code from the sandbox's outbox, a company from the company choice,
// as a customer would read them), then the browser's cache is emptied and Lighthouse loads the route in the same tab
// without resetting its storage: the tab's session is kept, and every file comes from the network, as on a first
// visit. Nothing in the product knows of the bench.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM, CHROMIUM_ARGS, PASSWORD, row } from './bench-browser.mjs';
import { routesNamed } from './bench-routes.mjs';

/** The figures taken from each report: audit id, unit of the summary table. */
const METRICS = [
  ['first-contentful-paint', 'FCP', 'ms'],
  ['largest-contentful-paint', 'LCP', 'ms'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', 'score'],
];

const loadAverage = () => os.loadavg();

/** Starts Chromium with a DevTools port of its own choosing; resolves when the port is known. */
async function startChromium() {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const child = spawn(
    CHROMIUM,
    [
      '--headless',
      ...CHROMIUM_ARGS,
      `--user-data-dir=${userDataDir}`,
      '--remote-debugging-port=0',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    // Chromium's helpers may still be writing its profile after it exits (ENOTEMPTY lost runs of a bench even with
    // retries): a profile left behind is removed later, and never fails the run it served.
    try {
      fs.rmSync(userDataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    } catch {
      setTimeout(() => fs.rm(userDataDir, { recursive: true, force: true }, () => {}), 2000).unref();
    }
  };
  try {
    const port = await new Promise((resolve, reject) => {
      let output = '';
      const timer = setTimeout(
        () => reject(new Error(`Chromium named no DevTools port in 30 s: ${output.slice(-300)}`)),
        30_000,
      );
      const read = (chunk) => {
        output += chunk;
        const found = /DevTools listening on ws:\/\/[^/]+:(\d+)\//.exec(output);
        if (!found) return;
        clearTimeout(timer);
        child.stderr.off('data', read);
        // Drained from here on, so Chromium never blocks on a full pipe.
        child.stderr.resume();
        resolve(Number(found[1]));
      };
      child.stderr.on('data', read);
      exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`Chromium exited (${code}) before its DevTools port: ${output.slice(-300)}`));
      });
    });
    return { port, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The figures of one Lighthouse report (numbers as Lighthouse has them: ms, CLS unitless, score 0–1). */
export function figuresOf(lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const figures = { score: lhr.categories.performance.score };
  for (const [id, name] of METRICS) figures[name] = lhr.audits[id]?.numericValue;
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  // Scripts as they came: a run whose scripts came from a cache would measure a second visit, not a direct load.
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  return {
    ...figures,
    lcpElement: (lcpElement?.nodeLabel ?? lcpElement?.selector)?.replace(/\s+/g, ' ').slice(0, 60),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    finalUrl: lhr.finalDisplayedUrl,
    scriptBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    scriptsCached: scripts.filter((request) => !request.transferSize).length,
    // A request the page's server or back end refused: the run measured an error state, not the page.
    failedRequests: requests
      .filter((request) => request.statusCode >= 400)
      .map((request) => `${request.statusCode} ${request.url.replace(/^https?:\/\/[^/]+/, '')}`),
    warnings: lhr.runWarnings ?? [],
  };
}

/** Lighthouse's own copy of puppeteer-core (a dependency of lighthouse, not of the portal). */
async function puppeteerOfLighthouse() {
  const require = createRequire(createRequire(import.meta.url).resolve('lighthouse/package.json'));
  const { default: puppeteer } = await import(require.resolve('puppeteer-core'));
  return puppeteer;
}

/** The newest one-time code the sandbox sent to `email` (its outbox: what the customer's phone or mail shows). */
async function latestCode(sandboxUrl, email) {
  const response = await fetch(`${sandboxUrl}/sandbox/outbox?to=${encodeURIComponent(email)}`);
  const { messages } = await response.json();
  const code = messages.find((message) => message.code)?.code;
  if (!code) throw new Error(`no one-time code sent to ${email}`);
  return code;
}

/**
 * Signs `user` in on the portal's sign-in page in `page`, as a customer does: credentials, the one-time code when
 * the flow asks for one, the company when the user has several; resolves when the page has left /login and the
 * network is quiet.
 */
async function signInOnPage(page, { origin, sandboxUrl, user, company }) {
  await page.goto(`${origin}/login`, { waitUntil: 'load' });
  await page.locator('input[name="username"]').fill(user);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  let codeSent = false;
  for (let step = 0; step < 3; step += 1) {
    const next = await page.waitForFunction(
      (companyName) => {
        if (window.location.pathname !== '/login') return 'signed-in';
        if (document.querySelector('input[name="otp"]')) return 'code';
        const dialog = document.querySelector('[role="dialog"]');
        // A dialog the route names no company for: the chooser, or the shell's error popup; its words say which.
        if (dialog && !companyName) return `dialog: ${(dialog.textContent ?? '').trim().slice(0, 240)}`;
        const choice =
          companyName &&
          dialog &&
          [...dialog.querySelectorAll('button')].find((button) => button.textContent?.includes(companyName));
        if (choice) {
          choice.click();
          return 'company';
        }
        return false;
      },
      { timeout: 30_000, polling: 100 },
      company,
    );
    const state = await next.jsonValue();
    if (state === 'signed-in') break;
    if (state.startsWith('dialog: '))
      throw new Error(
        `${user} gets a dialog on signing in (a company to choose: name it in the route): ${state}`,
      );
    if (state === 'code' && !codeSent) {
      codeSent = true;
      await page.locator('input[name="otp"]').fill(await latestCode(sandboxUrl, user));
      await page.locator('form button[type="submit"]').click();
      await page.waitForFunction(() => !document.querySelector('input[name="otp"]'), { timeout: 30_000 });
    }
    if (state === 'company') await page.waitForFunction(() => window.location.pathname !== '/login');
  }
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 });
}

/**
 * One Lighthouse navigation of `route` in a fresh Chromium, performance category only: signed out, or signed in
 * first in the same tab (see the head of this file).
 */
async function runLighthouse({ origin, sandboxUrl, route }) {
  const { default: lighthouse } = await import('lighthouse');
  const puppeteer = await puppeteerOfLighthouse();
  const chromium = await startChromium();
  let browser;
  try {
    browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chromium.port}`,
      defaultViewport: null,
    });
    const page = await browser.newPage();
    if (route.user) {
      await signInOnPage(page, { origin, sandboxUrl, user: route.user, company: route.company });
      // As Lighthouse empties caches itself: the disk cache, then the memory cache by turning the cache off and on.
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
      await cdp.detach();
    }
    // No config: Lighthouse's default is the mobile preset (simulated slow 4G, 4× CPU slow-down). The storage is
    // not reset (the tab's session stays); the cache was emptied above, and a signed-out run starts with none.
    const result = await lighthouse(
      `${origin}${route.path}`,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance'],
        disableFullPageScreenshot: true,
        disableStorageReset: true,
      },
      undefined,
      page,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    // The whole report of each run, to read where a page's time goes (its LCP's chain, its long tasks).
    if (process.env.BENCH_LHR_DIR) {
      fs.mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
      const name = `${route.path.replace(/\W+/g, '_')}-${Date.now()}.json`;
      fs.writeFileSync(path.join(process.env.BENCH_LHR_DIR, name), JSON.stringify(result.lhr));
    }
    return figuresOf(result.lhr);
  } finally {
    await browser?.disconnect().catch(() => undefined);
    await chromium.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The `rank`-th highest of `values` (1 = the worst), or the lowest there is when fewer were taken. */
export const nthWorst = (values, rank) =>
  [...values].sort((a, b) => b - a)[Math.min(rank, values.length) - 1];

/** One line of the bench's table: a route's medians over its runs (and its third-worst TBT when it had ten). */
export function tableRow(route, runs) {
  const pick = (name) => runs.map((run) => run[name]);
  return {
    route: route.path,
    user: route.user
      ? `${route.user.split('@')[0]}${route.company ? ` (${route.company})` : ''}`
      : 'signed out',
    runs: runs.length,
    score: Math.round(median(pick('score')) * 100),
    LCP: Math.round(median(pick('LCP'))),
    TBT: Math.round(median(pick('TBT'))),
    CLS: Number(median(pick('CLS')).toFixed(3)),
    FCP: Math.round(median(pick('FCP'))),
    worstTBT: Math.round(Math.max(...pick('TBT'))),
    thirdWorstTBT: runs.length >= 10 ? Math.round(nthWorst(pick('TBT'), 3)) : undefined,
    lcpElement: runs.at(-1)?.lcpElement,
  };
}

/** The table as the issue shows it: page, score, LCP, TBT, CLS (medians), and the worst blocking times. */
export function formatTable(table) {
  const lines = [
    '| route | user | runs | score | LCP | TBT | CLS | worst TBT | 3rd-worst TBT (10 runs) |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const item of table)
    lines.push(
      `| ${item.route} | ${item.user} | ${item.runs} | ${item.score} | ${(item.LCP / 1000).toFixed(1)} s | ${item.TBT} ms | ${item.CLS.toFixed(3)} | ${item.worstTBT} ms | ${item.thirdWorstTBT === undefined ? '–' : `${item.thirdWorstTBT} ms`} |`,
    );
  return lines.join('\n');
}

/**
 * Runs Lighthouse `runs` times on every route (BENCH_ROUTES narrows them), routes alternating, then /home and the
 * five routes of the highest median TBT up to `heavyRuns`; returns the summary rows, the table and the raw runs.
 */
export async function runLighthouseBench({ origin, sandboxUrl, runs = 3, heavyRuns = 10, only }) {
  const { version } = createRequire(import.meta.url)('lighthouse/package.json');
  const routes = routesNamed(only);
  const results = new Map(routes.map((route) => [route.path, []]));
  const errors = [];
  const measure = async (route, run) => {
    const load = loadAverage();
    try {
      const figures = await runLighthouse({ origin, sandboxUrl, route });
      const landed = new URL(figures.finalUrl);
      const expected = route.lands ?? route.path;
      if (figures.scriptsCached > 0) throw new Error(`${figures.scriptsCached} scripts came from a cache`);
      if (figures.failedRequests.length > 0)
        throw new Error(`requests failed: ${figures.failedRequests.join(', ')}`);
      if (landed.pathname !== expected)
        throw new Error(`ended on ${landed.pathname}${landed.search}, not ${expected}`);
      results.get(route.path).push({ run, load, ...figures });
      console.info(
        `  lighthouse ${route.path} run ${run}: score ${Math.round(figures.score * 100)}, FCP ${figures.FCP.toFixed(0)} ms, LCP ${figures.LCP.toFixed(0)} ms, TBT ${figures.TBT.toFixed(0)} ms, CLS ${figures.CLS.toFixed(4)}; LCP ${figures.lcpElement ?? '–'}; script ${(figures.scriptBytes / 1024).toFixed(1)} KB; benchmarkIndex ${figures.benchmarkIndex}; load ${load.map((value) => value.toFixed(2)).join(' ')}${figures.warnings.length ? `; warnings: ${figures.warnings.join(' | ')}` : ''}`,
      );
    } catch (error) {
      errors.push(`lighthouse ${route.path} run ${run}: ${error.message.split('\n')[0]}`);
      console.error(`lighthouse ${route.path} run ${run} failed:`, error);
    }
  };
  for (let run = 1; run <= runs; run += 1) for (const route of routes) await measure(route, run);

  // issue 49 item 2: blocking time in every run, judged by the third-worst of ten of /home and the five heaviest.
  const byTbt = routes
    .filter((route) => route.path !== '/home' && results.get(route.path).length > 0)
    .sort(
      (a, b) => median(results.get(b.path).map((x) => x.TBT)) - median(results.get(a.path).map((x) => x.TBT)),
    );
  const heavy = [...routes.filter((route) => route.path === '/home'), ...byTbt.slice(0, 5)];
  if (heavyRuns > runs && heavy.length > 0) {
    console.info(`Lighthouse: ${heavy.map((route) => route.path).join(', ')} up to ${heavyRuns} runs…`);
    for (let run = runs + 1; run <= heavyRuns; run += 1) for (const route of heavy) await measure(route, run);
  }

  const table = routes
    .filter((route) => results.get(route.path).length > 0)
    .map((route) => tableRow(route, results.get(route.path)));
  const rows = [];
  for (const route of routes) {
    const taken = results.get(route.path);
    if (taken.length === 0) continue;
    rows.push(
      row(
        `${route.path} Lighthouse performance score`,
        'points',
        taken.map((item) => item.score * 100),
      ),
      ...METRICS.map(([, name, unit]) =>
        row(
          `${route.path} Lighthouse ${name}`,
          unit,
          taken.map((item) => item[name]),
        ),
      ),
    );
  }
  return { rows, table, markdown: formatTable(table), errors, version, runs: Object.fromEntries(results) };
}
