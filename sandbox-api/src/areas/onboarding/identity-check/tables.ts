import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers, users } from '../../../platform/db/tables';
import { bytea } from '../../../platform/db/columns';

/**
 * The online identity check (spec 03 §3 "Identity" videoIdentity, §7 "POST /identity-verification"; issue 30 item 4):
 * one row per workflow run at the identity provider, which the sandbox plays on `/sandbox/identity-provider/{id}`.
 * The token is kept as its SHA-256 only; the selfie as its bytes with what they are (checked by their first bytes).
 */

export const identityWorkflowRuns = pgTable(
  'identity_workflow_runs',
  {
    /** A random UUID: the job's id in `/video-identity-job/{id}` too, so it cannot be guessed. */
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The token of the link an e-mail or SMS carried (the starting browser keeps the first); either opens the run. */
    linkTokenHash: text('link_token_hash').unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Who started it (the customer's user, or an administrator acting for them). */
    startedByUserId: integer('started_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** How the customer reaches the provider (contract VERIFICATION_CHANNELS); null until chosen. */
    channel: text('channel'),
    /** The S256 challenge of the channel request (as the phone verification keeps its own). */
    codeChallenge: text('code_challenge'),
    status: text('status').notNull().default('created'),
    failureReason: text('failure_reason').notNull().default(''),
    selfieFileName: text('selfie_file_name'),
    selfieContentType: text('selfie_content_type'),
    selfieSize: integer('selfie_size'),
    selfie: bytea('selfie'),
    selfieUploadedAt: timestamp('selfie_uploaded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('identity_workflow_runs_customer_idx').on(table.customerId, table.createdAt),
    check(
      'identity_workflow_runs_status',
      sql`${table.status} in ('created', 'submitted', 'passed', 'failed')`,
    ),
    check(
      'identity_workflow_runs_channel',
      sql`${table.channel} is null or ${table.channel} in ('email', 'sms', 'camera')`,
    ),
    check(
      'identity_workflow_runs_failure_reason',
      sql`${table.failureReason} in ('', 'faceMismatch', 'unclearSelfie', 'livenessFailed')`,
    ),
    check(
      'identity_workflow_runs_selfie_type',
      sql`${table.selfieContentType} is null or ${table.selfieContentType} in ('image/jpeg', 'image/png')`,
    ),
  ],
);
