import { ACCOUNT_TYPES } from '@portal/api/catalogue';
import { getTableName, inArray, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './platform/db/client';
import { COUNTRIES, CURRENCIES } from './platform/db/reference-data';
import * as platformTables from './platform/db/tables';
import * as clockTables from './platform/clock/tables';
// The composition root that resets the whole database reads the table catalogue; no slice does.
import * as schema from './tables';
import { seedSystemAccounts } from './money/ledger';
import { seedAuthDemoData } from './areas/auth/login/seed';
import { seedAuthorizeDemoData } from './areas/auth/authorize/seed';
import { seedBalancesDemoData } from './areas/accounts/balances/seed';
import { CARD_DEMO_USERS, seedCardsDemoData } from './areas/accounts/cards/seed';
import { seedCompanyDemoData } from './areas/onboarding/company/seed';
import { seedGlobalPayDemoData } from './areas/transfers/global-pay/seed';
import {
  DEMO_PERMISSIONS,
  demoPasswordHash,
  type AccountRow,
  type CustomerRow,
  type DemoUser,
  type UserRow,
} from './platform/db/seed-helpers';
import { seedHistoryDemoData } from './areas/accounts/history/seed';
import { answerAskingAnnouncements, seedNewsDemoData } from './areas/accounts/news/seed';
import { seedInvoicesDemoData } from './areas/transfers/invoices/seed';
import { seedKycInfoDemoData } from './areas/onboarding/kyc-info/seed';
import { seedMassDemoData } from './areas/transfers/mass/seed';
import { seedProfileDemoData } from './areas/onboarding/profile/seed';
import { seedProfileContactDemoData } from './areas/onboarding/profile-contact/seed';
import { seedSecurityDemoData } from './areas/auth/security/seed';
import { seedPasskeyDemoData } from './areas/auth/passkeys/seed';
import { seedStandingDemoData } from './areas/transfers/standing/seed';
import { seedTransfersDemoData } from './areas/transfers/payments/seed';
import { seedVerificationDemoData } from './areas/onboarding/verification/seed';
import { seedIdentityCheckDemoData } from './areas/onboarding/identity-check/seed';
import { seedTaxCertificationDemoData } from './areas/onboarding/self-certification/seed';
import { seedNotificationsDemoData } from './platform/notifications/seed';
import { seedContractsDemoData } from './areas/contracts/contracts/seed';
import { seedMerchantDemoData } from './areas/merchant/tools/seed';
import { seedMerchantHooksDemoData } from './areas/merchant/webhooks/seed';

/** Every demo user signs in with this password (README, DESIGN §5). */
export { DEMO_PASSWORD, type DemoUser } from './platform/db/seed-helpers';

/** Access-rights value "full access" (spec 01 §3). */
const FULL_ACCESS = 2;
/** Account status ids, as the card statuses of spec 02 §3: 2 active, 4 canceled. */
export const ACCOUNT_STATUS = { active: 2, closed: 4 } as const;

const account = (
  id: number,
  customerId: number,
  type: number,
  currencyCode: string,
  balance: string,
  extra: Partial<AccountRow> = {},
): AccountRow & { id: number } => ({
  id,
  customerId,
  type,
  currencyCode,
  balance,
  statusId: type === ACCOUNT_TYPES.closed ? ACCOUNT_STATUS.closed : ACCOUNT_STATUS.active,
  ...extra,
});

/** A verified personal customer and user with one EUR payment account: the sign-in demo users (README). */
function signInDemoUser(
  id: number,
  user: Omit<UserRow, 'id' | 'customerId'>,
  customer: Pick<CustomerRow, 'birthDay' | 'residenceCountryCode' | 'taxId' | 'createdAt'>,
  balance: string,
): DemoUser {
  const customerId = 20100 + id;
  return {
    customer: { id: customerId, customerType: 0, verified: true, dueDiligenceLevel: 2, ...customer },
    user: { id: 600 + id, customerId, ...user },
    accounts: [account(100100 + id, customerId, ACCOUNT_TYPES.payment, 'EUR', balance)],
  };
}

/** The demo users; ids are stable so bookmarks, tests and the README can name them. */
const BASE_DEMO_USERS: readonly DemoUser[] = [
  {
    customer: {
      id: 20001,
      customerType: 0,
      birthDay: '1990-04-12',
      residenceCountryCode: 'DE',
      taxId: '48 036 952 129',
      transactionApproveMode: 'none',
      verified: true,
      dueDiligenceLevel: 2,
      createdAt: new Date('2023-03-14T09:30:00Z'),
    },
    user: {
      id: 501,
      email: 'anna.simple@demo.test',
      loginFlow: 'simple',
      firstName: 'Anna',
      lastName: 'Novak',
      customerId: 20001,
    },
    accounts: [
      account(100001, 20001, ACCOUNT_TYPES.payment, 'EUR', '1520.50', { pendingAmount: '35.20' }),
      account(100002, 20001, ACCOUNT_TYPES.payment, 'USD', '320.00'),
      account(100003, 20001, ACCOUNT_TYPES.prePayment, 'EUR', '-120.00', { balanceMin: '-500.00' }),
      account(100004, 20001, ACCOUNT_TYPES.closed, 'GBP', '0'),
    ],
  },
  {
    customer: {
      id: 20002,
      customerType: 0,
      birthDay: '1985-11-02',
      residenceCountryCode: 'GB',
      taxId: 'QQ 12 34 56 C',
      transactionApproveMode: 'otp',
      verified: true,
      dueDiligenceLevel: 2,
      createdAt: new Date('2022-08-01T14:05:00Z'),
    },
    user: {
      id: 502,
      email: 'oliver.otp@demo.test',
      loginFlow: 'otp',
      firstName: 'Oliver',
      lastName: 'Grant',
      customerId: 20002,
    },
    accounts: [
      account(100005, 20002, ACCOUNT_TYPES.payment, 'EUR', '2450.00'),
      account(100006, 20002, ACCOUNT_TYPES.payment, 'USD', '75.15', { pendingAmount: '12.00' }),
      account(100007, 20002, ACCOUNT_TYPES.receiving, 'GBP', '980.40'),
    ],
  },
  {
    customer: {
      id: 20003,
      customerType: 1,
      businessName: 'Bianca Studio Ltd',
      residenceCountryCode: 'IT',
      taxId: 'IT04718290961',
      transactionApproveMode: 'none',
      isHaveRelatedAccounts: true,
      // Pays people person to person (issue 5: its initiator's p2p requests fill the approval queue).
      permissions: DEMO_PERMISSIONS,
      verified: true,
      dueDiligenceLevel: 3,
      createdAt: new Date('2021-05-20T08:00:00Z'),
    },
    user: {
      id: 503,
      email: 'bianca.business@demo.test',
      loginFlow: 'simple',
      firstName: 'Bianca',
      lastName: 'Rossi',
      customerId: 20003,
    },
    accounts: [
      account(100008, 20003, ACCOUNT_TYPES.payment, 'EUR', '18250.75', { pendingAmount: '1200.00' }),
      account(100009, 20003, ACCOUNT_TYPES.payment, 'USD', '5400.00'),
    ],
  },
  // One user per sign-in flow kind and migration requirement (spec 01 §3, §4); devices are in seed-auth.ts.
  signInDemoUser(
    1,
    { email: 'dora.direct@demo.test', loginFlow: 'direct', firstName: 'Dora', lastName: 'Direct' },
    {
      birthDay: '1992-02-17',
      residenceCountryCode: 'AT',
      taxId: '12 345/6789',
      createdAt: new Date('2023-01-09T10:00:00Z'),
    },
    '845.30',
  ),
  signInDemoUser(
    2,
    {
      email: 'sam.sms@demo.test',
      loginFlow: 'sms',
      phone: '+447700900123',
      firstName: 'Sam',
      lastName: 'Sutton',
    },
    {
      birthDay: '1988-07-30',
      residenceCountryCode: 'GB',
      taxId: 'QQ 98 76 54 A',
      createdAt: new Date('2022-11-21T12:00:00Z'),
    },
    '3120.75',
  ),
  signInDemoUser(
    3,
    {
      email: 'paula.push@demo.test',
      loginFlow: 'push',
      scp: 'push',
      firstName: 'Paula',
      lastName: 'Petrova',
    },
    {
      birthDay: '1995-05-05',
      residenceCountryCode: 'DE',
      taxId: '57 210 394 816',
      createdAt: new Date('2023-06-02T08:15:00Z'),
    },
    '1275.00',
  ),
  signInDemoUser(
    4,
    {
      email: 'victor.device@demo.test',
      loginFlow: 'verifyDevice',
      scp: 'push',
      firstName: 'Victor',
      lastName: 'Dumas',
    },
    {
      birthDay: '1979-12-01',
      residenceCountryCode: 'FR',
      taxId: '30 23 217 600 053',
      createdAt: new Date('2021-09-14T16:40:00Z'),
    },
    '6408.12',
  ),
  {
    ...signInDemoUser(
      5,
      {
        email: 'sofia.soft@demo.test',
        loginFlow: 'otp',
        migrationReq: 'soft',
        migrationStrategy: 'migrate',
        firstName: 'Sofia',
        lastName: 'Santos',
      },
      {
        birthDay: '1990-09-09',
        residenceCountryCode: 'ES',
        taxId: '12345678Z',
        createdAt: new Date('2022-03-03T09:00:00Z'),
      },
      '512.40',
    ),
    migrationDeadlineInDays: 12,
  },
  signInDemoUser(
    6,
    {
      email: 'stella.strict@demo.test',
      loginFlow: 'simple',
      migrationReq: 'strict',
      migrationStrategy: 'enable',
      firstName: 'Stella',
      lastName: 'Stone',
    },
    {
      birthDay: '1983-04-22',
      residenceCountryCode: 'IT',
      taxId: 'STNSLL83D62H501X',
      createdAt: new Date('2020-10-10T11:11:00Z'),
    },
    '2290.00',
  ),
  // Still has to answer the announcements that ask for an answer: they are shown after signing in (spec 02 §4).
  signInDemoUser(
    8,
    { email: 'nora.news@demo.test', loginFlow: 'simple', firstName: 'Nora', lastName: 'Nilsen' },
    {
      birthDay: '1993-06-18',
      residenceCountryCode: 'NL',
      taxId: '123456782',
      createdAt: new Date('2023-09-01T09:00:00Z'),
    },
    '940.00',
  ),
  {
    // A temporary authorised user of Bianca Studio: signs in only with the one-time secret of seed-auth.ts (spec 01 §6).
    customer: { id: 20003, customerType: 1, residenceCountryCode: 'IT' },
    user: {
      id: 607,
      email: 'tara.temporary@demo.test',
      firstName: 'Tara',
      lastName: 'Temporary',
      customerId: 20003,
    },
    accounts: [],
  },
];

/** Every demo user: the sign-in and settings ones above, and the card holders of seed-cards.ts. */
export const DEMO_USERS: readonly DemoUser[] = [...BASE_DEMO_USERS, ...CARD_DEMO_USERS];

export interface SeedOptions {
  /** Transactions in the large-history demo user's history (config `demoHistoryTransactions`). */
  historyTransactions: number;
}

/** The history size tests seed unless they ask for more (the demo server seeds 10,000). */
export const TEST_HISTORY_TRANSACTIONS = 150;

const DAY_MS = 24 * 60 * 60_000;

/** Inserts whatever reference and demo data is missing; running it again changes nothing. */
export async function seedDemoData(
  db: Database,
  options: SeedOptions = { historyTransactions: TEST_HISTORY_TRANSACTIONS },
): Promise<void> {
  const emails = DEMO_USERS.map((demo) => demo.user.email);
  const existing = await db
    .select({ email: platformTables.users.email })
    .from(platformTables.users)
    .where(inArray(platformTables.users.email, emails));
  const present = new Set(existing.map((row) => row.email));
  const missing = DEMO_USERS.filter((demo) => !present.has(demo.user.email));
  const hashes = await Promise.all(missing.map((demo) => demoPasswordHash(demo.user.email)));

  await db.transaction(async (tx) => {
    await tx
      .insert(platformTables.currencies)
      .values([...CURRENCIES])
      .onConflictDoNothing();
    await tx
      .insert(platformTables.countries)
      .values([...COUNTRIES])
      .onConflictDoNothing();
    if (missing.length === 0) return;
    // Users of one business share its customer row, which is inserted once, as its first user has it.
    const customers = new Map<number, CustomerRow>();
    for (const demo of missing)
      if (!customers.has(demo.customer.id)) customers.set(demo.customer.id, demo.customer);
    await tx
      .insert(platformTables.customers)
      .values([...customers.values()])
      .onConflictDoNothing();
    await tx
      .insert(platformTables.users)
      .values(
        missing.map((demo, index) => ({
          ...demo.user,
          passwordHash: hashes[index] as string,
          ...(demo.migrationDeadlineInDays === undefined
            ? {}
            : {
                migrationDeadline: new Date(Date.now() + demo.migrationDeadlineInDays * DAY_MS)
                  .toISOString()
                  .slice(0, 10),
              }),
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(platformTables.customerAccess)
      .values(
        missing.map((demo) => ({
          userId: demo.user.id,
          customerId: demo.customer.id,
          accessRight: FULL_ACCESS,
        })),
      )
      .onConflictDoNothing();
    const accounts = missing.flatMap((demo) => demo.accounts);
    if (accounts.length > 0) await tx.insert(platformTables.accounts).values(accounts).onConflictDoNothing();
    await seedAuthDemoData(tx);
    await seedAuthorizeDemoData(tx);
  });
  await seedSystemAccounts(db);
  await seedSecurityDemoData(db);
  await seedPasskeyDemoData(db);
  await seedTransfersDemoData(db);
  await seedCardsDemoData(db);
  // After the cards' accounts: every payment and receiving account gets its payment instruction.
  await seedBalancesDemoData(db);
  await seedInvoicesDemoData(db);
  await seedMassDemoData(db);
  await seedGlobalPayDemoData(db);
  await seedStandingDemoData(db);
  // Profile users added to a database seeded before them answered the asking announcements long ago.
  await answerAskingAnnouncements(db, await seedProfileDemoData(db));
  await seedCompanyDemoData(db);
  await seedProfileContactDemoData(db);
  // After the profile's demo: Kai's address on file is the profile's.
  await seedVerificationDemoData(db);
  await seedKycInfoDemoData(db);
  await seedIdentityCheckDemoData(db);
  await seedTaxCertificationDemoData(db);
  await seedNotificationsDemoData(db);
  await seedContractsDemoData(db);
  await seedMerchantDemoData(db);
  // Mia's webhooks, API keys, their logs and allowed IPs (issue 33): after her customer.
  await seedMerchantHooksDemoData(db);
  // Last of the areas: it makes every customer account agree with the ledger (an opening journal for what a seeded
  // balance has beyond its entries), so the areas seeded above must come before it.
  await seedHistoryDemoData(db, options.historyTransactions);
  // After every demo user is in: all of them but nora.news answered the announcements that ask.
  await seedNewsDemoData(db);
  // PGlite runs no autovacuum: without statistics of the bulk-seeded ledger the planner takes its tables for
  // nearly empty and sorts a whole history instead of walking the history's index (issue 11).
  await db.execute(sql`analyze ledger_entries, journals, batch_transfers, accounts`);
}

/**
 * Every table of the product's schema but the sandbox clock's: time only moves forward, so a reset of the demo data
 * (and a test's return to the seed) leaves the clock where it is, as it always did (issue 47 item 3).
 */
export function productTables(): PgTable[] {
  return (Object.values(schema) as unknown[]).filter(
    (value): value is PgTable => is(value, PgTable) && value !== clockTables.sandboxClock,
  );
}

/** Empties every table and seeds again: the sandbox as it was on its first start. */
export async function resetDatabase(db: Database, options?: SeedOptions): Promise<void> {
  const tables = productTables()
    .map((table) => `"${getTableName(table)}"`)
    .join(', ');
  await db.execute(sql.raw(`TRUNCATE TABLE ${tables} RESTART IDENTITY CASCADE`));
  await seedDemoData(db, options);
}
