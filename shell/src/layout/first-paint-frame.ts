import { useLayoutEffect } from 'react';

/** The frame the portal's server paints before the scripts have run (scripts/first-paint.mjs, `FRAME_ID`). */
export const FIRST_PAINT_FRAME_ID = 'first-paint';

/**
 * The layout's chrome takes the server's frame's place (issue 28): the frame is removed in the commit that renders
 * the chrome, before the browser paints it, so the page is never blank and never shows two headers. A layout that
 * suspends first keeps the frame until it commits.
 */
export function useFirstPaintTakenOver(): void {
  useLayoutEffect(() => {
    document.getElementById(FIRST_PAINT_FRAME_ID)?.remove();
  }, []);
}
