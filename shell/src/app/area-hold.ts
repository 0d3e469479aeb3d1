/** Marks the still copy of an area that has gone, held on screen until the next page shows (issue 28 item 4). */
export const HELD_AREA_ATTRIBUTE = 'data-held-area';

/** What counts as a page shown by an area: its heading, or the alert of a panel in its place. */
const PAGE_SHOWN = 'h1, [role="alert"]';

/**
 * Keeps what an area showed on screen while it unmounts and the next area renders (issue 28 item 4): an inert copy
 * of its content, hidden from assistive technology and without ids or field names (which would clash with the next
 * page's), stays in the area host until another area there shows a page (a heading or an alert) or `maxMs` pass.
 * single-spa unmounts one area before it mounts the next, and React renders the next one a task later: without the
 * copy the main area painted empty in between (two frames from home to a transfer form).
 * @returns a release that removes the copy at once (also safe to call after it went)
 */
export function holdOnScreen(element: HTMLElement, maxMs: number): () => void {
  const host = element.parentElement;
  if (!host || !element.querySelector(PAGE_SHOWN)) return () => undefined;
  for (const earlier of host.querySelectorAll(`:scope > [${HELD_AREA_ATTRIBUTE}]`)) earlier.remove();
  const copy = element.cloneNode(true) as HTMLElement;
  for (const node of [copy, ...copy.querySelectorAll('[id], [name]')]) {
    node.removeAttribute('id');
    node.removeAttribute('name');
  }
  copy.setAttribute(HELD_AREA_ATTRIBUTE, '');
  copy.setAttribute('aria-hidden', 'true');
  copy.inert = true;
  host.insertBefore(copy, element);

  const nextShown = () =>
    [...host.children].some(
      (child) =>
        child !== copy && !child.hasAttribute(HELD_AREA_ATTRIBUTE) && child.querySelector(PAGE_SHOWN),
    );
  // A mutation's callback runs before the next frame is painted: the copy goes in the frame the next page comes.
  const observer = new MutationObserver(() => {
    if (nextShown()) release();
  });
  const timer = setTimeout(() => release(), maxMs);
  function release() {
    observer.disconnect();
    clearTimeout(timer);
    copy.remove();
  }
  observer.observe(host, { childList: true, subtree: true });
  return release;
}
