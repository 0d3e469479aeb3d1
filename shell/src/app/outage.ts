import { BehaviorSubject } from 'rxjs';
import { backendUnavailable, type Unavailability } from '@portal/api/client';

/** The longest wait between two automatic attempts (the live channel's reconnect uses the same ceiling). */
export const MAX_RETRY_DELAY_MS = 30_000;

/** Back-off of the automatic attempts: 1 s, 2 s, 4 s… up to 30 s. */
export const retryDelay = (failures: number): number =>
  Math.min(MAX_RETRY_DELAY_MS, 1000 * 2 ** Math.max(0, failures - 1));

export interface Outage {
  /**
   * Runs `call`; while it fails because the back end is unavailable (never on a refusal), waits and runs it again,
   * until it answers or `keepWaiting` says no more (then it rejects with the last failure).
   */
  retrying<T>(call: () => Promise<T>): Promise<T>;
  /** The Retry action: every waiting call tries again now. */
  retryNow(): void;
  /** Why calls are waiting, or null when none is. */
  readonly cause$: BehaviorSubject<Unavailability | null>;
}

/**
 * The back end being away (issue 22): the calls that need it wait instead of ending the session, and are retried
 * with back-off while the page is visible, at once when the browser is back online, the window gets focus or the
 * page is shown again, and on the Retry action. One schedule for all waiting calls; when one gets through, the
 * others try again at once.
 */
export function createOutage({
  keepWaiting,
  target = window,
  page = document,
}: {
  /** Asked after each wait; false (the session ended meanwhile) gives up. */
  keepWaiting: () => boolean;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  page?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}): Outage {
  const cause$ = new BehaviorSubject<Unavailability | null>(null);
  let waiting = 0;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let countedTurn: Promise<void> | undefined;
  let wake: () => void = () => undefined;
  let woken = new Promise<void>((resolve) => (wake = resolve));

  const announce = (cause: Unavailability | null) => {
    if (cause$.value !== cause) cause$.next(cause);
  };
  const retryNow = () => {
    clearTimeout(timer);
    const wakeAll = wake;
    woken = new Promise<void>((resolve) => (wake = resolve));
    wakeAll();
  };
  // A hidden page does not poll the back end; it tries again when it is shown.
  const schedule = () => {
    clearTimeout(timer);
    if (page.visibilityState !== 'hidden') timer = setTimeout(retryNow, retryDelay(failures));
  };
  const onVisibility = () => (page.visibilityState === 'hidden' ? clearTimeout(timer) : retryNow());

  const enter = () => {
    waiting += 1;
    if (waiting > 1) return;
    target.addEventListener('online', retryNow);
    target.addEventListener('focus', retryNow);
    page.addEventListener('visibilitychange', onVisibility);
  };
  const leave = () => {
    waiting -= 1;
    if (waiting > 0) return;
    clearTimeout(timer);
    failures = 0;
    announce(null);
    target.removeEventListener('online', retryNow);
    target.removeEventListener('focus', retryNow);
    page.removeEventListener('visibilitychange', onVisibility);
  };

  const retrying = async <T>(call: () => Promise<T>): Promise<T> => {
    let entered = false;
    try {
      for (;;) {
        try {
          const value = await call();
          if (failures > 0) {
            // The back end is back: whoever still waits goes now instead of at its next turn.
            failures = 0;
            announce(null);
            retryNow();
          }
          return value;
        } catch (error) {
          const cause = backendUnavailable(error);
          if (!cause) throw error;
          if (!entered) {
            entered = true;
            enter();
          }
          const turn = woken;
          // Calls failing in the same turn count once, so that together they do not lengthen the back-off.
          if (turn !== countedTurn) {
            countedTurn = turn;
            failures += 1;
            schedule();
          }
          announce(cause);
          await turn;
          if (!keepWaiting()) throw error;
        }
      }
    } finally {
      if (entered) leave();
    }
  };

  return { retrying, retryNow, cause$ };
}
