import { lstatSync, readdirSync, realpathSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { reachableRuntime } from './postgres-server';

/** Every symbolic link under `dir`, with where it leads. */
function linksUnder(dir: string): { link: string; target: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (lstatSync(full).isSymbolicLink()) return [{ link: full, target: realpathSync(full) }];
    return entry.isDirectory() ? linksUnder(full) : [];
  });
}

// Each copy is some 60 MB of PostgreSQL's files: on a busy 2-core machine that takes longer than jest's 5 s.
jest.setTimeout(60_000);

describe('the PostgreSQL runtime copy shared by checkouts (issue 47 item 10)', () => {
  let tmp: string;
  beforeEach(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'portal-runtime-test-'));
    // The server's user must be able to enter it, as it enters the machine's temporary folder.
    await chmod(tmp, 0o755);
  });
  afterEach(() => rm(tmp, { recursive: true, force: true }));

  it('a new copy / stands on its own: no link leads out of it, its packages resolve inside it', async () => {
    const entry = await reachableRuntime(tmp);
    const [runtimeName] = readdirSync(tmp);
    const runtime = path.join(tmp, runtimeName!);

    expect(linksUnder(runtime).filter(({ target }) => !target.startsWith(runtime + path.sep))).toEqual([]);
    const resolveFromCopy = createRequire(entry);
    for (const dependency of ['pg', 'async-exit-hook', 'pg-types'])
      expect(realpathSync(resolveFromCopy.resolve(dependency, { paths: [path.dirname(entry)] }))).toContain(
        runtime + path.sep,
      );
  });

  it('a copy of the old layout, linked into a checkout since deleted / rebuilt whole', async () => {
    const entry = await reachableRuntime(tmp);
    const [runtimeName] = readdirSync(tmp);
    const runtime = path.join(tmp, runtimeName!);
    const version = (await readFile(path.join(runtime, 'complete'), 'utf8')).split(' ')[0]!;
    // As an earlier layout left it: its marker the bare version, `pg` a link into a checkout that is gone.
    await rm(path.join(runtime, 'node_modules', 'pg'), { recursive: true });
    await symlink(path.join(tmp, 'deleted-checkout', 'pg'), path.join(runtime, 'node_modules', 'pg'));
    await writeFile(path.join(runtime, 'complete'), version);

    expect(await reachableRuntime(tmp)).toBe(entry);

    expect(lstatSync(path.join(runtime, 'node_modules', 'pg')).isDirectory()).toBe(true);
    expect(realpathSync(createRequire(entry).resolve('pg'))).toContain(runtime + path.sep);
    expect(readdirSync(tmp)).toEqual([runtimeName]);
  });
});
