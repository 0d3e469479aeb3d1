// The browser bench's vitals part (issue 11): LCP, CLS and FCP of first loads with the CPU throttled.
import { USERS, inContext, settle, signIn } from './bench-chromium.mjs';
import { installProbes, probeResult, recordJs } from './bench-probes.mjs';

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
