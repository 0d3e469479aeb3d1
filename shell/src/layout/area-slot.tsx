import { useLayoutEffect, useRef } from 'react';

/**
 * Places the persistent area host (where single-spa mounts the remotes) inside the current layout.
 * Moving the host between layouts keeps every mounted remote alive.
 */
export function AreaSlot({ host, hidden }: { host: HTMLElement; hidden: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.appendChild(host);
  }, [host]);
  return <div ref={ref} hidden={hidden} />;
}
