import { ACCOUNT_TYPES } from '@portal/api/catalogue';
import { inArray } from 'drizzle-orm';
import { hashPassword } from '../lib/password';
import type { Database } from './client';
import * as platformTables from './tables';

export type CustomerRow = typeof platformTables.customers.$inferInsert;
export type UserRow = Omit<typeof platformTables.users.$inferInsert, 'passwordHash'>;
export type AccountRow = typeof platformTables.accounts.$inferInsert;

export interface DemoUser {
  customer: CustomerRow & { id: number };
  user: UserRow & { id: number };
  accounts: (AccountRow & { id: number })[];
  /** A soft migration's deadline, this many days after seeding (the days-left counter of spec 01 §4 runs). */
  migrationDeadlineInDays?: number;
}

/**
 * How the demo seeds of one area (seed-invoices.ts, seed-mass.ts...) write their customers, users, access and
 * accounts. Kept here rather than in seed.ts, which calls those modules.
 */

/** The password of every demo user (README's demo table). */
export const DEMO_PASSWORD = 'Demo-pass-1';
/** Access rights (spec 01 §3): full access, and initiate only (the company's approval queue decides). */
export const FULL_ACCESS = 2;

/**
 * What the demo businesses may do (their customer info's `permissions`, spec 01 §3): pay people person to person and
 * request money; no settlement account, no third-party funding, no Paxum transfers.
 */
export const DEMO_PERMISSIONS = {
  sendMoneyPaxumUser: false,
  sendMoneyUser: true,
  requestMoney: true,
  settlementAccount: false,
  addFundsWireThirdParty: false,
  addFundsBankThirdParty: false,
} as const;
export const INITIATE_ONLY = 3;
/** spec 02 §3: account status 2 is active. */
export const ACTIVE = 2;

// Hashing costs about 50 ms a user; a reset between tests reuses the hash made the first time in this process.
// Each user has a hash (and salt) of their own, never one shared by several (auth.test.ts checks it).
const demoPasswordHashes = new Map<string, Promise<string>>();

/** The demo password's hash for one user, made once per process. */
export function demoPasswordHash(email: string): Promise<string> {
  let hash = demoPasswordHashes.get(email);
  if (!hash) {
    hash = hashPassword(DEMO_PASSWORD);
    demoPasswordHashes.set(email, hash);
  }
  return hash;
}

/** Which of these demo e-mails have a user already (a seed runs again on every test's reset). */
export async function presentDemoEmails(db: Database, emails: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .select({ email: platformTables.users.email })
    .from(platformTables.users)
    .where(inArray(platformTables.users.email, [...emails]));
  return new Set(rows.map((row) => row.email));
}

/** An active payment account (type 1001). */
export function demoPaymentAccount(
  id: number,
  customerId: number,
  currencyCode: string,
  balance: string,
): typeof platformTables.accounts.$inferInsert {
  return { id, customerId, type: ACCOUNT_TYPES.payment, statusId: ACTIVE, currencyCode, balance };
}

export interface DemoRows {
  customers: (typeof platformTables.customers.$inferInsert)[];
  /** Without the password: each gets a hash of DEMO_PASSWORD. */
  users: Omit<typeof platformTables.users.$inferInsert, 'passwordHash'>[];
  access: (typeof platformTables.customerAccess.$inferInsert)[];
  accounts: (typeof platformTables.accounts.$inferInsert)[];
}

/**
 * Writes demo customers, users (the demo password, a hash of its own each), their access and accounts in one
 * transaction, keeping rows already there; `more` writes the area's own rows in the same transaction.
 */
export async function insertDemoRows(
  db: Database,
  rows: DemoRows,
  more?: (tx: Database) => Promise<void>,
): Promise<void> {
  const hashes = await Promise.all(rows.users.map((user) => demoPasswordHash(user.email)));
  await db.transaction(async (tx) => {
    if (rows.customers.length > 0)
      await tx.insert(platformTables.customers).values(rows.customers).onConflictDoNothing();
    if (rows.users.length > 0)
      await tx
        .insert(platformTables.users)
        .values(rows.users.map((user, index) => ({ ...user, passwordHash: hashes[index]! })))
        .onConflictDoNothing();
    if (rows.access.length > 0)
      await tx.insert(platformTables.customerAccess).values(rows.access).onConflictDoNothing();
    if (rows.accounts.length > 0)
      await tx.insert(platformTables.accounts).values(rows.accounts).onConflictDoNothing();
    await more?.(tx);
  });
}

/**
 * A verified business demo customer with the usual business permissions (issues 32, 33):
 * its users sign in to it through the company choice (spec 01 §4 rule 4), as every business demo customer.
 */
export const verifiedDemoBusiness = (
  id: number,
  businessName: string,
  residenceCountryCode: string,
  createdAt: Date,
) => ({
  id,
  customerType: 1,
  businessName,
  residenceCountryCode,
  verified: true,
  isHaveRelatedAccounts: true,
  dueDiligenceLevel: 3,
  selfCertification: 'validated',
  permissions: DEMO_PERMISSIONS,
  createdAt,
});
