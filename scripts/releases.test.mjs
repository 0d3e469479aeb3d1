/* global describe, it, expect, beforeEach, afterEach, jest -- jest's globals */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  copyDeployment,
  hashDir,
  listReleases,
  publishRelease,
  readPointer,
  readRecord,
  rollbackRelease,
  writeFileAtomic,
} from './releases.mjs';

const NAME = 'mfe_accounts';
let scratch;
let deployDir;

/** A build of a remote as the webpack preset lays it out: manifest, entry, a chunk. */
function build(label, { name = NAME, buildVersion = '1.0.0', entry = true } = {}) {
  const dir = fs.mkdtempSync(path.join(scratch, 'build-'));
  const metaData = { name, buildInfo: { buildVersion }, remoteEntry: { name: 'remoteEntry.js', path: '' } };
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ metaData, shared: [], exposes: [] }));
  if (entry) fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${label} */`);
  fs.writeFileSync(path.join(dir, '123.0123456789.js'), `/* chunk of ${label} */`);
  return dir;
}

const at = (minute) => new Date(Date.UTC(2026, 0, 1, 12, minute));
const release = (builtDir, minute = 0) =>
  publishRelease({ deployDir, name: NAME, builtDir, now: at(minute) });
const folders = () =>
  fs.readdirSync(path.join(deployDir, 'remotes', NAME)).filter((f) => !f.endsWith('.json'));
const OTHER = { entry: '/remotes/mfe_auth/1.0.0-aaaaaaaaaa/mf-manifest.json', version: '1.0.0-aaaaaaaaaa' };

beforeEach(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-test-'));
  deployDir = path.join(scratch, 'deploy');
  fs.mkdirSync(deployDir);
  fs.writeFileSync(path.join(deployDir, 'remotes.json'), JSON.stringify({ mfe_auth: OTHER }));
});
afterEach(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe('publishRelease', () => {
  it('a build / copied into <version>-<hash>, the pointer moved, the release recorded; other remotes untouched', () => {
    const built = build('one');

    const event = release(built);

    const version = `1.0.0-${hashDir(built)}`;
    expect(event).toEqual({
      action: 'release',
      version,
      buildVersion: '1.0.0',
      hash: hashDir(built),
      at: '2026-01-01T12:00:00.000Z',
      previous: null,
    });
    expect(fs.readFileSync(path.join(deployDir, 'remotes', NAME, version, 'remoteEntry.js'), 'utf8')).toBe(
      '/* one */',
    );
    expect(readPointer(deployDir)).toEqual({
      mfe_auth: OTHER,
      [NAME]: { entry: `/remotes/${NAME}/${version}/mf-manifest.json`, version },
    });
    expect(readRecord(deployDir, NAME)).toEqual([event]);
  });

  it('a second release / a folder of its own beside the first, which stays as it was; previous recorded', () => {
    const first = release(build('one'));
    const firstEntry = path.join(deployDir, 'remotes', NAME, first.version, 'remoteEntry.js');

    const second = release(build('two', { buildVersion: '1.1.0' }), 5);

    expect(second.version).toMatch(/^1\.1\.0-[0-9a-f]{10}$/);
    expect(second.previous).toBe(first.version);
    expect(folders().sort()).toEqual([first.version, second.version].sort());
    expect(fs.readFileSync(firstEntry, 'utf8')).toBe('/* one */');
    expect(readPointer(deployDir)[NAME].version).toBe(second.version);
    expect(readRecord(deployDir, NAME).map((event) => event.version)).toEqual([
      first.version,
      second.version,
    ]);
  });

  it('the same build again / nothing moves, nothing recorded', () => {
    const first = release(build('one'));

    const again = release(build('one'), 5);

    expect(again).toEqual({ unchanged: true, version: first.version });
    expect(readRecord(deployDir, NAME)).toHaveLength(1);
    expect(folders()).toEqual([first.version]);
  });

  it('a build without its entry, or of another remote / refused: no folder, the pointer as it was', () => {
    const before = fs.readFileSync(path.join(deployDir, 'remotes.json'), 'utf8');

    expect(() => release(build('broken', { entry: false }))).toThrow(/lacks its entry remoteEntry\.js/);
    expect(() => release(build('auth', { name: 'mfe_auth' }))).toThrow(
      'is a build of mfe_auth, not of mfe_accounts',
    );

    expect(fs.existsSync(path.join(deployDir, 'remotes', NAME))).toBe(false);
    expect(fs.readFileSync(path.join(deployDir, 'remotes.json'), 'utf8')).toBe(before);
  });

  it('another release holding the deploy folder / waits for it to finish, then repoints', () => {
    const lock = path.join(deployDir, '.release.lock');
    const holder = spawn(process.execPath, [
      '-e',
      `const fs = require('fs'); fs.writeFileSync(${JSON.stringify(lock)}, String(process.pid));
       setTimeout(() => fs.rmSync(${JSON.stringify(lock)}), 400);`,
    ]);
    while (!fs.existsSync(lock)) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
    const started = Date.now();

    const event = release(build('one'));

    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    expect(readPointer(deployDir)[NAME].version).toBe(event.version);
    expect(fs.existsSync(lock)).toBe(false);
    holder.kill();
  });

  it('a lock left by a release whose process ended / taken over', () => {
    const { pid } = spawnSync(process.execPath, ['-e', '']);
    fs.writeFileSync(path.join(deployDir, '.release.lock'), String(pid));

    const event = release(build('one'));

    expect(readPointer(deployDir)[NAME].version).toBe(event.version);
  });
});

describe('writeFileAtomic', () => {
  it('a write / the whole new content, no temporary file left', () => {
    const file = path.join(deployDir, 'remotes.json');

    writeFileAtomic(file, '{"new":true}\n');

    expect(fs.readFileSync(file, 'utf8')).toBe('{"new":true}\n');
    expect(fs.readdirSync(deployDir)).toEqual(['remotes.json']);
  });

  it('a write that fails halfway / the file keeps its old content whole', () => {
    const file = path.join(deployDir, 'remotes.json');
    const before = fs.readFileSync(file, 'utf8');
    jest.spyOn(fs, 'fsyncSync').mockImplementationOnce(() => {
      throw new Error('disk full');
    });

    expect(() => writeFileAtomic(file, '{"half":')).toThrow('disk full');

    expect(fs.readFileSync(file, 'utf8')).toBe(before);
    expect(fs.readdirSync(deployDir)).toEqual(['remotes.json']);
  });
});

describe('rollbackRelease', () => {
  const rollback = (to, minute = 30) => rollbackRelease({ deployDir, name: NAME, to, now: at(minute) });

  it('no version named / back to the release the current one replaced, recorded; again goes further back', () => {
    const one = release(build('one'));
    const two = release(build('two'), 1);
    const three = release(build('three'), 2);

    const back = rollback();

    expect(back).toEqual({
      action: 'rollback',
      version: two.version,
      at: '2026-01-01T12:30:00.000Z',
      previous: three.version,
    });
    expect(readPointer(deployDir)[NAME]).toEqual({
      entry: `/remotes/${NAME}/${two.version}/mf-manifest.json`,
      version: two.version,
    });
    expect(readPointer(deployDir).mfe_auth).toEqual(OTHER);
    expect(rollback(undefined, 31).version).toBe(one.version);
    expect(() => rollback(undefined, 32)).toThrow(`no release of ${NAME} before ${one.version} is recorded`);
    expect(readRecord(deployDir, NAME).map((event) => event.action)).toEqual([
      'release',
      'release',
      'release',
      'rollback',
      'rollback',
    ]);
  });

  it('a pointer changed by hand / back to the last recorded release, the event saying so (issue 47 item 10)', () => {
    const one = release(build('one'));
    const two = release(build('two'), 1);
    const pointer = readPointer(deployDir);
    // A hand deploy: the pointer names a folder nobody released through the script.
    fs.cpSync(build('hand'), path.join(deployDir, 'remotes', NAME, '9.9.9-byhand'), { recursive: true });
    pointer[NAME] = { entry: `/remotes/${NAME}/9.9.9-byhand/mf-manifest.json`, version: '9.9.9-byhand' };
    fs.writeFileSync(path.join(deployDir, 'remotes.json'), JSON.stringify(pointer));

    expect(rollback()).toEqual({
      action: 'rollback',
      version: two.version,
      at: '2026-01-01T12:30:00.000Z',
      previous: '9.9.9-byhand',
      pointerChangedByHand: true,
    });
    expect(readPointer(deployDir)[NAME].version).toBe(two.version);
    // From there on the record knows where it stands: back once more is the release two replaced.
    expect(rollback(undefined, 31)).not.toHaveProperty('pointerChangedByHand');
    expect(readPointer(deployDir)[NAME].version).toBe(one.version);
  });

  it('a version named by its start / repointed to it; a name matching none or several is refused', () => {
    const one = release(build('one'));
    release(build('two', { buildVersion: '1.1.0' }), 1);
    release(build('three', { buildVersion: '1.1.1' }), 2);

    expect(rollback('1.0.0').version).toBe(one.version);
    expect(() => rollback('2.0.0')).toThrow(`${NAME} has no release 2.0.0`);
    expect(() => rollback('1.1')).toThrow(/1\.1 matches 2 releases/);
  });

  it('the current release named / refused', () => {
    const one = release(build('one'));

    expect(() => rollback(one.version)).toThrow('is the current release already');
  });

  it('a release folder that lost its entry / not pointed to', () => {
    const one = release(build('one'));
    release(build('two'), 1);
    fs.rmSync(path.join(deployDir, 'remotes', NAME, one.version, 'remoteEntry.js'));

    expect(() => rollback()).toThrow(/lacks its entry/);
    expect(readRecord(deployDir, NAME)).toHaveLength(2);
  });
});

describe('listReleases', () => {
  it('releases / newest first, the current one marked, folders from before any record last', () => {
    fs.cpSync(build('legacy'), path.join(deployDir, 'remotes', NAME, '0.9.0-0000000000'), {
      recursive: true,
    });
    const one = release(build('one'));
    const two = release(build('two'), 1);
    rollbackRelease({ deployDir, name: NAME, now: at(2) });

    expect(listReleases({ deployDir, name: NAME })).toEqual([
      { version: two.version, current: false, releasedAt: two.at, previous: one.version },
      { version: one.version, current: true, releasedAt: one.at, previous: null },
      { version: '0.9.0-0000000000', current: false, releasedAt: undefined, previous: undefined },
    ]);
  });
});

describe('copyDeployment', () => {
  it('a deploy folder / the shell files, the pointer and the current releases; older releases and the lock left', () => {
    release(build('one'));
    const current = release(build('two'), 1);
    fs.writeFileSync(path.join(deployDir, 'index.html'), '<html>');
    fs.writeFileSync(path.join(deployDir, '.release.lock'), '1');
    fs.mkdirSync(path.join(deployDir, 'remotes', 'mfe_auth', OTHER.version), { recursive: true });
    const copy = path.join(scratch, 'copy');

    copyDeployment(deployDir, copy);

    expect(fs.readdirSync(copy).sort()).toEqual(['index.html', 'remotes', 'remotes.json']);
    expect(readPointer(copy)).toEqual(readPointer(deployDir));
    expect(fs.readdirSync(path.join(copy, 'remotes', NAME))).toEqual([current.version]);
    expect(fs.readdirSync(path.join(copy, 'remotes', 'mfe_auth'))).toEqual([OTHER.version]);
  });
});
