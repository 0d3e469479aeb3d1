import { use, type ComponentType } from 'react';
import { matchPath, useParams } from 'react-router-dom';
import type { PortalServices } from '@portal/session/app-props';
import { useServices } from '@portal/session/react';
import { tracked, type Tracked } from '@portal/ui/tracked';

/**
 * How long a first visit waits for a page's first data before the page shows with its own loading state
 * (a slow answer must not hold the previous page for long).
 */
export const PAGE_DATA_WAIT_MS = 800;

const atMost = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))]);

/** Pages whose code failed to load, waiting for the area's retry. */
const failedPages = new Set<() => void>();

/** Lets every page whose code failed to load try again on its next render (the area's retry button). */
export function retryFailedPages(): void {
  for (const forget of failedPages) forget();
  failedPages.clear();
}

/** The parameters of a route's path in the address it is loaded for (`/messages/:ticketNumber` → `ticketNumber`). */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/** A page's first data for the address it is loaded for; never rejects. */
export type PagePrefetch = (services: PortalServices, params: RouteParams) => Promise<unknown>;

/** A route's page: renders as a component and can be preloaded (its code and its first data) ahead of it. */
export type PreloadablePage = ComponentType & {
  /**
   * Starts loading the page's code and its first data (for the path's `params`: the address being preloaded, which
   * on a link's intent is not yet the browser's); resolves when the code is there and the data is (or the wait ran
   * out).
   */
  preload: (services: PortalServices, params?: RouteParams) => Promise<void>;
};

export interface PageRoute {
  /** A react-router path pattern of this remote. */
  path: string;
  page: PreloadablePage;
}

/**
 * Route code and data together (issue 11, DESIGN §2): a page is its own chunk, and its first data is asked for
 * in the same moment as its code, when the navigation starts (the shell's intent preload, the area's mount, a
 * link clicked inside the area), not after the code has rendered. A first visit waits for both (the previous
 * page stays in a transition; on an area's first mount nothing suspends because the mount waited); later visits
 * render from the cache at once while the data refreshes.
 *
 * @param load the page's chunk, e.g. `() => import('./history-page')`
 * @param pick the page component in it
 * @param prefetch its first data (e.g. `queryClient.prefetchQuery(...)`), by the route's parameters; never rejects
 */
export function preloadablePage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  prefetch?: PagePrefetch,
): PreloadablePage {
  let code: Tracked<ComponentType> | undefined;
  let firstVisit: Tracked<ComponentType> | undefined;
  const loadCode = () => (code ??= tracked(load().then(pick)));
  const forget = () => {
    code = undefined;
    firstVisit = undefined;
  };
  const preload = (services: PortalServices, params: RouteParams = {}): Promise<void> => {
    // The data is asked for on every preload (a fresh cache answers at once); the code is loaded once.
    const data = prefetch
      ? atMost(
          prefetch(services, params).catch(() => undefined),
          PAGE_DATA_WAIT_MS,
        )
      : undefined;
    const ready = Promise.all([loadCode(), data]).then(([component]) => component);
    // Tracked first, so whoever awaits this preload finds the first visit settled when it resumes.
    firstVisit ??= tracked(ready);
    return ready.then(() => undefined);
  };
  function Page() {
    const services = useServices();
    const params = useParams();
    if (!firstVisit) preload(services, params).catch(() => undefined);
    // A chunk that failed stays failed (the error boundary shows it) until the area's retry asks again.
    if (firstVisit?.status === 'rejected') failedPages.add(forget);
    // Settled when the area's mount or the intent preload already waited: rendered at once, nothing suspends.
    const Component = use(firstVisit as Promise<ComponentType>);
    return <Component />;
  }
  return Object.assign(Page, { preload });
}

/** A route whose page can be preloaded, whatever renders it (a lazy page of its own, issue 28 item 4). */
export interface PreloadRoute {
  path: string;
  page: Pick<PreloadablePage, 'preload'>;
}

/** Preloads the page of the first route that matches `pathname`; nothing when none does. */
export function preloadRoute(
  routes: readonly PreloadRoute[],
  pathname: string,
  services: PortalServices,
): Promise<void> {
  for (const route of routes) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) return route.page.preload(services, match.params);
  }
  return Promise.resolve();
}
