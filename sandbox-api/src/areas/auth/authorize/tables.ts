import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, userRef } from '../../../platform/db/columns';

/** Tables of the OAuth-style authorize (spec 01 §2): the partners and the requests waiting for a decision. */

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
