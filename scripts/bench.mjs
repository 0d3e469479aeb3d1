// `npm run bench`: speed is measured here, never asserted in tests. Starts an in-memory sandbox and times:
//  1. the calls behind "sign in and see balances" (login with PKCE, customer info, balance inquiry);
//  2. the large history (issue 4): for the demo user with 10,000 transactions, the first history page, the next
//     page, and a CSV export of the whole account until it is ready and downloaded; a 12-month camt.053 of it with
//     the peak memory of the process that makes it (issue 51 item 6);
//  3. in the browser against a production deploy folder (scripts/bench-browser.mjs, issue 11): /login form
//     visible (cold and warm cache), sign-in click to the first balance, home to a transfer form, LCP and CLS with
//     4x CPU throttling, JavaScript bytes on the wire, the history of 2. (first row, next page, CSV download), the
//     browser's checks of a 5,000-row mass file (issue 15) and the INP of six interactions at 4x CPU (issue 49);
//  4. one area released on its own (issue 13): mfe-accounts' tests once, then builds of it alone published into a
//     copy of the deploy folder (each round under a version of its own), and a rollback;
//  5. Lighthouse (scripts/bench-lighthouse.mjs, issues 28 and 49): performance score, FCP, LCP, TBT and CLS of the
//     direct load of every route a demo user can open (scripts/bench-routes.mjs), each signed in as the demo user
//     with data there, at Lighthouse's mobile preset (simulated slow 4G, 4× CPU), each the median of
//     BENCH_LIGHTHOUSE_RUNS runs, every run in a fresh Chromium; /home and the five heaviest again up to
//     BENCH_LIGHTHOUSE_HEAVY_RUNS for the third-worst blocking time. The table is printed and, with BENCH_JSON, kept.
// Ends with one summary table: median, min, max and p95 of every figure.
//
// Environment:
//   BENCH_DEPLOY_DIR        deploy folder to serve (default dist/deploy, built when missing), e.g. a baseline build
//   BENCH_ONLY              api | browser | a comma list of parts: api, login, transfer, vitals, history, mass,
//                           interactions, lighthouse, release (browser = the six of 3.; lighthouse is run only by name
//                           or by default); BENCH_INTERACTION_ROUNDS runs of each interaction (BENCH_BROWSER_ROUNDS)
//   BENCH_BROWSER=off       no browser part, Lighthouse included (as BENCH_ONLY=api)
//   BENCH_LIGHTHOUSE_RUNS   Lighthouse runs of each route (3); BENCH_LIGHTHOUSE_HEAVY_RUNS of /home and the five
//                           heaviest (10); BENCH_ROUTES a comma list of the routes to measure (all of them);
//                           BENCH_LHR_DIR=folder keeps each run's whole Lighthouse report there
//   BENCH_BROWSER_ROUNDS    runs of each browser figure (5)
//   BENCH_CPU_THROTTLE      CPU slow-down for LCP/CLS (4); BENCH_VITALS_SETTLE_MS wait before reading them (1500)
//   BENCH_ROUNDS (60), BENCH_HISTORY_ROUNDS (20), BENCH_EXPORT_ROUNDS (5): API rounds
//   BENCH_LOAD_RATE (50), BENCH_LOAD_SECONDS (10), BENCH_LOAD_ROUNDS (3): the history under load
//   BENCH_RELEASE_ROUNDS (3): releases of one remote (build and publish)
//   BENCH_SANDBOX_PORT (4390), BENCH_PORTAL_PORT (8390); BENCH_JSON=file also writes the raw samples there
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BROWSER_PARTS, printTable, row, runBrowserBench } from './bench-browser.mjs';
import { benchSandboxApi } from './bench-api.mjs';
import { runLighthouseBench } from './bench-lighthouse.mjs';
import { startHelpdesk, startPortal, startSandbox } from './serve.mjs';

const PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4390);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);
const HISTORY_ROUNDS = Number(process.env.BENCH_HISTORY_ROUNDS ?? 20);
const EXPORT_ROUNDS = Number(process.env.BENCH_EXPORT_ROUNDS ?? 5);
/** Issue 11: the history's first page under an open-loop load of 50 requests a second, several rounds. */
const LOAD_RATE = Number(process.env.BENCH_LOAD_RATE ?? 50);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const LOAD_ROUNDS = Number(process.env.BENCH_LOAD_ROUNDS ?? 3);
const BROWSER_ROUNDS = Number(process.env.BENCH_BROWSER_ROUNDS ?? 5);
const PORTAL_PORT = Number(process.env.BENCH_PORTAL_PORT ?? 8390);
const CPU_THROTTLE = Number(process.env.BENCH_CPU_THROTTLE ?? 4);
const VITALS_SETTLE_MS = Number(process.env.BENCH_VITALS_SETTLE_MS ?? 1500);
const RELEASE_ROUNDS = Number(process.env.BENCH_RELEASE_ROUNDS ?? 3);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const LIGHTHOUSE_HEAVY_RUNS = Number(process.env.BENCH_LIGHTHOUSE_HEAVY_RUNS ?? 10);
const HISTORY_ACCOUNT = 100001;
const root = path.resolve(import.meta.dirname, '..');
const defaultDeployDir = path.join(root, 'dist', 'deploy');
const deployDir = path.resolve(process.env.BENCH_DEPLOY_DIR ?? defaultDeployDir);
const base = `http://127.0.0.1:${PORT}`;

const ALL_PARTS = ['api', ...BROWSER_PARTS, 'lighthouse', 'release'];
const only = (process.env.BENCH_ONLY ?? '').trim();
let parts = ALL_PARTS;
if (only === 'browser') parts = BROWSER_PARTS;
else if (only) parts = only.split(',').map((part) => part.trim());
if (process.env.BENCH_BROWSER === 'off')
  parts = parts.filter((part) => !BROWSER_PARTS.includes(part) && part !== 'lighthouse');
const unknown = parts.filter((part) => !ALL_PARTS.includes(part));
if (unknown.length > 0) {
  console.error(
    `BENCH_ONLY: unknown part ${unknown.join(', ')} (api, browser, ${BROWSER_PARTS.join(', ')}, lighthouse, release)`,
  );
  process.exit(2);
}

async function ensureDeployed() {
  if (fs.existsSync(path.join(deployDir, 'index.html'))) return;
  if (deployDir !== defaultDeployDir) throw new Error(`BENCH_DEPLOY_DIR ${deployDir} has no index.html`);
  const { buildAll } = await import('./deploy.mjs');
  await buildAll();
}

/** Issue 13: how long one remote takes to release alone (its tests, its build, the pointer moved) and to roll back. */
async function benchRelease() {
  await ensureDeployed();
  const { REMOTES } = await import('./apps.mjs');
  const { releaseRemote } = await import('./release.mjs');
  const { copyDeployment, rollbackRelease } = await import('./releases.mjs');
  const app = REMOTES.find((remote) => remote.name === 'mfe_accounts');
  const { version } = JSON.parse(fs.readFileSync(path.join(root, app.dir, 'package.json'), 'utf8'));
  const copy = copyDeployment(deployDir, fs.mkdtempSync(path.join(os.tmpdir(), 'bench-release-')));
  const timings = { tests: [], release: [], rollback: [] };
  try {
    for (let round = 0; round < RELEASE_ROUNDS; round += 1) {
      const released = await releaseRemote({
        app,
        deployDir: copy,
        version: `${version}-bench.${round}`,
        skipTests: round > 0,
      });
      if (round === 0) timings.tests.push(released.timings.tests * 1000);
      timings.release.push((released.timings.build + released.timings.publish) * 1000);
      const started = performance.now();
      rollbackRelease({ deployDir: copy, name: app.name });
      timings.rollback.push(performance.now() - started);
    }
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
  return [
    row(
      `release ${app.name}: build + publish`,
      'ms',
      timings.release,
      'alone, the shell untouched; ≤ 15 s wanted',
    ),
    row(`release ${app.name}: its tests`, 'ms', timings.tests, 'pnpm --filter, before the build'),
    row(`rollback ${app.name}`, 'ms', timings.rollback, 'the pointer moved back'),
  ];
}

/** Runs `measure(origin)` against the deploy folder served as a portal on the bench's sandbox and help desk. */
async function withPortal(measure) {
  await ensureDeployed();
  const server = await startPortal({
    port: PORTAL_PORT,
    deployDir,
    sandboxUrl: base,
    helpdeskUrl,
    brand: 'aurora',
  });
  try {
    return await measure(`http://localhost:${PORTAL_PORT}`);
  } finally {
    server.close();
  }
}

const benchBrowser = (browserParts) =>
  withPortal((origin) =>
    runBrowserBench({
      origin,
      rounds: BROWSER_ROUNDS,
      parts: browserParts,
      cpuRate: CPU_THROTTLE,
      settleMs: VITALS_SETTLE_MS,
    }),
  );

/** Issues 28 and 49: Lighthouse's figures for every route, against the same portal and sandbox as the browser part. */
const benchLighthouse = () =>
  withPortal((origin) =>
    runLighthouseBench({
      origin,
      sandboxUrl: base,
      runs: LIGHTHOUSE_RUNS,
      heavyRuns: LIGHTHOUSE_HEAVY_RUNS,
      only: process.env.BENCH_ROUTES,
    }),
  );

const started = performance.now();
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const loadAtStart = load();
const commit = fs.existsSync(path.join(deployDir, 'COMMIT'))
  ? fs.readFileSync(path.join(deployDir, 'COMMIT'), 'utf8').trim().slice(0, 12)
  : 'unknown';
console.info(`bench: ${parts.join(', ')}; deploy ${deployDir} (commit ${commit})`);
const sections = [];
const errors = [];
/** Issue 49: the Lighthouse table by route, printed last and kept in BENCH_JSON. */
let lighthouseTable;
// The help-desk provider beside the sandbox, as `npm start` runs it: without it the support pages measured their
// error state (their provider calls answered 502).
const HELPDESK_PORT = Number(process.env.BENCH_HELPDESK_PORT ?? PORT + 100);
const helpdeskUrl = `http://127.0.0.1:${HELPDESK_PORT}`;
const sandbox = await startSandbox({
  port: PORT,
  portalPort: PORTAL_PORT,
  // The Lighthouse part signs each route's user in afresh for every run, ten times for the heaviest routes: an SMS
  // user (sven.settings) would meet the five-codes-in-15-minutes limit at the sixth, as the journeys would
  // (e2e/playwright.config.ts raises it the same way).
  env: { SANDBOX_DB: 'memory', HELPDESK_URL: helpdeskUrl, SANDBOX_RATE_LIMITS: 'signInCode=100' },
});
const helpdesk = await startHelpdesk({
  port: HELPDESK_PORT,
  sandboxPort: PORT,
  portalPort: PORTAL_PORT,
  env: { HELPDESK_DB: 'memory' },
}).catch((error) => {
  sandbox.kill();
  helpdesk.kill();
  throw error;
});
try {
  if (parts.includes('api')) {
    console.info('API: sign-in calls and the large history…');
    try {
      sections.push([
        `sandbox API (PGlite in memory), ${ROUNDS} / ${HISTORY_ROUNDS} / ${EXPORT_ROUNDS} rounds`,
        await benchSandboxApi({
          base,
          rounds: ROUNDS,
          historyRounds: HISTORY_ROUNDS,
          exportRounds: EXPORT_ROUNDS,
          loadRate: LOAD_RATE,
          loadSeconds: LOAD_SECONDS,
          loadRounds: LOAD_ROUNDS,
          historyAccount: HISTORY_ACCOUNT,
        }),
      ]);
    } catch (error) {
      console.error('API part failed:', error);
      errors.push(`api: ${error.message}`);
    }
  }
  if (parts.includes('release')) {
    console.info('Release: one remote alone…');
    try {
      sections.push([
        `one area released alone (mfe-accounts), ${RELEASE_ROUNDS} rounds`,
        await benchRelease(),
      ]);
    } catch (error) {
      console.error('release part failed:', error);
      errors.push(`release: ${error.message}`);
    }
  }
  const browserParts = parts.filter((part) => BROWSER_PARTS.includes(part));
  if (browserParts.length > 0) {
    const browser = await benchBrowser(browserParts);
    errors.push(...browser.errors);
    sections.push(
      [
        `browser (Chromium ${browser.chromium}, headless, production build), ${BROWSER_ROUNDS} rounds`,
        browser.rows,
      ],
      ['browser, more detail', browser.details],
    );
  }
  if (parts.includes('lighthouse')) {
    console.info(`Lighthouse: every route, ${LIGHTHOUSE_RUNS} runs each…`);
    try {
      const lighthouse = await benchLighthouse();
      errors.push(...lighthouse.errors);
      lighthouseTable = lighthouse;
      sections.push([
        `Lighthouse ${lighthouse.version} (mobile preset: simulated slow 4G, 4× CPU; Chromium headless, production build), ${LIGHTHOUSE_RUNS} runs`,
        lighthouse.rows,
      ]);
    } catch (error) {
      console.error('lighthouse part failed:', error);
      errors.push(`lighthouse: ${error.message}`);
    }
  }
} finally {
  sandbox.kill();
  helpdesk.kill();
}

const seconds = ((performance.now() - started) / 1000).toFixed(0);
console.log(`\n══ bench summary: deploy ${deployDir} (commit ${commit}), ${new Date().toISOString()}`);
console.log(
  `   ${seconds} s on ${os.cpus().length} cores, load average ${loadAtStart} at start, ${load()} at the end`,
);
for (const [title, rows] of sections) if (rows.length > 0) printTable(title, rows);
if (lighthouseTable)
  console.log(
    `\nLighthouse ${lighthouseTable.version}, mobile preset, medians by route:\n${lighthouseTable.markdown}`,
  );
if (errors.length > 0) console.log(`\nfailed (rounds or parts left out): ${errors.join('; ')}`);
if (process.env.BENCH_JSON) {
  const json = {
    deployDir,
    commit,
    date: new Date().toISOString(),
    seconds,
    sections,
    lighthouse: lighthouseTable && { version: lighthouseTable.version, table: lighthouseTable.table },
    errors,
  };
  fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify(json, null, 2));
}
process.exitCode = errors.length > 0 ? 1 : 0;
