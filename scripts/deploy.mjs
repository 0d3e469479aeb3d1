// Builds the shell and every remote (two at a time) and lays out the deploy folder:
//   dist/deploy/index.html + shell assets
//   dist/deploy/remotes/<name>/<version>-<hash>/   immutable, one folder per release
//   dist/deploy/remotes.json                       the pointer the shell reads at runtime (DESIGN §2)
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, SHELL } from './apps.mjs';
import { pool, run } from './run.mjs';

const root = path.resolve(import.meta.dirname, '..');
export const DEPLOY_DIR = path.join(root, 'dist', 'deploy');

function hashDir(dir) {
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(dir).sort())
    hash.update(file).update(fs.readFileSync(path.join(dir, file)));
  return hash.digest('hex').slice(0, 10);
}

async function buildApp(app) {
  const code = await run('pnpm', ['run', '--silent', 'build'], { cwd: path.join(root, app.dir) });
  if (code !== 0) throw new Error(`build of ${app.dir} failed`);
}

/** Copies a built remote into its versioned folder and returns the manifest entry. */
export function releaseRemote(app) {
  const built = path.join(root, app.dir, 'dist');
  const { version } = JSON.parse(fs.readFileSync(path.join(root, app.dir, 'package.json'), 'utf8'));
  const release = `${version}-${hashDir(built)}`;
  const target = path.join(DEPLOY_DIR, 'remotes', app.name, release);
  if (!fs.existsSync(target)) fs.cpSync(built, target, { recursive: true });
  return { entry: `/remotes/${app.name}/${release}/mf-manifest.json`, version: release };
}

export function writeRemotesManifest(manifest) {
  fs.writeFileSync(path.join(DEPLOY_DIR, 'remotes.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function buildAll() {
  const started = Date.now();
  await pool([SHELL, ...REMOTES], 2, buildApp);
  fs.mkdirSync(DEPLOY_DIR, { recursive: true });
  // The shell's own files are replaced; the versioned remote folders stay for rollback.
  for (const entry of fs.readdirSync(DEPLOY_DIR)) {
    if (entry !== 'remotes') fs.rmSync(path.join(DEPLOY_DIR, entry), { recursive: true, force: true });
  }
  fs.cpSync(path.join(root, SHELL.dir, 'dist'), DEPLOY_DIR, { recursive: true });
  const manifest = Object.fromEntries(REMOTES.map((app) => [app.name, releaseRemote(app)]));
  writeRemotesManifest(manifest);
  console.log(
    `› built shell and ${REMOTES.length} remotes in ${((Date.now() - started) / 1000).toFixed(0)} s → ${path.relative(root, DEPLOY_DIR)}`,
  );
  return manifest;
}
