/**
 * The help-desk provider's own tables (issue 31 item 1): a service of its own, with its own database and migrations
 * (`drizzle-helpdesk/`, migrations table `__helpdesk_migrations`). On a shared PostgreSQL every table is prefixed
 * `helpdesk_`, so it never meets the sandbox's.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The provider's agents; one may be a customer's manager agent (spec 03 §3 "manager agent"). */
export const helpdeskAgents = pgTable('helpdesk_agents', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  hours: text('hours').notNull(),
});

/** A product customer as the provider knows it (the JWT's `sub`): a person or a company. */
export const helpdeskAccounts = pgTable('helpdesk_accounts', {
  customerId: integer('customer_id').primaryKey(),
  name: text('name').notNull(),
  managerAgentId: text('manager_agent_id').references(() => helpdeskAgents.id),
});

/** Someone who writes to the desk for a customer (made from the JWT's claims on first use). */
export const helpdeskContacts = pgTable(
  'helpdesk_contacts',
  {
    id: text('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('helpdesk_contacts_customer_email').on(table.customerId, table.email)],
);

/**
 * The provider's access tokens: only a SHA-256 digest is kept. Each counts its own calls in a fixed window (the
 * per-token rate limit answering 429).
 */
export const helpdeskTokens = pgTable(
  'helpdesk_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    contactId: text('contact_id')
      .notNull()
      .references(() => helpdeskContacts.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').notNull(),
    expiresAt: at('expires_at').notNull(),
    windowStartedAt: at('window_started_at').notNull(),
    windowCount: integer('window_count').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('helpdesk_tokens_expires').on(table.expiresAt)],
);

export const helpdeskTickets = pgTable(
  'helpdesk_tickets',
  {
    id: text('id').primaryKey(),
    /** Human-like, from 10234 up; shown as the ticket number. */
    number: integer('number').notNull().unique(),
    customerId: integer('customer_id').notNull(),
    contactId: text('contact_id').references(() => helpdeskContacts.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    category: text('category').notNull(),
    status: text('status').notNull(),
    customerReadAt: at('customer_read_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    index('helpdesk_tickets_customer').on(table.customerId, table.createdAt),
    check(
      'helpdesk_tickets_status',
      sql`${table.status} in ('Open', 'On Hold', 'Closed', 'Closed-no-reply')`,
    ),
  ],
);

export const helpdeskThreads = pgTable(
  'helpdesk_threads',
  {
    id: text('id').primaryKey(),
    ticketId: text('ticket_id')
      .notNull()
      .references(() => helpdeskTickets.id, { onDelete: 'cascade' }),
    /** `in` from the customer, `out` from an agent. */
    direction: text('direction').notNull(),
    authorName: text('author_name').notNull(),
    content: text('content').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('helpdesk_threads_ticket').on(table.ticketId, table.createdAt),
    check('helpdesk_threads_direction', sql`${table.direction} in ('in', 'out')`),
  ],
);

/** An upload; once a thread uses it, an attachment of that thread. The bytes live here. */
export const helpdeskUploads = pgTable(
  'helpdesk_uploads',
  {
    id: text('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    threadId: text('thread_id').references(() => helpdeskThreads.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('helpdesk_uploads_thread').on(table.threadId)],
);
