import { useEffect } from 'react';
import { shellPopupShown$ } from '@portal/events/bus';

let open = 0;

/**
 * Tells the remotes, while this popup shows, that a shell popup is open (`shellPopupShown$`): one modal at a time.
 * Called by the popups themselves, so that nothing of it is in the shell's first script.
 */
export function useReportShown(shown: boolean): void {
  useEffect(() => {
    if (!shown) return undefined;
    open += 1;
    shellPopupShown$.next(true);
    return () => {
      open -= 1;
      shellPopupShown$.next(open > 0);
    };
  }, [shown]);
}
