/**
 * Ends the current task and goes on in a new one (issue 28 item 1): the browser may paint, take input and run what
 * waits in between, so a long start is several short tasks. `scheduler.yield` where the browser has it (it resumes
 * ahead of other queued tasks), else a zero-delay timer (not clamped at this depth).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
