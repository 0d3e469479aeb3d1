/** The time source of services, so tests can move time instead of waiting for it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The sandbox clock (issue 15): another clock moved forward by an offset that `/sandbox/clock` sets, so a journey
 * can watch a standing order fall due without waiting. It only moves forward: what ran on a date stays run.
 */
export interface SandboxClock extends Clock {
  /** Moves the clock forward by whole days. */
  advance(days: number): Date;
  /** Moves the clock to this instant; refused (false) when it is before the clock's now. */
  set(to: Date): Date | false;
  /** Back to the base clock (a sandbox reset). */
  reset(): void;
}

export function createSandboxClock(base: Clock = systemClock): SandboxClock {
  let offsetMs = 0;
  const now = () => new Date(base.now().getTime() + offsetMs);
  return {
    now,
    advance(days) {
      offsetMs += days * DAY_MS;
      return now();
    },
    set(to) {
      const delta = to.getTime() - now().getTime();
      if (delta < 0) return false;
      offsetMs += delta;
      return now();
    },
    reset() {
      offsetMs = 0;
    },
  };
}

/** `YYYY-MM-DD` of an instant, in UTC. */
export function isoDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}
