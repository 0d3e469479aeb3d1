// The Lighthouse part of `npm run bench` (issue 28): Lighthouse's own performance figures (score, FCP, LCP, TBT,
// CLS) for /login and for /home signed in, at Lighthouse's default mobile preset (simulated slow 4G, 4× CPU
// slow-down), each page several times and reported as the median. The `lighthouse` package is imported here only,
// and only when the part runs: nothing in the product or its tests depends on it.
//
// Each run gets a Chromium of its own (Debian's, DESIGN §7 flags, a fresh user data dir: a first visit), which
// Lighthouse drives through its DevTools port. /home is reached the way a customer arrives from the app: the
// sign-in is done from Node against the sandbox's /auth/login (PKCE), and Lighthouse opens
// `/home?code=…&codeVerifier=…`, which the shell exchanges for tokens before the page (spec 01 §2, query handling).
// A code is single-use, so every run signs in afresh.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM, CHROMIUM_ARGS, PASSWORD, row } from './bench-browser.mjs';

/**
 * The demo user /home is measured with: the only seeded user whose sign-in answers a code that the query alone
 * exchanges (auth flow `direct`; an otp or sms code also needs the one-time code, a simple sign-in answers tokens).
 */
export const CODE_USER = 'dora.direct@demo.test';

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

/** Signs `email` in from Node with PKCE (spec 01 §7, /auth/login) and returns the code and its verifier. */
export async function signInCode(sandboxUrl, email = CODE_USER) {
  const codeVerifier = crypto.randomBytes(96).toString('base64url');
  const codeChallenge = crypto.createHash('sha256').update(codeVerifier).digest('base64url');
  const response = await fetch(`${sandboxUrl}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client: 'web', username: email, password: PASSWORD, codeChallenge }),
  });
  const flow = await response.json();
  if (flow.authFlow !== 'direct' || !flow.code)
    throw new Error(`${email} signed in with ${flow.authFlow ?? response.status}, no code to exchange`);
  return { code: flow.code, codeVerifier };
}

/** The figures of one Lighthouse report (numbers as Lighthouse has them: ms, CLS unitless, score 0–1). */
export function figuresOf(lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const figures = { score: lhr.categories.performance.score };
  for (const [id, name] of METRICS) figures[name] = lhr.audits[id]?.numericValue;
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    ...figures,
    lcpElement: (lcpElement?.nodeLabel ?? lcpElement?.selector)?.replace(/\s+/g, ' ').slice(0, 60),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    finalUrl: lhr.finalDisplayedUrl,
    warnings: lhr.runWarnings ?? [],
  };
}

/** One Lighthouse navigation of `url` in a fresh Chromium, performance category only. */
async function runLighthouse(url) {
  const { default: lighthouse } = await import('lighthouse');
  const chromium = await startChromium();
  try {
    // No config: Lighthouse's default is the mobile preset (simulated slow 4G, 4× CPU slow-down).
    const result = await lighthouse(url, {
      port: chromium.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
      disableFullPageScreenshot: true,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    return figuresOf(result.lhr);
  } finally {
    await chromium.close();
  }
}

/**
 * Runs Lighthouse `runs` times on /login and on /home (signed in by the code query), pages alternating, and returns
 * the summary rows, one line per run (with the load average at its start) and the raw runs.
 */
export async function runLighthouseBench({ origin, sandboxUrl, runs = 3 }) {
  const { version } = createRequire(import.meta.url)('lighthouse/package.json');
  const pages = [
    { name: '/login', url: async () => `${origin}/login`, path: '/login' },
    {
      name: `/home (${CODE_USER.split('@')[0]}, code query)`,
      url: async () => {
        const { code, codeVerifier } = await signInCode(sandboxUrl);
        return `${origin}/home?code=${encodeURIComponent(code)}&codeVerifier=${codeVerifier}`;
      },
      path: '/home',
    },
  ];
  const results = pages.map(() => []);
  const errors = [];
  for (let run = 1; run <= runs; run += 1) {
    for (const [index, target] of pages.entries()) {
      const load = loadAverage();
      try {
        const figures = await runLighthouse(await target.url());
        const landed = new URL(figures.finalUrl);
        if (landed.pathname !== target.path || landed.search !== '')
          throw new Error(`ended on ${landed.pathname}${landed.search}, not ${target.path}`);
        results[index].push({ run, load, ...figures });
        console.info(
          `  lighthouse ${target.name} run ${run}: score ${Math.round(figures.score * 100)}, FCP ${figures.FCP.toFixed(0)} ms, LCP ${figures.LCP.toFixed(0)} ms, TBT ${figures.TBT.toFixed(0)} ms, CLS ${figures.CLS.toFixed(4)}; LCP ${figures.lcpElement ?? '–'}; benchmarkIndex ${figures.benchmarkIndex}; load ${load.map((value) => value.toFixed(2)).join(' ')}${figures.warnings.length ? `; warnings: ${figures.warnings.join(' | ')}` : ''}`,
        );
      } catch (error) {
        errors.push(`lighthouse ${target.name} run ${run}: ${error.message.split('\n')[0]}`);
        console.error(`lighthouse ${target.name} run ${run} failed:`, error);
      }
    }
  }
  const rows = [];
  for (const [index, target] of pages.entries()) {
    const taken = results[index];
    rows.push(
      row(
        `${target.name} Lighthouse performance score`,
        'points',
        taken.map((item) => item.score * 100),
        'mobile preset: slow 4G, 4× CPU (simulated)',
      ),
      ...METRICS.map(([, name, unit]) =>
        row(
          `${target.name} Lighthouse ${name}`,
          unit,
          taken.map((item) => item[name]),
        ),
      ),
      row(
        `${target.name} load average (1 min) at each run`,
        'load',
        taken.map((item) => item.load[0]),
        `Lighthouse benchmarkIndex ${taken.map((item) => item.benchmarkIndex).join(', ')}`,
      ),
    );
  }
  return { rows, errors, version, runs: results };
}
