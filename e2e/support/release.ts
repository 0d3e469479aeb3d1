import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '..', '..');

/** A release pointer as `remotes.json` holds it. */
export type Pointer = Record<string, { entry: string; version: string }>;

export const readPointer = (deployDir: string): Pointer =>
  JSON.parse(fs.readFileSync(path.join(deployDir, 'remotes.json'), 'utf8')) as Pointer;

/** What the journeys need of scripts/releases.mjs (plain JavaScript, so typed here). */
interface ReleasesModule {
  copyDeployment(from: string, to: string): string;
}

/**
 * A deploy folder of the journey's own, copied from the built portal (dist/deploy): the shell's files and the
 * release each remote points to. Releases and rollbacks go there; the shared portal of the other journeys never moves.
 */
export async function copyDeploy(from = path.join(root, 'dist', 'deploy')): Promise<string> {
  const releases = (await import(
    new URL('../../scripts/releases.mjs', import.meta.url).href
  )) as ReleasesModule;
  return releases.copyDeployment(from, fs.mkdtempSync(path.join(os.tmpdir(), 'portal-release-')));
}

/** Runs `npm run <command> -- <args>` (scripts/release.mjs) against a deploy folder; resolves with what it printed. */
export async function releaseCommand(deployDir: string, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(root, 'scripts', 'release.mjs'), ...args, '--deploy-dir', deployDir],
    { cwd: root, maxBuffer: 16 * 1024 * 1024 },
  );
  return stdout;
}

/** The names and sizes of the deploy folder's own files (the shell's): equal before and after means untouched. */
export function shellFiles(deployDir: string): string[] {
  return fs
    .readdirSync(deployDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== 'remotes.json')
    .map((entry) => {
      const stat = fs.statSync(path.join(deployDir, entry.name));
      return `${entry.name} ${stat.size} ${stat.mtimeMs}`;
    })
    .sort();
}

/** A copy of a remote's current release folder with its manifest changed, to be released with `--from`. */
export function changedCopy(
  deployDir: string,
  name: string,
  change: (manifest: { metaData: Record<string, unknown> }) => void,
): string {
  const to = fs.mkdtempSync(path.join(os.tmpdir(), `portal-${name}-`));
  fs.cpSync(path.join(deployDir, 'remotes', name, readPointer(deployDir)[name]!.version), to, {
    recursive: true,
  });
  const file = path.join(to, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { metaData: Record<string, unknown> };
  change(manifest);
  fs.writeFileSync(file, JSON.stringify(manifest, null, 2));
  // The pre-compressed copies of the manifest would still say the old one.
  for (const suffix of ['.br', '.gz']) fs.rmSync(file + suffix, { force: true });
  return to;
}
