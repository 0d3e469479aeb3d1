import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { loginCodes } from '../../../platform/db/tables';
import { devices } from '../../../platform/push/tables';
import { createdAt, userRef } from '../../../platform/db/columns';

/** Tables of the devices slice beyond the devices themselves (platform/push/tables.ts): prompts, scp links, codes. */

/** Something waiting for the user's device to approve or reject it (platform/push/prompts.ts). */
export const pushPrompts = pgTable(
  'push_prompts',
  {
    key: text('key').primaryKey(),
    userId: userRef(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    text: text('text').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    approved: boolean('approved'),
    createdAt: createdAt(),
  },
  (table) => [index('push_prompts_user_idx').on(table.userId)],
);

/**
 * A link code of `portal://scp?code=...`: the phone that opens it becomes the user's push device. Requested while
 * signing in (bound to the login) or while signed in.
 */
export const scpLinkCodes = pgTable(
  'scp_link_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeHash: text('code_hash').notNull().unique(),
    userId: userRef(),
    loginCodeId: uuid('login_code_id').references(() => loginCodes.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('scp_link_codes_user_idx').on(table.userId)],
);

/** A code that approves a new device, sent by the chosen method (`POST /auth/devices/{id}/approve`). */
export const deviceApprovalCodes = pgTable('device_approval_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  deviceId: integer('device_id')
    .notNull()
    .references(() => devices.id, { onDelete: 'cascade' }),
  methodId: smallint('method_id').notNull(),
  codeHash: text('code_hash').notNull(),
  attemptsLeft: smallint('attempts_left').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});
