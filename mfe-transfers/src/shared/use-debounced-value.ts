import { useEffect, useState } from 'react';

/** Typing pauses this long before a quote (fee, rate) is asked for: one call per amount, not per key. */
export const QUOTE_DEBOUNCE_MS = 300;

/** The value once it has stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay: number = QUOTE_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
