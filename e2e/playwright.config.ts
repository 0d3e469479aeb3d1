import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { PORTS, portsFor } from './support/ports';

const root = path.resolve(import.meta.dirname, '..');
const server = (
  port: number,
  sandboxPort: number,
  helpdeskPort: number,
  env: Record<string, string> = {},
) => ({
  command: 'node scripts/serve.mjs',
  cwd: root,
  url: `http://localhost:${port}/config.json`,
  reuseExistingServer: false,
  // Every worker's servers start at once, each sandbox seeding its demo data (serve.mjs waits up to 3 minutes).
  timeout: 240_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(port),
    SANDBOX_PORT: String(sandboxPort),
    HELPDESK_PORT: String(helpdeskPort),
    SANDBOX_DB: 'memory',
    // The journeys sign the same SMS users in more often than the product's 5 codes per 15 minutes allow, and every
    // sign-in page they open asks a passkey challenge for its autofill from the one address (100 per 15 minutes).
    SANDBOX_RATE_LIMITS: 'signInCode=100,passkeySignIn=10000',
    ...env,
  },
});

/** Workers, each with its own servers: `E2E_WORKERS` (2 by default, the machine's cores). */
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** Journeys against the production build, in Debian's Chromium (DESIGN §6). */
export default defineConfig({
  testDir: './tests',
  // A run on other ports (E2E_PORT_OFFSET) keeps its artifacts apart too.
  outputDir: path.join(
    root,
    'dist',
    'test-results',
    `e2e-artifacts${process.env.E2E_PORT_OFFSET ? `-${process.env.E2E_PORT_OFFSET}` : ''}`,
  ),
  fullyParallel: false,
  // Journeys in one file share their sandbox's data and run in order; files run in WORKERS workers at once, each with
  // a portal and a sandbox of its own (support/ports.ts), so the suite takes about half the time on 2 cores.
  workers: WORKERS,
  // One retry: the idle-timeout journey (shell/session.spec.ts, fake clock fast-forwarded 14 minutes) left a blank
  // page once in three fresh-clone runs of session 7 under load; a retried pass is reported as flaky, not hidden.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(root, 'dist', 'test-results', 'e2e.json'),
      },
    ],
  ],
  use: {
    baseURL: `http://localhost:${PORTS.portal}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    // The portal honours reduced motion (tokens.css): its dialogs then appear at once. Axe checks run right after a
    // popup shows; mid fade-in on a busy machine, its text measured at a fraction of its opacity failed
    // color-contrast once (webhooks.spec.ts, with two workers).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Every worker's servers, started once by the runner before any journey.
  webServer: Array.from({ length: WORKERS }, (_, index) => portsFor(index)).flatMap((ports) => [
    server(ports.portal, ports.sandbox, ports.helpdesk),
    // The same deployment with one remote's entry pointing nowhere (failure isolation); its sandbox needs no
    // large history.
    server(ports.brokenPortal, ports.brokenSandbox, ports.brokenHelpdesk, {
      PORTAL_REMOTE_ENTRIES: JSON.stringify({
        mfe_accounts: `http://localhost:${ports.brokenPortal}/remotes/missing/0.0.0/mf-manifest.json`,
      }),
      SANDBOX_DEMO_HISTORY: '200',
    }),
  ]),
});
