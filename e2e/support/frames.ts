import type { Page } from '@playwright/test';

/** What a recorder keeps of the window between a start and its stop. */
interface FrameRecorder {
  generation: number;
  frames: string[];
}

/**
 * Starts recording, at every animation frame, the text a customer sees in the main area; the returned function
 * stops and hands the frames, one string each ('' for a frame that shows no page).
 *
 * A frame counts what is painted and readable, not `innerText` (issue 47 item 10): `innerText` counted a spinner's
 * visually hidden label, so a main area holding only a loading spinner passed for a page. Left out:
 * - text inside `role=status` or `role=progressbar` (a spinner, a loading line) and inside `aria-hidden=true`;
 * - text that is not painted: `visibility: hidden`, `opacity: 0`, `display: none`, or clipped away to a pixel or
 *   less by an ancestor (the visually hidden pattern);
 * - the area's version line and the shell's access notice: they sit in the main area whatever page shows, so a
 *   spinner with them beside it is still no page.
 */
export async function recordFrames(page: Page): Promise<() => Promise<string[]>> {
  const generation = await page.evaluate(() => {
    const w = window as unknown as { frameRecorder?: FrameRecorder };
    const recorder: FrameRecorder = { generation: (w.frameRecorder?.generation ?? 0) + 1, frames: [] };
    w.frameRecorder = recorder;
    const NOT_PAGE =
      '[role="status"], [role="progressbar"], [aria-hidden="true"], [data-version], [data-testid="access-notice"]';

    /** Whether an element cuts what overflows it (then text outside its box is not seen). */
    const clips = (style: CSSStyleDeclaration) =>
      style.overflowX !== 'visible' ||
      style.overflowY !== 'visible' ||
      style.clipPath !== 'none' ||
      (style.clip !== 'auto' && style.clip !== '' && style.position === 'absolute');

    const seenText = (main: HTMLElement): string => {
      const styles = new Map<Element, CSSStyleDeclaration>();
      const styleOf = (element: Element) => {
        let style = styles.get(element);
        if (!style) styles.set(element, (style = getComputedStyle(element)));
        return style;
      };
      const pieces: string[] = [];
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
        const parent = node.parentElement;
        if (!text || !parent) continue;
        const left = parent.closest(NOT_PAGE);
        if (left && main.contains(left)) continue;
        if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        let { left: x1, top: y1, right: x2, bottom: y2 } = range.getBoundingClientRect();
        for (let element: Element | null = parent; element && x2 - x1 > 1 && y2 - y1 > 1;) {
          if (clips(styleOf(element))) {
            const box = element.getBoundingClientRect();
            x1 = Math.max(x1, box.left);
            y1 = Math.max(y1, box.top);
            x2 = Math.min(x2, box.right);
            y2 = Math.min(y2, box.bottom);
          }
          element = element === main ? null : element.parentElement;
        }
        if (x2 - x1 > 1 && y2 - y1 > 1) pieces.push(text);
      }
      return pieces.join('\n');
    };

    const tick = () => {
      if (w.frameRecorder !== recorder) return;
      const main = document.querySelector<HTMLElement>('main#content');
      recorder.frames.push(main ? seenText(main) : '');
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    return recorder.generation;
  });
  return () =>
    page.evaluate((wanted) => {
      const w = window as unknown as { frameRecorder?: FrameRecorder };
      const recorder = w.frameRecorder;
      w.frameRecorder = undefined;
      return recorder?.generation === wanted ? recorder.frames : [];
    }, generation);
}

/** The frames' texts, each change once: what the customer saw, in order. */
export const seen = (frames: readonly string[]): string[] =>
  frames.filter((text, index) => index === 0 || text !== frames[index - 1]).map((text) => text.slice(0, 60));
