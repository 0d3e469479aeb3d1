import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** Column kinds without a reference, which the core tables (tables.ts) use too; columns.ts gives every slice these. */

/** Money is exact: numeric(20,8) read back as strings, never JS numbers (DESIGN §5). */
export const money = (name: string) => numeric(name, { precision: 20, scale: 8, mode: 'string' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
