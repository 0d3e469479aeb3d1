import styles from './area-hold.module.css';

/** Marks the still copy of an area that has gone, held on screen until the next page shows (issue 28 item 4). */
export const HELD_AREA_ATTRIBUTE = 'data-held-area';

/**
 * Marks the element of an area that has left (single-spa unmounted it) while its live page stays on screen until the
 * next page shows (issue 47 item 10); the area host's style (area-hold.module.css) keeps arriving areas out of sight
 * meanwhile.
 */
export const LEAVING_AREA_ATTRIBUTE = 'data-leaving-area';

/**
 * The event the shell sends, cancelable, on the element of an area that single-spa unmounts. The router of
 * `@portal/remote` (`AREA_LEAVE_EVENT` in area-router.tsx, the same name: the shell does not depend on that package)
 * takes it, so the area keeps showing its page, frozen, until it is unmounted later; a remote built before it lets
 * the event pass. An event rather than a new lifecycle export: a remote of any release and a shell of any release
 * work together, each side ignoring what it does not know.
 */
export const AREA_LEAVE_EVENT = 'portal:area-leave';

/** What counts as a page shown by an area: its heading, or the alert of a panel in its place. */
const PAGE_SHOWN = 'h1, [role="alert"]';

/** Whether the element shows a page (a heading or an alert), so that there is something to keep on screen. */
export function showsPage(element: Element): boolean {
  return element.querySelector(PAGE_SHOWN) !== null;
}

/**
 * Calls `release` in the same frame another area of the host shows a page (not `kept`, nor another page kept on
 * screen), or after `maxMs`, whichever comes first; the returned function releases at once (safe to call again). A
 * mutation's callback runs before the next frame is painted, so what `release` removes goes in the frame the next
 * page comes. Meanwhile the host's style (area-hold.module.css) keeps an arriving area that shows no page yet out of
 * sight.
 */
function untilAnotherPage(kept: HTMLElement, maxMs: number, release: () => void): () => void {
  const host = kept.parentElement;
  if (styles.host) host?.classList.add(styles.host);
  let done = false;
  const observer = new MutationObserver(() => {
    const shown = [...(host?.children ?? [])].some(
      (child) =>
        child !== kept &&
        !child.hasAttribute(HELD_AREA_ATTRIBUTE) &&
        !child.hasAttribute(LEAVING_AREA_ATTRIBUTE) &&
        showsPage(child),
    );
    if (shown) finish();
  });
  const timer = setTimeout(finish, maxMs);
  function finish() {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    release();
  }
  if (host) observer.observe(host, { childList: true, subtree: true });
  return finish;
}

/**
 * Asks the area whose element this is whether it can keep showing its page after single-spa has unmounted it
 * (issue 47 item 10): an area that can stops following the address bar and answers yes.
 * @returns false for a remote built before the request: it must be unmounted now
 */
export function askToStay(element: HTMLElement): boolean {
  return !element.dispatchEvent(new Event(AREA_LEAVE_EVENT, { cancelable: true }));
}

/**
 * Keeps the live page of an area that single-spa has unmounted on screen, marked leaving, until another area of the
 * host shows a page (a heading or an alert) or `maxMs` pass; then `unmount` runs (issue 47 item 10). The returned
 * function ends the stay at once and resolves when `unmount` has.
 *
 * Why the live page rather than a copy: single-spa unmounts one area before it mounts the next, and React renders
 * the next one in a transition, a few frames later. A still copy hidden from assistive technology filled those
 * frames on screen but left the main area empty for a screen reader, and had lost its fields' state; the page
 * itself is what the customer was looking at, so it stays until the next one replaces it in one frame.
 */
export function stayUntilNextPage(
  element: HTMLElement,
  maxMs: number,
  unmount: () => unknown,
): () => Promise<void> {
  let unmounted = Promise.resolve();
  element.setAttribute(LEAVING_AREA_ATTRIBUTE, '');
  const finish = untilAnotherPage(element, maxMs, () => {
    element.removeAttribute(LEAVING_AREA_ATTRIBUTE);
    // Called at once (inside the async function), so the page goes in the frame the next one comes.
    unmounted = (async () => unmount())().then(
      () => undefined,
      (error: unknown) => console.error('[shell] an area that left failed to unmount', error),
    );
  });
  return () => {
    finish();
    return unmounted;
  };
}

/**
 * Keeps what an area showed on screen while it unmounts and the next area renders (issue 28 item 4): an inert copy
 * of its content, hidden from assistive technology and without ids or field names (which would clash with the next
 * page's), stays in the area host until another area there shows a page (a heading or an alert) or `maxMs` pass.
 * For what cannot stay itself (see `stayUntilNextPage`): a remote built before the leave request, an area entered
 * again while its last page still stays.
 * @returns a release that removes the copy at once (also safe to call after it went)
 */
export function holdOnScreen(element: HTMLElement, maxMs: number): () => void {
  const host = element.parentElement;
  if (!host || !showsPage(element)) return () => undefined;
  for (const earlier of host.querySelectorAll(`:scope > [${HELD_AREA_ATTRIBUTE}]`)) earlier.remove();
  const copy = element.cloneNode(true) as HTMLElement;
  for (const node of [copy, ...copy.querySelectorAll('[id], [name]')]) {
    node.removeAttribute('id');
    node.removeAttribute('name');
  }
  copy.removeAttribute(LEAVING_AREA_ATTRIBUTE);
  copy.setAttribute(HELD_AREA_ATTRIBUTE, '');
  copy.setAttribute('aria-hidden', 'true');
  copy.inert = true;
  host.insertBefore(copy, element);
  return untilAnotherPage(copy, maxMs, () => copy.remove());
}

/** The longest the first HTML's page heading stays for the first area's page (a first load waits for its data). */
export const FIRST_PAGE_HOLD_MS = 5000;

/**
 * The page heading the portal's server painted in its frame (scripts/first-paint.mjs, `.fp-page` in the frame
 * `frameId`, or `.fp-card`, the sign-in card's, in the external layout) moves into the area host, where the shell's
 * layout takes the frame's place, and stays there until an area shows its page (a heading or an alert) or `maxMs`
 * pass (issue 49): the layout's chrome comes before the first area's page, whose mount waits for its first data, and
 * the heading painted first went in between (blank for 0.4 s at 4× CPU on `/company`). The arriving area is out of
 * sight meanwhile (area-hold.module.css), and the heading is taken out in the frame its own page comes. Inert and
 * hidden from assistive technology, as any page held on screen: the page's own heading is the one announced.
 * @returns a release that removes the heading at once; nothing to hold (no frame, no heading in it, an area showing
 *   a page already) holds nothing
 */
export function holdFirstPaintPage(host: HTMLElement, frameId: string, maxMs: number): () => void {
  const page = document.getElementById(frameId)?.querySelector<HTMLElement>('.fp-page, .fp-card');
  if (!page || [...host.children].some((child) => showsPage(child))) return () => undefined;
  page.setAttribute(HELD_AREA_ATTRIBUTE, '');
  page.setAttribute('aria-hidden', 'true');
  page.inert = true;
  host.prepend(page);
  return untilAnotherPage(page, maxMs, () => page.remove());
}
