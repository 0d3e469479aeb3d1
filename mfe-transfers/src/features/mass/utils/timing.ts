/**
 * Runs `work` and records its duration as a performance measure named `name` (read by `npm run bench`, issue 15:
 * the browser-side check of a 5,000-row file). Where the platform has no User Timing, it only runs `work`.
 */
export function timed<T>(name: string, work: () => T): T {
  const start = performance.now();
  const result = work();
  try {
    performance.measure(name, { start, end: performance.now() });
  } catch {
    // No User Timing Level 3 (old engines, some test environments): the figure is simply not recorded.
  }
  return result;
}

/** The same for work that resolves later (reading a file). */
export async function timedAsync<T>(name: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  try {
    performance.measure(name, { start, end: performance.now() });
  } catch {
    // As above.
  }
  return result;
}

/** Resolves in a later task, after the browser has painted what the current one changed (a busy state). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
