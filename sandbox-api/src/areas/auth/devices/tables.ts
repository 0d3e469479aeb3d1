import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { createdAt, userRef } from '../../../platform/db/columns';

/** Tables of the auth service beyond sign-in itself: devices, push prompts, scp links, secrets, authorize. */

/** A phone that approves push prompts (spec 01 §3 "Auth-service device"). Seeded ids are below the identity start. */
export const devices = pgTable(
  'devices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
    userId: userRef(),
    /** The device's public code, shown in lists. */
    code: text('code').notNull().unique(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    location: text('location').notNull(),
    pushToken: text('push_token'),
    /** The device proves itself with this secret (header `X-Device-Secret`); only its digest is kept. */
    secretHash: text('secret_hash').notNull().unique(),
    approved: boolean('approved').notNull().default(false),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    index('devices_user_idx').on(table.userId),
    check('devices_type', sql`${table.type} in ('android', 'ios')`),
  ],
);

/** Something waiting for the user's device to approve or reject it (devices/prompts.ts). */
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

/** One-time secrets of temporary authorised users, exchanged at the token step (spec 01 §6). */
export const authSecrets = pgTable('auth_secrets', {
  secretHash: text('secret_hash').primaryKey(),
  userId: userRef(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Partners that may ask a signed-in user for access (OAuth-style authorize, spec 01 §2). */
export const oauthClients = pgTable('oauth_clients', {
  clientId: text('client_id').primaryKey(),
  name: text('name').notNull(),
  redirectUris: jsonb('redirect_uris').$type<string[]>().notNull(),
  scopes: jsonb('scopes').$type<string[]>().notNull(),
});

/** One authorize request waiting for the user's decision; decided once. */
export const authorizationRequests = pgTable('authorization_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: text('client_id')
    .notNull()
    .references(() => oauthClients.clientId, { onDelete: 'cascade' }),
  userId: userRef(),
  redirectUri: text('redirect_uri').notNull(),
  scopes: jsonb('scopes').$type<string[]>().notNull(),
  state: text('state'),
  /** Digest of the one-time code handed to the partner on approval. */
  codeHash: text('code_hash'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  createdAt: createdAt(),
});
