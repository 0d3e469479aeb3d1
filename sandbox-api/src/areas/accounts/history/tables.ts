import { index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../../platform/db/tables';
import { createdAt, customerRef } from '../../../platform/db/columns';

/** Tables of the history slice: exports of history and statements (spec 02 §7). */

/** A history or statement export (spec 02 §7): built in the background, downloaded by a short-lived token. */
export const exports = pgTable(
  'exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: customerRef(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    filter: text('filter').notNull(),
    status: text('status').notNull().default('running'),
    progress: smallint('progress').notNull().default(0),
    rows: integer('rows').notNull().default(0),
    fileName: text('file_name').notNull(),
    /** The file is kept until then; its download links (export_links) are shorter lived. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('exports_customer_idx').on(table.customerId)],
);

/**
 * A download link of an export: a random token, stored only as its hash, valid a short while. Each status answer
 * and each e-mail gets its own link, so a new one never breaks a link already handed out.
 */
export const exportLinks = pgTable(
  'export_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    exportId: uuid('export_id')
      .notNull()
      .references(() => exports.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('export_links_export_idx').on(table.exportId)],
);

/** An export's file, written a chunk of rows at a time (`seq` from 0) so that no write holds the database long. */
export const exportChunks = pgTable(
  'export_chunks',
  {
    exportId: uuid('export_id')
      .notNull()
      .references(() => exports.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    content: text('content').notNull(),
  },
  (table) => [primaryKey({ columns: [table.exportId, table.seq] })],
);
