import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, updated when it changes (a rotated phone, a resized window).
 * Without `window.matchMedia` (a test environment) it reads as not matching.
 * @example const narrow = useMediaQuery(maxWidth('tablet'));
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () =>
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, read, () => false);
}
