import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, money } from './column-kinds';

export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  minorUnits: smallint('minor_units').notNull(),
});

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  phoneCode: text('phone_code').notNull(),
});

/** A customer is the party that owns accounts: a person or a business. Seeded ids are below the identity start. */
export const customers = pgTable('customers', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 30001 }),
  customerType: smallint('customer_type').notNull(),
  businessName: text('business_name'),
  birthDay: date('birth_day', { mode: 'string' }),
  residenceCountryCode: text('residence_country_code')
    .notNull()
    .references(() => countries.code),
  taxId: text('tax_id'),
  transactionApproveMode: text('transaction_approve_mode').notNull().default('none'),
  isHaveRelatedAccounts: boolean('is_have_related_accounts').notNull().default(false),
  useOldWeb: boolean('use_old_web').notNull().default(false),
  oldWebUrl: text('old_web_url'),
  /** Permission flags of a business customer (spec 01 §3); null for personal customers. */
  permissions: jsonb('permissions').$type<Record<string, boolean>>(),
  verified: boolean('verified').notNull().default(false),
  limited: boolean('limited').notNull().default(false),
  dueDiligenceLevel: smallint('due_diligence_level').notNull().default(0),
  isNeedPersonalInfoUpdate: boolean('is_need_personal_info_update').notNull().default(false),
  isNeedKyc: boolean('is_need_kyc').notNull().default(false),
  /** Tax-residency self-certification of a business: validated, pending or required (spec 01 §4 business routing). */
  selfCertification: text('self_certification').notNull().default('required'),
  createdAt: createdAt(),
});

/** A user signs in; they act for their own customer and for any customer they were given access to. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    /** The flow the login step answers with: simple, direct, otp, sms, push or verifyDevice (spec 01 §3, §4). */
    loginFlow: text('login_flow').notNull().default('simple'),
    /** E.164 (`+447700900123`): where sms sign-in codes go, shown masked. */
    phone: text('phone'),
    /** Auth-service user profile (spec 01 §3): the second factor, none or push... */
    scp: text('scp').notNull().default('none'),
    /** ...and the profile type, 1 to 4. */
    profileType: smallint('profile_type').notNull().default(1),
    /** Migration requirement (spec 01 §3, §4): none, soft (a deadline runs) or strict (push first). */
    migrationReq: text('migration_req').notNull().default('none'),
    migrationDeadline: date('migration_deadline', { mode: 'string' }),
    /** migrate (from an older device) or enable (push for the first time); set with a requirement. */
    migrationStrategy: text('migration_strategy'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** active, or pendingActivation until the e-mailed activation link is used (spec 01 §4); only active users sign in. */
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
  },
  (table) => [
    check('users_profile_type', sql`${table.profileType} between 1 and 4`),
    check('users_scp', sql`${table.scp} in ('none', 'push')`),
    check('users_migration_req', sql`${table.migrationReq} in ('none', 'soft', 'strict')`),
  ],
);

/** Which customers a user may act for, with the access-rights value of spec 01 §3 (2 = full access). */
export const customerAccess = pgTable(
  'customer_access',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    accessRight: smallint('access_right').notNull(),
    /** False when the user's access list lacks balance info: company documents only (spec 01 §6). */
    balanceInfo: boolean('balance_info').notNull().default(true),
  },
  (table) => [primaryKey({ columns: [table.userId, table.customerId] })],
);

/**
 * Where ledger stamps come from (`accounts.ledger_stamp`). Not owned by a column, so a reset's
 * `TRUNCATE ... RESTART IDENTITY` does not start it again: a stamp is never handed out twice.
 */
export const ledgerStamps = pgSequence('ledger_stamps');

export const accounts = pgTable(
  'accounts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 200001 }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    type: integer('type').notNull(),
    subType: text('sub_type'),
    statusId: smallint('status_id').notNull(),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    balance: money('balance').notNull().default('0'),
    balanceMin: money('balance_min').notNull().default('0'),
    pendingAmount: money('pending_amount').notNull().default('0'),
    /** Card accounts (types 2006-2135, spec 02 §3): the account a debit card spends from. */
    settlementAccountId: integer('settlement_account_id'),
    cardIsVirtual: boolean('card_is_virtual'),
    /** Status of a reissue under way (a card status id), null when none. */
    cardReissuedStatusId: smallint('card_reissued_status_id'),
    cardExpiryMonth: smallint('card_expiry_month'),
    cardExpiryYear: smallint('card_expiry_year'),
    cardAliasName: text('card_alias_name'),
    /** The full card number; only the card-details call answers it, and the client masks it (spec 02 §9). */
    cardNumber: text('card_number'),
    cardCvv: text('card_cvv'),
    /** The sandbox plays the issuer, so it keeps the PIN to show it (show PIN, spec 02 §7). */
    cardPin: text('card_pin'),
    cardEnrolled: boolean('card_enrolled').notNull().default(false),
    /** The status a paused card returns to on unpause (active or expired, spec 02 §4). */
    pausedFromStatusId: smallint('paused_from_status_id'),
    /** Document types a card in status 65 waits for (spec 02 §3 "Document"). */
    requiredDocumentTypes: jsonb('required_document_types').$type<number[]>(),
    shippingAddressId: integer('shipping_address_id'),
    expressShipping: boolean('express_shipping').notNull().default(false),
    /** Crypto wallets: the deposit address (create wallet, spec 02 §7). */
    address: text('address'),
    /**
     * A fresh value from `ledger_stamps` whenever a journal posts to the account (ledger.ts), in the journal's
     * transaction: a history answer kept with the stamps of its accounts is still right while they are unchanged.
     */
    ledgerStamp: bigint('ledger_stamp', { mode: 'number' })
      .notNull()
      .default(sql`nextval('ledger_stamps')`),
    createdAt: createdAt(),
  },
  (table) => [index('accounts_customer_idx').on(table.customerId)],
);

/**
 * Failed sign-ins counted per e-mail, known or not, so that the answer never tells whether an
 * e-mail is registered (DESIGN §5: rate limits on sign-in).
 */
export const signInFailures = pgTable('sign_in_failures', {
  email: text('email').primaryKey(),
  failedCount: integer('failed_count').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The recent hits of one rate limit for one key (a user, an e-mail, a client address), as epoch milliseconds,
 * oldest first (http/rate-limit.ts). In the database, so every instance counts the same and a reset clears it.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    name: text('name').notNull(),
    key: text('key').notNull(),
    hits: bigint('hits', { mode: 'number' }).array().notNull(),
    /** Whether the last hit was refused. */
    refused: boolean('refused').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.name, table.key] }),
    index('rate_limit_hits_updated_idx').on(table.name, table.updatedAt),
  ],
);

/** A login code waiting to be exchanged at the token step (PKCE S256), and its one-time code if any. */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeHash: text('code_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    client: text('client').notNull(),
    flow: text('flow').notNull(),
    codeChallenge: text('code_challenge').notNull(),
    otpHash: text('otp_hash'),
    otpAttemptsLeft: smallint('otp_attempts_left').notNull().default(0),
    /** Bearer of the sign-in's own calls (scp, re-send, store links, live channel) until the code expires. */
    temporaryTokenHash: text('temporary_token_hash').unique(),
    /** The push prompt a push or verifyDevice sign-in waits for. */
    promptKey: text('prompt_key'),
    /** When the device approved a push or verifyDevice sign-in; the token step refuses the code before. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('login_codes_challenge_length', sql`char_length(${table.codeChallenge}) between 43 and 128`),
  ],
);

/**
 * One sign-in: its refresh tokens' family and the `sid` of its access tokens. Ended at logout, by a password
 * reset and when a used refresh token comes back; every authenticated call reads it by primary key (issue 22).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Rotating refresh tokens; a family is one session, revoked as a whole when a used token comes back. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId)],
);

/** What the sandbox "sent": SMS, e-mail, one-time codes and push prompts, read back by the developer tools. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    text: text('text').notNull(),
    code: text('code'),
    createdAt: createdAt(),
  },
  (table) => [index('outbox_messages_recipient_idx').on(table.recipient)],
);
