// Builds the shell and every remote (two at a time) and lays out the deploy folder:
//   dist/deploy/index.html + shell assets
//   dist/deploy/remotes/<name>/<version>-<hash>/   immutable, one folder per release (scripts/releases.mjs)
//   dist/deploy/remotes.json                       the pointer the shell reads at runtime (DESIGN §2)
// One remote alone is released with `npm run release -- <remote>` (scripts/release.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, SHELL } from './apps.mjs';
import { POINTER, publishRelease, readPointer } from './releases.mjs';
import { pool, run } from './run.mjs';

const root = path.resolve(import.meta.dirname, '..');
export const DEPLOY_DIR = path.join(root, 'dist', 'deploy');

async function buildApp(app) {
  const code = await run('pnpm', ['run', '--silent', 'build'], { cwd: path.join(root, app.dir) });
  if (code !== 0) throw new Error(`build of ${app.dir} failed`);
}

export async function buildAll() {
  const started = Date.now();
  await pool([SHELL, ...REMOTES], 2, buildApp);
  fs.mkdirSync(DEPLOY_DIR, { recursive: true });
  // The shell's own files are replaced; the versioned remote folders stay for rollback, and the pointer stays
  // until each remote's release moves it (their records name the release each one replaced).
  for (const entry of fs.readdirSync(DEPLOY_DIR)) {
    if (entry !== 'remotes' && entry !== POINTER)
      fs.rmSync(path.join(DEPLOY_DIR, entry), { recursive: true, force: true });
  }
  fs.cpSync(path.join(root, SHELL.dir, 'dist'), DEPLOY_DIR, { recursive: true });
  for (const app of REMOTES)
    publishRelease({ deployDir: DEPLOY_DIR, name: app.name, builtDir: path.join(root, app.dir, 'dist') });
  const manifest = readPointer(DEPLOY_DIR);
  console.log(
    `› built shell and ${REMOTES.length} remotes in ${((Date.now() - started) / 1000).toFixed(0)} s → ${path.relative(root, DEPLOY_DIR)}`,
  );
  return manifest;
}
