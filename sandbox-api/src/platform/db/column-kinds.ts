import { customType, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Column kinds without a reference, which the core tables (tables.ts) use too; columns.ts gives every slice these. */

/** Money is exact: numeric(20,8) read back as strings, never JS numbers (DESIGN §5). */
export const money = (name: string) => numeric(name, { precision: 20, scale: 8, mode: 'string' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** When a one-time code or link stops working. */
export const expiresAt = () => timestamp('expires_at', { withTimezone: true }).notNull();
/** When a one-time code or link was spent; null while it is unused. */
export const usedAt = () => timestamp('used_at', { withTimezone: true });
/** A file's bytes: PostgreSQL's bytea (node-postgres answers a Buffer, PGlite a Uint8Array; both read as a Buffer). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
