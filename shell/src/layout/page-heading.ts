/**
 * DESIGN §4 (WCAG 2.4.2, 2.4.3): every page is titled "Page · Brand" from the heading it shows, and after a navigation
 * inside the portal focus moves to the new page's `h1`, so a screen reader says where the customer now is.
 *
 * The heading is read from the page area (`main#content`, in either layout) rather than told by each page: the
 * areas' pages already have one `h1` each, translated, and some show it only once their data is in.
 */

/** The `h1` of the page shown: an area kept hidden in the area host, or a page React hid while the next one loads, does not count. */
export function visibleHeading(root: ParentNode): HTMLElement | undefined {
  // Nor the inert copy of the page that went, held on screen until the next one shows (area-hold.ts), nor the page
  // React hid while the next one loads (its Suspense boundary sets display: none on the element).
  const candidates = [...root.querySelectorAll<HTMLElement>('main#content h1')].filter(
    (heading) => !heading.closest('[hidden], [inert], [style*="display: none"]'),
  );
  // One heading left is the page's: asking the browser whether CSS hides it would cost a style recalculation on
  // every check of a page load (issue 28 item 1). Several: the one CSS shows (jsdom has no checkVisibility).
  if (candidates.length < 2) return candidates[0];
  return candidates.find(
    (heading) => typeof heading.checkVisibility !== 'function' || heading.checkVisibility(),
  );
}

/** What the page's title says of it: the heading's own name for the title (a greeting is none), else its text. */
const textOf = (heading: HTMLElement) =>
  (heading.dataset.pageTitle ?? heading.textContent ?? '').replace(/\s+/g, ' ').trim();

/** "Page · Brand"; a heading that names the brand already ("Sign in to Aurora Money") is the title alone. */
const titleOf = (text: string, brandName: string) =>
  text.includes(brandName) ? text : `${text} · ${brandName}`;

interface Shown {
  heading: HTMLElement;
  text: string;
}

/**
 * Keeps `document.title` on the visible page heading and moves focus to the heading after a navigation; returns the
 * function that stops it.
 *
 * Focus moves once the new page's heading is shown, never on the first page load (nor the redirects before its first
 * heading), and not when:
 * - something took focus after the address changed (the new page focusing its first field, a dialog it opened);
 * - the heading is the very element shown before the navigation with the same text (a tab of the same page changed
 *   the address: focus stays on the tab);
 * - the customer pressed a key or the pointer while the new page was loading (they have moved on).
 */
export function followPageHeading({
  brandName,
  root = document.body,
}: {
  brandName: string;
  /** Where the layouts render; watched for the heading's arrival and its text changing (a language switch). */
  root?: HTMLElement;
}): () => void {
  const page = root.ownerDocument;
  const view = page.defaultView ?? window;
  let path = view.location.pathname;
  let shown: Shown | undefined;
  /** The first page has shown its heading: later path changes are navigations. */
  let started = false;
  /** A navigation waiting for its page's heading; `from` is what was shown before it. */
  let pending: { from: Shown | undefined } | undefined;
  /** The path the address had when the element now focused received focus. */
  let focusedOn: { element: EventTarget | null; path: string } = { element: null, path };

  const focusedByPage = () => {
    const active = page.activeElement;
    if (!active || active === page.body) return false;
    // A control of the page that is still there (a tab whose panel retitles the page) keeps the focus.
    if (active.isConnected && active.closest('main#content') && !active.closest('[inert]')) return true;
    // Focus given before the address changed is the link or tab the customer used, not the new page's choice.
    return !(focusedOn.element === active && focusedOn.path !== view.location.pathname);
  };

  const check = () => {
    const now = view.location.pathname;
    if (now !== path) {
      path = now;
      if (started) pending = { from: shown };
    }
    const heading = visibleHeading(root);
    if (!heading) return;
    const text = textOf(heading);
    if (!text) return;
    started = true;
    const title = titleOf(text, brandName);
    if (page.title !== title) page.title = title;
    if (pending && !(pending.from?.heading === heading && pending.from.text === text)) {
      pending = undefined;
      if (!focusedByPage()) {
        if (heading.getAttribute('tabindex') === null) heading.tabIndex = -1;
        heading.focus();
      }
    }
    shown = { heading, text };
  };

  const onFocusIn = (event: FocusEvent) => {
    focusedOn = { element: event.target, path: view.location.pathname };
  };
  const onInput = () => {
    // The navigation is only seen after the click that made it: input after that means the customer moved on.
    if (view.location.pathname === path) pending = undefined;
  };

  // Mutations come in many batches while a page loads (each React commit is one); the heading is looked for once a
  // frame, just before the browser's own style pass, so the visibility test costs no style recalculation of its own
  // (issue 28 item 1: it forced one per commit). A timer stands in where frames do not run (a hidden tab).
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const checkNow = () => {
    view.cancelAnimationFrame(frame);
    clearTimeout(timer);
    frame = 0;
    timer = undefined;
    check();
  };
  const schedule = () => {
    if (timer !== undefined) return;
    frame = view.requestAnimationFrame(checkNow);
    timer = setTimeout(checkNow, 250);
  };
  const observer = new MutationObserver(schedule);
  observer.observe(root, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['hidden', 'style'],
  });
  view.addEventListener('single-spa:routing-event', check);
  view.addEventListener('popstate', check);
  page.addEventListener('focusin', onFocusIn, true);
  page.addEventListener('keydown', onInput, true);
  page.addEventListener('pointerdown', onInput, true);
  check();
  return () => {
    observer.disconnect();
    view.cancelAnimationFrame(frame);
    clearTimeout(timer);
    view.removeEventListener('single-spa:routing-event', check);
    view.removeEventListener('popstate', check);
    page.removeEventListener('focusin', onFocusIn, true);
    page.removeEventListener('keydown', onInput, true);
    page.removeEventListener('pointerdown', onInput, true);
  };
}
