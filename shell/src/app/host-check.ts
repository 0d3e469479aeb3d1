import { satisfy } from '@module-federation/enhanced/runtime';
import {
  HOST_CONTRACT_METADATA_KEY,
  HOST_CONTRACT_VERSION,
  type HostContractRequirement,
} from '@portal/host-contract/contract';

/** The parts of a remote's `mf-manifest.json` the shell reads before it runs any of the remote's code. */
export interface FederationManifest {
  metaData?: {
    [HOST_CONTRACT_METADATA_KEY]?: Partial<HostContractRequirement>;
    /** Route patterns of the remote's part of the route table that this release does not offer yet. */
    comingSoon?: readonly string[];
  };
  shared?: ReadonlyArray<{ name: string; requiredVersion?: string | false }>;
}

/** What the shell provides: its host contract version and the versions of the singletons it shares. */
export interface HostProvides {
  contract: string;
  /** Share key (a package, or a `name/` prefix) → version. */
  shared: Readonly<Record<string, string>>;
}

/** Why the shell will not host a remote: what it needs, and what this shell has. */
export interface Refusal {
  /** `@portal/host-contract` or the shared package. */
  name: string;
  required: string;
  provided: string;
}

/** What this build of the shell provides (the webpack preset writes its shared versions in). */
export const THIS_HOST: HostProvides = {
  contract: HOST_CONTRACT_VERSION,
  shared: JSON.parse(process.env.PORTAL_HOST_SHARED ?? '{}') as Record<string, string>,
};

/** The host's share key for a module: the package itself, else the longest `prefix/` shared for its subpaths. */
function shareKeyOf(name: string, shared: HostProvides['shared']): string | undefined {
  if (shared[name]) return name;
  return Object.keys(shared)
    .filter((key) => key.endsWith('/') && name.startsWith(key))
    .sort((a, b) => b.length - a.length)[0];
}

/**
 * Whether the shell can host a remote (issue 13, DESIGN §2): its host contract range must accept the shell's
 * contract version, and every singleton the shell provides must satisfy the version the remote requires, since a
 * singleton is never loaded twice (two Reacts break hooks). A remote from before the contract declares no range and
 * is hosted.
 * @returns the first unmet requirement, or nothing when the remote can run
 */
export function refusalOf(manifest: FederationManifest, host: HostProvides = THIS_HOST): Refusal | undefined {
  const range = manifest.metaData?.[HOST_CONTRACT_METADATA_KEY]?.range;
  if (range && !satisfy(host.contract, range))
    return { name: '@portal/host-contract', required: range, provided: host.contract };
  for (const { name, requiredVersion } of manifest.shared ?? []) {
    const key = shareKeyOf(name, host.shared);
    const provided = key && host.shared[key];
    if (provided && requiredVersion && !satisfy(provided, requiredVersion))
      return { name, required: requiredVersion, provided };
  }
  return undefined;
}
