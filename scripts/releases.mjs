// Releases of one remote into a deploy folder (issue 13, DESIGN §2), used by `npm run release | rollback | releases`
// (scripts/release.mjs) and by the full build (scripts/deploy.mjs):
//   <deploy>/remotes/<name>/<version>-<hash>/   immutable: written once, under a temporary name, then renamed
//   <deploy>/remotes/<name>/releases.json       the record: every release and rollback, with time and previous version
//   <deploy>/remotes.json                       the pointer the shell reads: rewritten whole, then renamed over
// Every function takes the deploy folder, so tests and journeys release into folders of their own.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const POINTER = 'remotes.json';
const RECORD = 'releases.json';
const LOCK = '.release.lock';
/** How long a release waits for another one (another team's) to finish repointing. */
const LOCK_WAIT_MS = 30_000;

function feedHash(hash, dir, prefix) {
  for (const entry of fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) feedHash(hash, full, `${prefix}${entry.name}/`);
    else hash.update(`${prefix}${entry.name}`).update(fs.readFileSync(full));
  }
}

/** A content hash of a folder: names and bytes, subfolders included, in a stable order. */
export function hashDir(dir) {
  const hash = crypto.createHash('sha256');
  feedHash(hash, dir, '');
  return hash.digest('hex').slice(0, 10);
}

/** Writes a file so that a reader sees the old content or the new, never a part: a temporary file, renamed over. */
export function writeFileAtomic(file, text) {
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  const fd = fs.openSync(temporary, 'w');
  try {
    fs.writeSync(fd, text);
    fs.fsyncSync(fd);
  } catch (error) {
    fs.closeSync(fd);
    fs.rmSync(temporary, { force: true });
    throw error;
  }
  fs.closeSync(fd);
  fs.renameSync(temporary, file);
}

const readJson = (file, fallback) =>
  fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : fallback;
const writeJson = (file, value) => writeFileAtomic(file, `${JSON.stringify(value, null, 2)}\n`);
const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

const processGone = (pid) => {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return error.code === 'ESRCH';
  }
};

/** Runs `change` holding the deploy folder's lock: two releases at once must not lose each other's pointer. */
function withLock(deployDir, change) {
  const lock = path.join(deployDir, LOCK);
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      // A release that died holding the lock leaves it behind: its process is gone.
      const holder = Number(fs.readFileSync(lock, 'utf8'));
      if (holder && processGone(holder)) fs.rmSync(lock, { force: true });
      else if (Date.now() > deadline)
        throw new Error(`another release holds ${lock} (process ${holder})`, { cause: error });
      else sleep(50);
    }
  }
  try {
    return change();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

export const readPointer = (deployDir) => readJson(path.join(deployDir, POINTER), {});
export const releaseFolder = (deployDir, name, version) => path.join(deployDir, 'remotes', name, version);
export const readRecord = (deployDir, name) =>
  readJson(path.join(deployDir, 'remotes', name, RECORD), { history: [] }).history;

/**
 * What a built remote is, from its manifest; throws when the folder is not a whole build of that remote (no
 * manifest, another remote, or the entry it names missing), so that nothing half-built is ever pointed to.
 */
export function describeBuild(dir, name) {
  const manifestFile = path.join(dir, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${dir} holds no mf-manifest.json`);
  const { metaData } = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  if (metaData?.name !== name) throw new Error(`${dir} is a build of ${metaData?.name}, not of ${name}`);
  const entry = path.join(dir, metaData.remoteEntry.path, metaData.remoteEntry.name);
  if (!fs.existsSync(entry)) throw new Error(`${dir} lacks its entry ${path.relative(dir, entry)}`);
  return { buildVersion: metaData.buildInfo?.buildVersion ?? '0.0.0', hostContract: metaData.hostContract };
}

/** Points `name` to `version` in the pointer and records why; the caller holds the lock. */
function repoint(deployDir, name, event) {
  const pointer = readPointer(deployDir);
  const previous = pointer[name]?.version ?? null;
  pointer[name] = { entry: `/remotes/${name}/${event.version}/mf-manifest.json`, version: event.version };
  const recordFile = path.join(deployDir, 'remotes', name, RECORD);
  const history = readRecord(deployDir, name);
  const recorded = { ...event, previous };
  writeJson(recordFile, { name, history: [...history, recorded] });
  writeJson(path.join(deployDir, POINTER), pointer);
  return recorded;
}

/**
 * Releases a built remote: copies `builtDir` into its immutable `<version>-<hash>` folder (renamed into place
 * once whole; an identical build reuses its folder), records the release and repoints the pointer. Nothing of the
 * shell or of the other remotes is touched.
 * @returns the recorded event, or `{ unchanged: true, version }` when that release is current already
 */
export function publishRelease({ deployDir, name, builtDir, now = new Date() }) {
  const { buildVersion } = describeBuild(builtDir, name);
  const hash = hashDir(builtDir);
  const version = `${buildVersion}-${hash}`;
  const target = releaseFolder(deployDir, name, version);
  if (!fs.existsSync(target)) {
    const incoming = path.join(path.dirname(target), `.incoming-${crypto.randomBytes(4).toString('hex')}`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.cpSync(builtDir, incoming, { recursive: true });
    fs.renameSync(incoming, target);
  }
  return withLock(deployDir, () => {
    if (readPointer(deployDir)[name]?.version === version) return { unchanged: true, version };
    return repoint(deployDir, name, {
      action: 'release',
      version,
      buildVersion,
      hash,
      at: now.toISOString(),
    });
  });
}

/** The release folders of a remote, newest first by their record (folders from before any record last). */
export function listReleases({ deployDir, name }) {
  const dir = path.join(deployDir, 'remotes', name);
  if (!fs.existsSync(dir)) return [];
  const current = readPointer(deployDir)[name]?.version;
  const released = new Map();
  for (const event of readRecord(deployDir, name))
    if (event.action === 'release') released.set(event.version, event);
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map(({ name: version }) => ({
      version,
      current: version === current,
      releasedAt: released.get(version)?.at,
      previous: released.get(version)?.previous,
      modified: fs.statSync(path.join(dir, version)).mtimeMs,
    }))
    .sort((a, b) => {
      if (a.releasedAt && b.releasedAt) return b.releasedAt.localeCompare(a.releasedAt);
      if (a.releasedAt || b.releasedAt) return a.releasedAt ? -1 : 1;
      return b.modified - a.modified;
    })
    .map(({ modified: _modified, ...release }) => release);
}

/** A version as the user typed it: a whole folder name or the start of exactly one. */
function resolveVersion(deployDir, name, wanted) {
  const versions = listReleases({ deployDir, name }).map((release) => release.version);
  if (versions.includes(wanted)) return wanted;
  const matches = versions.filter((version) => version.startsWith(wanted));
  if (matches.length === 1) return matches[0];
  throw new Error(
    matches.length === 0
      ? `${name} has no release ${wanted}`
      : `${wanted} matches ${matches.length} releases of ${name}: ${matches.join(', ')}`,
  );
}

/**
 * Repoints a remote to an earlier release: the named one, or the one its current release replaced, or, when the
 * pointer was changed by hand (it names another version than the record's last event), the last recorded one. The folder is
 * there already (release folders are kept), so this takes a moment and rebuilds nothing.
 * @returns the recorded event
 */
export function rollbackRelease({ deployDir, name, to, now = new Date() }) {
  return withLock(deployDir, () => {
    const current = readPointer(deployDir)[name]?.version;
    if (!current) throw new Error(`${name} is not deployed in ${deployDir}`);
    let version;
    let byHand = false;
    const record = readRecord(deployDir, name);
    const lastRecorded = record.at(-1);
    if (to) version = resolveVersion(deployDir, name, to);
    else if (lastRecorded && lastRecorded.version !== current) {
      // The pointer was changed by hand (issue 47 item 10): what the record last pointed to is the release known
      // to have been served, so that is where "back" leads; the event says so.
      version = lastRecorded.version;
      byHand = true;
    } else {
      const release = record.findLast((event) => event.action === 'release' && event.version === current);
      version = release?.previous;
      if (!version)
        throw new Error(
          `no release of ${name} before ${current} is recorded: name one (npm run releases -- ${name})`,
        );
    }
    if (version === current) throw new Error(`${name} ${version} is the current release already`);
    describeBuild(releaseFolder(deployDir, name, version), name);
    return repoint(deployDir, name, {
      action: 'rollback',
      version,
      at: now.toISOString(),
      ...(byHand ? { pointerChangedByHand: true } : {}),
    });
  });
}

/**
 * A deploy folder of its own, copied from `from` with only what it serves now: the shell's files, the pointer and
 * the release each remote points to (the journeys and the bench release into it; the original never moves).
 */
export function copyDeployment(from, to) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true }))
    if (entry.isFile() && !entry.name.startsWith('.'))
      fs.copyFileSync(path.join(from, entry.name), path.join(to, entry.name));
  for (const [name, { version }] of Object.entries(readPointer(from)))
    fs.cpSync(releaseFolder(from, name, version), releaseFolder(to, name, version), { recursive: true });
  return to;
}
