// Installs what is missing: pnpm, the workspace's packages, and (for tests) Debian's Chromium.
import fs from 'node:fs';
import path from 'node:path';
import { has, must } from './run.mjs';

const root = path.resolve(import.meta.dirname, '..');

export function ensurePnpm() {
  if (has('pnpm')) return;
  console.log('› installing pnpm 12 (corepack cannot download here)');
  must('npm', ['install', '-g', 'pnpm@12', '--allow-scripts=pnpm']);
}

export function ensurePackages() {
  ensurePnpm();
  const lock = path.join(root, 'pnpm-lock.yaml');
  const installed = path.join(root, 'node_modules', '.pnpm', 'lock.yaml');
  const upToDate =
    fs.existsSync(installed) && fs.readFileSync(installed, 'utf8') === fs.readFileSync(lock, 'utf8');
  if (upToDate) return;
  console.log('› installing packages');
  must('pnpm', ['install', '--frozen-lockfile'], {
    cwd: root,
    env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', CI: 'true' },
  });
}

export const CHROMIUM = '/usr/bin/chromium';
/** HAProxy, in front of several sandbox instances (issue 34, scripts/cluster.mjs). */
export const HAPROXY = '/usr/sbin/haproxy';

/** Installs the Debian packages whose program is missing, in one `apt-get` run. */
export function ensureDebianPackages(wanted) {
  const missing = wanted.filter(({ program }) => !fs.existsSync(program)).map(({ name }) => name);
  if (missing.length === 0) return;
  console.log(`› installing ${missing.join(' and ')} from Debian`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => (sudo.length ? must('sudo', ['apt-get', ...args]) : must('apt-get', args));
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', ...missing]);
}

export const ensureChromium = () => ensureDebianPackages([{ name: 'chromium', program: CHROMIUM }]);
export const ensureHaproxy = () => ensureDebianPackages([{ name: 'haproxy', program: HAPROXY }]);

/** What `npm test` runs on: Chromium for the journeys, HAProxy for the cluster test, in one install. */
export const ensureTestPackages = () =>
  ensureDebianPackages([
    { name: 'chromium', program: CHROMIUM },
    { name: 'haproxy', program: HAPROXY },
  ]);
