import { integer } from 'drizzle-orm/pg-core';
import { accounts, customers, users } from './tables';

/** The column kinds every slice's tables share (issue 48: one copy of each rule). */

export { bytea, createdAt, expiresAt, money, usedAt } from './column-kinds';
/** The owning customer; the row goes with them. */
export const customerRef = () =>
  integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });
export const accountRef = () =>
  integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });
export const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
