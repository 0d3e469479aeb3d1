import { useLayoutEffect, useRef } from 'react';
import { FIRST_PAGE_HOLD_MS, holdFirstPaintPage } from '../app/area-hold';
import { FIRST_PAINT_FRAME_ID } from './first-paint-frame';

/**
 * Places the persistent area host (where single-spa mounts the remotes) inside the current layout.
 * Moving the host between layouts keeps every mounted remote alive. The first time, the page heading of the first
 * HTML's frame comes along and stays until the first area shows its page (`holdFirstPaintPage`): this runs before
 * the layout removes the frame (a child's layout effect runs before its parent's).
 */
export function AreaSlot({ host, hidden }: { host: HTMLElement; hidden: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.appendChild(host);
    holdFirstPaintPage(host, FIRST_PAINT_FRAME_ID, FIRST_PAGE_HOLD_MS);
  }, [host]);
  return <div ref={ref} hidden={hidden} />;
}
