import { lazy, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { registerApplication, type LifeCycles } from 'single-spa';
import { i18n } from '@portal/i18n/i18n';
import { isSignedIn } from '@portal/session/session';
import type { PortalServices, RemoteAppProps } from '@portal/session/app-props';
import { AreaUnavailable } from '../layout/area-unavailable';
import { askToStay, holdOnScreen, showsPage, stayUntilNextPage } from './area-hold';
import { startUpdateCheck } from './update-check';
import { AreaRefused, createAreaLoader, type AreaLoader, type RemoteLifecycles } from './area-loader';
import { ROUTES, matchRoute, type RemoteName } from './route-table';
import { bootManifests, type RemotesManifest } from './runtime-config';

// Only a refused area needs it (never the sign-in page's first load): the panel and its texts load together.
const AreaRefusedPanel = lazy(async () => {
  const panel = await import('../layout/area-refused');
  await panel.loadAreaRefusedTexts();
  return { default: panel.AreaRefused };
});

/** The element all areas mount into; the layout moves it between slots without remounting anything. */
export const areaHost: HTMLElement = document.createElement('div');
areaHost.className = 'portal-area-host';

function areaElement(name: string): HTMLElement {
  const id = `portal-area-${name}`;
  let element = areaHost.querySelector<HTMLElement>(`#${id}`);
  if (!element) {
    element = document.createElement('div');
    element.id = id;
    areaHost.appendChild(element);
  }
  return element;
}

async function each<P>(fn: LifeCycles<P>['mount'] | undefined, props: P): Promise<void> {
  if (!fn) return;
  for (const step of Array.isArray(fn) ? fn : [fn]) await step(props as never);
}

/**
 * Failure isolation (DESIGN §2): lifecycles that load the remote on first mount and, when it cannot load or
 * throws while mounting, render the "area unavailable" panel with a retry in the area's place; a remote the shell
 * cannot host gets the "needs a newer portal" panel (issue 13). The shell and the other areas are untouched.
 * When the deploy manifest has moved the area to another release since this page started it (`outdated`), entering
 * the area again loads the page afresh: the new release runs alone, never beside the old one's chunks.
 */
export function resilientLifecycles(
  name: string,
  load: () => Promise<RemoteLifecycles>,
  {
    outdated = async () => false,
    refresh = async () => undefined,
    reload = () => window.location.reload(),
  }: {
    outdated?: () => Promise<boolean>;
    /** Reads the deploy manifest again: a retry may find the area rolled back from a broken release. */
    refresh?: () => Promise<void>;
    reload?: () => void;
  } = {},
): LifeCycles<RemoteAppProps> {
  let remote: RemoteLifecycles | undefined;
  let panel: Root | undefined;
  let mounted = false;
  /** Ends the stay of the area's last page, still on screen after single-spa unmounted the area, and unmounts it. */
  let staying: (() => Promise<void>) | undefined;

  async function mountRemote(props: RemoteAppProps): Promise<void> {
    if (await outdated()) {
      reload();
      return;
    }
    if (!remote) {
      const loaded = await load();
      await each(loaded.bootstrap, props);
      remote = loaded;
    }
    await each(remote.mount, props);
  }

  function showPanel(props: RemoteAppProps, error: unknown): void {
    panel = createRoot(props.domElementGetter());
    if (error instanceof AreaRefused) {
      console.error(`[shell] area ${name} refused: ${error.message}`);
      panel.render(
        <I18nextProvider i18n={i18n}>
          <Suspense fallback={null}>
            <AreaRefusedPanel refusal={error.refusal} onReload={reload} />
          </Suspense>
        </I18nextProvider>,
      );
      return;
    }
    console.error(`[shell] area ${name} unavailable`, error);
    const retry = async () => {
      panel?.unmount();
      panel = undefined;
      try {
        await refresh();
        await mountRemote(props);
      } catch (retryError) {
        if (mounted) showPanel(props, retryError);
      }
    };
    panel.render(
      <I18nextProvider i18n={i18n}>
        <AreaUnavailable onRetry={retry} />
      </I18nextProvider>,
    );
  }

  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      mounted = true;
      if (staying) {
        // Entered again while its last page still stays: that page goes now, a still copy in its place until the
        // area shows its page anew (one React root per element).
        const finish = staying;
        staying = undefined;
        holdOnScreen(props.domElementGetter(), AREA_HOLD_MS);
        await finish();
      }
      try {
        await mountRemote(props);
      } catch (error) {
        remote = undefined;
        showPanel(props, error);
      }
    },
    unmount: async (props) => {
      mounted = false;
      const element = props.domElementGetter();
      // The page stays on screen until the next one shows (issue 28 item 4, issue 47 item 10); never past the
      // session's end. single-spa mounts the next area only once this returns, so the page that stays is unmounted
      // later: the next area's page replaces it in one frame, and the main area is never without a page.
      const keep = isSignedIn() && showsPage(element);
      if (panel) {
        const shown = panel;
        panel = undefined;
        if (keep) staying = stayUntilNextPage(element, AREA_HOLD_MS, () => shown.unmount());
        else shown.unmount();
        return;
      }
      if (!remote) return;
      const leaving = remote;
      if (keep && askToStay(element)) {
        staying = stayUntilNextPage(element, AREA_HOLD_MS, () => each(leaving.unmount, props));
        return;
      }
      // A remote built before the leave request: a still copy of its page stays instead.
      if (keep) holdOnScreen(element, AREA_HOLD_MS);
      await each(leaving.unmount, props);
    },
  };
}

/** The same path asked again within this time is not preloaded again (hovering sends many events). */
const INTENT_REPEAT_MS = 1000;
/** The longest the previous area stays on screen while the next one's page loads. */
export const AREA_HOLD_MS = 1500;

/** What single-spa's `before-routing-event` tells its listeners (the part used here). */
interface RoutingDetail {
  oldUrl: string;
  newUrl: string;
  totalAppChanges: number;
  /** Given a promise, single-spa waits for it before unmounting anything; `true` would cancel. */
  cancelNavigation?: (value: boolean | Promise<boolean>) => void;
}

/** The areas' loader of this page, made by `registerAreas`. */
let registered: AreaLoader | undefined;

function registeredAreas(): AreaLoader {
  if (!registered) throw new Error('registerAreas has not run');
  return registered;
}

/**
 * Route code and data together (issue 11): a page's area, code and first data start loading on the intent to go
 * there (a link hovered, focused or pressed) and at the latest when the navigation starts, not after the
 * previous area has unmounted and the new one has rendered. Heading into another area reads the deploy manifest
 * again first (issue 13), so the release loaded is the current one.
 */
export function preloadOnIntent(
  deployed: ReadonlySet<RemoteName>,
  services: PortalServices,
  target: Document = document,
  areas: AreaLoader = registeredAreas(),
): { preload: (pathname: string, from?: string) => Promise<void>; stop: () => void } {
  let last: { pathname: string; at: number; done: Promise<void> } = {
    pathname: '',
    at: 0,
    done: Promise.resolve(),
  };
  const preload = (pathname: string, from = window.location.pathname): Promise<void> => {
    const route = matchRoute(pathname);
    if (!route || !deployed.has(route.remote) || (!route.public && !isSignedIn())) return Promise.resolve();
    const now = Date.now();
    if (last.pathname === pathname && now - last.at < INTENT_REPEAT_MS) return last.done;
    const intoAnotherArea = matchRoute(from)?.remote !== route.remote;
    const refreshed = intoAnotherArea ? areas.refresh() : Promise.resolve();
    // An area already started in this page keeps its release whatever the deploy manifest says now (a newer one
    // runs after the page load its mount does), so its page's code and data are asked for while the manifest is
    // read, not after (issue 11). One not started yet follows the manifest: it loads after the read.
    const module = areas.started(route.remote)
      ? areas.load(route.remote)
      : refreshed.then(() => areas.load(route.remote));
    const done = Promise.all([refreshed, module.then((loaded) => loaded.preload?.(pathname, services))])
      .then(() => undefined)
      // A remote that cannot load shows its panel when it is navigated to; an intent changes nothing.
      .catch(() => undefined);
    last = { pathname, at: now, done };
    return done;
  };
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    if (link.pathname !== window.location.pathname) void preload(link.pathname);
  };
  const onRouting = (event: Event) => {
    const { oldUrl, newUrl, totalAppChanges, cancelNavigation } = (event as CustomEvent<RoutingDetail>)
      .detail;
    // The history has moved already: where the user comes from is the old URL.
    const ready = preload(
      new URL(newUrl, window.location.href).pathname,
      new URL(oldUrl, window.location.href).pathname,
    );
    // Another area takes over: the current one stays on screen (single-spa unmounts it only after this) until
    // the new page's code and first data are there, or for AREA_HOLD_MS at most; then the navigation goes on.
    if (totalAppChanges > 0 && cancelNavigation)
      cancelNavigation(
        Promise.race([ready, new Promise((resolve) => setTimeout(resolve, AREA_HOLD_MS))]).then(() => false),
      );
  };
  const intents = ['pointerover', 'pointerdown', 'focusin'] as const;
  for (const type of intents) target.addEventListener(type, onIntent, { passive: true });
  window.addEventListener('single-spa:before-routing-event', onRouting);
  return {
    preload,
    stop: () => {
      for (const type of intents) target.removeEventListener(type, onIntent);
      window.removeEventListener('single-spa:before-routing-event', onRouting);
    },
  };
}

/**
 * The code, not the data, of the area that serves `pathname`. The sign-in page asks for the landing page's area
 * on the first key, press or filled field, so its code is there when the session starts (issue 11).
 */
export function preloadAreaCode(
  pathname: string,
  deployed: ReadonlySet<RemoteName>,
  areas: AreaLoader = registeredAreas(),
): Promise<void> {
  const route = matchRoute(pathname);
  if (!route || !deployed.has(route.remote)) return Promise.resolve();
  // A remote that cannot load shows its panel when it is navigated to; an early load changes nothing.
  return areas.load(route.remote).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Whether a path leads to a page that is there: its area deployed, and its release offering that page (not one it
 * lists as coming soon). A path outside the route table is left to the not-found page.
 */
export async function pageOffered(
  pathname: string,
  deployed: ReadonlySet<RemoteName>,
  areas: AreaLoader = registeredAreas(),
): Promise<boolean> {
  const route = matchRoute(pathname);
  if (!route) return true;
  return deployed.has(route.remote) && areas.offers(route.remote, route.pattern);
}

/** Registers the deployed remotes with the MF runtime (through the areas' loader) and one single-spa application per remote. */
export function registerAreas(manifest: RemotesManifest, services: PortalServices): Set<RemoteName> {
  const deployed = new Set(
    Object.keys(manifest).filter((name): name is RemoteName => ROUTES.some((route) => route.remote === name)),
  );
  const areas = createAreaLoader(Object.fromEntries([...deployed].map((name) => [name, manifest[name]!])), {
    known: bootManifests(),
  });
  registered = areas;
  for (const name of deployed) {
    registerApplication<RemoteAppProps>({
      name,
      app: async () =>
        resilientLifecycles(name, () => areas.load(name), {
          outdated: () => areas.outdated(name),
          refresh: () => areas.refresh(),
        }),
      activeWhen: (location) => {
        const route = matchRoute(location.pathname);
        return route?.remote === name && (route.public || isSignedIn());
      },
      customProps: { services, name, domElementGetter: () => areaElement(name) },
    });
  }
  startUpdateCheck(areas, [...deployed]);
  return deployed;
}
