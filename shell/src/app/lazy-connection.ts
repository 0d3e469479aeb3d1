/**
 * A connection whose code loads on first use. `open` closes what was open and connects once the code is there;
 * a `close` (or another `open`) before the code arrived wins, so a session that ended while the code loaded
 * never connects.
 */
export function lazyConnection<A extends unknown[]>(
  load: () => Promise<(...args: A) => () => void>,
): { open: (...args: A) => void; close: () => void } {
  let generation = 0;
  let stop: (() => void) | undefined;
  const close = () => {
    generation += 1;
    stop?.();
    stop = undefined;
  };
  return {
    close,
    open: (...args) => {
      close();
      const mine = generation;
      void load().then((connect) => {
        if (mine === generation) stop = connect(...args);
      });
    },
  };
}
