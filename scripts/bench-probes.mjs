// What the browser bench measures inside the page (issue 11): probes that record in performance.now() when an
// awaited element becomes visible and when the click that starts a measurement happened, and the JavaScript bytes
// a page receives.
import { gzipSync } from 'node:zlib';

// ───────────────────────────── in-page probes ─────────────────────────────

/**
 * Runs in every document before its own scripts (page.addInitScript). `window.__bench.at[name]` is the
 * performance.now() of the first DOM change after which the probe's element is present and visible (checked on
 * every mutation batch, so no polling delay); `frame[name]` the next animation frame after it (≈ its paint).
 * The probes in `armed` (by default loginForm) wait from the start; `arm(name)` starts waiting later and forgets
 * the last click; `click` is the performance.now() of the first click after arming (capture phase, before any
 * handler of the page).
 */
export function installProbes(armed = ['loginForm']) {
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
export function watchProbes(page) {
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
export async function probeResult(page, name, timeout = 60_000) {
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
export function sinceClick(result, what) {
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
export function recordJs(page) {
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
