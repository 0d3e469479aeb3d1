import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, customers, users } from '../../../platform/db/tables';

/** Tables of the accounts area (issue 4): instructions, receive links, cards' companions, exports, batches, news. */

const money = (name: string) => numeric(name, { precision: 20, scale: 8, mode: 'string' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const customerRef = () =>
  integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });
const accountRef = () =>
  integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

/** How to pay into an account by bank transfer (spec 02 §3 "Payment instruction"). */
export const paymentInstructions = pgTable('payment_instructions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 7001 }),
  customerId: customerRef(),
  accountId: accountRef(),
  bankAccountNumber: text('bank_account_number').notNull(),
  bankName: text('bank_name').notNull(),
  swift: text('swift').notNull(),
  beneficiaryName: text('beneficiary_name').notNull(),
  reference: text('reference').notNull(),
  viewed: boolean('viewed').notNull().default(false),
});

/** The public `/receive/{id}` page's data (spec 02 §2). */
export const receiveLinks = pgTable('receive_links', {
  id: text('id').primaryKey(),
  customerId: customerRef(),
  accountId: accountRef(),
  amount: money('amount'),
  note: text('note'),
  createdAt: createdAt(),
});

/** Postal addresses of a customer (spec 02 §3 "Address"). */
export const addresses = pgTable('addresses', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 8001 }),
  customerId: customerRef(),
  address1: text('address1').notNull(),
  address2: text('address2'),
  city: text('city').notNull(),
  postalCode: text('postal_code').notNull(),
  stateCode: text('state_code'),
  countryCode: text('country_code').notNull(),
  kind: smallint('kind').notNull().default(1),
  statusId: smallint('status_id').notNull().default(1),
  /** The customer said the address is theirs and current (spec 03 §7 "Confirm address"; issue 30 item 3). */
  confirmed: boolean('confirmed').notNull().default(true),
});

/** Cards of other banks a customer added (add-card) and confirms with a small verification charge (confirm-card). */
export const externalCards = pgTable('external_cards', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 9001 }),
  customerId: customerRef(),
  bin: text('bin').notNull(),
  last4: text('last4').notNull(),
  cardHolderName: text('card_holder_name').notNull(),
  cardExpiryMonth: smallint('card_expiry_month').notNull(),
  cardExpiryYear: smallint('card_expiry_year').notNull(),
  cardBrand: text('card_brand').notNull(),
  status: text('status').notNull().default('pending'),
  verificationAmount: money('verification_amount').notNull(),
  attemptsLeft: smallint('attempts_left').notNull().default(3),
  createdAt: createdAt(),
});

/** One uploaded side of a document a card needs (spec 02 §3 "Document"); the file itself is not kept. */
export const cardDocuments = pgTable(
  'card_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerRef(),
    accountId: accountRef(),
    type: smallint('type').notNull(),
    side: text('side').notNull(),
    statusId: smallint('status_id').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (table) => [check('card_documents_side', sql`${table.side} in ('front', 'back')`)],
);

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

/** A mass (batch) transfer as the history lists it (spec 02 §7 "Batch transfer list"). */
export const batchTransfers = pgTable(
  'batch_transfers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 3001 }),
    customerId: customerRef(),
    accountId: accountRef(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    count: integer('count').notNull(),
    totalAmount: money('total_amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    fileName: text('file_name').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  // The batch list's order per customer (newest first, then id; nulls first as `order by ... desc` has them):
  // a page is a seek into it.
  (table) => [
    index('batch_transfers_customer_seek_idx').on(
      table.customerId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

/** Announcements (spec 02 §3); `customer_id` null is for everyone. */
export const announcements = pgTable('announcements', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 401 }),
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  body: text('body').notNull(),
  needsConfirmation: boolean('needs_confirmation').notNull().default(false),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

/** What a user did with an announcement: read it, and answered it when it asks. */
export const announcementStates = pgTable(
  'announcement_states',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.announcementId, table.userId] }),
    check('announcement_states_answer', sql`${table.answer} in ('accepted', 'declined')`),
  ],
);
