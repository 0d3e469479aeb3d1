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
//             "Check the rows" until the checked rows' heading shows, timed from Node; then a pain.001 of 1,000
//             payments (issue 51 item 6) the same way, with the page's peak JS heap meanwhile (a DevTools trace's
//             garbage collections and counters, bench-mass.mjs benchMassPain001).
//   interactions  the Interaction to Next Paint (INP) of six interactions at 4× CPU (issue 49 item 3): typing a
//             keyword in anna.simple's history (worst keystroke, and Apply), the cards page's tabs, a step of the
//             business wizard, "Check the rows" of a 1,000-row mass file (and whether the page shows it is busy),
//             opening a contract, filtering the webhook log; from Event Timing entries in the page, the CPU slowed
//             only around the interaction; BENCH_INTERACTION_ROUNDS runs of each (default: the browser rounds),
//             BENCH_INTERACTIONS a comma list of them (history, cards, wizard, mass, contract, webhooks).
//
// Times of the first three are taken in the page (performance.now(), relative to the document's time origin),
// never across Playwright's round trips: an init script records when each awaited element becomes present and
// visible (MutationObserver), and when the click that starts a measurement happened (capture-phase listener).
//
// The parts live beside it: bench-chromium.mjs (launch, users, rounds), bench-probes.mjs (in-page probes, bytes),
// bench-table.mjs (the summary table) and one module per part (bench-login, -transfer, -vitals, -history, -mass,
// -interactions).
import { launchBrowser } from './bench-chromium.mjs';
import { benchHistory } from './bench-history.mjs';
import { INTERACTIONS, benchInteractions } from './bench-interactions.mjs';
import { benchLogin } from './bench-login.mjs';
import { benchMass, benchMassPain001 } from './bench-mass.mjs';
import { row } from './bench-table.mjs';
import { benchTransferForm } from './bench-transfer.mjs';
import { benchVitals } from './bench-vitals.mjs';

export { CHROMIUM, CHROMIUM_ARGS, MENU_LINKS, PASSWORD, USERS, launchBrowser } from './bench-chromium.mjs';
export { printTable, row, summarize } from './bench-table.mjs';
export { benchLogin } from './bench-login.mjs';
export { benchTransferForm } from './bench-transfer.mjs';
export { benchVitals } from './bench-vitals.mjs';
export { benchHistory } from './bench-history.mjs';
export { benchMass, benchMassPain001, massPain001, massWireCsv } from './bench-mass.mjs';
export { benchInteractions } from './bench-interactions.mjs';

// ───────────────────────────── all of it ─────────────────────────────

export const BROWSER_PARTS = ['login', 'transfer', 'vitals', 'history', 'mass', 'interactions'];

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
      const pain001 = await benchMassPain001(browser, { origin, rounds, failures: errors });
      rows.push(
        row(
          'mass: 1,000-payment pain.001 read + checked',
          'ms',
          pain001.read.map((read, index) => read + (pain001.check[index] ?? 0)),
          'in page (User Timing), reader chunk included',
        ),
        row('mass: pain.001 peak JS heap', 'MB', pain001.peak, 'DevTools trace: GCs and counters'),
        row('mass: pain.001 JS heap growth at peak', 'MB', pain001.growth, 'over the heap after a GC before'),
      );
      details.push(
        row('  mass: pain.001 click → rows ready', 'ms', pain001.click, 'timed from Node'),
        row('  mass: pain.001 read, parsed and its control sums', 'ms', pain001.read),
        row('  mass: pain.001 rows checked', 'ms', pain001.check),
        row('  mass: pain.001 garbage collections meanwhile', 'count', pain001.gcs),
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
    await part('interactions', async () => {
      const interactionRounds = Number(process.env.BENCH_INTERACTION_ROUNDS ?? rounds);
      const only = process.env.BENCH_INTERACTIONS?.split(',').map((name) => name.trim());
      const results = await benchInteractions(browser, {
        origin,
        rounds: interactionRounds,
        failures: errors,
        cpuRate,
        only,
      });
      const note = `${cpuRate}× CPU, in page${interactionRounds === rounds ? '' : `, ${interactionRounds} rounds`}`;
      const partLabels = {
        keystroke: 'worst keystroke',
        apply: 'Apply',
        toVirtual: 'Physical → Virtual',
        toPhysical: 'Virtual → Physical',
        next: 'Next',
        check: 'Check the rows',
        open: 'click on the contract',
        search: 'Search',
      };
      for (const [name, result] of Object.entries(results)) {
        const { label, of } = INTERACTIONS[name];
        rows.push(row(`INP ${label}`, 'ms', result.inp, `${of}; ${note}`));
        const parts = Object.entries(result.parts);
        if (parts.length > 1)
          for (const [key, samples] of parts)
            details.push(row(`  INP ${name}: ${partLabels[key] ?? key}`, 'ms', samples));
        details.push(
          row(`  ${name}: longest animation frame meanwhile`, 'ms', result.longestFrame, 'LoAF, ≥ 50 ms'),
        );
        const worst = result.attribution;
        if (worst) {
          const ms = (value) => `${Math.round(value)} ms`;
          const frames = worst.frames
            .map(
              (frame) =>
                `frame ${ms(frame.duration)} (rendering ${ms(frame.render)}): ${
                  frame.scripts
                    .map((script) => `${script.invoker} [${script.source}] ${ms(script.duration)}`)
                    .join(', ') || 'no script'
                }`,
            )
            .join('; ');
          console.info(
            `  INP ${name}, worst round (${worst.part}, ${ms(worst.inp)}): ${worst.event ?? '–'}; input delay ${ms(
              worst.inputDelay ?? 0,
            )}, processing ${ms(worst.processing ?? 0)}, to the paint ${ms(worst.presentation ?? 0)}${
              frames ? `\n    long frames: ${frames}` : ''
            }`,
          );
        }
        if (result.progress.length > 0) {
          const shown = result.progress.filter((progress) => progress.busyFrames > 0);
          console.info(
            `  INP ${name}: busy state drawn while checking in ${shown.length} of ${result.progress.length} rounds (${result.progress
              .map(
                (progress) =>
                  `busy at ${progress.busyAt === undefined ? '–' : Math.round(progress.busyAt)} ms, ${progress.busyFrames} frames, rows at ${Math.round(progress.resultAt ?? NaN)} ms; read ${Math.round(progress.read ?? NaN)} ms, check ${Math.round(progress.check ?? NaN)} ms`,
              )
              .join('; ')})`,
          );
          details.push(
            row(
              `  INP ${name}: frames drawn busy before the rows`,
              'count',
              result.progress.map((progress) => progress.busyFrames),
              'spinner / progress shown while checking',
            ),
          );
        }
      }
    });
  } finally {
    await browser.close();
  }
  return { rows, details, errors, chromium };
}
