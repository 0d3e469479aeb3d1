import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox clock's offset (issue 15; issue 47 item 3): how far `/sandbox/clock` moved the sandbox ahead of real
 * time, kept in the database so that every instance of a cluster reads the same clock (an instance's own memory
 * would give each its own time). One row, written only forward. Not demo data: a reset of the demo data does not
 * turn the clock back (seed.ts `productTables`), as before.
 */
export const sandboxClock = pgTable(
  'sandbox_clock',
  {
    id: smallint('id').primaryKey(),
    offsetMs: bigint('offset_ms', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('sandbox_clock_one_row', sql`${table.id} = 1`),
    check('sandbox_clock_forward', sql`${table.offsetMs} >= 0`),
  ],
);
