// The shell's check of a remote it hosts (shell/src/app/host-check.ts, issue 13), for the portal's server and the
// release script (issue 28 item 6): with the same semver `satisfy` the shell runs in the browser (Module Federation's
// runtime), against what the deployed shell's build says it provides (host-provides.json beside index.html).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const { satisfy } = createRequire(path.join(root, 'shell', 'package.json'))(
  '@module-federation/enhanced/runtime',
);

export const HOST_PROVIDES_FILE = 'host-provides.json';

/** What the shell deployed in `deployDir` provides, or undefined for a shell built before it said so. */
export function readHostProvides(deployDir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(deployDir, HOST_PROVIDES_FILE), 'utf8'));
  } catch {
    return undefined;
  }
}

/** The host's share key for a module: the package itself, else the longest `prefix/` shared for its subpaths. */
function shareKeyOf(name, shared) {
  if (shared[name]) return name;
  return Object.keys(shared)
    .filter((key) => key.endsWith('/') && name.startsWith(key))
    .sort((a, b) => b.length - a.length)[0];
}

/**
 * Why a shell that provides `provides` would refuse the remote of `manifest` (its mf-manifest.json), as the shell
 * does: the host contract range, then every shared singleton's required version. Undefined when it would host it,
 * or when nothing is known of the shell.
 */
export function refusalOf(manifest, provides) {
  if (!provides) return undefined;
  const range = manifest?.metaData?.hostContract?.range;
  if (range && provides.contract && !satisfy(provides.contract, range))
    return { name: '@portal/host-contract', required: range, provided: provides.contract };
  for (const { name, requiredVersion } of manifest?.shared ?? []) {
    const key = shareKeyOf(name, provides.shared ?? {});
    const provided = key && provides.shared[key];
    if (provided && requiredVersion && !satisfy(provided, requiredVersion))
      return { name, required: requiredVersion, provided };
  }
  return undefined;
}
