import { ACCOUNT_TYPES } from '@portal/api/contract';
import { getTableName, inArray, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../lib/password';
import type { Database } from './client';
import { COUNTRIES, CURRENCIES } from './reference-data';
import * as schema from './schema';

/** Every demo user signs in with this password (README, DESIGN §5). */
export const DEMO_PASSWORD = 'Demo-pass-1';

/** Access-rights value "full access" (spec 01 §3). */
const FULL_ACCESS = 2;
/** Account status ids, as the card statuses of spec 02 §3: 2 active, 4 canceled. */
export const ACCOUNT_STATUS = { active: 2, closed: 4 } as const;

type CustomerRow = typeof schema.customers.$inferInsert;
type UserRow = Omit<typeof schema.users.$inferInsert, 'passwordHash'>;
type AccountRow = typeof schema.accounts.$inferInsert;

interface DemoUser {
  customer: CustomerRow & { id: number };
  user: UserRow & { id: number };
  accounts: (AccountRow & { id: number })[];
}

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

/** The demo users; ids are stable so bookmarks, tests and the README can name them. */
export const DEMO_USERS: readonly DemoUser[] = [
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
      permissions: {
        sendMoneyPaxumUser: false,
        sendMoneyUser: false,
        requestMoney: true,
        settlementAccount: false,
        addFundsWireThirdParty: false,
        addFundsBankThirdParty: false,
      },
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
];

// Hashing costs about 50 ms a user; a reset between tests reuses the hash made the first time in this process.
const demoPasswordHashes = new Map<string, Promise<string>>();
function demoPasswordHash(email: string): Promise<string> {
  let hash = demoPasswordHashes.get(email);
  if (!hash) {
    hash = hashPassword(DEMO_PASSWORD);
    demoPasswordHashes.set(email, hash);
  }
  return hash;
}

/** Inserts whatever reference and demo data is missing; running it again changes nothing. */
export async function seedDemoData(db: Database): Promise<void> {
  const emails = DEMO_USERS.map((demo) => demo.user.email);
  const existing = await db
    .select({ email: schema.users.email })
    .from(schema.users)
    .where(inArray(schema.users.email, emails));
  const present = new Set(existing.map((row) => row.email));
  const missing = DEMO_USERS.filter((demo) => !present.has(demo.user.email));
  const hashes = await Promise.all(missing.map((demo) => demoPasswordHash(demo.user.email)));

  await db.transaction(async (tx) => {
    await tx
      .insert(schema.currencies)
      .values([...CURRENCIES])
      .onConflictDoNothing();
    await tx
      .insert(schema.countries)
      .values([...COUNTRIES])
      .onConflictDoNothing();
    if (missing.length === 0) return;
    await tx
      .insert(schema.customers)
      .values(missing.map((demo) => demo.customer))
      .onConflictDoNothing();
    await tx
      .insert(schema.users)
      .values(missing.map((demo, index) => ({ ...demo.user, passwordHash: hashes[index] as string })))
      .onConflictDoNothing();
    await tx
      .insert(schema.customerAccess)
      .values(
        missing.map((demo) => ({
          userId: demo.user.id,
          customerId: demo.customer.id,
          accessRight: FULL_ACCESS,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(schema.accounts)
      .values(missing.flatMap((demo) => demo.accounts))
      .onConflictDoNothing();
  });
}

/** Empties every table and seeds again: the sandbox as it was on its first start. */
export async function resetDatabase(db: Database): Promise<void> {
  const tables = Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => `"${getTableName(table)}"`)
    .join(', ');
  await db.execute(sql.raw(`TRUNCATE TABLE ${tables} RESTART IDENTITY CASCADE`));
  await seedDemoData(db);
}
