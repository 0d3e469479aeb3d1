// The browser half of `npm run bench` (issue 11): Debian's Chromium, headless, against a production deploy folder
// served by `startPortal`. Every figure is taken several times and reported as median, min, max and p95.
//
//   login     /login form visible from navigation start (fresh context = cold cache, then a second tab in the
//             same context = warm cache); sign-in click to the first balance on /home; JavaScript bytes on the
//             wire for /login and for /login → /home.
//   transfer  signed in on /home, click the main menu's "Send to a person" / "Between accounts" until the form's
//             amount field is visible and enabled (the page with its data, not the loading state).
//   vitals    LCP, CLS (total of shifts without recent input) and FCP with 4× CPU throttling, for first loads in
//             a fresh context of /login, /home and /transfer/p2p (the last two with a session signed in before).
//   history   the large history (issue 4): first row, next page, CSV download, timed from Node as before.
//   mass      a 5,000-row mass wire file (issue 15): the browser's own reading and row checks before anything is
//             sent (User Timing measures 'mass-read' and 'mass-check' of the mass page), and the click on
//             "Check the rows" until the checked rows' heading shows, timed from Node.
//
// Times of the first three are taken in the page (performance.now(), relative to the document's time origin),
// never across Playwright's round trips: an init script records when each awaited element becomes present and
// visible (MutationObserver), and when the click that starts a measurement happened (capture-phase listener).
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const CHROMIUM = '/usr/bin/chromium';
/** DESIGN §7 (toolchain notes): how Chromium is launched on these machines; Playwright adds --headless. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const PASSWORD = 'Demo-pass-1';
export const USERS = {
  simple: 'anna.simple@demo.test',
  transfers: 'tina.transfers@demo.test',
  mass: 'mona.mass@demo.test',
};
/** The main menu's entries the figures click (shell/src/layout/menu.tsx, English labels). */
export const MENU_LINKS = { p2p: 'Send to a person', account: 'Between accounts', history: 'History' };

export async function launchBrowser() {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

// ───────────────────────────── statistics and the summary table ─────────────────────────────

/** Median, min, max, p95 (nearest rank) and mean of a list of numbers; undefined when there are none. */
export function summarize(samples) {
  const sorted = samples.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  const n = sorted.length;
  if (n === 0) return undefined;
  const middle = Math.floor(n / 2);
  return {
    n,
    median: n % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2,
    min: sorted[0],
    max: sorted[n - 1],
    p95: sorted[Math.max(0, Math.ceil(0.95 * n) - 1)],
    mean: sorted.reduce((sum, value) => sum + value, 0) / n,
  };
}

const UNITS = {
  ms: { digits: 0, scale: 1 },
  KB: { digits: 1, scale: 1 / 1024 },
  files: { digits: 0, scale: 1 },
  count: { digits: 0, scale: 1 },
  score: { digits: 4, scale: 1 },
  points: { digits: 0, scale: 1 },
  load: { digits: 2, scale: 1 },
};

/** One line of the summary: `samples` in the raw unit (bytes for KB). */
export function row(label, unit, samples, note = '') {
  return { label, unit, samples, stats: summarize(samples), note };
}

/** Prints rows as an aligned table: metric, unit, n, median, min, max, p95. */
export function printTable(title, rows) {
  const width = Math.max(44, ...rows.map((item) => item.label.length + 1));
  const cell = (value, unit) => {
    if (value === undefined) return '–'.padStart(9);
    const { digits, scale } = UNITS[unit] ?? UNITS.ms;
    return (value * scale).toFixed(digits).padStart(9);
  };
  console.log(`\n${title}`);
  console.log(
    `  ${'metric'.padEnd(width)}${'unit'.padEnd(6)}${'n'.padStart(3)}${['median', 'min', 'max', 'p95'].map((name) => name.padStart(9)).join('')}`,
  );
  for (const item of rows) {
    const { stats } = item;
    const cells = ['median', 'min', 'max', 'p95'].map((key) => cell(stats?.[key], item.unit)).join('');
    console.log(
      `  ${item.label.padEnd(width)}${item.unit.padEnd(6)}${String(stats?.n ?? 0).padStart(3)}${cells}${item.note ? `  ${item.note}` : ''}`,
    );
  }
}

// ───────────────────────────── in-page probes ─────────────────────────────

/**
 * Runs in every document before its own scripts (page.addInitScript). `window.__bench.at[name]` is the
 * performance.now() of the first DOM change after which the probe's element is present and visible (checked on
 * every mutation batch, so no polling delay); `frame[name]` the next animation frame after it (≈ its paint).
 * The probes in `armed` (by default loginForm) wait from the start; `arm(name)` starts waiting later and forgets
 * the last click; `click` is the performance.now() of the first click after arming (capture phase, before any
 * handler of the page).
 */
function installProbes(armed = ['loginForm']) {
  if (window.__bench) return;
  const visible = (element) =>
    Boolean(element) &&
    element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
    element.getClientRects().length > 0;
  const probes = {
    loginForm: () => {
      const button = [...document.querySelectorAll('button')].find(
        (item) => item.textContent.trim() === 'Sign in',
      );
      return visible(button) && !button.disabled;
    },
    balance: () => {
      const balance = document.querySelector('[data-testid^="balance-"]');
      return visible(balance) && balance.textContent.trim() !== '';
    },
    amount: () => {
      const amount = document.querySelector('main input[name="amount"]');
      return visible(amount) && !amount.disabled && !amount.readOnly;
    },
  };
  const bench = { armed: new Set(armed), at: {}, frame: {}, click: undefined, clicks: 0 };
  const check = () => {
    for (const name of bench.armed) {
      if (!probes[name]()) continue;
      const at = performance.now();
      bench.armed.delete(name);
      bench.at[name] = at;
      // Told through the console: the bench does not poll the page while it loads (see probeResult).
      console.debug(`__bench:at:${name}`);
      requestAnimationFrame(() => (bench.frame[name] = performance.now()));
    }
  };
  bench.arm = (name) => {
    console.debug(`__bench:arm:${name}`);
    delete bench.at[name];
    delete bench.frame[name];
    bench.click = undefined;
    bench.clicks = 0;
    bench.armed.add(name);
    check();
  };
  window.__bench = bench;
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  addEventListener(
    'click',
    () => {
      bench.clicks += 1;
      bench.click ??= performance.now();
    },
    true,
  );
}

/** Per page: how often each probe fired since it was last armed, and who waits for the next. */
const probeSignals = new WeakMap();

/**
 * Listens to a page's probes from its creation (before its first navigation). The probes report through the
 * console, so waiting costs the page nothing: polling it (page.waitForFunction) ran Playwright's injected script on
 * the page's main thread while it loaded, about 20 ms counted into what was measured.
 */
function watchProbes(page) {
  const signals = { fired: new Map(), waiting: new Map() };
  probeSignals.set(page, signals);
  page.on('console', (message) => {
    const [tag, kind, name] = message.text().split(':');
    if (tag !== '__bench') return;
    if (kind === 'arm') signals.fired.set(name, 0);
    if (kind !== 'at') return;
    signals.fired.set(name, (signals.fired.get(name) ?? 0) + 1);
    signals.waiting.get(name)?.();
  });
}

/** Resolves once the probe has fired (since it was last armed), consuming that firing. */
function probeFired(page, name, timeout) {
  const signals = probeSignals.get(page);
  if (!signals) throw new Error('probes are watched from page creation (inContext)');
  return new Promise((resolve, reject) => {
    const take = () => {
      if (!(signals.fired.get(name) > 0)) return false;
      signals.fired.set(name, signals.fired.get(name) - 1);
      signals.waiting.delete(name);
      clearTimeout(timer);
      resolve();
      return true;
    };
    const timer = setTimeout(() => {
      signals.waiting.delete(name);
      reject(new Error(`probe ${name} did not fire in ${timeout} ms`));
    }, timeout);
    if (!take()) signals.waiting.set(name, take);
  });
}

/** Waits for a probe and returns its in-page times: {at, frame, click}. */
async function probeResult(page, name, timeout = 60_000) {
  await probeFired(page, name, timeout);
  // One more frame so `frame` is set too.
  return page.evaluate(
    (probe) =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          setTimeout(() =>
            resolve({
              at: window.__bench.at[probe],
              frame: window.__bench.frame[probe],
              click: window.__bench.click,
              clicks: window.__bench.clicks,
            }),
          ),
        ),
      ),
    name,
  );
}

/** Time from the armed click to the probe; throws when the page was replaced or there was no click. */
function sinceClick(result, what) {
  if (result.click === undefined)
    throw new Error(`${what}: no click recorded in this document (full page load instead of an SPA route?)`);
  if (result.at < result.click) throw new Error(`${what}: the element was there before the click`);
  return result.at - result.click;
}

// ───────────────────────────── bytes on the wire ─────────────────────────────

const isJs = (request) => {
  const { pathname } = new URL(request.url());
  return request.resourceType() === 'script' || /\.m?js$/.test(pathname);
};

/**
 * Records the JavaScript a page receives: wire bytes (response headers + encoded body, i.e. CDP's
 * encodedDataLength; the server sends brotli or gzip), decoded body bytes and a gzip -9 estimate of the body
 * (the issue-2 measure, kept to compare with older figures). The e2e budget counts encoded bodies without headers. `take()` returns and resets what was recorded since the last call.
 */
function recordJs(page) {
  let pending = [];
  // Only noted while the page loads: reading bodies and gzipping them then took CPU from the page being timed
  // (2 cores), so they are measured when taken, after the probe.
  page.on('requestfinished', (request) => {
    if (isJs(request)) pending.push(request);
  });
  const measure = async (request) => {
    const sizes = await request.sizes();
    const response = await request.response();
    const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
    return {
      url: request.url(),
      wire: sizes.responseBodySize + sizes.responseHeadersSize,
      body: body.length,
      gzip: body.length ? gzipSync(body, { level: 9 }).length : 0,
      fromCache: sizes.responseBodySize === 0 && body.length > 0,
    };
  };
  return {
    async take() {
      const taken = pending;
      pending = [];
      const files = (await Promise.all(taken.map(measure))).filter((file) => !file.fromCache);
      const sum = (key) => files.reduce((total, file) => total + file[key], 0);
      return { count: files.length, wire: sum('wire'), body: sum('body'), gzip: sum('gzip'), files };
    },
  };
}

// ───────────────────────────── flows ─────────────────────────────

async function fillAndSubmit(page, email) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in from /login and waits for the home page's first balance. */
async function signIn(page, origin, email) {
  await page.goto(`${origin}/login`);
  await fillAndSubmit(page, email);
  await page.waitForURL('**/home');
  await page.locator('[data-testid^="balance-"]').first().waitFor();
}

const settle = (page) => page.waitForLoadState('networkidle').catch(() => undefined);

/**
 * Runs one round in a fresh browser context (its own cookies, storage and HTTP cache) and closes it. A failed
 * round is recorded in `failures` (with a screenshot in the temp folder) and the other rounds go on.
 */
async function inContext(browser, { label, failures, options = {}, init = [] }, fn) {
  const context = await browser.newContext(options);
  context.on('page', watchProbes);
  for (const script of init)
    await (Array.isArray(script) ? context.addInitScript(...script) : context.addInitScript(script));
  try {
    await fn(context);
  } catch (error) {
    let note = '';
    const page = context.pages().at(-1);
    if (page) {
      const shot = path.join(os.tmpdir(), `bench-${label.replace(/\W+/g, '-')}-${failures.length + 1}.png`);
      note = await page.screenshot({ path: shot }).then(
        () => ` (screenshot ${shot})`,
        () => '',
      );
    }
    failures.push(`${label}: ${error.message.split('\n')[0]}${note}`);
  } finally {
    await context.close();
  }
}

/**
 * Cold /login, sign-in click → first balance, JavaScript bytes, warm /login. One fresh context per round:
 *   tab 1: goto /login (cold cache) until Sign in is visible; let it settle; fill anna.simple; click Sign in
 *          until the first balance shows on /home; let it settle;
 *   tab 2 (same context, so the same HTTP cache; no session in a new tab): goto /login until Sign in is visible.
 */
export async function benchLogin(browser, { origin, rounds, failures }) {
  const timings = { coldLogin: [], coldLoginFrame: [], warmLogin: [], signIn: [], signInFrame: [] };
  const bytes = { loginWire: [], loginCount: [], loginGzip: [], homeWire: [], homeCount: [], homeGzip: [] };
  let files;
  for (let round = 0; round < rounds; round += 1) {
    await inContext(browser, { label: 'login', failures, init: [installProbes] }, async (context) => {
      const page = await context.newPage();
      const js = recordJs(page);
      await page.goto(`${origin}/login`);
      const cold = await probeResult(page, 'loginForm');
      timings.coldLogin.push(cold.at);
      timings.coldLoginFrame.push(cold.frame);
      await settle(page);
      const login = await js.take();

      await page.evaluate(() => window.__bench.arm('balance'));
      await fillAndSubmit(page, USERS.simple);
      const home = await probeResult(page, 'balance');
      timings.signIn.push(sinceClick(home, 'sign-in'));
      timings.signInFrame.push(home.frame - home.click);
      if (!page.url().endsWith('/home')) throw new Error(`sign-in ended on ${page.url()}, not /home`);
      await settle(page);
      const afterSignIn = await js.take();
      bytes.loginWire.push(login.wire);
      bytes.loginCount.push(login.count);
      bytes.loginGzip.push(login.gzip);
      bytes.homeWire.push(login.wire + afterSignIn.wire);
      bytes.homeCount.push(login.count + afterSignIn.count);
      bytes.homeGzip.push(login.gzip + afterSignIn.gzip);
      files ??= { login: login.files, signIn: afterSignIn.files };

      const second = await context.newPage();
      await second.goto(`${origin}/login`);
      timings.warmLogin.push((await probeResult(second, 'loginForm')).at);
    });
  }
  return { timings, bytes, files };
}

/**
 * Signed in as tina.transfers on a settled /home, click the main menu's link to a transfer form until its
 * amount field is visible and enabled. One fresh context per round and form, so the transfers remote is loaded
 * by the click as a customer's first visit would.
 */
export async function benchTransferForm(browser, { origin, rounds, failures, forms = ['p2p', 'account'] }) {
  const timings = Object.fromEntries(forms.map((form) => [form, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const form of forms) {
      await inContext(
        browser,
        { label: `${form} form`, failures, init: [installProbes] },
        async (context) => {
          const page = await context.newPage();
          await signIn(page, origin, USERS.transfers);
          await settle(page);
          const link = page
            .getByRole('navigation', { name: 'Main menu' })
            .getByRole('link', { name: MENU_LINKS[form], exact: true });
          await link.waitFor();
          await page.evaluate(() => window.__bench.arm('amount'));
          await link.click();
          timings[form].push(sinceClick(await probeResult(page, 'amount'), `${form} form`));
        },
      );
    }
  }
  return timings;
}

/** Registers LCP, layout-shift and paint observers from the start of every document (buffered). */
function installVitals() {
  if (window.__vitals) return;
  const vitals = { lcp: undefined, lcpElement: undefined, cls: 0, shifts: [], fcp: undefined };
  window.__vitals = vitals;
  const describe = (node) => {
    if (!node) return '(gone)';
    if (node.nodeType !== Node.ELEMENT_NODE) return describe(node.parentElement);
    const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    const id = node.id ? `#${node.id}` : '';
    const role = node.getAttribute('role') ? `[role=${node.getAttribute('role')}]` : '';
    return `${node.tagName.toLowerCase()}${id}${role}${text ? ` "${text}"` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      vitals.lcp = entry.renderTime || entry.loadTime || entry.startTime;
      vitals.lcpElement = describe(entry.element);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      vitals.cls += entry.value;
      const source = [...(entry.sources ?? [])].sort(
        (a, b) => b.currentRect.width * b.currentRect.height - a.currentRect.width * a.currentRect.height,
      )[0];
      vitals.shifts.push({
        at: Math.round(entry.startTime),
        value: entry.value,
        source: describe(source?.node),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
}

/** Puts a signed-in tab's sessionStorage (the session, DESIGN §4) into a new context's tab before the app starts. */
function seedSessionStorage({ origin, entries }) {
  if (window.location.origin !== origin) return;
  for (const [key, value] of Object.entries(entries))
    if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, value);
}

/**
 * LCP, CLS and FCP of hard page loads with the CPU throttled `cpuRate` times (CDP Emulation, set before the
 * navigation), each the first load in a fresh context (new renderer, empty HTTP and code caches: a first visit):
 * /login; /home with anna.simple's session and /transfer/p2p with tina.transfers' session, both signed in just
 * before in another context whose cookies, localStorage and sessionStorage are carried over. Read after the
 * page's element is visible, the network is idle and `settleMs` more have passed, without any input (LCP stops at
 * the first input). Also the in-page time the page's own element (Sign in, first balance, amount field) appeared.
 */
export async function benchVitals(browser, { origin, rounds, failures, cpuRate = 4, settleMs = 1500 }) {
  const pages = {
    login: { path: '/login', probe: 'loginForm' },
    home: { path: '/home', user: USERS.simple, probe: 'balance' },
    p2p: { path: '/transfer/p2p', user: USERS.transfers, probe: 'amount' },
  };
  const results = Object.fromEntries(
    Object.keys(pages).map((name) => [
      name,
      { lcp: [], cls: [], fcp: [], content: [], jsWire: [], lcpElements: {}, shifts: {} },
    ]),
  );
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, target] of Object.entries(pages)) {
      const label = `${target.path} vitals`;
      const init = [installVitals, [installProbes, [target.probe]]];
      const options = {};
      if (target.user) {
        let signedIn;
        await inContext(browser, { label: `${label} sign-in`, failures }, async (context) => {
          const page = await context.newPage();
          await signIn(page, origin, target.user);
          await settle(page);
          const entries = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
          signedIn = { storageState: await context.storageState(), entries };
        });
        if (!signedIn) continue;
        init.push([seedSessionStorage, { origin, entries: signedIn.entries }]);
        options.storageState = signedIn.storageState;
      }
      await inContext(browser, { label, failures, init, options }, async (context) => {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
        const js = recordJs(page);
        await page.goto(`${origin}${target.path}`);
        const content = await probeResult(page, target.probe);
        if (!page.url().endsWith(target.path)) throw new Error(`${target.path} ended on ${page.url()}`);
        await settle(page);
        await page.waitForTimeout(settleMs);
        const vitals = await page.evaluate(() => window.__vitals);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        const result = results[name];
        result.lcp.push(vitals.lcp);
        result.cls.push(vitals.cls);
        result.fcp.push(vitals.fcp);
        result.content.push(content.at);
        result.jsWire.push((await js.take()).wire);
        const element = vitals.lcpElement ?? '(none)';
        result.lcpElements[element] = (result.lcpElements[element] ?? 0) + 1;
        for (const shift of vitals.shifts) {
          const entry = (result.shifts[shift.source] ??= { count: 0, total: 0 });
          entry.count += 1;
          entry.total += shift.value;
        }
      });
    }
  }
  return results;
}

/**
 * The large history (issue 4), as `npm run bench` timed it before: sign in as anna.simple, click the main menu's
 * History, first row; Next page, the first row changes; Export CSV until the file is downloaded. Timed from Node.
 */
export async function benchHistory(browser, { origin, rounds, failures }) {
  const timings = { firstRow: [], nextPage: [], csvDownload: [] };
  for (let round = 0; round < rounds; round += 1) {
    const options = { acceptDownloads: true };
    await inContext(browser, { label: 'history', failures, options }, async (context) => {
      const page = await context.newPage();
      await page.goto(`${origin}/login`);
      await fillAndSubmit(page, USERS.simple);
      await page.waitForURL('**/home');
      const rows = page.locator('table tbody tr');
      let started = performance.now();
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: MENU_LINKS.history, exact: true })
        .click();
      await rows.first().waitFor();
      timings.firstRow.push(performance.now() - started);
      const firstText = await rows.first().innerText();
      started = performance.now();
      await page.getByRole('button', { name: 'Next page' }).click();
      await page.waitForFunction(
        (before) => document.querySelector('table tbody tr')?.innerText !== before,
        firstText,
      );
      timings.nextPage.push(performance.now() - started);
      started = performance.now();
      const download = page.waitForEvent('download', { timeout: 120_000 });
      await page.getByRole('button', { name: 'Export CSV' }).click();
      await page
        .getByRole('dialog', { name: 'Export to CSV' })
        .getByRole('button', { name: 'Start the export' })
        .click();
      await (await download).path();
      timings.csvDownload.push(performance.now() - started);
    });
  }
  return timings;
}

/** A German IBAN with correct check digits (ISO 13616 mod-97) for an account number. */
function germanIban(account) {
  const bban = `37040044${String(account).padStart(10, '0')}`;
  let remainder = 0;
  for (const digit of `${bban}131400`) remainder = (remainder * 10 + Number(digit)) % 97;
  return `DE${String(98 - remainder).padStart(2, '0')}${bban}`;
}

/** A mass wire file of `count` good rows (issue 15: the bench's 5,000). */
export function massWireCsv(count) {
  const lines = ['beneficiaryName;iban;swift;amount;currency;description'];
  for (let index = 0; index < count; index += 1) {
    const cents = 101 + (index % 900);
    const amount = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
    lines.push(
      `Payee ${index + 1};${germanIban(100000 + index)};COBADEFFXXX;${amount};EUR;Payout ${index + 1}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Signed in as the mass user on /transfer/mass/wire, a 5,000-row file chosen, click "Check the rows" until the
 * checked rows' heading shows; the page's own measures of the file's reading and of the row checks.
 */
export async function benchMass(browser, { origin, rounds, failures, count = 5000 }) {
  const timings = { read: [], check: [], click: [] };
  const buffer = Buffer.from(massWireCsv(count));
  for (let round = 0; round < rounds; round += 1) {
    await inContext(browser, { label: 'mass', failures }, async (context) => {
      const page = await context.newPage();
      // A business user with a company choice (seed-mass.ts): the company is chosen, then the page opened by address.
      await page.goto(`${origin}/login`);
      await fillAndSubmit(page, USERS.mass);
      await page
        .getByRole('dialog', { name: 'Choose a company' })
        .getByRole('button', { name: /Mona Marketplace Ltd/ })
        .click();
      await page.waitForURL('**/home');
      await page.goto(`${origin}/transfer/mass/wire`);
      await page.getByRole('textbox', { name: 'Batch name' }).fill('Bench');
      // Mona's EUR account (seed-mass.ts): the file's rows are in euros.
      await page.getByRole('combobox', { name: 'Pay from account' }).selectOption('100960');
      await page
        .getByLabel('File (CSV or Excel .xlsx)')
        .setInputFiles({ name: 'bench.csv', mimeType: 'text/csv', buffer });
      const started = performance.now();
      await page.getByRole('button', { name: 'Check the rows' }).click();
      await page.getByRole('heading', { name: 'Checked rows' }).waitFor();
      timings.click.push(performance.now() - started);
      const measures = await page.evaluate(() => ({
        read: performance.getEntriesByName('mass-read').at(-1)?.duration,
        check: performance.getEntriesByName('mass-check').at(-1)?.duration,
      }));
      if (measures.read === undefined || measures.check === undefined)
        throw new Error('the mass page recorded no mass-read / mass-check measure');
      timings.read.push(measures.read);
      timings.check.push(measures.check);
    });
  }
  return timings;
}

// ───────────────────────────── all of it ─────────────────────────────

export const BROWSER_PARTS = ['login', 'transfer', 'vitals', 'history', 'mass'];

/**
 * Runs the chosen parts against a portal already served at `origin` and returns the summary rows (each part
 * that fails is reported and skipped, so one broken flow does not hide the other figures).
 */
export async function runBrowserBench({ origin, rounds, parts = BROWSER_PARTS, cpuRate = 4, settleMs }) {
  const browser = await launchBrowser();
  const chromium = browser.version();
  const rows = [];
  const details = [];
  const errors = [];
  const part = async (name, fn) => {
    if (!parts.includes(name)) return;
    const started = performance.now();
    try {
      await fn();
      console.info(`  browser part ${name}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
    } catch (error) {
      errors.push(`${name}: ${error.message.split('\n')[0]}`);
      console.error(`browser part ${name} failed:`, error);
    }
  };
  try {
    console.info(`browser: Chromium ${chromium} headless, ${rounds} rounds, ${origin}`);
    await part('login', async () => {
      const { timings, bytes, files } = await benchLogin(browser, { origin, rounds, failures: errors });
      rows.push(
        row('/login form visible, cold cache', 'ms', timings.coldLogin, 'from navigation start'),
        row('/login form visible, warm cache', 'ms', timings.warmLogin, 'second tab, same context'),
        row('sign-in click → first balance', 'ms', timings.signIn, 'anna.simple, in page'),
        row('/login JS files', 'files', bytes.loginCount),
        row('/login JS on the wire', 'KB', bytes.loginWire, 'encoded bodies + headers'),
        row('/login JS gzip -9 (estimate)', 'KB', bytes.loginGzip),
        row('/login → /home JS files', 'files', bytes.homeCount),
        row('/login → /home JS on the wire', 'KB', bytes.homeWire),
        row('/login → /home JS gzip -9 (estimate)', 'KB', bytes.homeGzip),
      );
      details.push(
        row('  /login form, next frame after it', 'ms', timings.coldLoginFrame),
        row('  sign-in → balance, next frame', 'ms', timings.signInFrame),
      );
      const list = (label, items) =>
        `${label}: ${items.map((file) => `${new URL(file.url).pathname} ${(file.wire / 1024).toFixed(1)}`).join(', ')}`;
      if (files)
        console.info(
          `  ${list('/login JS (KB)', files.login)}\n  ${list('+ sign-in JS (KB)', files.signIn)}`,
        );
    });
    await part('transfer', async () => {
      const timings = await benchTransferForm(browser, { origin, rounds, failures: errors });
      rows.push(
        row('home → p2p form amount field', 'ms', timings.p2p, 'tina, menu click, in page'),
        row('home → between-accounts amount field', 'ms', timings.account, 'tina, menu click, in page'),
      );
    });
    await part('vitals', async () => {
      const vitals = await benchVitals(browser, { origin, rounds, failures: errors, cpuRate, settleMs });
      for (const [name, label, content] of [
        ['login', '/login', 'Sign in visible'],
        ['home', '/home (signed in)', 'first balance visible'],
        ['p2p', '/transfer/p2p (signed in)', 'amount field ready'],
      ]) {
        const result = vitals[name];
        const elements = Object.entries(result.lcpElements).sort((a, b) => b[1] - a[1]);
        rows.push(
          row(`${label} LCP, ${cpuRate}× CPU`, 'ms', result.lcp, `LCP: ${elements[0]?.[0] ?? '–'}`),
          row(`${label} CLS, ${cpuRate}× CPU`, 'score', result.cls),
          row(`${label} ${content}, ${cpuRate}× CPU`, 'ms', result.content, 'hard load, in page'),
        );
        details.push(
          row(`  ${label} FCP, ${cpuRate}× CPU`, 'ms', result.fcp),
          row(`  ${label} JS on the wire (fresh context)`, 'KB', result.jsWire),
        );
        if (elements.length > 1)
          console.info(
            `  ${label} LCP elements: ${elements.map(([item, count]) => `${item} ×${count}`).join('; ')}`,
          );
        const shifts = Object.entries(result.shifts).sort((a, b) => b[1].total - a[1].total);
        if (shifts.length > 0)
          console.info(
            `  ${label} layout shifts (source: count, CLS summed over ${rounds} rounds): ${shifts
              .map(([source, { count, total }]) => `${source}: ${count}, ${total.toFixed(4)}`)
              .join('; ')}`,
          );
      }
    });
    await part('mass', async () => {
      const timings = await benchMass(browser, { origin, rounds, failures: errors });
      const total = timings.read.map((read, index) => read + (timings.check[index] ?? 0));
      rows.push(
        row('mass: 5,000-row file read + checked', 'ms', total, 'in page (User Timing); goal < 1 s'),
        row('mass: click → checked rows shown', 'ms', timings.click, 'timed from Node, with rendering'),
      );
      details.push(
        row('  mass: file read and parsed', 'ms', timings.read),
        row('  mass: rows checked (IBAN, BIC, amounts, duplicates)', 'ms', timings.check),
      );
    });
    await part('history', async () => {
      const timings = await benchHistory(browser, { origin, rounds, failures: errors });
      rows.push(
        row('history: first row after menu click', 'ms', timings.firstRow, 'timed from Node'),
        row('history: next page', 'ms', timings.nextPage, 'timed from Node'),
        row('history: CSV download', 'ms', timings.csvDownload, 'timed from Node'),
      );
    });
  } finally {
    await browser.close();
  }
  return { rows, details, errors, chromium };
}
