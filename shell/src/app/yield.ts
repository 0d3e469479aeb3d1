/**
 * Ends the current task and goes on in a new one, behind the tasks already queued (issue 28 item 1): the browser may
 * paint, take input and hand over what the network brought in between, so a long start is several short tasks and
 * the answers it waits for are not held back by it. A zero-delay timer (not clamped at this depth), not
 * `scheduler.yield`, which resumes ahead of queued tasks: with it, the answer to the exchange of a code waited for
 * the whole rest of the start before the customer info could be asked for.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
