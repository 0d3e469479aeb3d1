#!/usr/bin/env node
// The root commands (README): start, build, test, lint, typecheck, bench. Each installs what is missing first.
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_USERS } from './apps.mjs';
import { describeFailedAttempts, describeJestFailures } from './e2e-report.mjs';
import { ensureChromium, ensurePackages, ensureTestPackages } from './ensure.mjs';
import { run, sh } from './run.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const command = process.argv[2];

async function build() {
  const { buildAll } = await import('./deploy.mjs');
  await buildAll();
}

function lint() {
  return (
    sh(bin('eslint'), ['.', '--max-warnings=0'], { cwd: root }) ||
    sh(process.execPath, [path.join(root, 'scripts', 'import-rules.mjs')], { cwd: root }) ||
    sh(bin('prettier'), ['--check', '--log-level=warn', '.'], { cwd: root })
  );
}

function typecheck() {
  return sh(
    process.execPath,
    [path.join(root, 'node_modules', 'typescript-native', 'bin', 'tsc'), '--noEmit', '-p', 'tsconfig.json'],
    { cwd: root },
  );
}

/** Reads "N passed, N failed" out of jest's and Playwright's JSON reports. */
function counts(file, kind) {
  if (!fs.existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (kind === 'jest')
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
    };
  const stats = report.stats ?? {};
  // A journey that failed and then passed on its one retry is Playwright's "flaky": it counts as passed, as
  // Playwright's own exit code has it, and is listed by name with what its page showed (e2e-report.mjs) so it is
  // fixed, not forgotten.
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + (report.errors?.length ?? 0),
    flaky: stats.flaky ?? 0,
  };
}

async function test() {
  ensurePackages();
  ensureTestPackages();
  const out = path.join(root, 'dist', 'test-results');
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  const steps = [];
  const step = async (name, fn) => {
    console.log(`\n━━ ${name}`);
    const code = await fn();
    steps.push({ name, ok: code === 0 });
    return code;
  };
  await step('lint', () => lint());
  await step('typecheck', () => typecheck());
  const jestJson = path.join(out, 'jest.json');
  await step('unit and sandbox tests (jest)', () =>
    run(bin('jest'), ['--ci', '--maxWorkers=2', '--json', `--outputFile=${jestJson}`], { cwd: root }),
  );
  const built = await step('build', async () => {
    try {
      await build();
      return 0;
    } catch (error) {
      console.error(error);
      return 1;
    }
  });
  const e2eJson = path.join(out, 'e2e.json');
  if (built === 0) {
    await step('end-to-end (Playwright, Chromium)', () =>
      run(bin('playwright'), ['test', '--config', 'e2e/playwright.config.ts'], {
        cwd: root,
        env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson },
      }),
    );
  }
  const jest = counts(jestJson, 'jest');
  if (jest.failed && fs.existsSync(jestJson)) {
    console.log(`\n${describeJestFailures(JSON.parse(fs.readFileSync(jestJson, 'utf8')))}`);
  }
  const e2e = built === 0 ? counts(e2eJson, 'playwright') : { passed: 0, failed: 1 };
  if (built === 0 && fs.existsSync(e2eJson)) {
    const attempts = describeFailedAttempts(JSON.parse(fs.readFileSync(e2eJson, 'utf8')));
    if (attempts) console.log(`\n${attempts}`);
  }
  const failedSteps = steps.filter((s) => !s.ok).map((s) => s.name);
  const passed = jest.passed + e2e.passed;
  const failed =
    jest.failed +
    e2e.failed +
    failedSteps.filter((s) => s === 'lint' || s === 'typecheck' || s === 'build').length;
  console.log(`\n${failedSteps.length ? `failed steps: ${failedSteps.join(', ')}` : 'all steps passed'}`);
  console.log(
    `${passed} passed, ${failed} failed${e2e.flaky ? ` (${e2e.flaky} flaky: passed on retry)` : ''}`,
  );
  process.exit(failed === 0 && passed > 0 ? 0 : 1);
}

async function start() {
  // Several instances behind HAProxy when asked for (issue 34); one process otherwise, as always.
  if (process.env.SANDBOX_INSTANCES) return startCluster();
  ensurePackages();
  await build();
  const { serve } = await import('./serve.mjs');
  const port = Number(process.env.PORT ?? 8080);
  const { url, stop } = await serve({
    port,
    sandboxPort: Number(process.env.SANDBOX_PORT ?? 4000),
    brand: process.env.PORTAL_BRAND ?? 'aurora',
  });
  console.log(
    `\nPortal: ${url}\nSandbox outbox (codes sent): http://127.0.0.1:${process.env.SANDBOX_PORT ?? 4000}/sandbox/outbox\n\nDemo sign-ins:`,
  );
  for (const user of DEMO_USERS) console.log(`  ${user.email.padEnd(28)} ${user.password}   ${user.shows}`);
  console.log('\nCtrl+C stops both.');
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stop(), process.exit(0)));
}

/** `npm run start:cluster`: N sandbox instances (SANDBOX_INSTANCES, 3) on one PostgreSQL behind HAProxy (issue 34). */
async function startCluster() {
  ensurePackages();
  const cluster = await import('./cluster.mjs');
  const instances = cluster.instancesFromEnv();
  await cluster.ensureHaproxy();
  await build();
  const port = Number(process.env.PORT ?? 8080);
  const sandboxPort = Number(process.env.SANDBOX_PORT ?? 4000);
  const running = await cluster.startCluster({
    instances,
    sandboxPort,
    portalPort: port,
    helpdeskPort: Number(process.env.HELPDESK_PORT ?? sandboxPort + 100),
    deployDir: path.join(root, 'dist', 'deploy'),
    brand: process.env.PORTAL_BRAND ?? 'aurora',
    dataDir: path.join(root, '.data'),
  });
  console.log(
    `\nPortal: ${running.url}\nBack end: HAProxy on ${running.sandboxUrl} in front of ${instances} instance${instances === 1 ? '' : 's'} (` +
      running.instances.map((instance) => instance.port).join(', ') +
      `) on ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'the embedded PostgreSQL (.data/postgres)'}` +
      `\nSandbox outbox (codes sent): ${running.sandboxUrl}/sandbox/outbox\n\nDemo sign-ins:`,
  );
  for (const user of DEMO_USERS) console.log(`  ${user.email.padEnd(28)} ${user.password}   ${user.shows}`);
  console.log('\nCtrl+C stops them all.');
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (running.stop(), process.exit(0)));
}

async function bench() {
  ensurePackages();
  // `npm run bench -- cluster`: the back end under load at 1, 2 and N instances behind HAProxy (issue 34).
  if (process.argv[3] === 'cluster')
    process.exit(
      await run(process.execPath, [path.join(root, 'scripts', 'bench-cluster.mjs')], { cwd: root }),
    );
  // The browser figures need Chromium (BENCH_BROWSER=off or BENCH_ONLY=api skips them).
  const only = process.env.BENCH_ONLY ?? '';
  if (process.env.BENCH_BROWSER !== 'off' && only !== 'api') ensureChromium();
  process.exit(await run(process.execPath, [path.join(root, 'scripts', 'bench.mjs')], { cwd: root }));
}

const commands = {
  start,
  'start:cluster': startCluster,
  test,
  build: async () => (ensurePackages(), build()),
  lint: () => (ensurePackages(), process.exit(lint())),
  typecheck: () => (ensurePackages(), process.exit(typecheck())),
  bench,
};
if (!commands[command]) {
  console.error(`usage: node scripts/portal.mjs ${Object.keys(commands).join('|')}`);
  process.exit(2);
}
await commands[command]();
