import { eq, sql } from 'drizzle-orm';
import type { SandboxClockStore } from './clock';
import type { Database } from '../db/client';
import { sandboxClock } from './tables';

const ROW_ID = 1;

/**
 * The sandbox clock's offset in the database (schema-sandbox-clock.ts): every instance over one database reads and
 * moves the same clock. Each move is one statement, so moves made at once by several instances add up (three
 * `{ days: 7 }` at once are 21 days, as on one instance) and a `date` behind the clock is refused whoever moved it.
 */
export function createDatabaseClockStore(db: Database): SandboxClockStore {
  return {
    async read() {
      const [row] = await db
        .select({ offsetMs: sandboxClock.offsetMs })
        .from(sandboxClock)
        .where(eq(sandboxClock.id, ROW_ID));
      return row?.offsetMs ?? 0;
    },
    async add(ms) {
      const [row] = await db
        .insert(sandboxClock)
        .values({ id: ROW_ID, offsetMs: ms })
        .onConflictDoUpdate({
          target: sandboxClock.id,
          set: { offsetMs: sql`${sandboxClock.offsetMs} + ${ms}`, updatedAt: sql`now()` },
        })
        .returning({ offsetMs: sandboxClock.offsetMs });
      return row!.offsetMs;
    },
    async raise(ms) {
      // Before real time: behind the clock whatever its offset (which is never negative).
      if (ms < 0) return false;
      const [row] = await db
        .insert(sandboxClock)
        .values({ id: ROW_ID, offsetMs: ms })
        .onConflictDoUpdate({
          target: sandboxClock.id,
          set: { offsetMs: ms, updatedAt: sql`now()` },
          setWhere: sql`${sandboxClock.offsetMs} <= ${ms}`,
        })
        .returning({ offsetMs: sandboxClock.offsetMs });
      return row ? row.offsetMs : false;
    },
  };
}
