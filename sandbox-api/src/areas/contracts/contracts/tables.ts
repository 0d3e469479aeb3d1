import type { ContractEventType } from '@portal/api/catalogue';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from '../../../platform/db/tables';
import { journals } from '../../../money/ledger-tables';

/** Contract ids are 32-bit (spec 03 §5), from their own sequence so they never collide with other ids. */
export const contractIds = pgSequence('contract_ids', { startWith: 7001 });

/**
 * Revenue-split smart contracts (spec 03 §3 "Contract"; issue 32). Statuses follow the one state machine of the
 * contract (`CONTRACT_TRANSITIONS`, `@portal/api/catalogue` smart-contracts.ts); the service checks every move.
 * sender = the payer, beneficiary = the one paid; company = the counterparty company chosen at creation.
 */
export const smartContracts = pgTable(
  'smart_contracts',
  {
    id: integer('id').primaryKey(),
    status: text('status').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => customers.id),
    initiatorId: integer('initiator_id')
      .notNull()
      .references(() => customers.id),
    senderId: integer('sender_id')
      .notNull()
      .references(() => customers.id),
    beneficiaryId: integer('beneficiary_id')
      .notNull()
      .references(() => customers.id),
    senderSignerName: text('sender_signer_name'),
    beneficiarySignerName: text('beneficiary_signer_name'),
    senderObligations: jsonb('sender_obligations').$type<string[]>().notNull(),
    beneficiaryObligations: jsonb('beneficiary_obligations').$type<string[]>().notNull(),
    /** Exact: numeric(5,2), read back as a string ("12.50"). */
    percentage: numeric('percentage', { precision: 5, scale: 2, mode: 'string' }).notNull(),
    note: text('note'),
    activeFrom: date('active_from', { mode: 'string' }).notNull(),
    activeTo: date('active_to', { mode: 'string' }),
    senderSignedAt: timestamp('sender_signed_at', { withTimezone: true }),
    beneficiarySignedAt: timestamp('beneficiary_signed_at', { withTimezone: true }),
    /** The payer's identity check (spec 03 §3: NEW, PROCESSING, SUCCESS, FAILED). */
    identificationStatus: text('identification_status').notNull().default('NEW'),
    terminatedAt: timestamp('terminated_at', { withTimezone: true }),
    terminateNote: text('terminate_note'),
    terminatedBy: integer('terminated_by').references(() => customers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('smart_contracts_sender_idx').on(table.senderId, table.status),
    index('smart_contracts_beneficiary_idx').on(table.beneficiaryId, table.status),
  ],
);

/** The timeline of each contract: every move, when and by whom (null: the clock or the identity check). */
export const smartContractEvents = pgTable(
  'smart_contract_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => smartContracts.id, { onDelete: 'cascade' }),
    type: text('type').$type<ContractEventType>().notNull(),
    by: integer('by').references(() => customers.id),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('smart_contract_events_contract_idx').on(table.contractId, table.at)],
);

/**
 * The split each incoming payment made while the contract ran (issue 32 item 6): one row per payment journal split,
 * unique on the incoming journal so a payment is never split twice, pointing at the split's own journal.
 */
export const smartContractSplits = pgTable(
  'smart_contract_splits',
  {
    incomingJournalId: bigint('incoming_journal_id', { mode: 'number' })
      .primaryKey()
      .references(() => journals.id),
    contractId: integer('contract_id')
      .notNull()
      .references(() => smartContracts.id),
    splitJournalId: bigint('split_journal_id', { mode: 'number' })
      .notNull()
      .references(() => journals.id),
    amount: numeric('amount', { precision: 20, scale: 8, mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('smart_contract_splits_contract_idx').on(table.contractId)],
);

/**
 * The one-time links of the sandbox's embedded pages (issue 32 items 4 and 5): the e-signature page a `signUrl` opens
 * and the payer's identity check page. The token is kept as its SHA-256 only; `usedAt` is set when the page's
 * decision is taken (a link works once); `clientId` is what the page's message to the portal carries.
 */
export const smartContractLinks = pgTable(
  'smart_contract_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => smartContracts.id, { onDelete: 'cascade' }),
    /** 'sign' or 'identification'. */
    kind: text('kind').$type<'sign' | 'identification'>().notNull(),
    /** The customer (the party) the link acts for. */
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    tokenHash: text('token_hash').notNull(),
    clientId: text('client_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('smart_contract_links_token').on(table.tokenHash),
    index('smart_contract_links_contract_idx').on(table.contractId),
  ],
);
