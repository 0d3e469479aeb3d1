#!/usr/bin/env node
// One area released, rolled back or listed on its own (issue 13), from the root or inside a remote (where the
// remote may be left out):
//   npm run release  -- <remote>             its tests, a build of it alone, a new immutable folder, the pointer moved
//   npm run rollback -- <remote> [version]   the pointer moved back: to the release the current one replaced, or to
//                                            the named one (a folder name or its start, e.g. 1.0.0)
//   npm run releases -- <remote>             its release folders, the current one marked
// <remote>: accounts, mfe-accounts or mfe_accounts. Options:
//   --deploy-dir <dir>   the deploy folder (default dist/deploy)
//   --version <version>  release under this version instead of the package's (Module Federation's MF_BUILD_VERSION)
//   --from <dir>         release a folder built already (a CI artifact): no build, no tests
//   --skip-tests         no tests before the build (they ran already, in CI)
//   --force              release even a build the deployed shell would refuse (its host contract or shared versions)
// The shell and the other remotes are neither rebuilt nor touched.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTES } from './apps.mjs';
import { readHostProvides, refusalOf } from './host-check.mjs';
import { listReleases, publishRelease, rollbackRelease } from './releases.mjs';
import { run } from './run.mjs';

const root = path.resolve(import.meta.dirname, '..');
export const DEFAULT_DEPLOY_DIR = path.join(root, 'dist', 'deploy');

/** The remote a name means: accounts, mfe-accounts, @portal/mfe-accounts or mfe_accounts. */
const remoteNamed = (name) =>
  REMOTES.find((remote) =>
    [remote.dir, remote.name, remote.dir.replace(/^mfe-/, '')].includes(name?.replace(/^@portal\//, '')),
  );

/**
 * The remote and version the words after the command mean. Inside a remote's folder the remote may be left out
 * (`npm run rollback -- 1.0.0` there).
 */
export function whatToRelease([first, second], cwd = process.cwd()) {
  const here = REMOTES.find((remote) => path.resolve(root, remote.dir) === path.resolve(cwd));
  const named = remoteNamed(first);
  const app = named ?? here;
  if (!app || (first && !named && second))
    throw new Error(
      `${first && !named ? `no remote ${first}` : 'name a remote'}: ${REMOTES.map((remote) => remote.dir).join(', ')}`,
    );
  return { app, version: named ? second : first };
}

/** A build's federation manifest (undefined when it has none: nothing to check). */
const readManifest = (builtDir) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(builtDir, 'mf-manifest.json'), 'utf8'));
  } catch {
    return undefined;
  }
};

const seconds = (since) => Number(((performance.now() - since) / 1000).toFixed(1));

/**
 * Tests (unless skipped), builds and publishes one remote into `deployDir`.
 * @returns the recorded event and how long each step took, in seconds
 */
export async function releaseRemote({
  app,
  deployDir = DEFAULT_DEPLOY_DIR,
  version,
  from,
  skipTests = false,
  force = false,
  warn = (message) => console.warn(`! ${message}`),
}) {
  if (!fs.existsSync(path.join(deployDir, 'index.html')))
    throw new Error(`no portal is deployed in ${deployDir}: npm run build first`);
  const timings = { tests: 0, build: 0, publish: 0 };
  let builtDir = from && path.resolve(from);
  let scratch;
  try {
    if (!builtDir) {
      const packageName = JSON.parse(fs.readFileSync(path.join(root, app.dir, 'package.json'), 'utf8')).name;
      let started = performance.now();
      if (!skipTests) {
        if ((await run('pnpm', ['--filter', packageName, 'test'], { cwd: root })) !== 0)
          throw new Error(`the tests of ${app.dir} failed: nothing released`);
        timings.tests = seconds(started);
      }
      // Built beside, not into <remote>/dist: a full build running at the same time keeps its own output.
      scratch = fs.mkdtempSync(path.join(os.tmpdir(), `release-${app.name}-`));
      builtDir = scratch;
      started = performance.now();
      const env = { PORTAL_OUT_DIR: builtDir, ...(version ? { MF_BUILD_VERSION: version } : {}) };
      if ((await run('pnpm', ['run', '--silent', 'build'], { cwd: path.join(root, app.dir), env })) !== 0)
        throw new Error(`the build of ${app.dir} failed: nothing released`);
      timings.build = seconds(started);
    }
    const refusal = refusalOf(readManifest(builtDir), readHostProvides(deployDir));
    if (refusal) {
      const why = `the deployed shell would refuse ${app.name}: it needs ${refusal.name} ${refusal.required}, the shell provides ${refusal.provided}`;
      if (!force) throw new Error(`${why}; nothing released (--force releases it anyway)`);
      warn(
        `${why}; released anyway (--force): the area shows "needs a newer portal" until the shell is deployed`,
      );
    }
    const started = performance.now();
    const event = publishRelease({ deployDir, name: app.name, builtDir });
    timings.publish = seconds(started);
    return { event, timings };
  } finally {
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'deploy-dir': { type: 'string' },
      version: { type: 'string' },
      from: { type: 'string' },
      'skip-tests': { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
    },
  });
  const [command, ...words] = positionals;
  const deployDir = path.resolve(values['deploy-dir'] ?? DEFAULT_DEPLOY_DIR);
  const { app, version: wanted } = whatToRelease(words);
  const where = path.relative(process.cwd(), deployDir) || '.';
  switch (command) {
    case 'release': {
      const started = performance.now();
      const { event, timings } = await releaseRemote({
        app,
        deployDir,
        version: values.version,
        from: values.from,
        skipTests: values['skip-tests'],
        force: values.force,
      });
      console.info(
        event.unchanged
          ? `› ${app.name} ${event.version} is the current release already (${where})`
          : `› released ${app.name} ${event.version} (was ${event.previous ?? 'none'}) in ${seconds(started)} s ` +
              `(tests ${timings.tests} s, build ${timings.build} s, publish ${timings.publish} s) → ${where}`,
      );
      return;
    }
    case 'rollback': {
      const event = rollbackRelease({ deployDir, name: app.name, to: wanted });
      console.info(
        `› ${app.name} rolled back to ${event.version} (was ${event.previous}${
          event.pointerChangedByHand ? ', set by hand: back to the last recorded release' : ''
        }) → ${where}`,
      );
      return;
    }
    case 'releases': {
      const releases = listReleases({ deployDir, name: app.name });
      console.info(`${app.name} in ${where}: ${releases.length} release folder(s), * = current`);
      for (const release of releases)
        console.info(
          `${release.current ? '*' : ' '} ${release.version.padEnd(24)} ${
            release.releasedAt
              ? `released ${release.releasedAt}, replaced ${release.previous ?? 'none'}`
              : 'no record'
          }`,
        );
      return;
    }
    default:
      throw new Error('usage: release.mjs release|rollback|releases <remote> [version] [--deploy-dir dir]');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(`✗ ${error.message}`);
    process.exit(1);
  });
}
