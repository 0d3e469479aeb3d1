import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, customerRef, expiresAt, usedAt, userRef } from '../../../platform/db/columns';

/** Tables of passkeys (issue 50): the credentials, their challenges, and the approval method they replaced. */

/**
 * A user's passkey: its public key only (COSE, base64url), never a secret. `rp_id` is the brand host it was made on
 * (a passkey is that brand's alone); `counter` the authenticator's last sign count (a lower one is a clone).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 5001 }),
    userId: userRef(),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    rpId: text('rp_id').notNull(),
    name: text('name').notNull(),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('passkeys_credential_idx').on(table.credentialId),
    index('passkeys_user_idx').on(table.userId),
  ],
);

/**
 * A WebAuthn challenge the sandbox issued, answered once before it expires. `purpose` is `register`, `signIn` or
 * `approve`; an approval's challenge is not stored but derived from `nonce` and the payments it covers
 * (`subject`), again when it is answered.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id'),
    purpose: text('purpose').notNull(),
    challenge: text('challenge'),
    nonce: text('nonce'),
    subject: text('subject'),
    rpId: text('rp_id').notNull(),
    origin: text('origin').notNull(),
    expiresAt: expiresAt(),
    usedAt: usedAt(),
    createdAt: createdAt(),
  },
  (table) => [index('passkey_challenges_expires_idx').on(table.expiresAt)],
);

/** The approval method a customer had before payments were approved with a passkey, restored when turned off. */
export const passkeyApprovalSettings = pgTable('passkey_approval_settings', {
  customerId: customerRef().primaryKey(),
  previousMode: text('previous_mode').notNull(),
});

export type PasskeyRow = typeof passkeys.$inferSelect;
export type PasskeyChallengeRow = typeof passkeyChallenges.$inferSelect;
