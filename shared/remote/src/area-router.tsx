import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';

/**
 * The event the shell sends, cancelable, on an area's element as single-spa unmounts the area (issue 47 item 10; the
 * shell's `area-hold.ts` names it too, the shell not depending on this package). An area that takes it
 * (`preventDefault`) keeps showing its page, frozen, until the shell unmounts it once the next page is on screen; a
 * remote built before it lets the event pass, and the shell unmounts it at once.
 */
export const AREA_LEAVE_EVENT = 'portal:area-leave';

/**
 * The area's router: react-router's `BrowserRouter` (the same history, each location change rendered in a
 * transition, so a page whose code or first data is not there yet leaves the current one on screen), except that it
 * takes the shell's leave request and stops following the address bar from then on (issue 47 item 10).
 *
 * Why: an area that leaves stays on screen until the next area shows its page, and single-spa hands the new address
 * to every router once the leaving area's `unmount` has returned. Followed, the address would make the leaving area
 * render its own answer to the next area's path (its not-found panel) in the frames it is meant to hold still. A
 * router of our own, since `BrowserRouter`'s history listener cannot be reached from outside.
 */
export function AreaRouter({ element, children }: { element: HTMLElement; children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState(() => ({ action: history.action, location: history.location }));
  useLayoutEffect(() => {
    let following = true;
    const leave = (event: Event) => {
      following = false;
      event.preventDefault();
    };
    element.addEventListener(AREA_LEAVE_EVENT, leave);
    const stop = history.listen((update) => {
      if (following) startTransition(() => setState(update));
    });
    return () => {
      stop();
      element.removeEventListener(AREA_LEAVE_EVENT, leave);
    };
  }, [history, element]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
