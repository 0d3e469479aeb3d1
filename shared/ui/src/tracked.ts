/**
 * A promise React's `use` reads at once when it has settled: React looks at `status` and `value` first, so a
 * component whose code or data is already there renders without suspending. A Suspense fallback, once shown,
 * holds the next reveal for 300 ms, and React keeps that clock for every root of the page (issue 11).
 */
export type Tracked<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

export function tracked<T>(promise: Promise<T>): Tracked<T> {
  const result = promise as Tracked<T>;
  result.status = 'pending';
  result.then(
    (value) => {
      result.status = 'fulfilled';
      result.value = value;
    },
    (reason: unknown) => {
      result.status = 'rejected';
      result.reason = reason;
    },
  );
  return result;
}
