/** The time source of services, so tests can move time instead of waiting for it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Where the sandbox clock's offset is kept. The database's (db/sandbox-clock-store.ts) in the running sandbox, so
 * that every instance of a cluster reads the same clock; memory's for a clock of one process. The offset only grows.
 */
export interface SandboxClockStore {
  /** The offset in ms (0 before any move). */
  read(): Promise<number>;
  /** Adds `ms` to the offset; answers the new offset. */
  add(ms: number): Promise<number>;
  /** Sets the offset to `ms` unless it is already past it; answers the new offset, or false when refused. */
  raise(ms: number): Promise<number | false>;
}

export function createMemoryClockStore(): SandboxClockStore {
  let offsetMs = 0;
  return {
    read: async () => offsetMs,
    async add(ms) {
      offsetMs += ms;
      return offsetMs;
    },
    async raise(ms) {
      if (ms < offsetMs) return false;
      offsetMs = ms;
      return offsetMs;
    },
  };
}

/**
 * The sandbox clock (issue 15; issue 47 item 3): another clock moved forward by an offset that `/sandbox/clock` sets,
 * so a journey can watch a standing order fall due, or a contract's date come, without waiting. The one clock of
 * the sandbox's money and contracts: payments are dated by it, contracts move by it. It only moves forward: what
 * ran on a date stays run.
 *
 * `now()` is synchronous, so it answers the offset this instance last read or wrote; `sync()` reads the store's
 * (every request and every scheduler tick starts with it: another instance may have moved the clock). The offset
 * only grows, so a read that answers late never turns this instance's clock back.
 */
export interface SandboxClock extends Clock {
  /** Reads the shared offset; a failed read keeps the last one (the caller's own work reports the database's state). */
  sync(): Promise<void>;
  /** Moves the clock forward by whole days; answers the new now. */
  advance(days: number): Promise<Date>;
  /** Moves the clock to this instant; refused (false) when it is before the clock's now. */
  set(to: Date): Promise<Date | false>;
}

export function createSandboxClock(
  base: Clock = systemClock,
  store: SandboxClockStore = createMemoryClockStore(),
): SandboxClock {
  let offsetMs = 0;
  const now = () => new Date(base.now().getTime() + offsetMs);
  const seen = (value: number) => {
    offsetMs = Math.max(offsetMs, value);
  };
  return {
    now,
    async sync() {
      try {
        seen(await store.read());
      } catch {
        // Kept: a database that cannot answer fails the request's own work, with its own error.
      }
    },
    async advance(days) {
      seen(await store.add(days * DAY_MS));
      return now();
    },
    async set(to) {
      const raised = await store.raise(to.getTime() - base.now().getTime());
      if (raised === false) return false;
      seen(raised);
      return now();
    },
  };
}

/** `YYYY-MM-DD` of an instant, in UTC. */
export function isoDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}
