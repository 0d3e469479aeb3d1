import type { LifeCycles } from 'single-spa';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { PortalServices, RemoteAppProps } from '@portal/session/app-props';
import { THIS_HOST, refusalOf, type FederationManifest, type HostProvides, type Refusal } from './host-check';
import type { RemotesManifest } from './runtime-config';
import { yieldToBrowser } from './yield';

/** An area's lifecycles as its remote exposes them (`@portal/remote` lifecycles). */
export type RemoteLifecycles = Required<Pick<LifeCycles<RemoteAppProps>, 'mount' | 'unmount'>> &
  Pick<LifeCycles<RemoteAppProps>, 'bootstrap'> & {
    /** Loads a page's code and first data ahead of the navigation (`@portal/remote` lifecycles). */
    preload?: (pathname: string, services: PortalServices) => Promise<void>;
  };

/** The shell will not host the release an area points to (its manifest said so; none of its code ran). */
export class AreaRefused extends Error {
  constructor(
    readonly area: string,
    readonly refusal: Refusal,
  ) {
    super(`${area} needs ${refusal.name} ${refusal.required}; this portal has ${refusal.provided}`);
    this.name = 'AreaRefused';
  }
}

export interface AreaLoader {
  /** The area's lifecycles, once its manifest says this shell can host it; rejects with AreaRefused otherwise. */
  load(name: string): Promise<RemoteLifecycles>;
  /** Reads the deploy manifest again: an area whose code has not started loading in this page follows it at once. */
  refresh(): Promise<void>;
  /** Whether the area's code was asked for in this page: its release is then fixed until the next page load. */
  started(name: string): boolean;
  /**
   * Whether the deploy manifest now points the area to another release than the one this page started: that one
   * runs only after a page load, so that no page ever holds two releases' chunks of one remote.
   */
  outdated(name: string): Promise<boolean>;
  /**
   * Whether the area's release offers the page of a route pattern: its manifest lists what it does not offer yet
   * (`metaData.comingSoon`). A manifest out of reach counts as offering it (the area then says what is wrong).
   */
  offers(name: string, pattern: string): Promise<boolean>;
}

async function fetchJson(url: string): Promise<unknown> {
  // Both documents are served no-cache with a validator: revalidated, so a release is seen at once.
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/** The runtime's key for an entry: it makes relative entries absolute (against the page's origin) itself. */
const absolute = (entry: string) => new URL(entry, window.location.origin).href;

/**
 * Loads areas release by release (issue 13, DESIGN §2). The shell reads each remote's manifest before any of its
 * code runs and refuses one it cannot host; the Module Federation runtime is handed the same manifest, not a
 * second download. Releases and rollbacks repoint `remotes.json`; `refresh` reads it again when the user heads
 * into another area.
 */
export function createAreaLoader(
  deployed: RemotesManifest,
  {
    host = THIS_HOST,
    getJson = fetchJson,
    known = {},
  }: {
    host?: HostProvides;
    getJson?: typeof fetchJson;
    /** Federation manifests the page already holds (served inline with the first HTML), by entry. */
    known?: Record<string, unknown>;
  } = {},
): AreaLoader {
  const entries = new Map(Object.entries(deployed).map(([name, remote]) => [name, absolute(remote.entry)]));
  /** The release each area's code was first asked for in this page. */
  const started = new Map<string, string>();
  const manifests = new Map<string, Promise<FederationManifest>>(
    Object.entries(known).map(([entry, manifest]) => [
      absolute(entry),
      Promise.resolve(manifest as FederationManifest),
    ]),
  );
  let refreshing: Promise<void> | undefined;
  /** Areas whose modules the runtime has been asked to run. */
  const evaluated = new Set<string>();

  const manifestOf = (entry: string) => {
    let manifest = manifests.get(entry);
    if (!manifest) {
      manifest = getJson(entry) as Promise<FederationManifest>;
      manifests.set(entry, manifest);
      // A manifest that did not arrive is asked for again on the next try.
      manifest.catch(() => manifests.delete(entry));
    }
    return manifest;
  };

  registerRemotes([...entries].map(([name, entry]) => ({ name, entry })));
  /**
   * The release of each area whose entry and page code the first HTML ran (its manifest came inline). That code is
   * in the page whether or not the area shows: the area counts as started on that release, so a release read later
   * makes it outdated (a page load) and never mixes two releases' chunks in one page.
   */
  const inPage = new Map([...entries].filter(([, entry]) => manifests.has(entry)));
  for (const [name, entry] of inPage) started.set(name, entry);
  registerPlugins([
    {
      name: 'portal-area-manifests',
      // The runtime adds script tags for an area's page code as it resolves it; for the release the first HTML
      // carried, that code has run already, and a second tag would only fetch and run it again.
      beforePreloadRemote: (args: { preloadOps: { nameOrAlias: string }[] }) => {
        const ops = args.preloadOps;
        for (let index = ops.length - 1; index >= 0; index -= 1) {
          const name = ops[index]!.nameOrAlias;
          if (inPage.has(name)) ops.splice(index, 1);
        }
      },
      fetch: (url: string) =>
        manifests
          .get(url)
          ?.then(
            (manifest) =>
              new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/json' } }),
          ),
    },
  ]);

  return {
    async load(name) {
      // A read of the deploy manifest under way may move an area not started yet; a started one keeps its release.
      if (!started.has(name)) await refreshing;
      const entry = started.get(name) ?? entries.get(name);
      if (!entry) throw new Error(`${name} is not deployed`);
      started.set(name, entry);
      const refusal = refusalOf(await manifestOf(entry), host);
      if (refusal) throw new AreaRefused(name, refusal);
      // Running an area's modules the first time is a task of its own, not the tail of whatever asked (issue 28
      // item 1: the shell's start and the home's modules ran as one 80–160 ms task).
      if (!evaluated.has(name)) {
        evaluated.add(name);
        await yieldToBrowser();
      }
      const module = await loadRemote<RemoteLifecycles>(`${name}/app`);
      if (!module) throw new Error(`${name}/app did not load`);
      return module;
    },
    refresh() {
      refreshing ??= (getJson('/remotes.json') as Promise<RemotesManifest>)
        .then(
          (latest) => {
            for (const [name, current] of entries) {
              const next = latest[name]?.entry && absolute(latest[name].entry);
              if (!next || next === current) continue;
              entries.set(name, next);
              if (!started.has(name)) registerRemotes([{ name, entry: next }], { force: true });
            }
          },
          // The deploy manifest out of reach: the areas stay on the releases they have.
          () => undefined,
        )
        .finally(() => {
          refreshing = undefined;
        });
      return refreshing;
    },
    started: (name) => started.has(name),
    async offers(name, pattern) {
      const entry = started.get(name) ?? entries.get(name);
      if (!entry) return false;
      try {
        return !(await manifestOf(entry)).metaData?.comingSoon?.includes(pattern);
      } catch {
        return true;
      }
    },
    async outdated(name) {
      await refreshing;
      const first = started.get(name);
      return first !== undefined && first !== entries.get(name);
    },
  };
}
