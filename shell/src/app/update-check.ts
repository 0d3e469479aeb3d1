import { BehaviorSubject } from 'rxjs';

/** spec 03 §9: the update check runs every 60,000 ms. */
export const UPDATE_CHECK_INTERVAL_MS = 60_000;

/** Whether a release replaced an area this page runs: the shell offers a reload (a toast with a Reload button). */
export const updateOffered$ = new BehaviorSubject<boolean>(false);

export interface ReleaseSource {
  /** Reads the deploy manifest again (`remotes.json`, revalidated): areas not started move to the new release. */
  refresh(): Promise<void>;
  /** Whether the area runs a release the deploy manifest no longer names. */
  outdated(name: string): Promise<boolean>;
}

/**
 * The update check (spec 03 §9; issue 31 item 3): every minute the deploy manifest is read again, so an area not
 * opened yet starts on its newest release; when an area already running was replaced (a release or a rollback), the
 * reload is offered once. Hidden tabs skip their turn. Answers a function that stops it.
 */
export function startUpdateCheck(
  areas: ReleaseSource,
  names: readonly string[],
  { intervalMs = UPDATE_CHECK_INTERVAL_MS, offered$ = updateOffered$, doc = document } = {},
): () => void {
  let busy = false;
  const check = async () => {
    if (busy || offered$.value || doc.visibilityState === 'hidden') return;
    busy = true;
    try {
      await areas.refresh();
      const replaced = await Promise.all(names.map((name) => areas.outdated(name)));
      if (replaced.some(Boolean)) offered$.next(true);
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void check(), intervalMs);
  return () => clearInterval(timer);
}
